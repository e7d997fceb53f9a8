import TerminalUI

/// Rows of text cells laid out in columns aligned by display width (CJK and emoji count two
/// columns), two spaces apart, with no trailing spaces: `cadence history` and the tallies of
/// `cadence stats`.
struct TextTable {
  enum Alignment {
    case left
    case right
  }

  /// The header row, if any.
  var header: [String]?
  /// The alignment of each column; columns past the end are left-aligned.
  var alignments: [Alignment] = []
  /// The rows; shorter rows are padded with empty cells.
  var rows: [[String]] = []
  /// Text put before every line.
  var indent = ""

  /// The table as lines, each ending in `\n`.
  var text: String {
    let all = (header.map { [$0] } ?? []) + rows
    let count = all.map(\.count).max() ?? 0
    var widths = Array(repeating: 0, count: count)
    for row in all {
      for (index, cell) in row.enumerated() {
        widths[index] = max(widths[index], DisplayWidth.of(cell))
      }
    }
    return all.map { row in
      var line = ""
      for index in 0..<count {
        let cell = index < row.count ? row[index] : ""
        let padding = String(repeating: " ", count: widths[index] - DisplayWidth.of(cell))
        let aligned =
          index < alignments.count && alignments[index] == .right ? padding + cell : cell + padding
        line += (index == 0 ? "" : "  ") + aligned
      }
      return indent + String(line.reversed().drop { $0 == " " }.reversed()) + "\n"
    }.joined()
  }
}

extension String {
  /// The text with control characters (newlines, tabs, escapes) shown as spaces, so that
  /// text a person typed cannot break a table's layout or send escape sequences.
  var printable: String {
    String(
      unicodeScalars.map { scalar in
        scalar.properties.generalCategory == .control ? " " : Character(scalar)
      })
  }
}
