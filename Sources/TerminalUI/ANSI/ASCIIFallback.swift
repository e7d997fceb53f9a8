/// What a character outside ASCII becomes on a terminal that shows ASCII only
/// (``Charset/ascii``): the closest ASCII character, padded to the same display width, so
/// text laid out by width (a centred line, a table column, a wide CJK character's two
/// cells) keeps every column where it was.
///
/// - Shades and blocks keep their weight: `█` `#`, `▓` `%`, `▒` `+`, `░` `:`; bars by
///   eighths `▁▂▃` `_`, `▄▅▆` `=`, `▇` `#`.
/// - Braille keeps its density: a cell with `n` of its 8 dots set is the `n`th of
///   ` .:-=+*#@`, so a braille disc becomes a shaded one.
/// - Box drawing becomes `-`, `|` and `+`; dashes `-`; `·` and `…` `.`; quotes `'` and `"`;
///   arrows `<` `>` `^` `v`; Latin-1 letters their base letter (`é` `e`); fullwidth forms
///   their ASCII letter and a space.
/// - Anything else is `?`, and a wide one `?` and a space; zero-width clusters vanish.
public enum ASCIIFallback {
  /// The ASCII for one grapheme cluster of display width `width` (0, 1 or 2).
  public static func replacement(for character: Character, width: Int) -> String {
    guard let first = character.unicodeScalars.first else { return "" }
    // An ASCII base keeps itself and drops its marks (`e` + U+0301 is `e`); a control
    // stays, whatever follows it.
    if first.isASCII, width <= 1 { return String(first) }
    guard width > 0 else { return "" }
    let base = first.isASCII ? Character(first) : (ascii(for: first.value) ?? "?")
    if width == 1 { return String(base) }
    if first.value == 0x3000 { return "  " }  // the ideographic space
    return String(base) + String(repeating: " ", count: width - 1)
  }

  /// Density by dots set: index 0 (none) to 8 (all).
  static let brailleShades: [Character] = [" ", ".", ":", "-", "=", "+", "*", "#", "@"]

  /// `À` to `ÿ` (U+00C0–U+00FF), each by its base letter (`×` and `÷` by `x` and `/`).
  private static let latin1Letters = Array(
    "AAAAAAACEEEEIIIIDNOOOOOxOUUUUYPs" + "aaaaaaaceeeeiiiidnooooo/ouuuuypy")

  /// The one ASCII character that stands for a scalar, or `nil` for none.
  static func ascii(for value: UInt32) -> Character? {
    switch value {
    case 0x00C0...0x00FF: latin1Letters[Int(value - 0x00C0)]
    case 0x2800...0x28FF: brailleShades[(value - 0x2800).nonzeroBitCount]
    case 0x2500...0x257F: boxDrawing(value)
    case 0x2580...0x259F: block(value)
    case 0xFF01...0xFF5E: Character(Unicode.Scalar(UInt8(value - 0xFEE0)))
    default: punctuation[value]
    }
  }

  /// Box drawing, U+2500–U+257F: lines by direction, every corner, tee and cross `+`.
  private static func boxDrawing(_ value: UInt32) -> Character {
    switch value {
    case 0x2500, 0x2501, 0x2504, 0x2505, 0x2508, 0x2509, 0x254C, 0x254D, 0x2574, 0x2576,
      0x2578, 0x257A, 0x257C, 0x257E:
      "-"
    case 0x2502, 0x2503, 0x2506, 0x2507, 0x250A, 0x250B, 0x254E, 0x254F, 0x2551, 0x2575,
      0x2577, 0x2579, 0x257B, 0x257D, 0x257F:
      "|"
    case 0x2550: "="
    case 0x2571: "/"
    case 0x2572: "\\"
    case 0x2573: "X"
    default: "+"
    }
  }

