/// A block font for big digits: `0-9 : . + -` and space.
///
/// Every digit, `+`, `-` and space has the same width, and `:` and `.` share a narrower
/// fixed width, so a duration in a fixed format (`MM:SS`) keeps every glyph in the same
/// columns for the whole run: digits never move sideways. Fonts are built once (static
/// constants); rendering a frame allocates none.
public struct BigFont: Hashable, Sendable {
  /// A short name for logs and tests (`"large"`).
  public let name: String
  /// Rows of every glyph.
  public let height: Int
  /// Blank columns between two glyphs.
  public let spacing: Int
  /// Rows of each glyph, all `height` long and, within a glyph, all the same width.
  let glyphs: [Character: [String]]
  /// The same glyphs in ASCII, each exactly the size of its Unicode glyph, for a terminal
  /// that shows ASCII only (``Charset/ascii``).
  let asciiGlyphs: [Character: [String]]
  /// Width of digits, `+`, `-` and space (and of any character the font lacks).
  let digitWidth: Int

  /// A font; without `asciiGlyphs`, its ASCII glyphs are its own with each full block
  /// drawn as `#`.
  init(
    name: String, spacing: Int, glyphs: [Character: [String]],
    asciiGlyphs: [Character: [String]]? = nil
  ) {
    self.name = name
    self.spacing = spacing
    self.glyphs = glyphs
    self.asciiGlyphs =
      asciiGlyphs
      ?? glyphs.mapValues { rows in rows.map { String($0.map { $0 == "█" ? "#" : $0 }) } }
    self.height = glyphs["0"]?.count ?? 1
    self.digitWidth = glyphs["0"].map { DisplayWidth.of($0[0]) } ?? 1
  }

  /// Columns of one glyph.
  public func width(of character: Character) -> Int {
    glyphs[character].map { DisplayWidth.of($0[0]) } ?? digitWidth
  }

  /// The size `text` takes in this font, spacing included.
  public func size(of text: String) -> Size {
    guard !text.isEmpty else { return Size(columns: 0, rows: height) }
    let glyphWidths = text.reduce(0) { $0 + width(of: $1) }
    return Size(columns: glyphWidths + spacing * (text.count - 1), rows: height)
  }

  /// The rows of `character`'s glyph in `charset` (blank rows for characters the font
  /// lacks).
  func rows(of character: Character, in charset: Charset = .unicode) -> [String] {
    (charset == .ascii ? asciiGlyphs : glyphs)[character]
      ?? Array(repeating: String(repeating: " ", count: digitWidth), count: height)
  }

  /// This font with every dot drawn as a `factor`×`factor` block.
  func scaled(by factor: Int, name: String) -> BigFont {
    func scale(_ glyphs: [Character: [String]]) -> [Character: [String]] {
      glyphs.mapValues { rows in
        rows.flatMap { row in
          let wide = String(row.flatMap { repeatElement($0, count: factor) })
          return Array(repeating: wide, count: factor)
        }
      }
    }
    return BigFont(
      name: name, spacing: spacing * factor, glyphs: scale(glyphs),
      asciiGlyphs: scale(asciiGlyphs))
  }

  /// One row, the characters themselves: the fallback for tiny terminals.
  public static let line = BigFont(
    name: "line", spacing: 0,
    glyphs: Dictionary(uniqueKeysWithValues: "0123456789:.+- ".map { ($0, [String($0)]) }))

  /// Three rows of half blocks, three columns per digit; in ASCII, seven segments of `_`
  /// and `|`.
  public static let small = BigFont(
    name: "small", spacing: 1, glyphs: BigFontGlyphs.small, asciiGlyphs: BigFontGlyphs.smallASCII
  )

  /// Five rows of full blocks, five columns per digit; `#` in ASCII.
  public static let standard = BigFont(
    name: "standard", spacing: 1, glyphs: BigFontGlyphs.standard)

  /// ``standard`` at twice the size: ten rows, ten columns per digit.
  public static let large = standard.scaled(by: 2, name: "large")

  /// ``standard`` at three times the size: fifteen rows, fifteen columns per digit.
  public static let huge = standard.scaled(by: 3, name: "huge")

  /// Every font, largest first: the order ``largest(fitting:in:among:)`` tries them.
  public static let all: [BigFont] = [huge, large, standard, small, line]

  /// The largest font in which `text` fits in `size`, or ``line`` if none does (``line``
  /// clips then, it never traps).
  ///
  /// - Parameters:
  ///   - text: what is to be shown.
  ///   - size: the space it must fit in.
  ///   - fonts: the candidates, largest first. Bytes per second grow with the glyphs' area
  ///     (a countdown at 80x24 writes about 45 B/s in ``standard`` and about 130 B/s in
  ///     ``large``), so an app with a byte budget can leave the big ones out.
  public static func largest(
    fitting text: String, in size: Size, among fonts: [BigFont] = all
  ) -> BigFont {
    for font in fonts {
      let needed = font.size(of: text)
      if needed.columns <= size.columns && needed.rows <= size.rows { return font }
    }
    return line
  }
}
