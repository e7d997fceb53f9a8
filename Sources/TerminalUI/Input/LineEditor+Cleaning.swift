extension LineEditor {
  /// `text` as a line may hold it: what a terminal would draw differently from how it is
  /// stored is taken out.
  ///
  /// - An escape sequence (`ESC [ … final`, `ESC O x`, an OSC / DCS / APC / PM / SOS string
  ///   up to BEL or `ESC \`, `ESC` and one character) is dropped whole: a pasted colour
  ///   code leaves no `[31m` behind.
  /// - A line break (CR, LF, VT, FF, NEL, U+2028, U+2029), or a run of them (CR LF, a
  ///   blank line), becomes one space, and so does a tab: pasted paragraphs become one
  ///   line, their words apart.
  /// - Every other control character (C0, DEL, C1) and the bidirectional embeddings,
  ///   overrides and isolates (U+202A–U+202E, U+2066–U+2069), which would reorder the
  ///   rest of a terminal line, are dropped.
  public static func cleaned(_ text: String) -> String {
    let scalars = Array(text.unicodeScalars)
    var result = String.UnicodeScalarView()
    var index = 0
    var afterBreak = false
    while index < scalars.count {
      let scalar = scalars[index]
      if scalar == "\u{1B}" {
        index = end(ofEscapeSequenceAt: index, in: scalars)
        continue
      }
      index += 1
      if isLineBreak(scalar) {
        if !afterBreak { result.append(" ") }
        afterBreak = true
      } else if scalar == "\t" {
        result.append(" ")
        afterBreak = false
      } else if !isDropped(scalar) {
        result.append(scalar)
        afterBreak = false
      }
    }
    return String(result)
  }

  private static func isLineBreak(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
    default: false
    }
  }

  private static func isDropped(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// The index just past the escape sequence that starts at `start` (an `ESC`). A CSI cut
  /// short by something that cannot be part of it ends before that.
  private static func end(ofEscapeSequenceAt start: Int, in scalars: [Unicode.Scalar]) -> Int {
    var index = start + 1
    guard index < scalars.count else { return index }
    switch scalars[index] {
    case "[":
      index += 1
      while index < scalars.count, (0x20...0x3F).contains(scalars[index].value) { index += 1 }
      if index < scalars.count, (0x40...0x7E).contains(scalars[index].value) { index += 1 }
      return index
    case "O":
      return min(index + 2, scalars.count)
    case "]", "P", "_", "^", "X":
      index += 1
      while index < scalars.count {
        let scalar = scalars[index]
        if scalar == "\u{07}" || scalar == "\u{9C}" { return index + 1 }
        if scalar == "\u{1B}", index + 1 < scalars.count, scalars[index + 1] == "\\" {
          return index + 2
        }
        index += 1
      }
      return index
    default:
      return index + 1
    }
  }
}
