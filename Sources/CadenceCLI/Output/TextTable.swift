import CadencePractice
import CadenceStore
import TerminalUI

/// Rows of text cells laid out in columns aligned by display width (CJK and emoji count two
/// columns), two spaces apart, with no trailing spaces: `cadence history`, `pattern list` and
/// the tallies of `cadence stats`.
///
/// Given a ``width``, a table too wide for it gives way one step at a time, in the order its
/// columns name: a column is shortened with `…` (never below its floor, never splitting a
/// grapheme) or left out, until the table fits. A terminal then never wraps a row in the
/// middle of a word. Without a width (a pipe, a file) every column is shown whole.
///
/// ```swift
/// var table = TextTable(columns: [
///   TextTable.Column("When"),
///   TextTable.Column("Label", shortenedAt: 1, toAtLeast: 8, droppedAt: 3),
///   TextTable.Column("Cycles", alignment: .right, droppedAt: 2),
/// ], rows: rows)
/// table.width = 40
/// ```
struct TextTable {
  enum Alignment {
    case left
    case right
  }

  /// A column: its heading, its alignment, and how it gives way when the table is too wide.
  struct Column {
    /// The heading, shown when the table ``TextTable/showsHeader``.
    var header: String
    var alignment: Alignment
    /// The step at which the column is shortened, and the fewest columns it keeps.
    var shortening: (step: Int, minimum: Int)?
    /// The step at which the column is left out; `nil` keeps it at any width.
    var droppedAt: Int?

    /// A column that gives way at the steps named (lower steps first); with neither, it is
    /// always shown whole.
    init(
      _ header: String = "", alignment: Alignment = .left, shortenedAt step: Int? = nil,
      toAtLeast minimum: Int = 1, droppedAt: Int? = nil
    ) {
      self.header = header
      self.alignment = alignment
      self.shortening = step.map { ($0, max(1, minimum)) }
      self.droppedAt = droppedAt
    }
  }

  var columns: [Column]
  /// The rows; shorter rows are padded with empty cells.
  var rows: [[String]]
  /// Whether the first line holds the columns' headings.
  var showsHeader: Bool
  /// Text put before every line (counted in ``width``).
  var indent = ""
  /// The columns the lines may take, indent included; `nil` for no limit.
  var width: Int?

  init(
    columns: [Column], rows: [[String]] = [], showsHeader: Bool = true, indent: String = "",
    width: Int? = nil
  ) {
    self.columns = columns
    self.rows = rows
    self.showsHeader = showsHeader
    self.indent = indent
    self.width = width
  }

  /// A table whose columns never give way: `header` (if any) names them, `alignments` aligns
  /// them (columns past its end are left-aligned).
  init(
    header: [String]? = nil, alignments: [Alignment] = [], rows: [[String]] = [],
    indent: String = ""
  ) {
    let count = max(header?.count ?? 0, alignments.count)
    columns = (0..<count).map { index in
      Column(header?[safe: index] ?? "", alignment: alignments[safe: index] ?? .left)
    }
    self.rows = rows
    showsHeader = header != nil
    self.indent = indent
  }

  /// The table as lines, each ending in `\n`.
  var text: String {
    lines.map { $0 + "\n" }.joined()
  }

  /// The table's lines, without newlines.
  var lines: [String] {
    // Cells past the declared columns are laid out as plain left-aligned columns.
    let extra = max(0, (rows.map(\.count).max() ?? 0) - columns.count)
    let columns = self.columns + Array(repeating: Column(), count: extra)
    let all = (showsHeader ? [columns.map(\.header)] : []) + rows
    let layout = Layout(natural: naturalWidths(of: all, count: columns.count), table: self)
    return all.map { row in
      let cells = layout.shown.enumerated().map { position, index in
        let width = layout.widths[index]
        let cell = Truncation.truncated(row[safe: index] ?? "", toColumns: width)
        let padding = String(repeating: " ", count: max(0, width - DisplayWidth.of(cell)))
        let aligned = columns[index].alignment == .right ? padding + cell : cell + padding
        return (position == 0 ? "" : "  ") + aligned
      }
      return indent + String(cells.joined().reversed().drop { $0 == " " }.reversed())
    }
  }

  private func naturalWidths(of rows: [[String]], count: Int) -> [Int] {
    var widths = Array(repeating: 0, count: count)
    for row in rows {
      for (index, cell) in row.prefix(count).enumerated() {
        widths[index] = max(widths[index], DisplayWidth.of(cell))
      }
    }
    return widths
  }

  /// Which columns are shown, and how wide each is.
  private struct Layout {
    var shown: [Int]
    var widths: [Int]

