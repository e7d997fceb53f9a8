import CadenceStore
import Glibc
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, item 29: `--trace`, `stats --svg` and `export -o` given one of the store's own
/// files, by any path, once overwrote the database. They are refused (64) and nothing is lost.
@Suite struct StoreFileOutputTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "60"],
      wallClock: { Date(timeIntervalSince1970: 1_796_000_000) })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  static let outputs: [[String]] = [
    ["export", "-o"], ["export", "--format", "csv", "--output"], ["stats", "--svg"],
    ["timer", "1", "--plain", "--trace"], ["breathe", "--plain", "--trace"],
    ["type", "hello", "--trace"],
  ]

  /// Every spelling of the database, its `-wal` and `-shm` a user could give.
  func spellings() -> [String] {
    let database = directory.file(DataDirectory.databaseFileName)
    _ = symlink(database, directory.file("link.sqlite3"))
    _ = symlink(database + "-wal", directory.file("dangling-wal"))
    _ = link(database, directory.file("hard.sqlite3"))
    _ = symlink(directory.path, directory.file("again"))
    return [
      database, database + "-wal", database + "-shm", database + "-journal",
      directory.path + "/./" + DataDirectory.databaseFileName,
      directory.path + "//again/./" + DataDirectory.databaseFileName,
      directory.file("again/" + DataDirectory.databaseFileName + "-shm"),
      directory.file("link.sqlite3"), directory.file("dangling-wal"),
      directory.file("hard.sqlite3"),
    ]
  }

  @Test func theStoresOwnFilesAreRefusedAndNothingIsLost() throws {
    #expect(run(["journal", "add", "keep me"]).status == 0)
    let database = directory.file(DataDirectory.databaseFileName)
    for command in Self.outputs {
      for path in spellings() {
        let result = run(command + [path])
        #expect(result.status == 64, "\(command) \(path)")
        let first = result.errors.split(separator: "\n").first ?? ""
        #expect(first.contains("one of Cadence's own database files"), "\(command) \(path)")
      }
    }
    #expect(TemporaryDirectory.read(database).starts(with: Array("SQLite format 3".utf8)))
    #expect(run(["journal"]).output.contains("keep me"))
    #expect(!TemporaryDirectory.exists(database + "-journal"))
  }

  @Test func anotherFileBesideTheDatabaseIsStillWritten() {
    let result = run(["export", "-o", directory.file("cadence.sqlite3.json")])
    #expect(result.status == 0)
    #expect(DataDirectory(path: directory.path).ownsFile(at: directory.file("x-wal")) == false)
  }

  @Test func aTraceToStandardOutputByAnyNameIsRefused() {
    let result = run(["timer", "1", "--plain", "--trace", "/dev/stdout"])
    #expect(result.status == 64)
    #expect(result.errors.contains("the terminal the practice is shown on"))
  }

  @Test func aTraceToTheTerminalItDrawsOnIsRefused() throws {
    let environment = testEnvironment
    for path in ["/dev/tty", "/dev/stdout", "/dev/stderr"] {
      let pty = try PseudoTerminal(
        executable: cadenceExecutable(), arguments: ["timer", "1", "--trace", path],
        environment: environment, size: Size(columns: 80, rows: 24))
      let exit = try pty.waitForExit(timeout: .seconds(10))
      #expect(exit.termination == .exited(64), "\(path)")
      #expect(pty.text.contains("the terminal the practice is shown on"), "\(pty.text)")
      #expect(try pty.attributes().isCooked)
    }
  }
}
