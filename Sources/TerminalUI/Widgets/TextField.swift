/// A one-line text field on a full screen: what a ``LineEditor`` shows in its area, with
/// the cursor drawn as a cell in `cursorStyle` (reverse video by default), since a full
/// screen hides the terminal's own cursor.
///
/// The line scrolls sideways by display width (``LineEditor/view(columns:)``) so the
/// cursor always shows; a wide grapheme under the cursor is highlighted whole.
public struct TextField: Widget, Hashable, Sendable {
  /// The line and its cursor.
  public var line: LineEditor
  /// How the text is drawn.
  public var style: Style
  /// How the cell under the cursor is drawn.
  public var cursorStyle: Style

  /// Creates a field for `line`.
  public init(_ line: LineEditor, style: Style = .plain, cursorStyle: Style = Style(reverse: true))
  {
    self.line = line
    self.style = style
    self.cursorStyle = cursorStyle
  }

  /// The columns the field needs to show its whole line and the cursor after it.
  public var naturalWidth: Int { DisplayWidth.of(line.text) + 1 }

  /// Draws on the first row of `area`.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let view = line.view(columns: area.columns)
    let width = buffer.put(
      view.text, at: area.column, row: area.row, style: style, maxColumn: area.maxColumn)
    let column = area.column + view.cursorColumn
    guard column < area.maxColumn else { return }
    // The grapheme under the cursor, highlighted; at the end of the text, a blank.
    let under = view.cursorColumn < width ? buffer.cell(column: column, row: area.row) : nil
    var cursor = under.flatMap { $0.isContinuation ? nil : $0 } ?? .blank()
    cursor.style = cursorStyle
    buffer.set(cursor, column: column, row: area.row)
  }
}