    init(natural: [Int], table: TextTable) {
      shown = Array(natural.indices)
      widths = natural
      guard let limit = table.width else { return }
      let indent = DisplayWidth.of(table.indent)
      var shortened: [Int] = []
      for step in Self.steps(of: table.columns) {
        let excess = indent + total - limit
        guard excess > 0 else { break }
        switch step {
        case .drop(let index):
          shown.removeAll { $0 == index }
        case .shorten(let index, let minimum):
          guard shown.contains(index) else { continue }
          widths[index] = max(min(minimum, widths[index]), widths[index] - excess)
          shortened.append(index)
        }
      }
      // A column shortened before a later one was left out takes back what now fits.
      for index in shortened.reversed() where shown.contains(index) {
        let room = limit - indent - total
        guard room > 0 else { break }
        widths[index] = min(natural[index], widths[index] + room)
      }
    }

    /// The width of the shown columns and the gaps between them.
    var total: Int {
      shown.reduce(0) { $0 + widths[$1] } + 2 * max(0, shown.count - 1)
    }

    enum Step {
      case shorten(Int, minimum: Int)
      case drop(Int)
    }

    /// Every column's steps in the order they apply: by step number, then shortening before
    /// leaving out, then left to right.
    static func steps(of columns: [Column]) -> [Step] {
      var steps: [(order: Int, kind: Int, index: Int, step: Step)] = []
      for (index, column) in columns.enumerated() {
        if let (step, minimum) = column.shortening {
          steps.append((step, 0, index, .shorten(index, minimum: minimum)))
        }
        if let step = column.droppedAt {
          steps.append((step, 1, index, .drop(index)))
        }
      }
      return steps.sorted { ($0.order, $0.kind, $0.index) < ($1.order, $1.kind, $1.index) }
        .map(\.step)
    }
  }
}

extension TextTable {
  /// `text` split into lines of at most `columns` display columns, for a cell that continues
  /// on the rows below it: at spaces, and between Chinese characters, never before closing
  /// punctuation (，。）) or after opening punctuation (（“). A word wider than that stays
  /// whole on its own line.
  static func wrapping(_ text: String, toColumns columns: Int) -> [String] {
    var lines: [String] = []
    var line = ""
    for piece in LinePiece.pieces(of: text) {
      let gap = line.isEmpty || !piece.afterSpace ? 0 : 1
      if !line.isEmpty, DisplayWidth.of(line) + gap + DisplayWidth.of(piece.text) > columns {
        lines.append(line)
        line = ""
      }
      line += (line.isEmpty || !piece.afterSpace ? "" : " ") + piece.text
    }
    if !line.isEmpty { lines.append(line) }
    return lines
  }

  /// What a line may not be broken inside: a word between spaces, or one wide character
  /// with the punctuation that must stay beside it.
  private struct LinePiece {
    var text: String
    /// Whether a space came before it (kept when it is not at the start of a line).
    var afterSpace: Bool

    /// Full-width punctuation a line never starts with.
    static let closing: Set<Character> = [
      "，", "。", "：", "；", "！", "？", "）", "」", "』", "、", "》", "”", "’", "…", "·",
    ]
    /// Full-width punctuation a line never ends with.
    static let opening: Set<Character> = ["（", "「", "『", "《", "“", "‘"]

    static func pieces(of text: String) -> [LinePiece] {
      var pieces: [LinePiece] = []
      var current = LinePiece(text: "", afterSpace: false)
      var sawSpace = false
      for character in text {
        if character == " " {
          if !current.text.isEmpty { pieces.append(current) }
          current = LinePiece(text: "", afterSpace: false)
          sawSpace = true
          continue
        }
        if let last = current.text.last, breaks(between: last, and: character) {
          pieces.append(current)
          current = LinePiece(text: "", afterSpace: false)
        }
        if current.text.isEmpty {
          current.afterSpace = sawSpace
          sawSpace = false
        }
        current.text.append(character)
      }
      if !current.text.isEmpty { pieces.append(current) }
      return pieces
    }

    /// Whether a line may break between two characters with no space between them: beside
    /// a wide character, unless punctuation holds them together.
    private static func breaks(between left: Character, and right: Character) -> Bool {
      guard !opening.contains(left), !closing.contains(right) else { return false }
      let wideLeft = DisplayWidth.of(left) == 2
      let wideRight = DisplayWidth.of(right) == 2
      if wideRight { return wideLeft || left.isLetter || left.isNumber || closing.contains(left) }
      return wideLeft && (right.isLetter || right.isNumber)
    }
  }
}

extension Array {
  fileprivate subscript(safe index: Int) -> Element? {
    indices.contains(index) ? self[index] : nil
  }
}

extension String {
  /// The text with the characters ``SafeText`` refuses (control characters such as
  /// newlines, tabs and escapes; bidirectional overrides) shown as spaces, so that text
  /// stored before that rule cannot break a table's layout, send escape sequences or reorder
  /// a line.
  var printable: String {
    String(
      unicodeScalars.map { scalar in
        SafeText.isRefused(scalar) ? " " : Character(scalar)
      })
  }
}
