import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 10, items 4, 6, 8 and 11 on the real binary in a pseudo terminal: what a person
/// sees and what the store keeps afterwards.
@Suite(.hangLimit) struct PracticeEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  func start(_ arguments: [String], in directory: TemporaryDataDirectory) throws
    -> PseudoTerminal
  {
    try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments,
      environment: [
        "TERM": "xterm-256color", "CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8",
      ], size: size)
  }

  /// The screen as a terminal of ``size`` shows it now.
  func screen(_ pty: PseudoTerminal) -> Buffer {
    var screen = HeadlessScreen(size: size)
    screen.apply(pty.output)
    return screen.buffer
  }

  /// Item 6: a plain pomodoro prints its segments' time left, each start and end, and
  /// rings at each switch.
  @Test func aPlainPomodoroPrintsStartsAndEndsAndRingsAtEachSwitch() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["pomodoro", "--work", "2s", "--short", "1s", "--plain"], in: directory)
    #expect(try pty.read(timeout: .seconds(8)) { $0.contains("Focus 2 of 4  00:02") })
    try pty.send(SIGTERM)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(143))
    // The summary, on standard error (issue 24, item 3), with the focus SIGTERM ended (issue
    // 41, item 13) a moment after it began: under a second, or just over on a loaded machine.
    let lines =
      "Focus 1 of 4  00:02\r\n"
      + "Focus 1 of 4  00:00\r\nShort break   00:01\r\n\u{07}"
      + "Short break   00:00\r\nFocus 2 of 4  00:02\r\n\u{07}"
      + "1 focus segment completed (00:02 of focus); then a focus interrupted after "
    #expect(pty.text == lines + "00:00\r\n" || pty.text == lines + "00:01\r\n")
  }

  /// Whether the screen shows `text` now (a cheap check, made every 50 ms while reading).
  func shows(_ text: String, _ pty: PseudoTerminal) -> Bool {
    screen(pty).lines.contains { $0.contains(text) }
  }

  /// Item 8: the digits and the bar stay put when overtime starts, and the keys' line
  /// does not say `any key close`. The frames are replayed afterwards, one write at a time,
  /// so a busy test machine cannot make the check miss one.
  @Test func theTimersDigitsDoNotMoveAtZero() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["timer", "2"], in: directory)
    #expect(try pty.read(timeout: .seconds(6)) { _ in shows("time is up", pty) })
    try pty.read(timeout: .milliseconds(1500))
    try pty.write("x")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    var replay = HeadlessScreen(size: size)
    var counting: [FaceLayout] = []
    var overtime: [FaceLayout] = []
    for chunk in pty.chunks where replay.isAlternateScreen || counting.isEmpty {
      replay.apply(chunk.bytes)
      let layout = FaceLayout(of: "00:01", on: replay.buffer)
      guard replay.isAlternateScreen, layout.digits != nil else { continue }
      let isUp = replay.lines.contains { $0.contains("time is up") }
      if isUp {
        overtime.append(layout)
        #expect(!replay.lines.joined().contains("any key close"))
      } else {
        counting.append(layout)
      }
    }
    // `00:01` left, then `+00:01`: the digits `00:01` in the same cells, the bar as wide.
    let first = try #require(counting.first)
    #expect(!overtime.isEmpty)
    #expect((counting + overtime).allSatisfy { $0 == first }, "\(counting) \(overtime)")
  }

  /// Item 4: `r` ends the run so far as stopped early and the restarted run, which
  /// reaches its end, is completed with its planned time.
  @Test func aRestartedTimerRecordsTwoRuns() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["timer", "3"], in: directory)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("space") })
    try pty.read(timeout: .seconds(1))
    try pty.write("r")
    #expect(try pty.read(timeout: .seconds(8)) { _ in shows("time is up", pty) })
    try pty.write("x")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    let sessions = try directory.store().sessions(SessionQuery())
      .sorted { $0.activeMilliseconds < $1.activeMilliseconds }
    #expect(sessions.map(\.status) == [.stoppedEarly, .completed])
    #expect(sessions.map(\.plannedMilliseconds) == [3000, 3000])
    #expect(sessions.last?.activeMilliseconds == 3000)
    #expect(sessions.first.map { (500..<3000).contains($0.activeMilliseconds) } == true)
  }

  /// Item 11: `q` prints the running lap as the last one, and the run is recorded.
  @Test func theStopwatchKeepsTheRunningLapAndIsRecorded() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["stopwatch"], in: directory)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("space") })
    try pty.read(timeout: .milliseconds(600))
    try pty.write("l")
    try pty.read(timeout: .milliseconds(600))
    #expect(shows("lap   2  00:0", pty))
    try pty.write("q")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    // After the restore (the title popped last), the summary.
    let leave = try #require(pty.text.firstRange(of: ControlSequence.restoreSequence))
    let printed = pty.text[leave.upperBound...].split(separator: "\r\n").map(String.init)
      .filter { $0.hasPrefix("lap") || $0.hasPrefix("total") }
    #expect(printed.count == 3, "\(printed)")
    #expect(printed.first?.hasPrefix("lap   1  00:00.") == true, "\(printed)")
    #expect(printed.dropFirst().first?.hasPrefix("lap   2  00:0") == true, "\(printed)")
    // The last lap's split is the total.
    let split = printed.dropFirst().first?.split(separator: " ").dropFirst(3).first
    #expect(split.map { printed.last == "total  " + $0 + " in 2 laps" } == true, "\(printed)")
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.kind.rawValue == "stopwatch")
    #expect(session.status == .completed)
    #expect(session.plannedMilliseconds == nil)
    #expect(session.cyclesCompleted == 2)
  }
}
