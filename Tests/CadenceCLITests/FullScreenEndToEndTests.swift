import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary, full screen in a pseudo terminal: keys, signals, suspend, and the
/// terminal left as it was found on every way out.
@Suite(.hangLimit) struct FullScreenEndToEndTests {
  let size = Size(columns: 80, rows: 24)
  let enter = ControlSequence.enterAlternateScreen
  let leave = ControlSequence.leaveAlternateScreen

  func start(_ arguments: [String]) throws -> PseudoTerminal {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments,
      environment: [
        "TERM": "xterm-256color", "LANG": "C.UTF-8",
        "CADENCE_DATA_DIR": TemporaryDirectory.shared.path,
      ],
      size: size)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("space") })
    return pty
  }

  /// Checks the terminal was restored: cooked modes, and the last bytes show the cursor
  /// and leave the alternate screen (then the practice's one-line summary, issue 24).
  func expectRestored(_ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    #expect(try pty.attributes().isCooked, sourceLocation: sourceLocation)
    let tail = String(pty.text.suffix(120))
    #expect(tail.contains(leave), sourceLocation: sourceLocation)
    #expect(tail.contains(ControlSequence.showCursor), sourceLocation: sourceLocation)
    #expect(pty.text.hasPrefix(enter), sourceLocation: sourceLocation)
  }

  @Test func startPauseResumeQuit() throws {
    let pty = try start(["timer", "30"])
    #expect(try !pty.attributes().isCooked)
    try pty.write(" ")
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("paused") })
    let pausedAt = pty.text.count
    try pty.write(" ")
    #expect(try pty.read(timeout: .seconds(5)) { $0.dropFirst(pausedAt).contains("pause") })
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(1))
    try expectRestored(pty)
  }

  @Test(arguments: [
    (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129)), (Int32(SIGINT), Int32(130)),
  ])
  func signalsRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let pty = try start(["timer", "30"])
    try pty.send(signal)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(status))
    try expectRestored(pty)
  }

  @Test func ctrlCIsAKeyThatExits130() throws {
    let pty = try start(["stopwatch"])
    try pty.write([0x03])
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(130))
    try expectRestored(pty)
    #expect(pty.text.contains("total  00:0"))
  }

  @Test func ctrlZRestoresTheTerminalAndSIGCONTComesBack() throws {
    let pty = try start(["timer", "30"])
    let before = pty.text.count
    try pty.write([0x1A])
    #expect(try pty.read(timeout: .seconds(5)) { $0.dropFirst(before).contains(leave) })
    // Stopped: the terminal is the shell's again. The restore bytes are written just before
    // tcsetattr, and a stopping process sends nothing more to wait on, so this polls the
    // modes briefly instead of reading output.
    #expect(try pty.becomesCooked())
    // Continued only once really stopped, as a shell's fg: a SIGCONT sent between the
    // restore and the stop is spent before the stop (this test hung that way under load).
    #expect(try pty.becomesStopped())
    let stoppedAt = pty.text.count
    try pty.send(SIGCONT)
    #expect(try pty.read(timeout: .seconds(5)) { $0.dropFirst(stoppedAt).contains(enter) })
    #expect(try pty.read(timeout: .seconds(5)) { $0.dropFirst(stoppedAt).contains("space") })
    #expect(try !pty.attributes().isCooked)
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(1))
    try expectRestored(pty)
  }

  @Test func aResizeRedrawsForTheNewSize() throws {
    let pty = try start(["timer", "30"])
    let before = pty.text.count
    try pty.resize(to: Size(columns: 30, rows: 8))
    #expect(
      try pty.read(timeout: .seconds(5)) {
        $0.dropFirst(before).contains(ControlSequence.clearScreen)
      })
    try pty.write("q")
    _ = try pty.waitForExit(timeout: .seconds(5))
  }
}
