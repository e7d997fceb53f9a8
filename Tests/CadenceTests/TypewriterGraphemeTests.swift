import Testing

@testable import Cadence

/// A reveal never shows part of a user-perceived character: each of these is one step.
@Suite struct TypewriterGraphemeTests {
  static let wholeCharacters: [(name: String, text: String, characters: [String])] = [
    ("ZWJ family", "a👨‍👩‍👧‍👦b", ["a", "👨‍👩‍👧‍👦", "b"]),
    ("flags", "🇯🇵🇫🇷", ["🇯🇵", "🇫🇷"]),
    ("skin tone", "👋🏽👍🏿", ["👋🏽", "👍🏿"]),
    ("rainbow flag", "🏳️‍🌈!", ["🏳️‍🌈", "!"]),
    ("combining marks", "e\u{301}n\u{303}\u{323}", ["e\u{301}", "n\u{303}\u{323}"]),
    ("Hangul syllables", "한국어", ["한", "국", "어"]),
    (
      "Hangul jamo", "\u{1100}\u{1161}\u{11A8}\u{1102}\u{1161}",
      ["\u{1100}\u{1161}\u{11A8}", "\u{1102}\u{1161}"]
    ),
    ("CJK", "漢字かな", ["漢", "字", "か", "な"]),
    ("CRLF", "a\r\nb", ["a", "\r\n", "b"]),
  ]

  @Test(arguments: wholeCharacters)
  func eachGraphemeClusterIsRevealedInOneStep(
    name: String, text: String, characters: [String]
  ) {
    let pacing = TypewriterPacing.charactersPerSecond(10).withoutPauses
    let reveal = TypewriterReveal(text: text, pacing: pacing)
    #expect(reveal.count == characters.count, "\(name)")
    for (index, instant) in reveal.allInstants.enumerated() {
      let expected = characters[...index].joined()
      #expect(reveal.visibleText(at: instant) == expected, "\(name) at step \(index)")
      #expect(reveal.visibleText(at: instant - .nanoseconds(1)) == characters[..<index].joined())
    }
    #expect(reveal.duration == .milliseconds(100 * characters.count))
  }

  @Test func unitsOfTextAreCharactersThatTakeTime() {
    let units = TypewriterUnit.units(of: "🇯🇵e\u{301}")
    #expect(units == [.character("🇯🇵"), .character("e\u{301}")])
    #expect(units.allSatisfy { $0.takesTime })
    #expect(!TypewriterUnit.instant("\u{1B}[0m").takesTime)
    #expect(TypewriterUnit.instant("\u{1B}[0m").text == "\u{1B}[0m")
  }
}
