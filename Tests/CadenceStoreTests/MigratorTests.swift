import FoundationEssentials
import Testing

@testable import CadenceStore

/// Migrations run from empty and from every earlier version, atomically, and never change.
@Suite struct MigratorTests {
  /// A stand-in for a future migration, to prove the upgrade path across versions.
  static let testFutureVersion = Migration(
    id: "007-test-session-mood",
    sql: "ALTER TABLE sessions ADD COLUMN mood TEXT; UPDATE sessions SET mood = 'calm';")

  static func schemaRows(_ connection: Connection) throws -> [String] {
    try connection.statement(
      "SELECT type || ' ' || name || ': ' || coalesce(sql, '') FROM sqlite_schema ORDER BY name"
    ).rows { $0.text(0) }
  }

  static func pragma(_ name: String, _ connection: Connection) throws -> Int64? {
    try connection.scalarInt("PRAGMA \(name)")
  }

  @Test func migratesAnEmptyDatabaseToTheFrozenVersion1Schema() throws {
    let migrated = try Connection(path: ":memory:")
    let result = try Migrator(migrations: [Migrations.createTables]).migrate(migrated)
    #expect(result == (from: 0, to: 1))
    let frozen = try Connection(path: ":memory:")
    try frozen.execute(SchemaV1.schema)
    #expect(try Self.schemaRows(migrated) == Self.schemaRows(frozen))
    #expect(try Self.schemaRows(migrated).count == 14)
    #expect(try Self.pragma("user_version", migrated) == 1)
    #expect(try Self.pragma("application_id", migrated) == 0x4344_4E43)
  }

  @Test func migratingAnUpToDateDatabaseDoesNothing() throws {
    let connection = try Connection(path: ":memory:")
    try Migrator().migrate(connection)
    let result = try Migrator().migrate(connection)
    #expect(result == (from: 6, to: 6))
  }

  @Test func upgradesAVersion1FileAndKeepsItsData() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/v1.sqlite3"
    try Connection(path: path).execute(SchemaV1.schema + SchemaV1.data)
    let connection = try Connection(path: path)
    let result = try Migrator(migrations: Migrations.all + [Self.testFutureVersion]).migrate(
      connection)
    #expect(result == (from: 1, to: 7))
    #expect(try Self.pragma("user_version", connection) == 7)
    let rows = try connection.statement("SELECT name, mood FROM sessions ORDER BY name").rows {
      "\($0.text(0))=\($0.text(1))"
    }
    #expect(rows == ["4-7-8=calm", "pomodoro=calm"])
  }

  @Test func aFailingMigrationLeavesTheFileAtItsPreviousVersion() throws {
    let connection = try Connection(path: ":memory:")
    try Migrator().migrate(connection)
    let broken = Migration(
      id: "007-broken", sql: "CREATE TABLE moods (name TEXT); INSERT INTO nowhere VALUES (1);")
    #expect(throws: SQLiteError.self) {
      try Migrator(migrations: Migrations.all + [broken]).migrate(connection)
    }
    #expect(try Self.pragma("user_version", connection) == 6)
    #expect(
      try connection.scalarInt("SELECT count(*) FROM sqlite_schema WHERE name = 'moods'") == 0)
  }

  @Test func theStoreReadsEveryRecordOfAVersion1File() throws {
    let directory = TemporaryDirectory()
    try directory.dataDirectory.create()
    try Connection(path: directory.dataDirectory.databasePath).execute(
      SchemaV1.schema + SchemaV1.data)
    let store = try openStore(in: directory)
    let sessions = try store.sessions(SessionQuery())
    #expect(sessions.map(\.name) == ["pomodoro", "4-7-8"])
    #expect(sessions[0].label == "essay, part \"two\"")
    #expect(sessions[0].status == .stoppedEarly)
    #expect(
      sessions[0].startedAt
        == Timestamp(millisecondsSinceEpoch: 1_774_782_000_000, utcOffsetSeconds: 7200))
    #expect(try store.journalEntries().map(\.sessionID) == [sessions[1].id])
    #expect(
      try store.programProgress("calm-7")
        == ProgramProgress(
          programID: "calm-7", currentStep: 1, completedSteps: 1,
          lastPracticedAt: Timestamp(
            millisecondsSinceEpoch: 1_774_740_676_000, utcOffsetSeconds: 3600)))
    #expect(
      try store.customPatterns() == [CustomPattern(name: "evening", spec: "in 4 hold 2 out 6")])
    #expect(try store.dayBoundary() == DayBoundary(hour: 4, minute: 0))
  }
}
