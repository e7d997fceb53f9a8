import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary, full screen in a pseudo terminal, with its own data directory: what a
/// session leaves in the store. Short sessions only; the logic is tested on scripted time.
@Suite(.hangLimit) struct BreatheEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  func start(_ arguments: [String], in directory: TemporaryDataDirectory) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments + ["--data-dir", directory.path],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], size: size)
  }

  @Test func aShortSessionToItsEndRecordsItAndItsNote() throws {
    let directory = TemporaryDataDirectory()
    // Two seconds: breathe in for 1, out for 1, no count-in.
    let pty = try start(["breathe", "1-1", "--cycles", "1", "--count-in", "0"], in: directory)
    #expect(try pty.read(timeout: .seconds(10)) { $0.contains("How do you feel?") })
    // The question reads keys one at a time and echoes them itself.
    #expect(try !pty.attributes().isCooked)
    try pty.write("steady\r")
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(0))
    #expect(pty.text.contains("1-1: 1 of 1 cycle, 00:02 of breathing\r\n"))
    #expect(pty.text.contains("Saved to your journal."))
    let store = try directory.store()
    let session = try #require(try store.sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.activeMilliseconds == 2_000)
    let notes = try store.journalEntries()
    #expect(notes.map(\.text) == ["steady"])
    #expect(notes.first?.sessionID == session.id)
  }

  /// The row of `screen` that shows `text`, without trailing blanks.
  func row(showing text: String, in pty: PseudoTerminal) -> String? {
    var screen = HeadlessScreen(size: size)
    screen.apply(pty.output)
    return screen.lines.first { $0.contains(text) }
      .map { String($0.reversed().drop { $0 == " " }.reversed()) }
  }

  @Test func theNoteIsEditedInPlaceAndSavedAsShown() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["breathe", "1-1", "--cycles", "1", "--count-in", "0"], in: directory)
    #expect(try pty.read(timeout: .seconds(10)) { $0.contains("How do you feel?") })
    let prompt = "How do you feel? (Enter to skip) "
    // Wide characters are erased by their width; Left moves the cursor, never types.
    try pty.write("ab😌世\u{7F}\u{7F}cd\u{7F}\u{1B}[DX")
    #expect(
      try pty.read(timeout: .seconds(5)) { _ in
        row(showing: prompt, in: pty) == prompt + "abXc"
      }, "\(row(showing: prompt, in: pty) ?? "no prompt")")
    // A paste is text, its line break a space; unknown sequences are dropped.
    try pty.write("\u{1B}[F\u{1B}[200~ and 世界\r\nok\u{1B}[201~\u{1B}[15~\u{1B}]11;?\u{7}")
    #expect(
      try pty.read(timeout: .seconds(5)) { _ in
        row(showing: prompt, in: pty) == prompt + "abXc and 世界 ok"
      }, "\(row(showing: prompt, in: pty) ?? "no prompt")")
    try pty.write("\r")
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(0))
    #expect(try directory.store().journalEntries().map(\.text) == ["abXc and 世界 ok"])
    // Bracketed paste was on while the question was asked, and is off again.
    let asked = try #require(pty.text.firstRange(of: "How do you feel?"))
    let pasteOn = try #require(pty.text.firstRange(of: "\u{1B}[?2004h"))
    let pasteOff = try #require(pty.text.ranges(of: "\u{1B}[?2004l").last)
    #expect(pasteOn.lowerBound < asked.lowerBound)
    #expect(asked.upperBound < pasteOff.lowerBound)
    #expect(try pty.attributes().isCooked)
  }

  @Test func qStopsEarlyAndIsRecorded() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(["breathe", "box"], in: directory)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("Get ready") })
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(1))
    #expect(try pty.attributes().isCooked)
    #expect(!pty.text.contains("How do you feel?"))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.status == .stoppedEarly)
    #expect(session.name == "box")
    #expect(session.cyclesPlanned == 4)
  }

  /// Issue 10, item 10: without a count-in the first inhale rings as it starts, before the
  /// first exhale (which used to bring the first bell).
  @Test func withoutACountInTheFirstInhaleRingsAtTheStart() throws {
    let directory = TemporaryDataDirectory()
    let pty = try start(
      ["breathe", "2-2", "--cycles", "1", "--count-in", "0", "--bell", "--no-note"], in: directory)
    #expect(try pty.waitForExit(timeout: .seconds(10)).termination == .exited(0))
    let bell = UInt8(7)
    let firstBell = try #require(pty.chunks.first { $0.bytes.contains(bell) })
    // The exhale starts 2 s in: the first bell is the inhale's, at once.
    #expect(firstBell.time - pty.startTime < .milliseconds(1500))
    let beforeBell = pty.chunks.prefix { $0 != firstBell }.flatMap(\.bytes)
    #expect(!String(decoding: beforeBell, as: UTF8.self).contains("Breathe out"))
  }
}
