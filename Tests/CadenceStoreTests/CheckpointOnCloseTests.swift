import Cadence
import Glibc
import Testing

@testable import CadenceStore

/// Whenever Cadence is not running, `cadence.sqlite3` alone is the whole of the data: the last
/// connection to close moves the write-ahead log into it and removes the log.
@Suite struct CheckpointOnCloseTests {
  /// Records two sessions and a note, then lets the store go (closing its connection).
  static func recordAndClose(in directory: TemporaryDirectory) throws -> [SessionRecord] {
    let clock = TestClock("2026-01-01T07:00:00Z")
    let store = try openStore(in: directory, clock: clock)
    var sessions: [SessionRecord] = []
    for name in ["box", "4-7-8"] {
      clock.advance(seconds: 600)
      let begun = try store.beginSession(NewSession(kind: .breathe, name: name))
      sessions.append(
        try store.finishSession(
          begun.id, status: .completed, active: .seconds(60), cyclesCompleted: 3))
    }
    _ = try store.addJournalEntry("calm", sessionID: sessions[0].id)
    return sessions.reversed()
  }

  /// The size of the file at `path`, or `nil` if there is none.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  @Test func closingTheLastConnectionLeavesNoWriteAheadLog() throws {
    let directory = TemporaryDirectory()
    _ = try Self.recordAndClose(in: directory)
    let database = directory.dataDirectory.databasePath
    let log = Self.size(of: database + "-wal")
    #expect(log == nil || log == 0, "the -wal file holds \(log ?? 0) bytes after the close")
  }

  @Test func aCopyOfTheDatabaseFileAloneHoldsEverything() throws {
    let directory = TemporaryDirectory()
    let sessions = try Self.recordAndClose(in: directory)
    let copy = TemporaryDirectory()
    try copy.dataDirectory.create()
    TemporaryDirectory.write(
      TemporaryDirectory.read(directory.dataDirectory.databasePath),
      to: copy.dataDirectory.databasePath)
    let reopened = try openStore(in: copy)
    #expect(try reopened.sessions(SessionQuery()) == sessions)
    #expect(try reopened.journalEntries().map(\.text) == ["calm"])
  }

  @Test func anotherOpenConnectionKeepsTheLogUntilItClosesToo() throws {
    let directory = TemporaryDirectory()
    let database = directory.dataDirectory.databasePath
    let reader = try openStore(in: directory)
    let sessions = try Self.recordAndClose(in: directory)
    // The reader still sees everything; the log is not taken from under it.
    #expect(try reader.sessions(SessionQuery()) == sessions)
    #expect((Self.size(of: database + "-wal") ?? 0) > 0)
    _ = consume reader
    let log = Self.size(of: database + "-wal")
    #expect(log == nil || log == 0, "the -wal file holds \(log ?? 0) bytes after the last close")
  }
}
