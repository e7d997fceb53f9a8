extension Buffer {
  /// Writes text left to right from a position, one grapheme cluster per cell (two for
  /// wide ones), and returns the number of columns written.
  ///
  /// Clipped at the right edge of the buffer (or at `maxColumn`, exclusive, if smaller);
  /// never splits a wide grapheme: one that does not fit in the last column becomes a blank
  /// in `style`. Zero-width clusters (lone combining marks, controls) are dropped: callers
  /// that show untrusted text should escape controls first. Text is not wrapped.
  @discardableResult
  public mutating func put(
    _ text: some StringProtocol, at column: Int, row: Int, style: Style = .plain,
    maxColumn: Int? = nil
  ) -> Int {
    guard row >= 0, row < size.rows else { return 0 }
    let limit = min(size.columns, maxColumn ?? size.columns)
    var cursor = column
    for character in text {
      guard cursor < limit else { break }
      let width = DisplayWidth.of(character)
      if width == 0 { continue }
      if cursor < 0 {
        cursor += width
        continue
      }
      if cursor + width > limit {
        set(.blank(style), column: cursor, row: row)
        cursor += 1
        break
      }
      set(Cell(grapheme: String(character), width: width, style: style), column: cursor, row: row)
      cursor += width
    }
    return max(0, cursor - max(column, 0))
  }
}
