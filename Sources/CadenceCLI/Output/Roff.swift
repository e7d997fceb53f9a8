import CadencePractice

/// A manual page as roff source (man(7) macros), built a block at a time.
///
/// Every text that goes in is escaped here and nowhere else, so nothing a command's help
/// says can become a request: `\` is written `\e`, every `-` `\-` (a minus, which man
/// pages need for options to be searchable and copied right), a line that would start
/// with `.` or `'` gets `\&` in front, and no line ends in a space. Text is written in fill
/// mode, so `man` wraps it to the reader's width (source lines are cut at spaces near 80
/// bytes, which changes nothing on the page); lines the help indents (examples, a table)
/// are kept as written in a no-fill block. Chinese has no spaces to wrap at, so after each
/// CJK character a `\:` (a break point of no width) lets man wrap there, never before
/// closing punctuation. `mandoc -T lint -W warning` accepts the output with no message
/// (checked in `.ci/run` on every installed page).
struct Roff {
  private(set) var source = ""
  /// Whether the last line is a section heading (a paragraph needs no `.PP` there).
  private var afterHeading = false

  /// The widest a line of running text is written, in bytes, where a space allows.
  static let sourceWidth = 80

  /// Starts the page: `.TH NAME 1 date source manual`; `date` is `YYYY-MM-DD`.
  init(title: String, section: Int, date: String, source: String, manual: String) {
    let fields =
      [
        Self.quoted(title), "\"\(section)\"",
        "\"" + date.filter { $0.isNumber || $0 == "-" } + "\"",
      ]
      + [source, manual].map(Self.quoted)
    self.source = ".TH " + fields.joined(separator: " ") + "\n"
  }

  /// Running text from here on is set ragged right, not justified (`.ad l`).
  mutating func raggedRight() {
    line(".ad l")
  }

  /// A section heading: `.SH NAME`.
  mutating func section(_ name: String) {
    line(".SH " + Self.quoted(name))
    afterHeading = true
  }

  /// A paragraph of running text. A `\n` in it is a space, as in the help's wrapped lines;
  /// lines of it indented by two spaces or more are kept as written.
  mutating func paragraph(_ text: String) {
    if !afterHeading { line(".PP") }
    body(text)
  }

  /// A tagged paragraph: the tag (already escaped, with its fonts) on a line of its own,
  /// the text indented under it.
  mutating func tagged(_ tag: String, _ text: String) {
    line(".TP")
    line(Self.guardedLine(tag))
    body(text)
  }

  /// Running text without a paragraph break before it.
  mutating func text(_ text: String) {
    body(text)
  }

  /// Text already escaped (with its fonts, ``bold(_:)``, ``italic(_:)``), as running text.
  mutating func escapedText(_ escaped: String) {
    filledLines(escaped)
  }

  /// A line break inside a paragraph.
  mutating func lineBreak() {
    line(".br")
  }

  /// The text of one help paragraph: runs of unindented lines are filled; indented lines
  /// (examples, the fields of a table) are written as they are, in a no-fill block.
  private mutating func body(_ text: String) {
    var literal: [String] = []
    var filled: [String] = []
    func flushFilled() {
      guard !filled.isEmpty else { return }
      filledLines(Self.escaped(filled.joined(separator: " ")))
      filled = []
    }
    func flushLiteral() {
      guard !literal.isEmpty else { return }
      line(".RS 4")
      line(".nf")
      for text in literal { line(Self.guardedLine(Self.escaped(text, breaks: false))) }
      line(".fi")
      line(".RE")
      literal = []
    }
    for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let text = String(raw)
      let trimmed = Self.trimmed(text)
      if trimmed.isEmpty {
        continue
      }
      if text.hasPrefix("  ") {
        flushFilled()
        literal.append(Self.trimmedAtEnd(String(text.dropFirst(2))))
      } else {
        flushLiteral()
        filled.append(trimmed)
      }
    }
    flushFilled()
    flushLiteral()
  }

  /// Escaped running text as lines of about ``sourceWidth`` bytes, cut at spaces.
  private mutating func filledLines(_ escaped: String) {
    var current = ""
    for word in escaped.split(separator: " ") {
      if !current.isEmpty, current.utf8.count + 1 + word.utf8.count > Self.sourceWidth {
        line(Self.guardedLine(current))
        current = ""
      }
      current += (current.isEmpty ? "" : " ") + word
    }
    if !current.isEmpty { line(Self.guardedLine(current)) }
  }

  private mutating func line(_ text: String) {
    source += text + "\n"
    afterHeading = false
  }

  /// `text` escaped for roff: `\` → `\e`, `-` → `\-`; with `breaks`, a `\:` after each CJK
  /// character that is followed by one more (not closing punctuation).
  static func escaped(_ text: String, breaks: Bool = true) -> String {
    var result = ""
    let characters = Array(text)
    for (index, character) in characters.enumerated() {
      switch character {
      case "\\": result += "\\e"
      case "-": result += "\\-"
      default: result.append(character)
      }
      guard breaks, isCJK(character), index + 1 < characters.count else { continue }
      let next = characters[index + 1]
      if next != " ", !closing.contains(next) { result += "\\:" }
    }
    return result
  }

  /// Punctuation no line may start with.
  private static let closing: Set<Character> = Set("，。、；：！？）》」』】”’…·")

  /// Whether a line may break after `character` without a space: CJK ideographs, kana,
  /// and full-width punctuation and forms.
  private static func isCJK(_ character: Character) -> Bool {
    guard let scalar = character.unicodeScalars.first?.value else { return false }
    return (0x2E80...0x9FFF).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
      || (0xFF00...0xFFEF).contains(scalar)
  }

  /// `text` in bold, escaped.
  static func bold(_ text: String) -> String { "\\fB" + escaped(text) + "\\fR" }
  /// `text` in italics (a value's placeholder), escaped.
  static func italic(_ text: String) -> String { "\\fI" + escaped(text) + "\\fR" }

  /// An escaped line that cannot be taken for a request: `\&` before a leading `.` or `'`
  /// (or a space, which would break the line in fill mode), trailing spaces dropped.
  static func guardedLine(_ escaped: String) -> String {
    let text = trimmedAtEnd(escaped)
    guard let first = text.first, first == "." || first == "'" || first == " " else {
      return text
    }
    return "\\&" + text
  }

  /// A macro argument in double quotes (a `"` inside is written `\(dq`).
  static func quoted(_ text: String) -> String {
    "\"" + escaped(text, breaks: false).replacing("\"", with: "\\(dq") + "\""
  }

  /// `text` without spaces at either end.
  private static func trimmed(_ text: String) -> String {
    trimmedAtEnd(String(text.drop { $0 == " " }))
  }

  /// `text` without spaces at its end.
  private static func trimmedAtEnd(_ text: String) -> String {
    var text = text
    while text.last == " " { text.removeLast() }
    return text
  }
}
