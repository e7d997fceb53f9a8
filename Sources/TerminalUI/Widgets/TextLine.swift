/// One line of text — a title, a status, a label — aligned in its area and truncated by
/// display width with an ellipsis (`…`) when it does not fit.
public struct TextLine: Widget, Hashable, Sendable {
  /// Where the text sits in its row.
  public enum Alignment: Hashable, Sendable {
    /// Flush left.
    case left
    /// Centred (an odd leftover column goes to the right).
    case center
    /// Flush right.
    case right
  }

  /// The text; controls are dropped when drawn.
  public var text: String
  /// Where the text sits.
  public var alignment: Alignment
  /// How the text is drawn (the rest of the row is left as it was).
  public var style: Style

  /// Creates a text line.
  public init(_ text: String, alignment: Alignment = .center, style: Style = .plain) {
    self.text = text
    self.alignment = alignment
    self.style = style
  }

  /// Draws the text on the first row of `area`.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let shown = Truncation.truncated(text, toColumns: area.columns)
    let width = DisplayWidth.of(shown)
    let offset: Int
    switch alignment {
    case .left: offset = 0
    case .center: offset = (area.columns - width) / 2
    case .right: offset = area.columns - width
    }
    buffer.put(
      shown, at: area.column + offset, row: area.row, style: style, maxColumn: area.maxColumn)
  }
}

/// Shortening text to a number of columns without splitting a grapheme.
public enum Truncation {
  /// `text` if it fits in `columns`, else its longest prefix that fits together with a
  /// trailing `…` (which is one column). Never splits a grapheme cluster; a wide grapheme
  /// that would straddle the limit is left out.
  public static func truncated(_ text: String, toColumns columns: Int) -> String {
    guard columns > 0 else { return "" }
    if DisplayWidth.of(text) <= columns { return text }
    var result = ""
    var used = 0
    for character in text {
      let width = DisplayWidth.of(character)
      if used + width > columns - 1 { break }
      result.append(character)
      used += width
    }
    return result + "…"
  }
}
