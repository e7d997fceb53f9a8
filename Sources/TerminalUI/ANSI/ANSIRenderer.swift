/// Turns frames into the fewest bytes that update a terminal from one frame to the next.
///
/// The renderer remembers where it left the cursor and which style (the "pen") the
/// terminal draws with, so each frame costs only: for each changed cell, a cursor move if
/// the cursor is not already there, an SGR sequence if the style differs, and the grapheme.
/// Unchanged cells cost nothing and an unchanged frame costs zero bytes.
///
/// Cursor moves pick the shortest of: absolute CUP, CUF/CUB along the row, CR, LF (raw
/// mode has no output post-processing, so LF only moves down), and re-writing the
/// unchanged cells in between when they share the pen's style and are fewer bytes.
///
/// - Important: the bytes assume raw mode (`OPOST` off, as ``POSIXTerminal/enter()`` sets):
///   with output post-processing on, a LF would also return the carriage.
///
/// ```swift
/// var renderer = ANSIRenderer()
/// var bytes = renderer.redraw(first)           // start, resize, resume, Ctrl-L
/// bytes = renderer.render(from: first, to: second)   // every other frame
/// ```
public struct ANSIRenderer: Sendable {
  /// Where the cursor is, or `nil` when unknown (start, or after writing into the last
  /// column, where terminals differ on the pending-wrap state).
  private var cursor: (column: Int, row: Int)?
  /// The terminal's current SGR state, or `nil` when unknown.
  private var pen: Style?
  /// When false, colours are dropped from every cell (attributes such as bold stay).
  public let usesColors: Bool
  /// What the terminal can show: under ``Charset/ascii`` every grapheme outside ASCII is
  /// written as its ``ASCIIFallback``, column for column. The one place a frame's cells
  /// are made fit the terminal, whichever widget or app drew them.
  public let charset: Charset

  /// Creates a renderer that knows nothing about the terminal's state yet.
  ///
  /// - Parameters:
  ///   - usesColors: false for `NO_COLOR` or monochrome terminals.
  ///   - charset: the characters the terminal shows.
  public init(usesColors: Bool = true, charset: Charset = .unicode) {
    self.usesColors = usesColors
    self.charset = charset
  }

  /// A renderer for the terminal `environment` describes: colours follow the `NO_COLOR`
  /// convention (<https://no-color.org>), off when the variable is present and not empty;
  /// the character set follows the locale (``Charset/init(environment:)``).
  public init(environment: [String: String]) {
    self.init(
      usesColors: (environment["NO_COLOR"] ?? "").isEmpty,
      charset: Charset(environment: environment))
  }

  /// Forgets the cursor position and pen, so the next frame positions and styles from
  /// scratch: call after anything else wrote to the terminal.
  public mutating func invalidate() {
    cursor = nil
    pen = nil
  }

  /// Bytes that clear the screen and draw all of `buffer`: for the first frame, after a
  /// resize, a resume from suspend, or Ctrl-L.
  public mutating func redraw(_ buffer: Buffer) -> [UInt8] {
    var out = Array((ControlSequence.resetStyle + ControlSequence.clearScreen).utf8)
    pen = .plain
    cursor = nil
    out += render(from: Buffer(size: buffer.size), to: buffer)
    return out
  }

  /// Bytes that turn a terminal showing `previous` (as drawn by this renderer) into one
  /// showing `next`. Buffers of different sizes get a full ``redraw(_:)``.
  public mutating func render(from previous: Buffer, to next: Buffer) -> [UInt8] {
    guard previous.size == next.size else { return redraw(next) }
    var out: [UInt8] = []
    for change in previous.changes(to: next) {
      let style = effective(change.cell.style)
      moveCursor(to: change.column, row: change.row, in: next, into: &out)
      out += StyleTransition.sgr(from: pen, to: style).utf8
      pen = style
      append(change.cell, to: &out)
      let end = change.column + change.cell.width
      cursor = end < next.size.columns ? (end, change.row) : nil
    }
    return out
  }

  private func effective(_ style: Style) -> Style {
    usesColors ? style : style.withoutColors
  }

  private mutating func moveCursor(
    to column: Int, row: Int, in next: Buffer, into out: inout [UInt8]
  ) {
    if let cursor, cursor.column == column, cursor.row == row { return }
    var best = Array(ControlSequence.moveCursor(column: column, row: row).utf8)
    for candidate in relativeMoves(to: column, row: row, in: next)
    where candidate.count < best.count {
      best = candidate
    }
    out += best
    cursor = (column, row)
  }

  /// Moves that depend on knowing where the cursor is: a vertical part (LF for one to
  /// three rows down, else CUD / CUU) and a horizontal part (CR, CR + CUF, CUF or
  /// CUB), and on the same row, re-writing the unchanged cells in between.
  private func relativeMoves(to column: Int, row: Int, in next: Buffer) -> [[UInt8]] {
    guard let cursor else { return [] }
    let down = row - cursor.row
    var vertical: [UInt8]
    switch down {
    case 0: vertical = []
    case 1...3: vertical = Array(repeating: 0x0A, count: down)
    default: vertical = Array(ControlSequence.moveCursor(rows: down).utf8)
    }
    var moves: [[UInt8]] = []
    let distance = column - cursor.column
    if distance == 0 {
      moves.append(vertical)
    } else {
      moves.append(
        vertical + ControlSequence.moveCursor(by: abs(distance), forward: distance > 0).utf8)
    }
    if column == 0 {
      moves.append([0x0D] + vertical)
    } else if distance < 0 {
      moves.append([0x0D] + vertical + ControlSequence.moveCursor(by: column, forward: true).utf8)
    }
    if down == 0, distance > 0,
      let gap = rewrite(row: row, from: cursor.column, to: column, in: next)
    {
      moves.append(gap)
    }
    return moves
  }

  /// The bytes of the unchanged cells between the cursor and the next change, if writing
  /// them again is harmless: all drawn with the current pen, and few enough to be worth it.
  private func rewrite(row: Int, from start: Int, to end: Int, in next: Buffer) -> [UInt8]? {
    guard end - start <= 8 else { return nil }
    var bytes: [UInt8] = []
    for column in start..<end {
      guard let cell = next.cell(column: column, row: row) else { return nil }
      if cell.isContinuation { continue }
      guard effective(cell.style) == pen else { return nil }
      append(cell, to: &bytes)
    }
    return bytes
  }

  /// The cell's grapheme as the terminal can show it, the same number of columns wide.
  private func append(_ cell: Cell, to out: inout [UInt8]) {
    let utf8 = cell.grapheme.utf8
    if charset == .unicode || utf8.allSatisfy({ $0 < 0x80 }) {
      out += utf8
    } else {
      let character = cell.grapheme.first ?? " "
      out += ASCIIFallback.replacement(for: character, width: cell.width).utf8
    }
  }
}
