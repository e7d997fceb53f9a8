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

/// Issue 41, item 2: a store `history` had called damaged ("left untouched") was written by
/// the next command (`journal add`, `import` exited 0), and `journal`, `status` and
/// `config list` said nothing of the damage. Once known damaged, nothing writes to it and
/// every command says so.
@Suite struct DamagedDatabaseTests {
  let directory = TemporaryDirectory()
  var data: DataDirectory { DataDirectory(path: directory.path) }

  /// A store with a note and 3000 sessions, three pages of sessions in its middle overwritten.
  init() throws {
    do {
      let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      _ = try store.addJournalEntry("before", sessionID: nil)
      for _ in 0..<3000 {
        let session = try store.beginSession(
          NewSession(kind: .timer, name: "timer", label: "a label long enough to fill pages"))
        _ = try store.finishSession(
          session.id, status: .completed, active: .seconds(60), cyclesCompleted: 0)
      }
    }
    let path = DataDirectory(path: directory.path).databasePath
    let file = open(path, O_RDWR)
    try #require(file >= 0)
    defer { close(file) }
    let pages = Int(lseek(file, 0, SEEK_END)) / 4096
    let garbage = [UInt8](repeating: 0xDE, count: 800)
    for page in pages / 2..<pages / 2 + 3 {
      #expect(pwrite(file, garbage, garbage.count, off_t(page * 4096 + 100)) == garbage.count)
    }
  }

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), output.text, errors.text)
  }

  func bytes() throws -> Data { try Data(contentsOf: URL(fileURLWithPath: data.databasePath)) }

  @Test func onceFoundDamagedNothingWritesToItAndEveryCommandSaysSo() throws {
    let history = run(["history", "--all"])
    #expect(history.status == 1)
    #expect(history.errors.contains("is damaged (SQLite reports corruption)"))
    let before = try bytes()

    let damaged =
      "Error: '\(data.databasePath)' is damaged (SQLite found it corrupt): Cadence "
      + "writes nothing to it any more, and nothing was saved."
    for command in [["journal", "add", "after"], ["config", "set", "timer.bell", "off"]] {
      let result = run(command)
      #expect(result.status == 1, "\(command)")
      #expect(result.errors.hasPrefix(damaged), "\(command): \(result.errors)")
    }
    let export = directory.file("one.json")
    let other = try SQLiteSessionStore.inMemory()
    _ = try other.addJournalEntry("imported")
    try other.exportJSON().write(to: URL(fileURLWithPath: export))
    let imported = run(["import", export])
    #expect(imported.status == 1)
    #expect(imported.errors.hasPrefix(damaged))
    #expect(try bytes() == before)

    let warning =
      "Warning: '\(data.databasePath)' is damaged (SQLite found it corrupt): what "
      + "can be read is shown, and Cadence writes nothing to it any more."
    let journal = run(["journal"])
    #expect(journal.status == 0)
    #expect(journal.output.contains("before"))
    #expect(!journal.output.contains("after"))
    #expect(journal.errors.hasPrefix(warning))
    for command in [["status"], ["config", "list"], ["stats"]] {
      #expect(run(command).errors.hasPrefix(warning), "\(command)")
    }
    #expect(try bytes() == before)
  }

  @Test func aWholeFileInItsPlaceIsWrittenAgain() throws {
    #expect(run(["history", "--all"]).status == 1)
    try FileManager.default.moveItem(
      atPath: data.databasePath, toPath: directory.file("damaged.sqlite3"))
    let note = run(["journal", "add", "afresh"])
    #expect(note.status == 0)
    #expect(note.errors.isEmpty)
    #expect(run(["journal"]).output.contains("afresh"))
    #expect(!FileManager.default.fileExists(atPath: data.databasePath + "-damaged"))
  }
}
