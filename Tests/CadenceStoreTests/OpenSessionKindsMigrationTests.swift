import CSQLite
import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Migration 002 rebuilds `sessions` without the closed list of kinds, and loses nothing:
/// not a row, not a journal link, not the program progress, not an index.
@Suite struct OpenSessionKindsMigrationTests {
  /// Every column of `sessions`, for comparing whole rows before and after the rebuild.
  static let sessionColumns = [
    "id", "kind", "name", "label", "planned_ms", "active_ms", "cycles_planned",
    "cycles_completed", "status", "program_id", "program_step", "started_at_ms", "utc_offset_s",
    "ended_at_ms", "ended_offset_s", "updated_at_ms", "owner_pid", "owner_start_ticks",
    "owner_boot_id",
  ]

  /// Each row of `table` as SQL literals (`'4-7-8'|76000|NULL…`), ordered by `key`.
  static func dump(_ table: String, key: String, columns: [String], _ connection: Connection)
    throws -> [String]
  {
    let quoted = columns.map { "quote(\($0))" }.joined(separator: " || '|' || ")
    return try connection.statement("SELECT \(quoted) FROM \(table) ORDER BY \(key)").rows {
      $0.text(0)
    }
  }

  /// A version 1 file holding ``SchemaV1/data``, plus a session in progress with an owner.
  static func version1File(in directory: TemporaryDirectory) throws -> String {
    try directory.dataDirectory.create()
    let path = directory.dataDirectory.databasePath
    try Connection(path: path).execute(
      SchemaV1.schema + SchemaV1.data
        + """
        INSERT INTO sessions (id, kind, name, status, started_at_ms, utc_offset_s, updated_at_ms,
          owner_pid, owner_start_ticks, owner_boot_id)
        VALUES ('7C9E6679-7425-40DE-944B-E07FC1F90AE7', 'timer', '25m', 'inProgress',
          1774790000000, 0, 1774790005000, 4242, 1234567, 'boot-1');
        """)
    return path
  }

