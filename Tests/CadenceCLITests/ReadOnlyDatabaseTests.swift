import Cadence
import CadenceStore
import Glibc
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A database its owner made read-only (`chmod 400`): commands that read work, a practice
/// runs unsaved with one warning, a command that writes fails naming the file, and the mode
/// is never given its write bit back (tests run as root, which could write it anyway).
@Suite struct ReadOnlyDatabaseTests {
  let directory = TemporaryDirectory()
  var database: String { DataDirectory(path: directory.path).databasePath }

  init() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(300), cyclesCompleted: 0)
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func readingCommandsWorkAndWritingOnesSayWhy() {
    chmod(database, 0o400)
    let history = run(["history"])
    #expect(history.status == 0 && history.errors == "")
    #expect(history.output.contains("timer"))
    #expect(run(["stats"]).status == 0)
    #expect(run(["export"]).status == 0)
    let note = run(["journal", "add", "calm"])
    #expect(note.status == 1)
    #expect(note.errors.hasPrefix("Error: '\(database)' is read-only"))
    #expect(TemporaryDirectory.mode(of: database) == 0o400)
  }

  /// The practice runs; its session, which the store refused, is kept for later (status
  /// 75) and saved once the database can be written again (issue 41, item 1).
  @Test func aPracticeRunsUnsavedWithOneWarning() throws {
    chmod(database, 0o400)
    let result = run(["timer", "2s", "--plain"])
    #expect(result.status == 75)
    #expect(result.output.contains("00:00"))
    // The summary after plain lines is on standard error too, then the one warning.
    let lines = result.errors.split(separator: "\n")
    #expect(lines.first == "Timer: 00:02 of 00:02")
    let warnings = lines.dropFirst()
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix("Warning: ") == true)
    #expect(warnings.first?.contains("'\(database)' is read-only") == true)
    #expect(warnings.first?.contains("it is kept in '\(directory.path)/unsaved/") == true)
    #expect(TemporaryDirectory.mode(of: database) == 0o400)
    chmod(database, 0o600)
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    #expect(try store.sessions(SessionQuery()).map(\.status) == [.completed, .completed])
  }
}
