/// One indivisible step of a typewriter reveal.
///
/// A reveal never splits anything smaller than a unit. Ordinary text is cut into Swift
/// `Character`s — extended grapheme clusters — so an emoji ZWJ family, a flag, a skin-tone
/// modifier, a letter with combining marks or a Hangul syllable block each appear whole,
/// in one step. Text that must reach the output as one piece but should not cost any time
/// (for example an SGR colour sequence that the terminal layer keeps whole) is an
/// ``instant(_:)`` unit: it becomes visible together with the next timed character.
public enum TypewriterUnit: Hashable, Sendable {
  /// A visible character that takes one character's delay to appear.
  case character(Character)
  /// Text that takes no time and appears together with the next ``character(_:)``.
  ///
  /// When no timed character follows (a trailing colour reset), it appears together with
  /// the last timed character, so it is out by the time the reveal is complete.
  case instant(String)

  /// The text this unit contributes to the output.
  public var text: String {
    switch self {
    case .character(let character): String(character)
    case .instant(let text): text
    }
  }

  /// Whether revealing this unit costs a character's delay.
  package var takesTime: Bool {
    if case .character = self { return true }
    return false
  }

  /// The units of plain text: one timed unit per grapheme cluster.
  ///
  /// Costs O(n) in the length of `text`.
  package static func units(of text: String) -> [TypewriterUnit] {
    text.map { .character($0) }
  }
}
