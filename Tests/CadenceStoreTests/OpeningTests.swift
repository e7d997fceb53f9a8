import CSQLite
import Cadence
import Glibc
import Testing

@testable import CadenceStore

/// Opening a data directory: where, with which modes, and which files are refused untouched.
@Suite struct OpeningTests {
  @Test func createsThePrivateDirectoryAndFileModes() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    _ = try store.beginSession(NewSession(kind: .timer, name: "5m"))
    let database = directory.dataDirectory.databasePath
    #expect(database == directory.path + "/cadence/cadence.sqlite3")
    #expect(TemporaryDirectory.mode(of: directory.dataDirectory.path) == 0o700)
    #expect(TemporaryDirectory.mode(of: database) == 0o600)
    // The WAL and shared-memory files exist while the store is open, with the file's mode.
    #expect(TemporaryDirectory.mode(of: database + "-wal") == 0o600)
    #expect(TemporaryDirectory.mode(of: database + "-shm") == 0o600)
  }

  @Test func tightensAnExistingDatabaseFileTo0600() throws {
    let directory = TemporaryDirectory()
    _ = try openStore(in: directory)
    let database = directory.dataDirectory.databasePath
    chmod(database, 0o644)
    _ = try openStore(in: directory)
    #expect(TemporaryDirectory.mode(of: database) == 0o600)
  }

  @Test func usesWALAndForeignKeys() throws {
    let store = try openStore(in: TemporaryDirectory())
    let settings = try store.withConnection { connection in
      [
        try connection.statement("PRAGMA journal_mode").firstRow { $0.text(0) },
        try connection.statement("PRAGMA foreign_keys").firstRow { $0.text(0) },
        try connection.statement("PRAGMA synchronous").firstRow { $0.text(0) },
      ]
    }
    #expect(settings == ["wal", "1", "1"])  // synchronous 1 = NORMAL
  }

  @Test func reportsADataDirectoryThatCannotBeCreated() throws {
    let directory = TemporaryDirectory()
    // Tests run as root, so a permission bit would not stop them; a file in the way does.
    TemporaryDirectory.write([0x41], to: directory.path + "/file")
    let blocked = DataDirectory(path: directory.path + "/file/cadence")
    #expect(
      throws: StoreError.dataDirectoryUnwritable(path: blocked.path, reason: "Not a directory")
    ) {
      try SQLiteSessionStore.open(in: blocked)
    }
  }

  @Test func refusesANonSQLiteFileAndLeavesItByteIdentical() throws {
    let directory = TemporaryDirectory()
    try directory.dataDirectory.create()
    let database = directory.dataDirectory.databasePath
    let original =
      Array("my shopping list\nnot a database\n".utf8) + [UInt8](repeating: 7, count: 5000)
    TemporaryDirectory.write(original, to: database)
    chmod(database, 0o644)
    #expect(throws: StoreError.notADatabase(path: database)) { try openStore(in: directory) }
    #expect(TemporaryDirectory.read(database) == original)
    #expect(TemporaryDirectory.mode(of: database) == 0o644)
    #expect(!TemporaryDirectory.exists(database + "-wal"))
  }

  @Test func refusesAFileFromANewerSchemaAndLeavesItByteIdentical() throws {
    let directory = TemporaryDirectory()
    _ = try openStore(in: directory)
    let database = directory.dataDirectory.databasePath
    do {
      // Closing this last connection checkpoints the WAL into the file.
      try Connection(path: database).execute(
        "PRAGMA user_version = 7; CREATE TABLE future (x INTEGER);")
    }
    let before = TemporaryDirectory.read(database)
    #expect(
      throws: StoreError.newerSchema(
        path: database, fileVersion: 7, supportedVersion: Migrations.all.count)
    ) { try openStore(in: directory) }
    #expect(TemporaryDirectory.read(database) == before)
  }

  @Test func refusesAnotherProgramsSQLiteDatabase() throws {
    let directory = TemporaryDirectory()
    try directory.dataDirectory.create()
    let database = directory.dataDirectory.databasePath
    try Connection(path: database).execute("CREATE TABLE contacts (name TEXT)")
    let before = TemporaryDirectory.read(database)
    #expect(throws: StoreError.foreignDatabase(path: database)) { try openStore(in: directory) }
    #expect(TemporaryDirectory.read(database) == before)
  }

  @Test func refusesADamagedDatabase() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    for index in 0..<200 { _ = try store.addJournalEntry("note \(index)") }
    try store.withConnection { try $0.execute("PRAGMA wal_checkpoint(TRUNCATE)") }
    let database = directory.dataDirectory.databasePath
    var bytes = TemporaryDirectory.read(database)
    // Keep the 100-byte header valid; overwrite the schema page after it.
    for index in 100..<4096 { bytes[index] = 0xA5 }
    TemporaryDirectory.write(bytes, to: database)
    #expect(throws: StoreError.corruptDatabase(path: database)) { try openStore(in: directory) }
    #expect(TemporaryDirectory.read(database) == bytes)
  }
}