  @Test func migratesAnEmptyDatabaseToTheFrozenVersion2Schema() throws {
    let migrated = try Connection(path: ":memory:")
    let throughVersion2 = Migrator(migrations: Array(Migrations.all.prefix(2)))
    #expect(try throughVersion2.migrate(migrated) == (from: 0, to: 2))
    let frozen = try Connection(path: ":memory:")
    try frozen.execute(SchemaV2.schema)
    #expect(try MigratorTests.schemaRows(migrated) == MigratorTests.schemaRows(frozen))
    #expect(try MigratorTests.schemaRows(migrated).count == 14)
    #expect(
      try MigratorTests.schemaRows(migrated).contains("index sqlite_autoindex_sessions_1: "))
    #expect(try MigratorTests.pragma("user_version", migrated) == 2)
    #expect(Migrations.all.prefix(2).map(\.id) == ["001-create-tables", "002-open-session-kinds"])
  }

  @Test func theRebuiltTableTakesAnyNonEmptyKindAndKeepsItsOtherChecks() throws {
    let connection = try Connection(path: ":memory:")
    try Migrator().migrate(connection)
    let insert = """
      INSERT INTO sessions (id, kind, name, status, started_at_ms, utc_offset_s, updated_at_ms,
        active_ms)
      VALUES (?, ?, 'x', ?, 0, 0, 0, ?)
      """
    try connection.statement(insert).run([
      .text("a"), .text("meditation"), .text("completed"), .integer(1),
    ])
    try connection.statement(insert).run([
      .text("b"), .text("yoga"), .text("completed"), .integer(1),
    ])
    for (kind, status, active) in [
      ("", "completed", 1), ("yoga", "done", 1), ("yoga", "completed", -1),
    ] {
      #expect(throws: SQLiteError.self) {
        try connection.statement(insert).run([
          .text("c"), .text(kind), .text(status), .integer(Int64(active)),
        ])
      }
    }
    #expect(try connection.scalarInt("SELECT count(*) FROM sessions") == 2)
  }

  @Test func upgradingAVersion1FileKeepsEveryRowAndLink() throws {
    let directory = TemporaryDirectory()
    let path = try Self.version1File(in: directory)
    let before = try Connection(path: path)
    let sessionsBefore = try Self.dump(
      "sessions", key: "id", columns: Self.sessionColumns, before)
    let journalBefore = try Self.dump(
      "journal_entries", key: "id",
      columns: ["id", "text", "created_at_ms", "utc_offset_s", "session_id"], before)
    #expect(sessionsBefore.count == 3)

    // As the store does it: foreign keys on, which makes a plain DROP TABLE unlink the notes.
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    let throughVersion2 = Migrator(migrations: Array(Migrations.all.prefix(2)))
    #expect(try throughVersion2.migrate(connection) == (from: 1, to: 2))
    #expect(try MigratorTests.pragma("foreign_keys", connection) == 1)
    #expect(try connection.statement("PRAGMA foreign_key_check").rows { $0.text(0) } == [])
    #expect(try connection.scalarInt("SELECT count(*) FROM pragma_integrity_check") == 1)
    #expect(
      try Self.dump("sessions", key: "id", columns: Self.sessionColumns, connection)
        == sessionsBefore)
    #expect(
      try Self.dump(
        "journal_entries", key: "id",
        columns: ["id", "text", "created_at_ms", "utc_offset_s", "session_id"], connection)
        == journalBefore)
    #expect(journalBefore.first?.hasSuffix("|'6F9619FF-8B86-D011-B42D-00C04FC964FF'") == true)
    #expect(
      try Self.dump(
        "program_progress", key: "program_id",
        columns: [
          "program_id", "current_step", "completed_steps", "last_practiced_at_ms",
          "last_practiced_offset_s",
        ], connection) == ["'calm-7'|1|1|1774740676000|3600"])
    let frozen = try Connection(path: ":memory:")
    try frozen.execute(SchemaV2.schema)
    #expect(try MigratorTests.schemaRows(connection) == MigratorTests.schemaRows(frozen))
    // The indexes are back and used.
    let plan = try connection.statement(
      "EXPLAIN QUERY PLAN SELECT id FROM sessions WHERE status = 'inProgress'"
    ).rows { $0.text(3) }
    #expect(plan == ["SEARCH sessions USING INDEX sessions_in_progress (status=?)"])
  }

  @Test func deletingASessionAfterTheUpgradeStillUnlinksItsNotes() throws {
    let directory = TemporaryDirectory()
    let path = try Self.version1File(in: directory)
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    try Migrator().migrate(connection)
    try connection.execute("DELETE FROM sessions WHERE name = '4-7-8'")
    #expect(try connection.scalarInt("SELECT count(*) FROM journal_entries") == 1)
    #expect(
      try connection.scalarInt("SELECT count(*) FROM journal_entries WHERE session_id IS NULL")
        == 1)
  }

  @Test func aRebuildThatWouldLeaveADanglingReferenceIsRolledBack() throws {
    let directory = TemporaryDirectory()
    let path = try Self.version1File(in: directory)
    let connection = try Connection(path: path)
    try connection.execute("PRAGMA foreign_keys = ON")
    let careless = Migration(
      id: "002-careless", sql: "DELETE FROM sessions WHERE name = '4-7-8';",
      rebuildsTables: true)
    let error = #expect(throws: SQLiteError.self) {
      try Migrator(migrations: [Migrations.createTables, careless]).migrate(connection)
    }
    #expect(error?.extendedCode == SQLITE_CONSTRAINT | 3 << 8)
    #expect(
      error?.message == "migration 002-careless left 1 dangling reference(s) in journal_entries")
    #expect(try MigratorTests.pragma("user_version", connection) == 1)
    #expect(try MigratorTests.pragma("foreign_keys", connection) == 1)
    #expect(try connection.scalarInt("SELECT count(*) FROM sessions") == 3)
  }

  @Test func theStoreOpensAVersion1FileAndRecordsAMeditationInIt() throws {
    let directory = TemporaryDirectory()
    _ = try Self.version1File(in: directory)
    let clock = TestClock("2026-03-30T06:00:00Z")
    let store = try openStore(in: directory, clock: clock)
    #expect(store.recoveredSessions.map(\.name) == ["25m"])  // its owner is long gone
    let sitting = try store.beginSession(
      NewSession(kind: .meditate, name: "20m", planned: .seconds(1200)))
    clock.advance(seconds: 1200)
    let finished = try store.finishSession(
      sitting.id, status: .completed, active: .seconds(1200), cyclesCompleted: 4)
    #expect(finished.kind == .meditate)
    #expect(try store.sessions(SessionQuery(kind: .meditate)).map(\.id) == [sitting.id])
    #expect(
      try store.sessions(SessionQuery()).map(\.kind.rawValue)
        == ["meditation", "timer", "focus", "breathing"])
    #expect(
      try store.journalEntries().map(\.sessionID?.uuidString) == [
        "6F9619FF-8B86-D011-B42D-00C04FC964FF"
      ])
    #expect(try store.programProgress("calm-7")?.completedSteps == 1)
    #expect(try store.withConnection { try $0.scalarInt("PRAGMA user_version") } == 6)
  }
}
