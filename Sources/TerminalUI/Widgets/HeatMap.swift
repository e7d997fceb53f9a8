/// A grid of cells shaded by intensity with the block elements `░▒▓█`, such as a calendar
/// of practice with weeks as columns and weekdays as rows.
///
/// Each intensity from 0 to 1 picks a shade: 0 shows ``empty``, up to a quarter `░`, up to a
/// half `▒`, up to three quarters `▓`, above `█`. A `nil` cell (a day outside the range) stays
/// blank. Cells are ``cellWidth`` columns wide (2 makes them about square); columns that do
/// not fit to the right are not drawn, nor rows below the area.
///
/// ```swift
/// let weeks: [[Double?]] = [[nil, 0, 0.3], [1, 0.6, nil]]
/// buffer.render(HeatMap(columns: weeks), in: buffer.area)
/// ```
public struct HeatMap: Widget, Hashable, Sendable {
  /// Intensities, one array per column (top to bottom), 0...1 (clamped; NaN counts as 0).
  public var columns: [[Double?]]
  /// Columns of the terminal per cell.
  public var cellWidth: Int
  /// What a cell with intensity 0 shows.
  public var empty: Character
  /// Style of the cells.
  public var style: Style

  /// Creates a heat map.
  public init(
    columns: [[Double?]], cellWidth: Int = 1, empty: Character = "·", style: Style = .plain
  ) {
    self.columns = columns
    self.cellWidth = cellWidth
    self.empty = empty
    self.style = style
  }

  /// The shade for one intensity, or `nil` to leave the cell blank.
  public func shade(_ intensity: Double?) -> Character? {
    guard let intensity else { return nil }
    let value = intensity.isNaN ? 0 : min(1, max(0, intensity))
    switch value {
    case 0: return empty
    case ...0.25: return "░"
    case ...0.5: return "▒"
    case ...0.75: return "▓"
    default: return "█"
    }
  }

  /// Draws the grid from the top-left of `area`; columns and rows that do not fit are left out.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let width = max(1, cellWidth)
    for (index, cells) in columns.enumerated() {
      let left = area.column + index * width
      guard left < area.maxColumn else { break }
      for (offset, intensity) in cells.enumerated() where offset < area.rows {
        guard let shade = shade(intensity) else { continue }
        let text = String(repeating: String(shade), count: width)
        buffer.put(text, at: left, row: area.row + offset, style: style, maxColumn: area.maxColumn)
      }
    }
  }
}
