import CSQLite
import Testing

@testable import CadenceStore

/// Messages name the file or field and never include practice data; SQLite codes map to cases.
@Suite struct StoreErrorTests {
  @Test(arguments: [
    (
      StoreError.newerSchema(path: "/d/cadence.sqlite3", fileVersion: 3, supportedVersion: 1),
      "'/d/cadence.sqlite3' was written by a newer Cadence (schema 3, this version knows up to 1); "
        + "upgrade Cadence. The file was left untouched"
    ),
    (
      .notADatabase(path: "/d/cadence.sqlite3"),
      "'/d/cadence.sqlite3' is not a Cadence database (not an SQLite file); it was left untouched"
    ),
    (
      .diskFull(path: "/d/cadence.sqlite3"),
      "The disk holding '/d/cadence.sqlite3' is full; the last change was not saved, earlier data "
        + "is intact"
    ),
    (
      .malformedImport(ImportProblem(.field("sessions[3].startedAt"), .notATimestamp)),
      "The import file was refused (field(\"sessions[3].startedAt\"): notATimestamp). "
        + "Nothing was imported"
    ),
    (
      .dataDirectoryUnwritable(path: "/ro/cadence", reason: "Read-only file system"),
      "Cannot write to the data directory '/ro/cadence': Read-only file system"
    ),
    (
      .sqlite(
        SQLiteError(
          code: 1, extendedCode: 1, message: "integer overflow", sql: "SELECT sum(active_ms) …")),
      "SQLite reported 'integer overflow' (error 1)"
    ),
  ])
  func describesWhatHappenedAndWhere(error: StoreError, message: String) {
    #expect(error.description == message)
  }

  @Test(arguments: [
    (SQLITE_NOTADB, StoreError.notADatabase(path: "/f")),
    (SQLITE_CORRUPT, .corruptDatabase(path: "/f")),
    (SQLITE_FULL, .diskFull(path: "/f")), (SQLITE_BUSY, .busy(path: "/f")),
    (SQLITE_READONLY, .dataDirectoryUnwritable(path: "/f", reason: "boom")),
  ])
  func sqliteCodesMapToCases(code: Int32, expected: StoreError) {
    let error = SQLiteError(code: code, extendedCode: code, message: "boom", sql: "UPDATE x")
    #expect(StoreError.from(error, path: "/f") == expected)
  }

  @Test func anSQLiteErrorShowsTheSQLButNeverTheBoundValues() throws {
    let store = try SQLiteSessionStore.inMemory()
    let secret = "my private note about my therapist"
    let error = #expect(throws: StoreError.self) {
      try store.withConnection { connection in
        try connection.statement("INSERT INTO journal_entries (id, text) VALUES (?, ?)")
          .run([.text("x"), .text(secret)])
      }
    }
    guard case .sqlite(let sqliteError) = error else {
      Issue.record("expected a plain SQLite error, got \(String(describing: error))")
      return
    }
    #expect(sqliteError.code == SQLITE_CONSTRAINT)
    #expect(sqliteError.sql == "INSERT INTO journal_entries (id, text) VALUES (?, ?)")
    #expect(!"\(sqliteError)".contains(secret))
  }
}
