import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary in a pseudo terminal: `cadence` alone opens the home screen, keys
/// choose, and the terminal is left as it was found; `program status` reads a store the
/// test prepared.
@Suite(.hangLimit) struct HomeEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  func start(_ arguments: [String], in directory: ProgramTestDirectory) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["--data-dir", directory.path] + arguments,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], size: size)
  }

  /// The screen as a terminal of `size` shows it after the output from byte `offset` on
  /// (the renderer skips unchanged cells, so the raw text never holds a whole line).
  func screen(_ pty: PseudoTerminal, size: Size, from offset: Int = 0) -> String {
    var screen = HeadlessScreen(size: size)
    screen.apply(pty.output.dropFirst(offset))
    return screen.lines.joined(separator: "\n")
  }

  /// Reads until the screen shows `text`.
  func waitFor(
    _ text: String, on pty: PseudoTerminal, size: Size? = nil, from offset: Int = 0
  ) throws -> Bool {
    try pty.read(timeout: .seconds(5)) { _ in
      screen(pty, size: size ?? self.size, from: offset).contains(text)
    }
  }

  func expectRestored(_ pty: PseudoTerminal, sourceLocation: SourceLocation = #_sourceLocation)
    throws
  {
    #expect(try pty.attributes().isCooked, sourceLocation: sourceLocation)
    #expect(
      pty.text.hasPrefix(ControlSequence.enterAlternateScreen), sourceLocation: sourceLocation)
    #expect(
      pty.text.contains(ControlSequence.leaveAlternateScreen), sourceLocation: sourceLocation)
    #expect(pty.text.contains(ControlSequence.showCursor), sourceLocation: sourceLocation)
  }

  @Test func cadenceAloneShowsTheHomeAndQRestoresTheTerminal() throws {
    let directory = ProgramTestDirectory()
    let pty = try start([], in: directory)
    #expect(try waitFor("q quit", on: pty))
    let home = screen(pty, size: size)
    #expect(home.contains("0 min today · no streak yet"))
    #expect(home.contains("› s  Start 7-day calm · Day 1: 4-7-8 relaxing breath, 4 cycles"))
    #expect(try !pty.attributes().isCooked)
    // A resize redraws at the new size; a tiny one still draws, then back again.
    for size in [Size(columns: 40, rows: 12), Size(columns: 12, rows: 3), size] {
      let before = pty.output.count
      try pty.resize(to: size)
      #expect(try waitFor("s  Start", on: pty, size: size, from: before))
    }
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    try expectRestored(pty)
  }

  @Test func theTimerFieldRefusesABadDurationThenCtrlCExits130() throws {
    let directory = ProgramTestDirectory()
    let pty = try start([], in: directory)
    #expect(try waitFor("q quit", on: pty))
    try pty.write("t")
    #expect(try waitFor("Timer for:", on: pty))
    try pty.write("9x\r")
    #expect(try waitFor("Unknown unit 'x' (use h, m or s)", on: pty))
    try pty.write([0x03])
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(130))
    try expectRestored(pty)
  }

  @Test func theTimerFieldEditsInPlaceAndTakesPastesAsText() throws {
    let directory = ProgramTestDirectory()
    let pty = try start([], in: directory)
    #expect(try waitFor("q quit", on: pty))
    #expect(pty.text.contains(ControlSequence.bracketedPasteOn))
    try pty.write("t")
    #expect(try waitFor("Timer for:", on: pty))
    // Home moves to the start; a pasted line break is a space, not Enter.
    try pty.write("5m\u{1B}[H2\u{1B}[200~\r\u{1B}[201~\u{1B}[F\u{1B}[D\u{1B}[D")
    #expect(try waitFor("Timer for: 2 5m", on: pty))
    let beforeEnter = pty.output.count
    try pty.write("\u{7F}\r")
    // The timer runs: its own screen, 25 minutes planned.
    #expect(try waitFor("pause", on: pty, from: beforeEnter))
    // q ends the timer and comes back to home (issue 24, item 10); q there quits.
    let running = pty.output.count
    try pty.write("q")
    #expect(try waitFor("q quit", on: pty, from: running))
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    try expectRestored(pty)
    let end = try #require(pty.text.ranges(of: ControlSequence.bracketedPasteOff).last)
    #expect(!pty.text[end.upperBound...].contains(ControlSequence.bracketedPasteOn))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.plannedMilliseconds == 1_500_000)
  }

  /// A paste whose end marker never comes (issue 24, item 25) is ended after a second:
  /// the field shows what it held, keys work again, and SIGTERM leaves the terminal cooked
  /// with bracketed paste off.
  @Test func aPasteWithoutItsEndEndsAndTheTerminalIsRestoredAfterSIGTERM() throws {
    let directory = ProgramTestDirectory()
    let pty = try start([], in: directory)
    #expect(try waitFor("q quit", on: pty))
    try pty.write("t")
    #expect(try waitFor("Timer for:", on: pty))
    try pty.write("\u{1B}[200~7m")
    #expect(try waitFor("Timer for: 7m", on: pty))
    try pty.write("\u{7F}")
    #expect(try waitFor("Timer for: 7 ", on: pty))
    try pty.send(SIGTERM)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(143))
    try expectRestored(pty)
    let end = try #require(pty.text.ranges(of: ControlSequence.bracketedPasteOff).last)
    #expect(!pty.text[end.upperBound...].contains(ControlSequence.bracketedPasteOn))
  }

  @Test func programStatusReadsTheStore() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(
        programID: "calm-7", currentStep: 4, completedSteps: 4, lastPracticedAt: saturdayMorning))
    let pty = try start(["program", "status"], in: directory)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    #expect(
      pty.text
        == "7-day calm (calm-7): step 5 of 7\r\n"
        + "  Steps done:          4 of 7\r\n"
        + "  Next step:           Day 5: 4-7-8 relaxing breath, about 3 minutes\r\n"
        + "  Last practised:      2026-11-28 08:30\r\n"
        + "  Sessions completed:  4\r\n")
  }
}
