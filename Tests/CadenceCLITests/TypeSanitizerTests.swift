import Cadence
import Testing

@testable import CadenceCLI

@Suite struct TypeSanitizerTests {
  func output(_ text: String, ansi: Bool = false, noColor: Bool = false) -> String {
    let options = TypesetOptions(width: 0, keepsStyles: ansi, dropsStyles: ansi && noColor)
    return TypesetText.output(of: text, options: options).0
  }

  /// No byte the terminal would act on: no C0 control but `\n`, no DEL, no C1 control.
  func isInert(_ output: String, allowingSGR: Bool = false) -> Bool {
    var rest = Substring(output)
    if allowingSGR {
      // Remove whole SGR sequences; anything else starting with ESC stays and fails.
      var kept = ""
      while let escape = rest.firstIndex(of: "\u{1B}") {
        kept += rest[..<escape]
        let after = rest[rest.index(after: escape)...]
        guard after.first == "[", let m = after.firstIndex(of: "m"),
          after[after.index(after: after.startIndex)..<m].allSatisfy({ "0123456789;:".contains($0) }
          )
        else { return false }
        rest = after[after.index(after: m)...]
      }
      rest = Substring(kept + rest)
    }
    return rest.unicodeScalars.allSatisfy { scalar in
      scalar == "\n" || !(scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value))
    }
  }

  static let hostile = [
    ("\u{1B}]0;pwned\u{07}", "^[]0;pwned^G"),  // OSC: set the window title
    ("\u{1B}]2;t\u{1B}\\", "^[]2;t^[\\"),  // OSC ended by ST
    ("\u{1B}[2J\u{1B}[H", "^[[2J^[[H"),  // CSI: clear the screen, cursor home
    ("\u{1B}[10;20H\u{1B}[3A\u{1B}[K", "^[[10;20H^[[3A^[[K"),  // cursor moves, erase line
    ("\u{9B}2J\u{9B}31m", "M-^[2JM-^[31m"),  // C1 CSI (U+009B)
    ("\u{9D}0;t\u{9C}", "M-^]0;tM-^\\"),  // C1 OSC and ST
    ("bell\u{07}\u{07}", "bell^G^G"),
    ("over\rwrite", "over^Mwrite"),  // a lone CR would overwrite the line
    ("back\u{08}\u{08}space", "back^H^Hspace"),
    ("nul\u{00}del\u{7F}", "nul^@del^?"),
    ("\u{1B}P+q\u{1B}\\", "^[P+q^[\\"),  // DCS
    ("\u{1B}7\u{1B}8\u{1B}c", "^[7^[8^[c"),  // save/restore cursor, full reset
    ("form\u{0C}feed\u{0B}vt", "form^Lfeed^Kvt"),
  ]

  @Test(arguments: hostile)
  func escapeSequencesAreShownNeverSent(input: String, shown: String) {
    #expect(output(input) == shown)
    #expect(isInert(output(input)))
    // --ansi keeps SGR only: none of these is a plain SGR, so they are shown the same.
    #expect(output(input, ansi: true) == shown)
    #expect(isInert(output(input, ansi: true)))
  }

  @Test func sgrRunsStayWholeWithAnsiAndTakeNoTimeOrWidth() {
    let text = "plain \u{1B}[1;31mbold red\u{1B}[0m and \u{1B}[38;2;255;128;0mRGB\u{1B}[m."
    #expect(output(text, ansi: true) == text)
    #expect(isInert(output(text, ansi: true), allowingSGR: true))
    #expect(output(text) == text.replacingEscapes())
    let typeset = TypesetText(text, options: TypesetOptions(width: 0, keepsStyles: true))
    let instants = typeset.units.filter { !$0.takesTime }.map(\.text)
    #expect(instants == ["\u{1B}[1;31m", "\u{1B}[0m", "\u{1B}[38;2;255;128;0m", "\u{1B}[m"])
    // Wrapped narrowly, every sequence still reaches the output in one piece.
    let narrow = TypesetText.output(
      of: text, options: TypesetOptions(width: 4, keepsStyles: true)
    ).0
    for sequence in instants {
      #expect(narrow.contains(sequence))
    }
    #expect(isInert(narrow, allowingSGR: true))
  }

  @Test func withAnsiEverythingButCompleteSGRIsStillNeutralised() {
    let text = "\u{1B}[31mred\u{1B}[2J\u{1B}]0;x\u{07}\u{1B}[31"
    #expect(output(text, ansi: true) == "\u{1B}[31mred^[[2J^[]0;x^G^[[31")
    #expect(isInert(output(text, ansi: true), allowingSGR: true))
    // NO_COLOR: the SGR sequences go, the text stays.
    #expect(output("\u{1B}[31mred\u{1B}[0m", ansi: true, noColor: true) == "red")
  }

  @Test func printableUnicodePassesThroughWhole() {
    let text = "café 👨‍👩‍👧‍👦 🇯🇵 👍🏽 한국어 漢字 e\u{301}"
    #expect(output(text) == text)
  }
}

extension String {
  fileprivate func replacingEscapes() -> String {
    replacingOccurrences("\u{1B}", "^[")
  }

  fileprivate func replacingOccurrences(_ target: Character, _ replacement: String) -> String {
    var result = ""
    for character in self {
      if character == target { result += replacement } else { result.append(character) }
    }
    return result
  }
}
