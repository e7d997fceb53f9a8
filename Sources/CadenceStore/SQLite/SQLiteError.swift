import CSQLite

/// A failure reported by SQLite, with the statement that caused it.
///
/// The SQL text is kept because it tells a developer what was attempted; bound values are never
/// kept, so a journal note or a label can never leak into an error message or a log.
public struct SQLiteError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The primary result code (`SQLITE_BUSY`, `SQLITE_FULL`, …): the low byte of `extendedCode`.
  public let code: Int32
  /// The extended result code (`SQLITE_IOERR_WRITE`, `SQLITE_CONSTRAINT_UNIQUE`, …).
  public let extendedCode: Int32
  /// SQLite's own message (`sqlite3_errmsg`), or `sqlite3_errstr` when there is no connection.
  public let message: String
  /// The SQL being prepared or run, if any. Never contains bound values.
  public let sql: String?

  /// Creates an error from its parts.
  public init(code: Int32, extendedCode: Int32, message: String, sql: String?) {
    self.code = code
    self.extendedCode = extendedCode
    self.message = message
    self.sql = sql
  }

  /// A row that violates what the schema promises (a file edited by hand): `SQLITE_CORRUPT`.
  static func unreadableRow(in table: String) -> SQLiteError {
    SQLiteError(
      code: SQLITE_CORRUPT, extendedCode: SQLITE_CORRUPT, message: "unreadable row in \(table)",
      sql: nil)
  }

  /// A one-line developer-facing description: `SQLite error 19 (2067): UNIQUE constraint … in "…"`.
  public var description: String {
    var text = "SQLite error \(code) (\(extendedCode)): \(message)"
    if let sql { text += " in \"\(sql)\"" }
    return text
  }
}
