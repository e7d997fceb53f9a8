import FoundationEssentials
import Testing

@testable import CadenceStore

/// Migration 003 adds the tombstones and a note's edit time, changes nothing else, and a
/// version 2 file keeps every record.
@Suite struct RemovalsAndEditsMigrationTests {
  /// `sqlite_schema`'s rows for what migration 003 adds or changes, frozen: never edit them to
  /// follow `Migrations.swift`; files on users' disks hold exactly this.
  static let frozenRows = [
    """
    table journal_entries: CREATE TABLE journal_entries (
      id TEXT PRIMARY KEY NOT NULL,
      text TEXT NOT NULL,
      created_at_ms INTEGER NOT NULL,
      utc_offset_s INTEGER NOT NULL,
      session_id TEXT REFERENCES sessions (id) ON DELETE SET NULL
    , edited_at_ms INTEGER, edited_offset_s INTEGER) STRICT
    """,
    """
    table removed_records: CREATE TABLE removed_records (
      kind TEXT NOT NULL CHECK (kind IN ('session', 'journalEntry')),
      id TEXT NOT NULL,
      removed_at_ms INTEGER NOT NULL,
      PRIMARY KEY (kind, id)
    ) STRICT, WITHOUT ROWID
    """,
  ]

  @Test func version3IsVersion2WithTheTombstonesAndTheEditTime() throws {
    let migrated = try Connection(path: ":memory:")
    let upToVersion3 = Migrator(migrations: Array(Migrations.all.prefix(3)))
    #expect(try upToVersion3.migrate(migrated) == (from: 0, to: 3))
    #expect(Migrations.all.map(\.id)[2] == "003-removals-and-edits")
    let frozen = try Connection(path: ":memory:")
    try frozen.execute(SchemaV2.schema)
    let changed = ["table journal_entries", "table removed_records"]
    let rows = try MigratorTests.schemaRows(migrated)
    #expect(rows.filter { row in changed.contains { row.hasPrefix($0 + ":") } } == Self.frozenRows)
    let version2 = try MigratorTests.schemaRows(frozen)
    #expect(
      rows.filter { row in !changed.contains { row.hasPrefix($0 + ":") } }
        == version2.filter { !$0.hasPrefix("table journal_entries:") })
  }

  @Test func aVersion2FileKeepsEveryRecordAndItsNotesReadAsNeverEdited() throws {
    let directory = TemporaryDirectory()
    try directory.dataDirectory.create()
    let path = directory.dataDirectory.databasePath
    try Connection(path: path).execute(SchemaV2.schema + SchemaV1.data)
    let store = try openStore(in: directory)
    #expect(try store.withConnection { try $0.scalarInt("PRAGMA user_version") } == 6)
    #expect(try store.sessions(SessionQuery()).map(\.name) == ["pomodoro", "4-7-8"])
    let note = try #require(try store.journalEntries().first)
    #expect(note.text == "calmer than yesterday")
    #expect(note.editedAt == nil)
    #expect(note.sessionID?.uuidString == "6F9619FF-8B86-D011-B42D-00C04FC964FF")
    #expect(try store.integrityCheck() == ["ok"])
  }
}
