/// Vertical bars, one per value, growing up from the bottom of the area, with eighth-block
/// tops (`▁▂▃▄▅▆▇█`): an 8-row chart has 64 steps of height.
///
/// The largest value (or ``maximum``, when set) fills the whole height. A positive value
/// never rounds down to nothing: it shows at least `▁`, so a small day is still visible.
/// Bars that do not fit to the right are not drawn; choose ``barWidth`` and ``gap`` so that
/// `values.count` bars fit, or pass only the values that should show.
///
/// ```swift
/// buffer.render(BarChart(values: [0, 3, 12.5, 7]), in: Rect(column: 4, row: 0, columns: 20, rows: 6))
/// ```
public struct BarChart: Widget, Hashable, Sendable {
  /// The heights, left to right; negative and NaN values count as 0.
  public var values: [Double]
  /// The value that fills the height; `nil` for the largest of ``values``.
  public var maximum: Double?
  /// Columns per bar.
  public var barWidth: Int
  /// Blank columns between bars.
  public var gap: Int
  /// Style of the bars.
  public var style: Style

  /// Creates a chart.
  public init(
    values: [Double], maximum: Double? = nil, barWidth: Int = 1, gap: Int = 0,
    style: Style = .plain
  ) {
    self.values = values
    self.maximum = maximum
    self.barWidth = barWidth
    self.gap = gap
    self.style = style
  }

  /// Blocks by eighths, index 1...8.
  static let blocks: [Character] = [" ", "▁", "▂", "▃", "▄", "▅", "▆", "▇", "█"]

  /// The filled eighths of a bar for `value` in a chart `rows` high.
  func eighths(_ value: Double, rows: Int) -> Int {
    let top = maximum ?? values.filter { !$0.isNaN }.max() ?? 0
    guard value > 0, top > 0, rows > 0 else { return 0 }
    let scaled = Int((min(value, top) / top * Double(rows * 8)).rounded())
    return max(1, scaled)
  }

  /// Draws the bars bottom-up in `area`, each as tall as its value against ``maximum`` (or
  /// the largest value), in eighths of a cell.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let width = max(1, barWidth)
    for (index, value) in values.enumerated() {
      let left = area.column + index * (width + max(0, gap))
      guard left < area.maxColumn else { break }
      let filled = eighths(value, rows: area.rows)
      for level in 0..<area.rows where filled > level * 8 {
        let block = String(Self.blocks[min(8, filled - level * 8)])
        let row = area.maxRow - 1 - level
        for column in left..<min(left + width, area.maxColumn) {
          buffer.put(block, at: column, row: row, style: style)
        }
      }
    }
  }
}
