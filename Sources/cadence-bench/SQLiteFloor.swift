import CSQLite
import CadenceStore

/// SQLite's own share of a merge from nothing: the rows a merge left, inserted into a new
/// store the plainest way, with nothing of Cadence's around them.
///
/// The merge's wall clock moves by half with the VM's speed from one minute to the next;
/// this floor, timed in the same minute, moves with it. The distance between the two is
/// what Cadence adds (reading and checking the lines, the applier's bookkeeping) and the
/// floor is what no change to that code can go under: only fewer or smaller rows can.
enum SQLiteFloor {
  /// Copies the sessions and notes of the store in `source` into a new store in `target`,
  /// returning the milliseconds from `BEGIN` to the end of `COMMIT`.
  ///
  /// The transaction is set up as a bulk merge sets up its own: a 128 MiB cache, CHECK
  /// constraints off, the `sync_` triggers and the two indexes by time set aside and the
  /// indexes built again before the commit; foreign keys stay on. The rows go in the order
  /// the merge inserted them, as many to a statement as the merge puts.
  static func insert(from source: String, into target: String) throws -> Double {
    let tables = try ["sessions", "journal_entries"].map { try Rows(table: $0, in: source) }
    // The schema, as `cadence` creates it.
    _ = try SQLiteSessionStore.open(in: DataDirectory(path: target))
    let database = try Database(target + "/cadence.sqlite3")
    try database.execute(
      "PRAGMA foreign_keys = ON; PRAGMA synchronous = NORMAL; PRAGMA cache_size = -131072;"
        + " PRAGMA ignore_check_constraints = ON")
    let aside = try database.namesAndSQL(
      """
      SELECT type, name, sql FROM sqlite_master
      WHERE (type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\')
        OR (type = 'index' AND name IN ('sessions_by_start', 'journal_by_time'))
      ORDER BY type = 'trigger'
      """)
    let start = monotonicMilliseconds()
    try database.execute("BEGIN IMMEDIATE")
    for (type, name, _) in aside { try database.execute("DROP \(type) \"\(name)\"") }
    // Sessions 32 to a statement, notes one: a note's foreign key would make a statement of
    // many rows keep a statement journal (the merge's own choices, ``SyncApplier``).
    try tables[0].insert(into: database, rowsPerStatement: 32)
    try tables[1].insert(into: database, rowsPerStatement: 1)
    // The indexes first, as the merge puts them back.
    for (_, _, sql) in aside { try database.execute(sql) }
    try database.execute("COMMIT")
    return monotonicMilliseconds() - start
  }

  /// Every row of one table, read before the clock starts: integers, and texts as ranges
  /// of one buffer, bound without a copy.
  private struct Rows {
    var table: String
    var columns: [String]
    var cells: [Cell] = []
    var bytes: [UInt8] = []

    enum Cell {
      case null
      case integer(Int64)
      case text(start: Int, count: Int)
    }

    init(table: String, in directory: String) throws {
      self.table = table
      let database = try Database(directory + "/cadence.sqlite3")
      let statement = try database.prepare("SELECT * FROM \(table) ORDER BY rowid")
      defer { sqlite3_finalize(statement) }
      columns = (0..<sqlite3_column_count(statement)).map {
        String(cString: sqlite3_column_name(statement, $0))
      }
      while sqlite3_step(statement) == SQLITE_ROW {
        for column in 0..<Int32(columns.count) {
          switch sqlite3_column_type(statement, column) {
          case SQLITE_NULL:
            cells.append(.null)
          case SQLITE_INTEGER:
            cells.append(.integer(sqlite3_column_int64(statement, column)))
          default:
            let count = Int(sqlite3_column_bytes(statement, column))
            let text = sqlite3_column_text(statement, column)!
            cells.append(.text(start: bytes.count, count: count))
            bytes.append(contentsOf: UnsafeBufferPointer(start: text, count: count))
          }
        }
      }
    }

    /// Inserts the rows `rowsPerStatement` to a statement (`INSERT OR FAIL`, as the merge
    /// does for its sessions: no statement journal), the rest one by one.
    func insert(into database: Database, rowsPerStatement: Int) throws {
      let names = columns.joined(separator: ", ")
      let row = "(" + Array(repeating: "?", count: columns.count).joined(separator: ", ") + ")"
      func statement(rows: Int) throws -> OpaquePointer {
        try database.prepare(
          "INSERT OR FAIL INTO \(table) (\(names)) VALUES "
            + Array(repeating: row, count: rows).joined(separator: ", "))
      }
      let one = try statement(rows: 1)
      let many = try statement(rows: rowsPerStatement)
      defer {
        sqlite3_finalize(one)
        sqlite3_finalize(many)
      }
      let rows = cells.count / columns.count
      try bytes.withUnsafeBufferPointer { bytes in
        let base = UnsafeRawPointer(bytes.baseAddress!).assumingMemoryBound(to: CChar.self)
        var first = 0
        while first < rows {
          let count = rows - first >= rowsPerStatement ? rowsPerStatement : 1
          let statement = count == 1 ? one : many
          for (parameter, cell) in cells[first * columns.count..<(first + count) * columns.count]
            .enumerated()
          {
            let index = Int32(parameter + 1)
            switch cell {
            case .null: sqlite3_bind_null(statement, index)
            case .integer(let value): sqlite3_bind_int64(statement, index, value)
            case .text(let start, let count):
              sqlite3_bind_text(statement, index, base + start, Int32(count), nil)
            }
          }
          guard sqlite3_step(statement) == SQLITE_DONE else { throw database.error() }
          sqlite3_reset(statement)
          first += count
        }
      }
    }
  }

  /// A bare connection: only what the floor needs.
  private final class Database {
    let handle: OpaquePointer

    struct Failure: Error, CustomStringConvertible {
      var description: String
    }

    init(_ path: String) throws {
      var handle: OpaquePointer?
      guard sqlite3_open_v2(path, &handle, SQLITE_OPEN_READWRITE, nil) == SQLITE_OK, let handle
      else {
        sqlite3_close(handle)
        throw Failure(description: "cannot open \(path)")
      }
      self.handle = handle
    }

    deinit { sqlite3_close(handle) }

    func error() -> Failure { Failure(description: String(cString: sqlite3_errmsg(handle))) }

    func execute(_ sql: String) throws {
      guard sqlite3_exec(handle, sql, nil, nil, nil) == SQLITE_OK else { throw error() }
    }

    func prepare(_ sql: String) throws -> OpaquePointer {
      var statement: OpaquePointer?
      guard sqlite3_prepare_v2(handle, sql, -1, &statement, nil) == SQLITE_OK, let statement
      else { throw error() }
      return statement
    }

    /// The rows of a query of three text columns.
    func namesAndSQL(_ sql: String) throws -> [(String, String, String)] {
      let statement = try prepare(sql)
      defer { sqlite3_finalize(statement) }
      var rows: [(String, String, String)] = []
      func text(_ column: Int32) -> String {
        String(cString: sqlite3_column_text(statement, column))
      }
      while sqlite3_step(statement) == SQLITE_ROW { rows.append((text(0), text(1), text(2))) }
      return rows
    }
  }
}
