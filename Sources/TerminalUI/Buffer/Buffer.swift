/// A fixed-size grid of cells: one frame of the screen.
///
/// Apps draw the *whole* frame into a fresh buffer every time (immediate mode); the
/// renderer diffs it against the previous frame (``Buffer/changes(to:)``). Every write is
/// clipped, so drawing outside the buffer is harmless, and every write keeps the wide-cell
/// invariant: a cell of width 2 is always followed by its continuation cell, and
/// overwriting either half of a wide grapheme blanks the other half.
///
/// ```swift
/// var buffer = Buffer(size: Size(columns: 20, rows: 3))
/// buffer.put("25:00", at: 7, row: 1, style: Style(bold: true))
/// ```
public struct Buffer: Hashable, Sendable {
  /// The buffer's size, fixed at creation.
  public let size: Size
  /// Cells in row-major order, `size.area` of them.
  public private(set) var cells: [Cell]
  /// The characters the terminal this frame is for can show. Widgets with an ASCII
  /// drawing of their own (big digits, the progress bar) use it under ``Charset/ascii``;
  /// the renderer replaces whatever else is not ASCII (``ANSIRenderer/charset``).
  public var charset: Charset

  /// A buffer of blank cells (spaces, plain style): what an erased terminal shows.
  ///
  /// It holds `size.area` cells: a size read from a terminal is clamped to
  /// ``Size/drawingLimit`` first (the loop kernel does), never allocated as reported.
  public init(size: Size, charset: Charset = .unicode) {
    self.size = size
    self.cells = Array(repeating: .blank(), count: size.area)
    self.charset = charset
  }

  /// The rectangle covering the whole buffer.
  public var area: Rect { Rect(size) }

  /// The cell at a position, or `nil` outside the buffer.
  public func cell(column: Int, row: Int) -> Cell? {
    guard let index = index(column: column, row: row) else { return nil }
    return cells[index]
  }

  /// Places one cell, repairing any wide grapheme it partly overwrites.
  ///
  /// A cell of width 2 that would not fit before the right edge is stored as a blank in
  /// its style; a continuation cell cannot be placed directly (it is ignored).
  public mutating func set(_ cell: Cell, column: Int, row: Int) {
    guard index(column: column, row: row) != nil, !cell.isContinuation else { return }
    if cell.width == 2 && column + 1 >= size.columns {
      set(.blank(cell.style), column: column, row: row)
      return
    }
    clearFootprint(column: column, row: row)
    if cell.width == 2 { clearFootprint(column: column + 1, row: row) }
    let start = row * size.columns + column
    cells[start] = cell
    if cell.width == 2 { cells[start + 1] = .continuation(cell.style) }
  }

  /// Fills `rect` (clipped to the buffer) with blanks in `style`.
  public mutating func fill(_ rect: Rect, style: Style = .plain) {
    fill(rect, with: .blank(style))
  }

  /// Fills `rect` (clipped to the buffer) with copies of a one-column `cell`.
  public mutating func fill(_ rect: Rect, with cell: Cell) {
    let clipped = rect.intersection(area)
    for row in clipped.row..<clipped.maxRow {
      for column in clipped.column..<clipped.maxColumn {
        set(cell, column: column, row: row)
      }
    }
  }

  /// Changes the style of every cell in `rect` (clipped), keeping the graphemes: used to
  /// highlight or reverse a region drawn by a widget.
  public mutating func restyle(_ rect: Rect, _ change: (inout Style) -> Void) {
    let clipped = rect.intersection(area)
    for row in clipped.row..<clipped.maxRow {
      for column in clipped.column..<clipped.maxColumn {
        let index = row * size.columns + column
        // A continuation cell always shares its leading cell's style (the terminal draws
        // both halves in one go), so it changes with its lead, never on its own.
        if cells[index].isContinuation { continue }
        change(&cells[index].style)
        if cells[index].width == 2 { cells[index + 1].style = cells[index].style }
      }
    }
  }

  /// The text of each row as a person sees it (continuation cells contribute nothing).
  public var lines: [String] {
    (0..<size.rows).map { row in
      var line = ""
      for cell in cells[row * size.columns..<(row + 1) * size.columns] {
        line += cell.grapheme
      }
      return line
    }
  }

  /// Moves every row up by one and blanks the bottom row in `style`, as a terminal does
  /// when a line feed reaches the bottom (used by `TerminalUITesting`'s `HeadlessScreen`).
  package mutating func scrollUp(style: Style = .plain) {
    guard size.rows > 0 else { return }
    cells.removeFirst(size.columns)
    cells.append(contentsOf: repeatElement(.blank(style), count: size.columns))
  }

  func index(column: Int, row: Int) -> Int? {
    guard column >= 0, row >= 0, column < size.columns, row < size.rows else { return nil }
    return row * size.columns + column
  }

  /// Blanks the whole wide grapheme that covers `column`, if any, so that writing into
  /// either of its halves never leaves half a glyph behind.
  private mutating func clearFootprint(column: Int, row: Int) {
    guard let index = index(column: column, row: row) else { return }
    let cell = cells[index]
    if cell.isContinuation, column > 0 {
      cells[index - 1] = .blank(cells[index - 1].style)
      cells[index] = .blank(cell.style)
    } else if cell.width == 2, column + 1 < size.columns {
      cells[index + 1] = .blank(cell.style)
    }
  }
}
