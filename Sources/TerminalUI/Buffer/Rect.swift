/// A rectangle of cells: where a widget may draw.
///
/// Widgets receive a `Rect` and must not touch cells outside it; ``Buffer`` also clips, so
/// a widget that miscomputes cannot corrupt memory, only its own picture.
public struct Rect: Hashable, Sendable, CustomStringConvertible {
  /// Leftmost column (0-based).
  public var column: Int
  /// Top row (0-based).
  public var row: Int
  /// Width in columns (never negative).
  public var columns: Int
  /// Height in rows (never negative).
  public var rows: Int

  /// Creates a rectangle; negative sizes clamp to zero.
  public init(column: Int, row: Int, columns: Int, rows: Int) {
    self.column = column
    self.row = row
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The rectangle at the origin covering `size`.
  public init(_ size: Size) {
    self.init(column: 0, row: 0, columns: size.columns, rows: size.rows)
  }

  /// The size of the rectangle.
  public var size: Size { Size(columns: columns, rows: rows) }
  /// True when the rectangle covers no cell.
  public var isEmpty: Bool { columns == 0 || rows == 0 }
  /// One past the rightmost column.
  public var maxColumn: Int { column + columns }
  /// One past the bottom row.
  public var maxRow: Int { row + rows }

  /// The part of `self` that also lies in `other` (empty when they do not overlap).
  public func intersection(_ other: Rect) -> Rect {
    let left = max(column, other.column)
    let top = max(row, other.row)
    let right = min(maxColumn, other.maxColumn)
    let bottom = min(maxRow, other.maxRow)
    return Rect(column: left, row: top, columns: right - left, rows: bottom - top)
  }

  /// Shrinks the rectangle by `columns` on the left and right and `rows` at top and bottom.
  public func inset(columns dx: Int, rows dy: Int) -> Rect {
    Rect(column: column + dx, row: row + dy, columns: columns - 2 * dx, rows: rows - 2 * dy)
  }

  /// A rectangle of `size` centred in `self` (rounded towards the top left), clipped to it.
  public func centered(_ size: Size) -> Rect {
    let width = min(size.columns, columns)
    let height = min(size.rows, rows)
    return Rect(
      column: column + (columns - width) / 2, row: row + (rows - height) / 2,
      columns: width, rows: height)
  }

  /// The single row `index` of the rectangle (relative), or an empty rect when out of range.
  public func row(_ index: Int) -> Rect {
    guard index >= 0, index < rows else {
      return Rect(column: column, row: row, columns: 0, rows: 0)
    }
    return Rect(column: column, row: row + index, columns: columns, rows: 1)
  }

  /// `(column,row) widthxheight`.
  public var description: String { "(\(column),\(row)) \(columns)x\(rows)" }
}