  /// Block elements, U+2580–U+259F, by how much of the cell they fill and where.
  private static func block(_ value: UInt32) -> Character {
    switch value {
    case 0x2580: "\""  // upper half
    case 0x2581...0x2583: "_"  // lower eighths: a low bar top
    case 0x2584...0x2586: "="
    case 0x2587, 0x2588: "#"
    case 0x2589...0x258B: "#"  // left seven to five eighths
    case 0x258C...0x258F, 0x2590, 0x2595: "|"  // half a cell wide or less
    case 0x2591: ":"
    case 0x2592: "+"
    case 0x2593: "%"
    case 0x2594: "-"
    case 0x2596, 0x2597: "."
    case 0x2598, 0x259D: "'"
    case 0x259A: "\\"
    case 0x259E: "/"
    default: "#"  // three quadrants
    }
  }

  /// Punctuation, symbols and spaces with an obvious ASCII look-alike.
  private static let punctuation: [UInt32: Character] = [
    // Latin-1
    0x00A0: " ", 0x00A1: "!", 0x00A2: "c", 0x00A3: "L", 0x00A5: "Y", 0x00A6: "|",
    0x00A7: "S", 0x00A8: "\"", 0x00A9: "c", 0x00AB: "<", 0x00AE: "R", 0x00B0: "o",
    0x00B1: "+", 0x00B2: "2", 0x00B3: "3", 0x00B4: "'", 0x00B5: "u", 0x00B7: ".",
    0x00B8: ",", 0x00B9: "1", 0x00BB: ">", 0x00BF: "?",
    // Spaces, dashes, quotes, bullets and ellipses
    0x2000: " ", 0x2001: " ", 0x2002: " ", 0x2003: " ", 0x2004: " ", 0x2005: " ",
    0x2006: " ", 0x2007: " ", 0x2008: " ", 0x2009: " ", 0x200A: " ", 0x202F: " ",
    0x205F: " ", 0x2010: "-", 0x2011: "-", 0x2012: "-", 0x2013: "-", 0x2014: "-",
    0x2015: "-", 0x2016: "|", 0x2018: "'", 0x2019: "'", 0x201A: "'", 0x201B: "'",
    0x201C: "\"", 0x201D: "\"", 0x201E: "\"", 0x201F: "\"", 0x2020: "+", 0x2021: "+",
    0x2022: "*", 0x2023: ">", 0x2024: ".", 0x2025: ".", 0x2026: ".", 0x2027: ".",
    0x2030: "%", 0x2032: "'", 0x2033: "\"", 0x2039: "<", 0x203A: ">", 0x203C: "!",
    0x2043: "-", 0x2044: "/", 0x2070: "0", 0x2074: "4", 0x2075: "5", 0x2076: "6",
    0x2077: "7", 0x2078: "8", 0x2079: "9", 0x207F: "n",
    // Arrows, operators, marks and shapes
    0x2190: "<", 0x2191: "^", 0x2192: ">", 0x2193: "v", 0x2194: "-", 0x2195: "|",
    0x21D0: "<", 0x21D2: ">", 0x2212: "-", 0x2215: "/", 0x2217: "*", 0x2219: ".",
    0x2248: "~", 0x2264: "<", 0x2265: ">", 0x22C5: ".", 0x2713: "v", 0x2714: "v",
    0x2717: "x", 0x2718: "x", 0x25A0: "#", 0x25B2: "^", 0x25B6: ">", 0x25BA: ">",
    0x25BC: "v", 0x25C0: "<", 0x25C4: "<", 0x25CB: "o", 0x25CF: "o",
    // CJK punctuation (wide: a space follows)
    0x3001: ",", 0x3002: ".", 0x3008: "<", 0x3009: ">", 0x300A: "<", 0x300B: ">",
    0x300C: "[", 0x300D: "]", 0x300E: "[", 0x300F: "]", 0x3010: "[", 0x3011: "]",
    0x3014: "[", 0x3015: "]", 0x30FB: ".", 0x30FC: "-", 0xFF61: ".", 0xFF64: ",",
  ]
}
