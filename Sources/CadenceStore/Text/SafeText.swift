/// The one rule for text a person gives Cadence (a pattern's name and spec, a label or title,
/// a note, a setting), whichever way it enters: the command line, an import, the note prompt.
///
/// Two things are refused:
/// - **Characters a terminal acts on instead of drawing**: the C0 controls (tab and line breaks
///   included), DEL and the C1 controls. An ESC starts an escape sequence: a name holding
///   `ESC ] 52 ; c ; …` writes the clipboard when a table shows it, `ESC [ 2 J` clears the
///   screen. The Unicode line and paragraph separators (U+2028, U+2029) go with the line
///   breaks: every such text is one line.
/// - **Bidirectional embeddings, overrides and isolates** (U+202A–U+202E, U+2066–U+2069), which
///   reorder the rest of a line wherever it is shown (a table row, a CSV cell, an error).
///
/// And each kind of text has a length limit (``Field/limit``), counted in characters as a
/// person counts them, so that no table, chart or message has to lay out a million of them.
///
/// The note prompt's line editor (`TerminalUI.LineEditor`, which cannot see this module) drops
/// the same characters as they are typed or pasted; a test holds the two to the same set.
/// Text that entered before this rule (an older database) is shown with these characters
/// escaped or blanked by every output, never written raw.
public enum SafeText {
  /// What a piece of text is, for its length limit.
  public enum Field: Sendable, CaseIterable {
    /// A saved breathing pattern's name (`calm`, `evening-4-6`).
    case patternName
    /// A saved breathing pattern's spec (`4-7-8`, `in 4 hold 7 out 8`).
    case patternSpec
    /// What a session is recorded as: a practice, a pattern's name or its spec.
    case sessionName
    /// A timer's title or a focus session's label.
    case label
    /// A journal note.
    case note
    /// A program's id (`calm-7`).
    case programID
    /// A setting's key.
    case settingKey
    /// A setting's value.
    case settingValue

    /// The most characters (grapheme clusters) the field holds.
    ///
    /// Names and labels fit a table column or a title line; a spec or a session name is a
    /// pattern written out (twelve phases in words is about 80 characters); a note is a
    /// paragraph, well past what the one-line note prompt holds.
    public var limit: Int {
      switch self {
      case .patternName: 40
      case .label, .programID, .settingKey: 80
      case .patternSpec, .sessionName, .settingValue: 200
      case .note: 1000
      }
    }
  }

  /// Why a text is refused.
  public enum Problem: Hashable, Sendable, CustomStringConvertible {
    /// It holds a control character or a bidirectional override: the first one.
    case refusedCharacter(Unicode.Scalar)
    /// It has `count` characters, more than `limit`.
    case tooLong(count: Int, limit: Int)

    /// `has a control character (U+001B)`, `has 41 characters`: the reason after a value.
    public var description: String {
      switch self {
      case .refusedCharacter(let scalar):
        let kind =
          SafeText.isBidirectionalControl(scalar) ? "a bidirectional control" : "a control"
        return "has \(kind) character (\(SafeText.codePoint(scalar)))"
      case .tooLong(let count, _):
        return "has \(count) characters"
      }
    }
  }

  /// `text without control characters, up to 80 characters`: what `field` accepts, to follow
  /// "expected".
  public static func expected(_ field: Field) -> String {
    "text without control characters, up to \(field.limit) characters"
  }

  /// Whether `scalar` is refused in text a person gives: C0, DEL, C1, the line and paragraph
  /// separators, the bidirectional overrides.
  public static func isRefused(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F, 0x2028, 0x2029, 0x202A...0x202E, 0x2066...0x2069: true
    default: false
    }
  }

  /// Why `text` may not be stored as `field`, or `nil` when it may.
  public static func problem(in text: String, as field: Field) -> Problem? {
    // Printable ASCII, most texts, needs no look at scalars (a sync merge checks 130,000).
    let printable =
      text.utf8.withContiguousStorageIfAvailable { bytes in
        bytes.allSatisfy { (0x20...0x7E).contains($0) }
      } ?? false
    if !printable, let scalar = text.unicodeScalars.first(where: isRefused) {
      return .refusedCharacter(scalar)
    }
    // No more characters than bytes: most texts are short enough to skip counting them.
    if text.utf8.count <= field.limit { return nil }
    // A cluster can hold any number of combining marks: bound the bytes too, generously, so
    // that the character count cannot hide a huge text.
    if text.utf8.count > field.limit * 32 {
      return .tooLong(count: text.unicodeScalars.count, limit: field.limit)
    }
    let count = text.count
    return count > field.limit ? .tooLong(count: count, limit: field.limit) : nil
  }

  /// `text` with every refused character written as `\u{1B}`: how an error message echoes
  /// text a person gave, and how data written before this rule is shown where it must stay
  /// whole (a CSV cell).
  public static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isRefused) else { return text }
    var result = ""
    for scalar in text.unicodeScalars {
      if isRefused(scalar) {
        result += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      } else {
        result.unicodeScalars.append(scalar)
      }
    }
    return result
  }

  package static func isBidirectionalControl(_ scalar: Unicode.Scalar) -> Bool {
    (0x202A...0x202E).contains(scalar.value) || (0x2066...0x2069).contains(scalar.value)
  }

  /// `U+001B`.
  package static func codePoint(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16, uppercase: true)
    return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
  }
}
