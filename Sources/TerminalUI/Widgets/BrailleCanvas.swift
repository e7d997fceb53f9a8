/// A dot canvas with 2×4 dots per cell, drawn with Unicode braille (U+2800–U+28FF).
///
/// Braille gives the finest resolution every terminal font agrees on (8 dots per cell,
/// always one column wide), enough for a breathing circle that grows smoothly.
/// Coordinates are dots: `x` in `0..<width` (2 per column), `y` in `0..<height` (4 per row).
public struct BrailleCanvas: Widget, Hashable, Sendable {
  /// Width in dots (2 per column).
  public let width: Int
  /// Height in dots (4 per row).
  public let height: Int
  /// Dot bits per cell, row-major over cells.
  private var cells: [UInt8]
  /// Style of the dots.
  public var style: Style

  /// A canvas covering `columns`×`rows` cells, with no dots set.
  public init(columns: Int, rows: Int, style: Style = .plain) {
    let size = Size(columns: columns, rows: rows)
    width = size.columns * 2
    height = size.rows * 4
    cells = Array(repeating: 0, count: size.area)
    self.style = style
  }

  /// Braille dot bits by `[y % 4][x % 2]` (dots 1–8 of the Unicode braille pattern).
  private static let bits: [[UInt8]] = [[0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80]]

  /// Sets the dot at `(x, y)`; dots outside the canvas are ignored.
  public mutating func set(x: Int, y: Int) {
    guard x >= 0, y >= 0, x < width, y < height else { return }
    cells[(y / 4) * (width / 2) + x / 2] |= Self.bits[y % 4][x % 2]
  }

  /// Whether the dot at `(x, y)` is set (false outside the canvas).
  public func isSet(x: Int, y: Int) -> Bool {
    guard x >= 0, y >= 0, x < width, y < height else { return false }
    return cells[(y / 4) * (width / 2) + x / 2] & Self.bits[y % 4][x % 2] != 0
  }

  /// Draws the canvas from the top left of `area`, clipped; cells without dots stay blank.
  public func render(in area: Rect, into buffer: inout Buffer) {
    let columns = width / 2
    for row in 0..<min(height / 4, area.rows) {
      for column in 0..<min(columns, area.columns) {
        let dots = cells[row * columns + column]
        guard dots != 0, let scalar = Unicode.Scalar(0x2800 + UInt32(dots)) else { continue }
        buffer.put(
          String(Character(scalar)), at: area.column + column, row: area.row + row, style: style)
      }
    }
  }
}
