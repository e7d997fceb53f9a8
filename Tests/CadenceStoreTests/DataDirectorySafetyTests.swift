import Cadence
import Glibc
import Testing

@testable import CadenceStore

/// The data directory and its files are trusted only when nobody else can swap them: links
/// are never followed, modes are set on opened files, a directory others can write to is
/// refused, and a database its owner made read-only stays read-only.
///
/// Tests run as root, which passes every permission check (a 0400 file is writable by root):
/// what is asserted here follows from mode bits, never from `access(2)`.
@Suite struct DataDirectorySafetyTests {
  let directory = TemporaryDirectory()
  var data: DataDirectory { directory.dataDirectory }
  var database: String { data.databasePath }

  /// Creates the database with one finished session, and closes it (`-wal` and `-shm` stay).
  func seed() throws {
    let store = try openStore(in: directory)
    let session = try store.beginSession(NewSession(kind: .timer, name: "5m"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(300), cyclesCompleted: 0)
  }

  @Test(arguments: ["-shm", "-wal", ""])
  func aLinkInPlaceOfADatabaseFileIsRefusedAndItsTargetUntouched(suffix: String) throws {
    try seed()
    let victim = directory.path + "/victim"
    TemporaryDirectory.write(Array("keep me".utf8), to: victim)
    chmod(victim, 0o644)
    unlink(database + suffix)
    #expect(symlink(victim, database + suffix) == 0)
    #expect(throws: StoreError.notARegularFile(path: database + suffix)) {
      try openStore(in: directory)
    }
    #expect(TemporaryDirectory.mode(of: victim) == 0o644)
    #expect(TemporaryDirectory.read(victim) == Array("keep me".utf8))
  }

  @Test func aFIFOInPlaceOfTheSharedMemoryFileIsRefusedWithoutBlocking() throws {
    try seed()
    unlink(database + "-shm")
    #expect(mkfifo(database + "-shm", 0o600) == 0)
    #expect(throws: StoreError.notARegularFile(path: database + "-shm")) {
      try openStore(in: directory)
    }
  }

  @Test(arguments: [0o777 as mode_t, 0o770, 0o707, 0o1777])
  func aDataDirectoryOthersCanWriteToIsRefused(mode: mode_t) throws {
    #expect(mkdir(data.path, 0o700) == 0)
    chmod(data.path, mode)
    #expect(throws: StoreError.dataDirectoryNotPrivate(path: data.path, mode: UInt32(mode))) {
      try openStore(in: directory)
    }
    // Refused before anything was created in it, and its mode left as the user set it.
    #expect(TemporaryDirectory.exists(database) == false)
    #expect(TemporaryDirectory.mode(of: data.path) == mode & 0o777)
  }

  @Test func aDataDirectoryOthersCanReadIsAccepted() throws {
    #expect(mkdir(data.path, 0o700) == 0)
    chmod(data.path, 0o755)
    _ = try openStore(in: directory)
    #expect(TemporaryDirectory.mode(of: data.path) == 0o755)
    #expect(TemporaryDirectory.mode(of: database) == 0o600)
  }

  @Test func groupAndOtherBitsAreRemovedFromEveryFileAndOwnerBitsKept() throws {
    try seed()
    chmod(database, 0o664)
    chmod(database + "-wal", 0o644)
    chmod(database + "-shm", 0o606)
    _ = try openStore(in: directory)
    #expect(TemporaryDirectory.mode(of: database) == 0o600)
    #expect(TemporaryDirectory.mode(of: database + "-wal") == 0o600)
    #expect(TemporaryDirectory.mode(of: database + "-shm") == 0o600)
  }

  /// SQLite makes `-wal` and `-shm` with the database's mode: after a while read-only, they
  /// are 0400 too, and a writable database gets them back as its owner's working files.
  @Test func aWritableDatabaseGetsItsLogFilesWritableAgain() throws {
    try seed()
    chmod(database + "-wal", 0o400)
    chmod(database + "-shm", 0o400)
    _ = try openStore(in: directory)
    #expect(TemporaryDirectory.mode(of: database + "-wal") == 0o600)
    #expect(TemporaryDirectory.mode(of: database + "-shm") == 0o600)
  }

  @Test func aReadOnlyDatabaseOpensForReadingAndStaysReadOnly() throws {
    try seed()
    chmod(database, 0o444)
    let before = TemporaryDirectory.read(database)
    let store = try openStore(in: directory)
    #expect(store.isReadOnly)
    #expect(try store.sessions(SessionQuery()).count == 1)
    #expect(throws: StoreError.readOnlyDatabase(path: database)) {
      try store.beginSession(NewSession(kind: .timer, name: "5m"))
    }
    // Group and other bits tightened; the owner's write bit never added back.
    #expect(TemporaryDirectory.mode(of: database) == 0o400)
    let unchangedWhileOpen = TemporaryDirectory.read(database) == before
    #expect(unchangedWhileOpen)
    _ = consume store
    let unchangedAfterClosing = TemporaryDirectory.read(database) == before
    #expect(unchangedAfterClosing)
  }

  /// A read-only database copied alone, without its `-wal` and `-shm`, still reads.
  @Test func aReadOnlyDatabaseWithoutItsLogReads() throws {
    try seed()
    unlink(database + "-wal")
    unlink(database + "-shm")
    chmod(database, 0o400)
    let store = try openStore(in: directory)
    #expect(store.isReadOnly)
    #expect(try store.sessions(SessionQuery()).count == 1)
  }

  @Test func aWritableDatabaseIsNotReadOnly() throws {
    try seed()
    #expect(try openStore(in: directory).isReadOnly == false)
  }
}
