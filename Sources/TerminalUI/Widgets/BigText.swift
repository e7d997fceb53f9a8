/// Text drawn in a ``BigFont``, centred in its area: the big digits of a timer. In a
/// buffer for an ASCII terminal (``Buffer/charset``) the font's ASCII glyphs are drawn,
/// the same size.
///
/// ```swift
/// buffer.render(BigText.fitting("24:59", in: area.size), in: area)
/// ```
public struct BigText: Widget, Hashable, Sendable {
  /// The text; characters the font lacks draw as blanks of digit width.
  public var text: String
  /// The font.
  public var font: BigFont
  /// Style of the glyphs' cells.
  public var style: Style

  /// Creates big text in a given font.
  public init(_ text: String, font: BigFont, style: Style = .plain) {
    self.text = text
    self.font = font
    self.style = style
  }

  /// Big text in the largest font that fits `text` in `size` (see
  /// ``BigFont/largest(fitting:in:among:)``).
  public static func fitting(
    _ text: String, in size: Size, among fonts: [BigFont] = BigFont.all, style: Style = .plain
  ) -> BigText {
    BigText(text, font: .largest(fitting: text, in: size, among: fonts), style: style)
  }

  /// The size the text takes.
  public var size: Size { font.size(of: text) }

  /// Draws the text centred in `area` (clipped when it does not fit). The position
  /// depends only on the text's size, so a fixed-format text never moves.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let needed = size
    let left = area.column + max(0, (area.columns - needed.columns) / 2)
    let top = area.row + max(0, (area.rows - needed.rows) / 2)
    var column = left
    for character in text {
      let rows = font.rows(of: character, in: buffer.charset)
      for (index, row) in rows.enumerated() where top + index < area.maxRow {
        buffer.put(row, at: column, row: top + index, style: style, maxColumn: area.maxColumn)
      }
      column += font.width(of: character) + font.spacing
    }
  }
}
