import TerminalUI

/// A virtual terminal that interprets the bytes Cadence writes, so tests can assert what a
/// person would see instead of which bytes were sent.
///
/// It understands exactly the subset the renderer and terminal setup use — printable UTF-8
/// text (including wide graphemes), CR, LF, BS, TAB, BEL, CUP/HVP, CUU/CUD/CUF/CUB, CHA,
/// VPA, ED, EL, SGR (16 and 256 colours, bold, dim, underline, reverse), DECTCEM, DECSCNM
/// and the alternate screen (1049) — with xterm's rules for the last column (pending wrap)
/// and for overwriting half of a wide character (the other half is blanked). Unknown
/// sequences are skipped whole.
public struct HeadlessScreen: Sendable {
  /// What the screen shows now (the alternate screen while it is active).
  public private(set) var buffer: Buffer
  /// The main screen, kept aside while the alternate screen is shown.
  private var savedMain: Buffer?
  /// Cursor column (0-based).
  public private(set) var cursorColumn = 0
  /// Cursor row (0-based).
  public private(set) var cursorRow = 0
  /// True after a write into the last column: the next printable character wraps first.
  private var pendingWrap = false
  /// The style new text is drawn with.
  public private(set) var pen = Style.plain
  /// Whether the cursor is shown (DECTCEM).
  public private(set) var isCursorVisible = true
  /// Whether the alternate screen is active (DEC 1049).
  public var isAlternateScreen: Bool { savedMain != nil }
  /// Whether the whole screen is in reverse video (DECSCNM), as during a visible flash.
  public private(set) var isReverseVideo = false
  /// How many BEL bytes were received.
  public private(set) var bellCount = 0
  /// Bytes of an unfinished escape sequence or UTF-8 character, kept for the next call.
  var pending: [UInt8] = []

  /// A blank screen of `size` with the cursor at the top left.
  public init(size: Size) {
    buffer = Buffer(size: size)
  }

  /// The screen's size.
  public var size: Size { buffer.size }
  /// The text of each row as a person reads it.
  public var lines: [String] { buffer.lines }

  /// The cell at a position, or `nil` outside the screen.
  public func cell(column: Int, row: Int) -> Cell? {
    buffer.cell(column: column, row: row)
  }

  /// The style of the cell at a position, or `nil` outside the screen.
  public func style(column: Int, row: Int) -> Style? {
    buffer.cell(column: column, row: row)?.style
  }

  /// Changes the size as a terminal window does: content stays at the top left, the rest
  /// is blank, and the cursor is clamped.
  public mutating func resize(to size: Size) {
    var resized = Buffer(size: size)
    for row in 0..<min(size.rows, buffer.size.rows) {
      for column in 0..<min(size.columns, buffer.size.columns) {
        if let cell = buffer.cell(column: column, row: row), !cell.isContinuation {
          resized.set(cell, column: column, row: row)
        }
      }
    }
    buffer = resized
    savedMain = savedMain.map { _ in Buffer(size: size) }
    moveCursor(column: cursorColumn, row: cursorRow)
  }

  mutating func moveCursor(column: Int, row: Int) {
    cursorColumn = max(0, min(column, size.columns - 1))
    cursorRow = max(0, min(row, size.rows - 1))
    pendingWrap = false
  }

  mutating func lineFeed() {
    pendingWrap = false
    if cursorRow + 1 >= size.rows {
      buffer.scrollUp(style: Style(background: pen.background))
    } else {
      cursorRow += 1
    }
  }

  mutating func print(_ character: Character) {
    let width = DisplayWidth.of(character)
    guard width > 0, size.columns > 0, size.rows > 0 else { return }
    if pendingWrap || (width == 2 && cursorColumn + 2 > size.columns) {
      cursorColumn = 0
      lineFeed()
    }
    buffer.set(
      Cell(grapheme: String(character), width: width, style: pen), column: cursorColumn,
      row: cursorRow)
    if cursorColumn + width >= size.columns {
      cursorColumn = size.columns - 1
      pendingWrap = true
    } else {
      cursorColumn += width
    }
  }

  mutating func setMode(_ mode: Int, on: Bool) {
    switch mode {
    case 25: isCursorVisible = on
    case 5: isReverseVideo = on
    case 1049 where on && savedMain == nil:
      savedMain = buffer
      buffer = Buffer(size: size)
    case 1049 where !on:
      if let main = savedMain { buffer = main }
      savedMain = nil
    default: break
    }
  }

  mutating func ring() { bellCount += 1 }

  mutating func setPen(_ style: Style) { pen = style }

  mutating func erase(_ rect: Rect) {
    buffer.fill(rect, style: Style(background: pen.background))
  }
}
