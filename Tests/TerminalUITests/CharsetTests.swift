import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite struct CharsetTests {
  @Test(
    arguments: [
      // The first of LC_ALL, LC_CTYPE, LANG that is set and not empty decides.
      ([:], Charset.ascii),
      (["LANG": "C"], .ascii),
      (["LANG": "POSIX"], .ascii),
      (["LANG": ""], .ascii),
      (["LANG": "en_US.UTF-8"], .unicode),
      (["LANG": "C.UTF-8"], .unicode),
      (["LANG": "de_DE.utf8"], .unicode),
      (["LANG": "sr_RS.UTF-8@latin"], .unicode),
      (["LC_CTYPE": "UTF-8"], .unicode),  // macOS's Terminal
      (["LANG": "en_US"], .ascii),
      (["LANG": "en_US.ISO-8859-1"], .ascii),
      (["LANG": "zh_CN.GB18030"], .ascii),
      (["LANG": "en_US.UTF-8", "LC_CTYPE": "C"], .ascii),
      (["LANG": "C", "LC_CTYPE": "en_US.UTF-8"], .unicode),
      (["LC_CTYPE": "en_US.UTF-8", "LC_ALL": "C"], .ascii),
      (["LC_ALL": "", "LC_CTYPE": "", "LANG": "en_US.UTF-8"], .unicode),
      (["LC_MESSAGES": "en_US.UTF-8"], .ascii),
    ] as [([String: String], Charset)])
  func theLocaleDecidesByPOSIXRules(environment: [String: String], expected: Charset) {
    #expect(Charset(environment: environment) == expected)
  }

  @Test func unicodeLeavesTextAlone() {
    let text = "⣿█▓ 世界 · — …"
    #expect(Charset.unicode.displayable(text) == text)
  }

  @Test(arguments: [
    ("cycle 1 of 4 · 01:05 left", "cycle 1 of 4 . 01:05 left"),
    ("‖ paused — space to resume", "| paused - space to resume"),
    ("Get ready 3…", "Get ready 3."),
    ("█▓▒░·", "#%+:."),
    ("▁▂▃▄▅▆▇█", "___===##"),
    (" │ └──┐┼ ═ ║", " | +--++ = |"),
    ("› s  ↑↓ select", "> s  ^v select"),
    ("“quoted” ‘and’", "\"quoted\" 'and'"),
    ("Café déjà vu, Ærø", "Cafe deja vu, Aro"),
    ("e\u{301}", "e"),
    ("世界!", "? ? !"),
    ("你好，世界。", "? ? , ? ? . "),
    ("ＡＢ", "A B "),
    ("❤️ 👍", "?  ? "),
    ("\u{1B}[1mbold\u{1B}[0m\r\n", "\u{1B}[1mbold\u{1B}[0m\r\n"),
    ("a\u{200B}b", "ab"),
    ("ĳ", "?"),
  ])
  func asciiReplacesEveryOtherCharacter(text: String, expected: String) {
    #expect(Charset.ascii.displayable(text) == expected)
  }

  @Test func everyReplacementIsASCIIAndAsWideAsItsCharacter() {
    let samples =
      (0x00A0...0x024F).compactMap(Unicode.Scalar.init)
      + (0x2000...0x2BFF).compactMap(Unicode.Scalar.init)
      + (0x3000...0x303F).compactMap(Unicode.Scalar.init)
      + (0xFF00...0xFFEF).compactMap(Unicode.Scalar.init)
      + ["\u{4E16}", "\u{1F600}", "\u{1F44D}"]
    for scalar in samples {
      let character = Character(scalar)
      let width = DisplayWidth.of(character)
      let replacement = ASCIIFallback.replacement(for: character, width: width)
      #expect(replacement.utf8.allSatisfy { $0 >= 0x20 && $0 < 0x7F }, "U+\(scalar.value)")
      #expect(replacement.utf8.count == width, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func brailleBecomesItsDotDensity() {
    #expect(Charset.ascii.displayable("\u{2801}\u{2803}\u{2807}\u{280F}") == ".:-=")
    #expect(Charset.ascii.displayable("\u{281F}\u{283F}\u{287F}\u{28FF}") == "+*#@")
    #expect(Charset.ascii.displayable("\u{2880}\u{2840}") == "..")
  }
}

@Suite struct ASCIIRenderingTests {
  private func shown(_ buffer: Buffer, charset: Charset) -> (bytes: [UInt8], screen: HeadlessScreen)
  {
    var renderer = ANSIRenderer(charset: charset)
    let bytes = renderer.redraw(buffer)
    var screen = HeadlessScreen(size: buffer.size)
    screen.apply(bytes)
    return (bytes, screen)
  }

  @Test func theRendererWritesOnlyASCIIAndKeepsEveryColumn() {
    var buffer = Buffer(size: Size(columns: 12, rows: 2))
    buffer.put("世界·a⣿—", at: 0, row: 0)
    buffer.put("█▌z", at: 9, row: 1)
    let ascii = shown(buffer, charset: .ascii)
    #expect(ascii.bytes.allSatisfy { $0 < 0x80 })
    #expect(ascii.screen.lines == ["? ? .a@-    ", "         #|z"])
    // The next frame changes one cell after a wide one: the cursor is where it thinks.
    var renderer = ANSIRenderer(charset: .ascii)
    var next = buffer
    next.put("b", at: 6, row: 0)
    var screen = HeadlessScreen(size: buffer.size)
    screen.apply(renderer.redraw(buffer))
    screen.apply(renderer.render(from: buffer, to: next))
    #expect(screen.lines[0] == "? ? .ab-    ")
  }

  @Test func unicodeRenderingIsUnchanged() {
    var buffer = Buffer(size: Size(columns: 8, rows: 1))
    buffer.put("世·⣿—", at: 0, row: 0)
    var plain = ANSIRenderer()
    #expect(shown(buffer, charset: .unicode).bytes == plain.redraw(buffer))
    #expect(shown(buffer, charset: .unicode).screen.lines == ["世·⣿—   "])
  }

  @Test func theEnvironmentChoosesTheCharset() {
    #expect(ANSIRenderer(environment: ["LANG": "C"]).charset == .ascii)
    #expect(ANSIRenderer(environment: ["LC_ALL": "en_US.UTF-8"]).charset == .unicode)
  }
}

@Suite struct ASCIIWidgetTests {
  private func lines(_ widget: some Widget, _ size: Size, charset: Charset) -> [String] {
    var buffer = Buffer(size: size, charset: charset)
    buffer.render(widget, in: buffer.area)
    return buffer.lines
  }

  @Test func everyASCIIGlyphIsASCIIAndTheSizeOfItsUnicodeGlyph() {
    for font in BigFont.all {
      for character in "0123456789:.+- " {
        let unicode = font.rows(of: character)
        let ascii = font.rows(of: character, in: .ascii)
        #expect(ascii.count == unicode.count, "\(font.name) \(character)")
        #expect(ascii.map(\.count) == unicode.map(DisplayWidth.of), "\(font.name) \(character)")
        #expect(ascii.joined().allSatisfy { $0.isASCII }, "\(font.name) \(character)")
      }
    }
  }

  @Test func bigDigitsAreHashesOrSevenSegments() {
    let standard = BigText("1:0", font: .standard)
    #expect(
      lines(standard, standard.size, charset: .ascii) == [
        "  #       #####", " ##    #  #   #", "  #       #   #", "  #    #  #   #",
        " ###      #####",
      ])
    let small = BigText("12:34", font: .small)
    #expect(
      lines(small, small.size, charset: .ascii) == [
        "     _     _     ", "  |  _| .  _| |_|", "  | |_  .  _|   |",
      ])
    // A Unicode buffer draws the blocks as before.
    #expect(lines(small, small.size, charset: .unicode)[0] == "▀█  ▀▀█ ▄ ▀▀█ █ █")
  }

  @Test func theProgressBarIsEqualsWithADashAtItsHead() {
    let bar = ProgressBar(fraction: 0.55, track: " ")
    #expect(lines(bar, Size(columns: 10, rows: 1), charset: .ascii) == ["=====-    "])
    #expect(lines(bar, Size(columns: 10, rows: 1), charset: .unicode) == ["█████▌    "])
    #expect(
      lines(ProgressBar(fraction: 1), Size(columns: 4, rows: 1), charset: .ascii) == ["===="])
  }

  @Test func keyHelpSeparatesWithBars() {
    let help = KeyHelp([("space", "pause"), ("q", "quit")])
    #expect(lines(help, Size(columns: 20, rows: 1), charset: .ascii) == ["space pause | q quit"])
    #expect(lines(help, Size(columns: 20, rows: 1), charset: .unicode) == ["space pause · q quit"])
  }
}
