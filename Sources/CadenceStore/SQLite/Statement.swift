import CSQLite

/// `SQLITE_TRANSIENT` does not import into Swift (it is a macro casting -1 to a function pointer);
/// it tells SQLite to copy a bound string before `sqlite3_bind_text` returns.
let sqliteTransient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)

/// A value bound to a parameter of an SQL statement (reads use the typed column accessors).
enum SQLValue: Equatable, Sendable {
  case integer(Int64)
  case text(String)
  case null
}

/// A prepared statement; finalised when the last reference goes away.
///
/// Owned by one ``Connection`` and used only while that connection's owner holds it, so it is
/// deliberately not `Sendable`.
final class Statement {
  let sql: String
  private let handle: OpaquePointer
  private unowned let connection: Connection

  init(connection: Connection, sql: String) throws(SQLiteError) {
    var handle: OpaquePointer?
    // PERSISTENT: statements live in the connection's cache for its lifetime.
    let flags = UInt32(SQLITE_PREPARE_PERSISTENT)
    let code = sqlite3_prepare_v3(connection.handle, sql, -1, flags, &handle, nil)
    try connection.check(code, sql: sql)
    guard let handle else {
      // An empty string or a comment prepares to NULL; treat it as a programmer error.
      preconditionFailure("SQL prepared to no statement: \(sql)")
    }
    self.sql = sql
    self.handle = handle
    self.connection = connection
  }

  deinit {
    sqlite3_finalize(handle)
    boundText.deallocate()
  }

  /// The bytes of the texts bound last, read in place by SQLite (`SQLITE_STATIC`) until the
  /// next bind: one copy here is cheaper than SQLite's allocating and freeing a copy of each
  /// text (a merge from nothing binds 900,000 texts).
  private var boundText = UnsafeMutableRawBufferPointer(start: nil, count: 0)

  /// Binds `values` to parameters 1…n after resetting any previous run and bindings.
  @discardableResult
  func bind(_ values: [SQLValue]) throws(SQLiteError) -> Statement {
    sqlite3_reset(handle)
    // Parameters left out are null; when every one is given, clearing them first is work
    // for nothing (a merge binds twenty a row, a hundred thousand times).
    if values.count < parameterCount { sqlite3_clear_bindings(handle) }
    var needed = 0
    for case .text(let string) in values { needed += string.utf8.count }
    if needed > boundText.count {
      // Nothing may still point into the old bytes once they are freed.
      sqlite3_clear_bindings(handle)
      let room = max(needed, 2 * boundText.count, 256)
      boundText.deallocate()
      boundText = .allocate(byteCount: room, alignment: 1)
    }
    var used = 0
    for (offset, value) in values.enumerated() {
      let index = Int32(offset + 1)
      let code: Int32
      switch value {
      case .integer(let number): code = sqlite3_bind_int64(handle, index, number)
      case .text(var string):
        // With its length: SQLite need not measure the text again.
        code = string.withUTF8 { text in
          guard let bytes = text.baseAddress, !text.isEmpty, let arena = boundText.baseAddress
          else {
            return sqlite3_bind_text(handle, index, "", 0, sqliteTransient)
          }
          let copy = arena + used
          copy.copyMemory(from: bytes, byteCount: text.count)
          used += text.count
          return sqlite3_bind_text(
            handle, index, copy.assumingMemoryBound(to: CChar.self), Int32(text.count), nil)
        }
      case .null: code = sqlite3_bind_null(handle, index)
      }
      if code != SQLITE_OK { try connection.check(code, sql: sql) }
    }
    return self
  }

  private lazy var parameterCount = Int(sqlite3_bind_parameter_count(handle))

  /// Advances to the next row: `true` when a row is available, `false` when done.
  func step() throws(SQLiteError) -> Bool {
    let code = sqlite3_step(handle)
    if code == SQLITE_ROW { return true }
    if code == SQLITE_DONE { return false }
    // sqlite3_step returns only the primary code; reset makes the statement reusable.
    defer { sqlite3_reset(handle) }
    try connection.check(code, sql: sql)
    return false
  }

  /// Runs a statement that returns no rows.
  func run(_ values: [SQLValue] = []) throws(SQLiteError) {
    try bind(values)
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Runs a statement that returns no rows with `rows` bound one after another, row 0 at
  /// parameters 1…n: texts are read where the rows hold them, so the rows must live until
  /// this returns (every later run binds every parameter again before it steps).
  func run(rows: [BoundRow]) throws(SQLiteError) {
    sqlite3_reset(handle)
    var first: Int32 = 1
    for row in rows {
      let code = row.rows.bind(row: row.index, to: handle, from: first)
      if code != SQLITE_OK { try connection.check(code, sql: sql) }
      first += Int32(row.rows.columns)
    }
    precondition(Int(first) - 1 == parameterCount, "\(rows.count) rows for \(sql)")
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Runs a statement that returns no rows with `row` bound from parameter 1, its value in
  /// column `nulled` (0-based) bound as null instead: a value the row was laid out with
  /// before its thread could know it must be left out.
  func run(_ row: BoundRow, nulling nulled: Int?) throws(SQLiteError) {
    sqlite3_reset(handle)
    var code = row.rows.bind(row: row.index, to: handle, from: 1)
    if code == SQLITE_OK, let nulled { code = sqlite3_bind_null(handle, Int32(nulled + 1)) }
    if code != SQLITE_OK { try connection.check(code, sql: sql) }
    precondition(row.rows.columns == parameterCount, "a row of \(row.rows.columns) for \(sql)")
    while try step() {}
    sqlite3_reset(handle)
  }

  /// Runs a query and maps every row.
  func rows<T>(_ values: [SQLValue] = [], _ transform: (Statement) throws -> T) throws -> [T] {
    try bind(values)
    defer { sqlite3_reset(handle) }
    var result: [T] = []
    while try step() { result.append(try transform(self)) }
    return result
  }

  /// Runs a query and maps its first row, if any.
  func firstRow<T>(_ values: [SQLValue] = [], _ transform: (Statement) throws -> T) throws -> T? {
    try bind(values)
    defer { sqlite3_reset(handle) }
    guard try step() else { return nil }
    return try transform(self)
  }

  func int64(_ column: Int32) -> Int64 { sqlite3_column_int64(handle, column) }

  func int(_ column: Int32) -> Int { Int(sqlite3_column_int64(handle, column)) }

  func isNull(_ column: Int32) -> Bool { sqlite3_column_type(handle, column) == SQLITE_NULL }

  func optionalInt64(_ column: Int32) -> Int64? { isNull(column) ? nil : int64(column) }

  func optionalInt(_ column: Int32) -> Int? { isNull(column) ? nil : int(column) }

  func text(_ column: Int32) -> String {
    guard let bytes = sqlite3_column_text(handle, column) else { return "" }
    return String(cString: bytes)
  }

  func optionalText(_ column: Int32) -> String? { isNull(column) ? nil : text(column) }
}

extension SQLValue {
  /// `.null` for `nil`, `.integer` otherwise.
  static func int<T: BinaryInteger>(_ value: T?) -> SQLValue {
    value.map { .integer(Int64($0)) } ?? .null
  }

  /// `.null` for `nil`, `.text` otherwise.
  static func string(_ value: String?) -> SQLValue {
    value.map { .text($0) } ?? .null
  }
}
