/// A horizontal bar filled to a fraction with eighth-of-a-cell precision (`▏▎▍▌▋▊▉█`).
///
/// An 80-column bar has 640 steps, so a 25-minute countdown moves the bar about every
/// 2.3 s instead of every 19 s: the bar visibly lives without redrawing every frame.
///
/// For an ASCII terminal (``Buffer/charset``) the bar is `=` by whole cells with a `-` at
/// its head while the next cell fills: `=======-`.
public struct ProgressBar: Widget, Hashable, Sendable {
  /// How full, 0...1 (clamped; NaN counts as 0).
  public var fraction: Double
  /// Style of the filled part.
  public var style: Style
  /// The character drawn in the unfilled part.
  public var track: Character
  /// Style of the unfilled part.
  public var trackStyle: Style

  /// Creates a bar.
  public init(
    fraction: Double, style: Style = .plain, track: Character = " ",
    trackStyle: Style = .plain
  ) {
    self.fraction = fraction
    self.style = style
    self.track = track
    self.trackStyle = trackStyle
  }

  /// Partial blocks by eighths, index 1...7.
  static let partials: [Character] = [" ", "▏", "▎", "▍", "▌", "▋", "▊", "▉"]

  /// Filled eighths for a bar `columns` wide (rounded to the nearest eighth).
  func eighths(columns: Int) -> Int {
    let clamped = fraction.isNaN ? 0 : min(1, max(0, fraction))
    return Int((clamped * Double(columns * 8)).rounded())
  }

  /// Draws the bar on every row of `area`.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let filled = eighths(columns: area.columns)
    for row in area.row..<area.maxRow {
      for offset in 0..<area.columns {
        let cellEighths = min(8, max(0, filled - offset * 8))
        let column = area.column + offset
        switch cellEighths {
        case 8:
          buffer.put(buffer.charset == .ascii ? "=" : "█", at: column, row: row, style: style)
        case 0:
          buffer.put(String(track), at: column, row: row, style: trackStyle, maxColumn: column + 1)
        default:
          // The partial block's empty part shows the cell's background: use the track's.
          var partial = style
          partial.background = trackStyle.background
          let glyph = buffer.charset == .ascii ? "-" : String(Self.partials[cellEighths])
          buffer.put(glyph, at: column, row: row, style: partial)
        }
      }
    }
  }
}
