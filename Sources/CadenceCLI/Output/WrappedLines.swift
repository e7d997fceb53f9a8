import CadencePractice
import TerminalUI

/// Greedy wrapping of a paragraph of help by display width.
///
/// Lines break at spaces (dropped at the break) and on either side of a two-column
/// character, so Chinese wraps between characters, never before closing punctuation
/// (`，。：）`) nor after opening (`（“`); a Latin word (`--pause-on-suspend`, `25m`) stays
/// whole unless it is wider than a line. A wide character never straddles two lines. The
/// paragraph's leading spaces indent each of its lines.
enum WrappedLines {
  /// `text` (one line, no `\n`) as lines of at most `width` columns.
  static func of(_ text: String, width: Int) -> [String] {
    let indent = String(text.prefix { $0 == " " })
    guard DisplayWidth.of(text) > width else { return [text] }
    var wrapper = Wrapper(width: width, indent: indent)
    var word = ""
    var previous: Character?
    for character in text.dropFirst(indent.count) {
      if character == " " {
        wrapper.add(word)
        word = ""
        wrapper.space()
        previous = nil
        continue
      }
      if let previous, breakAllowed(between: previous, and: character) {
        wrapper.add(word)
        word = ""
      }
      word.append(character)
      previous = character
    }
    wrapper.add(word)
    return wrapper.finish()
  }

  private static func breakAllowed(between previous: Character, and next: Character) -> Bool {
    guard let before = previous.unicodeScalars.first, let after = next.unicodeScalars.first
    else { return false }
    if TextSanitizer.breakClass(of: after.value) == .closing
      || TextSanitizer.breakClass(of: before.value) == .opening
    {
      return false
    }
    return DisplayWidth.of(previous) == 2 || DisplayWidth.of(next) == 2
  }

  private struct Wrapper {
    let width: Int
    let indent: String
    var lines: [String] = []
    var line: String
    var column: Int
    var spaceBefore = false

    init(width: Int, indent: String) {
      self.width = width
      self.indent = indent
      line = indent
      column = indent.count
    }

    var lineIsEmpty: Bool { column == indent.count }

    mutating func space() {
      if !lineIsEmpty { spaceBefore = true }
    }

    mutating func add(_ word: String) {
      guard !word.isEmpty else { return }
      let wordWidth = DisplayWidth.of(word)
      let gap = spaceBefore && !lineIsEmpty ? 1 : 0
      spaceBefore = false
      if column + gap + wordWidth <= width {
        line += (gap == 1 ? " " : "") + word
        column += gap + wordWidth
        return
      }
      if !lineIsEmpty { newLine() }
      // Wider than a whole line: cut between characters, filling each line.
      for character in word {
        let characterWidth = DisplayWidth.of(character)
        if column + characterWidth > width, !lineIsEmpty { newLine() }
        line.append(character)
        column += characterWidth
      }
    }

    mutating func newLine() {
      lines.append(line)
      line = indent
      column = indent.count
    }

    mutating func finish() -> [String] {
      if !lineIsEmpty { lines.append(line) }
      return lines
    }
  }
}
