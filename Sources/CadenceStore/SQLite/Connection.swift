import CSQLite

/// One open SQLite database handle, closed when the connection goes away.
///
/// Not `Sendable`: a connection has one owner at a time (``SQLiteSessionStore`` keeps it inside a
/// `Locked`), in the spirit of GRDB's serialised database queue. Every SQLite result code passes
/// through ``check(_:sql:)``, so every failure becomes a ``SQLiteError`` in one place.
final class Connection {
  let handle: OpaquePointer
  /// The file name, for error messages (`":memory:"` for an in-memory database).
  let path: String
  private var cache: [String: Statement] = [:]

  /// Opens (and creates, if `create`) the database at `path`; with `readOnly`, for reading
  /// only (every write fails with `SQLITE_READONLY`, even for root).
  ///
  /// Opening never reads the file: SQLite reads the header lazily, so a non-SQLite file is only
  /// detected by the first statement. ``SQLiteSessionStore`` makes that first statement a read.
  /// A path that is a symbolic link is refused (`SQLITE_OPEN_NOFOLLOW`).
  ///
  /// With `immutable` (read-only), the file is read as one nothing changes: no lock and no
  /// `-shm`, which a read-only directory without one cannot give (a database copied alone
  /// to a snapshot). Only for a file whose write-ahead log is empty or absent.
  init(path: String, create: Bool = true, readOnly: Bool = false, immutable: Bool = false)
    throws(SQLiteError)
  {
    var handle: OpaquePointer?
    var flags = SQLITE_OPEN_NOMUTEX | SQLITE_OPEN_EXRESCODE | SQLITE_OPEN_NOFOLLOW
    var name = path
    if immutable {
      flags |= SQLITE_OPEN_URI
      var escaped = ""
      for scalar in path.unicodeScalars {
        switch scalar {
        case "%", "?", "#": escaped += "%" + String(scalar.value, radix: 16, uppercase: true)
        default: escaped.unicodeScalars.append(scalar)
        }
      }
      name = "file:" + escaped + "?immutable=1"
    }
    if readOnly || immutable {
      flags |= SQLITE_OPEN_READONLY
    } else {
      flags |= SQLITE_OPEN_READWRITE
      if create { flags |= SQLITE_OPEN_CREATE }
    }
    let code = sqlite3_open_v2(name, &handle, flags, nil)
    guard let handle else {
      throw SQLiteError(
        code: code, extendedCode: code, message: String(cString: sqlite3_errstr(code)), sql: nil)
    }
    self.handle = handle
    self.path = path
    if code != SQLITE_OK {
      let error = Self.error(handle: handle, code: code, sql: nil)
      sqlite3_close_v2(handle)
      throw error
    }
  }

  /// Closes the handle. The last connection to the file, in any process, checkpoints the
  /// write-ahead log into the database file (see ``emptyWriteAheadLogOnClose()``).
  deinit {
    cache.removeAll()
    sqlite3_close_v2(handle)
  }

  /// The chokepoint: turns any code other than `SQLITE_OK`, `SQLITE_ROW` or `SQLITE_DONE` into
  /// a ``SQLiteError`` carrying SQLite's message and the SQL (never the bound values).
  func check(_ code: Int32, sql: String?) throws(SQLiteError) {
    guard code != SQLITE_OK, code != SQLITE_ROW, code != SQLITE_DONE else { return }
    throw Self.error(handle: handle, code: code, sql: sql)
  }

  private static func error(handle: OpaquePointer, code: Int32, sql: String?) -> SQLiteError {
    let extended = sqlite3_extended_errcode(handle)
    // The connection's last error can belong to another call when `code` came from elsewhere
    // (e.g. a close); trust `code` and only borrow the extended code when they agree.
    let extendedCode = extended & 0xFF == code & 0xFF ? extended : code
    return SQLiteError(
      code: code & 0xFF, extendedCode: extendedCode,
      message: String(cString: sqlite3_errmsg(handle)), sql: sql)
  }

