import CSQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Rows of values laid out for binding in place, made on one thread and bound on another.
///
/// A merge from nothing binds twenty values a session, a hundred thousand times, on the one
/// thread that writes the database. Made as ``SQLValue`` arrays there, each text is retained,
/// copied into the statement's buffer and released again: a sixth of that thread's time.
/// Laid out here instead, on the thread that reads the log, the writing thread binds each
/// text where it lies (`SQLITE_STATIC`).
///
/// Written only by the thread that makes it, then only read: what makes it `Sendable`.
final class BoundRows: @unchecked Sendable {
  /// Values to a row.
  let columns: Int
  // Unchecked: one thread at a time, by the type's contract; the checks were a tenth of
  // laying out a row.
  @exclusivity(unchecked) private var cells: [Cell] = []
  /// The texts' bytes, one after another; cells keep offsets, as the bytes move while
  /// they grow.
  @exclusivity(unchecked) private var bytes: UnsafeMutableRawPointer
  @exclusivity(unchecked) private var capacity: Int
  @exclusivity(unchecked) private var used = 0

  private struct Cell {
    var value: Int64
    var count: Int32
    var kind: Kind
  }

  private enum Kind: UInt8 {
    case null, integer, text
  }

  /// Rows of `columns` values; `rows` and `bytesPerRow` size the first allocations.
  init(columns: Int, rows: Int = 0, bytesPerRow: Int = 128) {
    self.columns = columns
    capacity = max(rows * bytesPerRow, 256)
    bytes = .allocate(byteCount: capacity, alignment: 1)
    cells.reserveCapacity(rows * columns)
  }

  deinit { bytes.deallocate() }

  /// Complete rows so far.
  var count: Int { cells.count / columns }

  func append(_ value: Int64) {
    cells.append(Cell(value: value, count: 0, kind: .integer))
  }

  func append<T: BinaryInteger>(_ value: T?) {
    guard let value else { return appendNull() }
    append(Int64(value))
  }

  func append(_ text: String?) {
    guard var text else { return appendNull() }
    text.withUTF8 { utf8 in
      appendText(count: utf8.count) { out in
        if let base = utf8.baseAddress { out.copyMemory(from: base, byteCount: utf8.count) }
      }
    }
  }

  /// `id` as ``Foundation/UUID/syncText`` writes it, without making the string.
  func append(_ id: UUID) {
    appendText(count: 36) { out in id.writeSyncText(to: out) }
  }

  func appendNull() {
    cells.append(Cell(value: 0, count: 0, kind: .null))
  }

  /// Appends a text of `count` bytes that `write` puts in place.
  private func appendText(count: Int, _ write: (UnsafeMutableRawPointer) -> Void) {
    if used + count > capacity {
      let grown = max(2 * capacity, used + count)
      let moved = UnsafeMutableRawPointer.allocate(byteCount: grown, alignment: 1)
      moved.copyMemory(from: bytes, byteCount: used)
      bytes.deallocate()
      bytes = moved
      capacity = grown
    }
    write(bytes + used)
    cells.append(Cell(value: Int64(used), count: Int32(count), kind: .text))
    used += count
  }

  /// Whether value `column` of row `row` is null.
  func isNull(row: Int, column: Int) -> Bool {
    cells[row * columns + column].kind == .null
  }

  /// Binds row `row` to parameters `first`, `first + 1`, … of `statement`, each text in
  /// place: these rows must outlive the statement's next step.
  func bind(row: Int, to statement: OpaquePointer, from first: Int32) -> Int32 {
    cells.withUnsafeBufferPointer { cells in
      let start = row * columns
      for column in 0..<columns {
        let cell = cells[start + column]
        let index = first + Int32(column)
        let code: Int32
        switch cell.kind {
        case .null: code = sqlite3_bind_null(statement, index)
        case .integer: code = sqlite3_bind_int64(statement, index, cell.value)
        case .text:
          code = sqlite3_bind_text(
            statement, index, (bytes + Int(cell.value)).assumingMemoryBound(to: CChar.self),
            cell.count, nil)
        }
        if code != SQLITE_OK { return code }
      }
      return SQLITE_OK
    }
  }
}

/// One row of some ``BoundRows``.
struct BoundRow {
  let rows: BoundRows
  let index: Int
}
