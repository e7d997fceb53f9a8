import Cadence
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI
@testable import CadenceStore

/// The mood check of a session the store could not take before the end (another program
/// held the database through the practice and the questions): the answers are kept with
/// the session for the next `cadence` to save. Before, they were lost with a warning.
@Suite struct UnsavedMoodTests {
  @Test func theAnswersWaitWithTheSessionKeptForLater() throws {
    let directory = TemporaryDataDirectory()
    let data = DataDirectory(path: directory.path)
    _ = try SQLiteSessionStore.open(in: data)
    let lock = try Connection(path: data.databasePath)
    try lock.execute("BEGIN IMMEDIATE")
    defer { _ = try? lock.execute("ROLLBACK") }
    let host = ScriptedHost()
    host.fullScreenScripts = [[(.zero, .type("2"))], [], [(.seconds(3), .type("4"))]]
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(
      ["breathe", "1-1", "--cycles", "1", "--count-in", "0", "--no-sound", "--no-note", "--mood"],
      in: context)
    #expect(status == 75, "\(errors.text)")
    #expect(!errors.text.contains("mood check was not saved"), "\(errors.text)")
    try lock.execute("ROLLBACK")
    let session = try #require(try SQLiteSessionStore.open(in: data).sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.moodBefore == 2)
    #expect(session.moodAfter == 4)
  }
}