  /// Makes the last connection to close leave the database file complete and the write-ahead
  /// log empty (0 bytes), kept in place for the next run.
  ///
  /// Closing the last connection (one that can take the file's exclusive lock: no other
  /// connection, in any process, has the file open) checkpoints the log into the database
  /// file; that is SQLite's default. By default it then deletes `-wal` and `-shm`, which every
  /// run, even one that only reads (`history`, a status bar's poll), would create again; with
  /// `SQLITE_FCNTL_PERSIST_WAL` and a `journal_size_limit` of 0 it truncates the log to 0
  /// bytes instead. Measured with `strace` either way: a run that wrote costs four
  /// `fdatasync`s (the new log's header and its directory at the first commit, the log and
  /// the database at the close), a run that only read none. The limit costs nothing while a
  /// practice runs: it only trims a log as it restarts after a checkpoint.
  func emptyWriteAheadLogOnClose() throws(SQLiteError) {
    var persist: Int32 = 1
    try check(
      sqlite3_file_control(handle, "main", SQLITE_FCNTL_PERSIST_WAL, &persist), sql: nil)
    try execute("PRAGMA journal_size_limit = 0")
  }

  /// Runs one or more statements that take no parameters (schema scripts, pragmas).
  func execute(_ sql: String) throws(SQLiteError) {
    try check(sqlite3_exec(handle, sql, nil, nil, nil), sql: sql)
  }

  /// A prepared statement for `sql`, prepared once per connection and reused afterwards.
  ///
  /// Callers bind, step and reset before anyone else uses the same SQL, which the single-owner
  /// rule guarantees.
  func statement(_ sql: String) throws(SQLiteError) -> Statement {
    if let cached = cache[sql] { return cached }
    let statement = try Statement(connection: self, sql: sql)
    cache[sql] = statement
    return statement
  }

  /// Runs `body` inside `BEGIN IMMEDIATE … COMMIT` (or a plain `BEGIN` when `forWriting` is
  /// false, for several reads that must see one snapshot), rolling back if it throws.
  ///
  /// `IMMEDIATE` takes the write lock up front, so a second process waits in the busy handler
  /// (see ``setBusyTimeout(milliseconds:)``) at `BEGIN` instead of failing with `SQLITE_BUSY`
  /// halfway through when a read lock cannot be upgraded.
  func transaction<T>(forWriting: Bool = true, _ body: () throws -> T) throws -> T {
    try execute(forWriting ? "BEGIN IMMEDIATE" : "BEGIN")
    do {
      let result = try body()
      try execute("COMMIT")
      return result
    } catch {
      // After SQLITE_FULL or an I/O error SQLite may already have rolled back; ignore that.
      if sqlite3_get_autocommit(handle) == 0 { sqlite3_exec(handle, "ROLLBACK", nil, nil, nil) }
      throw error
    }
  }

  /// Wraps `sqlite3_busy_timeout`: how long a locked database is retried before `SQLITE_BUSY`.
  func setBusyTimeout(milliseconds: Int32) throws(SQLiteError) {
    try check(sqlite3_busy_timeout(handle, milliseconds), sql: nil)
  }

  /// Runs `body` again while it fails with `SQLITE_BUSY`, sleeping 10 ms between tries
  /// (`sqlite3_sleep`), for at most `milliseconds`: for the statements SQLite answers busy
  /// without calling the busy handler.
  func retryingWhileBusy(forMilliseconds milliseconds: Int, _ body: () throws -> Void) throws {
    var waited = 0
    while true {
      do {
        return try body()
      } catch let error as SQLiteError where error.code == SQLITE_BUSY && waited < milliseconds {
        sqlite3_sleep(10)
        waited += 10
      }
    }
  }

  /// Whether a transaction is open (`sqlite3_get_autocommit` is 0).
  var isInTransaction: Bool { sqlite3_get_autocommit(handle) == 0 }

  /// Rows changed by the last `INSERT`, `UPDATE` or `DELETE` (`sqlite3_changes64`).
  var changes: Int { Int(sqlite3_changes64(handle)) }

  /// Reads a single integer, such as `PRAGMA user_version`.
  func scalarInt(_ sql: String, _ values: [SQLValue] = []) throws -> Int64? {
    try statement(sql).firstRow(values) { $0.optionalInt64(0) } ?? nil
  }
}
