import CadenceStore
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary, full screen in a pseudo terminal, with its own data directory: what a
/// session leaves in the store. Short sessions only; the logic is tested on scripted time.
@Suite(.timeLimit(.minutes(1))) struct BreatheEndToEndTests {
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
}
