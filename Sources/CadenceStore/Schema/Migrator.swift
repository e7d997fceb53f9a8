import CSQLite

/// Brings a database file up to the schema this code knows, or refuses to touch it.
///
/// The schema version is `PRAGMA user_version`: the number of ``Migrations/all`` a file has run.
/// It lives in the file header, so reading it costs no query plan, and setting it inside the
/// migration's transaction makes "schema changed" and "version bumped" one atomic step.
struct Migrator {
  let migrations: [Migration]

  init(migrations: [Migration] = Migrations.all) {
    self.migrations = migrations
  }

  /// The schema version this code writes.
  var latestVersion: Int { migrations.count }

  /// Reads the file's schema version without writing anything.
  ///
  /// This is the first statement run on a file, so a non-SQLite file fails here, before any
  /// pragma that writes (`journal_mode`) could touch it.
  ///
  /// - Throws: ``StoreError/foreignDatabase(path:)`` for another program's SQLite file,
  ///   ``StoreError/newerSchema(path:fileVersion:supportedVersion:)`` for a newer Cadence's file;
  ///   otherwise what SQLite reports (`SQLITE_NOTADB` for a file that is not SQLite).
  func validatedVersion(of connection: Connection) throws -> Int {
    // One snapshot: the application id, the version and the schema are read in one
    // transaction (the caller's, or a read transaction of its own). Read three statements
    // apart, another process's creating commit fell between them (an id of 0 beside a
    // schema) and a new store was refused as another program's: its session was lost.
    guard connection.isInTransaction else {
      return try connection.transaction(forWriting: false) { try validatedVersion(of: connection) }
    }
    let applicationID = try connection.scalarInt("PRAGMA application_id") ?? 0
    let version = Int(try connection.scalarInt("PRAGMA user_version") ?? 0)
    let objects = try connection.scalarInt("SELECT count(*) FROM sqlite_schema") ?? 0
    switch applicationID {
    case Migrations.applicationID:
      break
    case 0 where version == 0 && objects == 0:
      return 0  // A new, empty file.
    default:
      throw StoreError.foreignDatabase(path: connection.path)
    }
    guard version <= latestVersion else {
      throw StoreError.newerSchema(
        path: connection.path, fileVersion: version, supportedVersion: latestVersion)
    }
    return version
  }

  /// Runs every migration the file lacks, each in its own `BEGIN IMMEDIATE` transaction.
  ///
  /// Two processes opening a new file at once are safe: the second waits for the first's write
  /// lock, then re-reads the version inside its own transaction and finds nothing left to do.
  ///
  /// - Returns: the versions before and after.
  /// - Throws: a foreign key ``SQLiteError`` if a migration that rebuilds tables would leave a
  ///   dangling reference (its transaction is rolled back); otherwise what SQLite reports.
  @discardableResult
  func migrate(_ connection: Connection) throws -> (from: Int, to: Int) {
    let start = try validatedVersion(of: connection)
    for index in start..<latestVersion {
      let migration = migrations[index]
      try withForeignKeysOff(migration.rebuildsTables, on: connection) {
        try connection.transaction {
          let current = try validatedVersion(of: connection)
          guard current == index else { return }
          try connection.execute(migration.sql)
          if migration.rebuildsTables { try Self.checkForeignKeys(connection, after: migration) }
          if index == 0 {
            try connection.execute("PRAGMA application_id = \(Migrations.applicationID)")
          }
          try connection.execute("PRAGMA user_version = \(index + 1)")
        }
      }
    }
    return (start, latestVersion)
  }

  /// Runs `body` with foreign key enforcement off when `needed`, then restores what it was.
  ///
  /// `PRAGMA foreign_keys` is a no-op inside a transaction, so it is switched here, around the
  /// migration's transaction rather than in its SQL.
  private func withForeignKeysOff(
    _ needed: Bool, on connection: Connection, _ body: () throws -> Void
  ) throws {
    guard needed, try connection.scalarInt("PRAGMA foreign_keys") == 1 else { return try body() }
    try connection.execute("PRAGMA foreign_keys = OFF")
    do {
      try body()
    } catch {
      try? connection.execute("PRAGMA foreign_keys = ON")  // The first error is the one to report.
      throw error
    }
    try connection.execute("PRAGMA foreign_keys = ON")
  }

  /// Fails the migration (rolling it back) if any row now points at a row that is gone.
  private static func checkForeignKeys(_ connection: Connection, after migration: Migration)
    throws
  {
    let violations = try connection.statement("PRAGMA foreign_key_check").rows { $0.text(0) }
    guard let table = violations.first else { return }
    // SQLITE_CONSTRAINT_FOREIGNKEY is a macro expression that Swift does not import.
    throw SQLiteError(
      code: SQLITE_CONSTRAINT, extendedCode: SQLITE_CONSTRAINT | 3 << 8,
      message: "migration \(migration.id) left \(violations.count) dangling reference(s) "
        + "in \(table)",
      sql: "PRAGMA foreign_key_check")
  }
}
