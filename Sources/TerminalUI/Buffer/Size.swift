/// The size of a terminal or a buffer, in character cells.
///
/// Columns and rows are never negative: the initialiser clamps, so a `0x0` terminal (seen
/// from some multiplexers while they resize) is a valid, empty size rather than a trap.
public struct Size: Hashable, Sendable, CustomStringConvertible {
  /// Number of columns (cells per row).
  public var columns: Int
  /// Number of rows.
  public var rows: Int

  /// Creates a size, clamping negative values to zero.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }

  /// The empty size.
  public static let zero = Size(columns: 0, rows: 0)

  /// The largest area a full screen is drawn in: 1000 x 500 cells, about 20 MB per frame.
  ///
  /// A window may report up to 65535 x 65535 cells (`TIOCGWINSZ` has 16 bits each), and a
  /// buffer that size would need 137 GB; no screen shows more than this limit legibly. The
  /// loop kernel draws a larger window's top-left corner of this size and says so on it.
  public static let drawingLimit = Size(columns: 1000, rows: 500)

  /// This size with each dimension at most `limit`'s.
  public func clamped(to limit: Size) -> Size {
    Size(columns: min(columns, limit.columns), rows: min(rows, limit.rows))
  }

  /// Number of cells, `columns * rows`.
  public var area: Int { columns * rows }

  /// `80x24` style, as terminals and `stty size` print it (columns first).
  public var description: String { "\(columns)x\(rows)" }
}
