extension LineEditor {
  /// What a line shows in a given number of columns.
  public struct View: Hashable, Sendable {
    /// The text to draw from the first column: whole graphemes only, at most the width;
    /// a leading space stands for half of a wide grapheme scrolled off the left.
    public var text: String
    /// The cursor's column, counted from the first column of ``text``.
    public var cursorColumn: Int
    /// How many columns the grapheme under the cursor takes (1 at the end of the text).
    public var cursorWidth: Int
  }

  /// The part of the line that fits in `columns`, with the cursor in view.
  ///
  /// Measured in display columns (a CJK character or an emoji is two). A line that fits,
  /// with a column for the cursor after it, shows whole. A longer one scrolls by half the
  /// width at a time, so the view stays put while the cursor moves inside it and the text
  /// does not slide at every key: the first column shown is the multiple of half the width
  /// that puts the cursor's cell (the whole grapheme under it) in view.
  public func view(columns: Int) -> View {
    let widths = graphemes.map { DisplayWidth.of($0) }
    let cursorWidth = cursor < widths.count ? widths[cursor] : 1
    guard columns > 0 else { return View(text: "", cursorColumn: 0, cursorWidth: cursorWidth) }
    let cursorStart = widths[..<cursor].reduce(0, +)
    let step = max(1, columns / 2)
    let needed = min(cursorWidth, columns)
    var first = 0
    while cursorStart + needed - first > columns { first += step }
    var text = ""
    var column = 0
    for (grapheme, width) in zip(graphemes, widths) {
      defer { column += width }
      if column < first {
        // A wide grapheme cut by the left edge shows as a blank.
        if column + width > first { text += String(repeating: " ", count: column + width - first) }
        continue
      }
      if column + width - first > columns { break }
      text.append(grapheme)
    }
    return View(text: text, cursorColumn: cursorStart - first, cursorWidth: cursorWidth)
  }
}
