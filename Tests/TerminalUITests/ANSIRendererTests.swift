import TerminalUITesting
import Testing

@testable import TerminalUI

/// Exact bytes. `ESC` is written `⎋` in expectations to keep them readable.
@Suite struct ANSIRendererTests {
  private func text(_ bytes: [UInt8]) -> String {
    String(decoding: bytes, as: UTF8.self).replacingEscapes()
  }

  /// A renderer that has drawn `buffer` in full, as the loop's first frame does.
  private func drawn(_ buffer: Buffer, colors: Bool = true) -> ANSIRenderer {
    var renderer = ANSIRenderer(usesColors: colors)
    _ = renderer.redraw(buffer)
    return renderer
  }

  @Test func fullRedrawClearsAndWritesOnlyNonBlankCells() {
    var renderer = ANSIRenderer()
    let frame = Buffer(lines: ["ab ", "  c"])
    #expect(text(renderer.redraw(frame)) == "⎋[0m⎋[2J⎋[Hab\nc")
  }

  @Test func unchangedFrameWritesZeroBytes() {
    let frame = Buffer(lines: ["12:34", "hello"])
    var renderer = drawn(frame)
    #expect(renderer.render(from: frame, to: frame).isEmpty)
  }

  @Test func changedDigitRewritesOnlyThatCell() {
    let before = Buffer(lines: ["  12:34  "])
    let after = Buffer(lines: ["  12:35  "])
    var renderer = drawn(before)
    // The cursor rests after the last glyph written ("4"): one column back, one glyph.
    #expect(text(renderer.render(from: before, to: after)) == "⎋[D5")
    let next = Buffer(lines: ["  12:36  "])
    #expect(text(renderer.render(from: after, to: next)) == "⎋[D6")
  }

  @Test func bigDigitChangeRewritesOnlyTheGlyphsChangedCells() {
    let area = Size(columns: 40, rows: 7)
    var before = Buffer(size: area)
    before.render(BigText("12:34", font: .standard), in: before.area)
    var after = Buffer(size: area)
    after.render(BigText("12:35", font: .standard), in: after.area)
    let changes = before.changes(to: after)
    // "12:35" is 5+1+5+1+3+1+5+1+5 = 27 wide, centred in 40: the last glyph is at 28...32.
    #expect(!changes.isEmpty)
    #expect(changes.allSatisfy { (28...32).contains($0.column) })
    // 4 → 5 differs in exactly these dots of the 5x5 glyphs.
    let four = BigFontGlyphs.standard["4"] ?? []
    let five = BigFontGlyphs.standard["5"] ?? []
    let differing = zip(four, five).map { zip($0, $1).filter { $0 != $1 }.count }
    #expect(changes.count == differing.reduce(0, +))
    var renderer = drawn(before)
    var screen = HeadlessScreen(size: area)
    var fresh = ANSIRenderer()
    screen.apply(fresh.redraw(before))
    screen.apply(renderer.render(from: before, to: after))
    #expect(screen.buffer == after)
  }

  @Test func wideCharacterReplacedByNarrowOnesAndBack() {
    let wide = Buffer(lines: ["a中b"])
    let narrow = Buffer(lines: ["axyb"])
    var renderer = drawn(wide)
    // Cursor was left after "b" in the last column: unknown, so an absolute move.
    #expect(text(renderer.render(from: wide, to: narrow)) == "⎋[1;2Hxy")
    #expect(text(renderer.render(from: narrow, to: wide)) == "⎋[2D中")
  }

  @Test func styleChangeMidLineEmitsSGROnlyWhereTheStyleChanges() {
    let before = Buffer(lines: ["abcdef"])
    var after = before
    after.restyle(Rect(column: 2, row: 0, columns: 2, rows: 1)) {
      $0.bold = true
      $0.foreground = .red
    }
    var renderer = drawn(before)
    #expect(text(renderer.render(from: before, to: after)) == "⎋[1;3H⎋[1;31mcd")
    // Back to plain: the next frame turns the attributes off (reset is shortest here).
    #expect(text(renderer.render(from: after, to: before)) == "⎋[2D⎋[0mcd")
  }

  @Test func shortSGRTransitionIsIncremental() {
    let red = Style(foreground: .red)
    #expect(StyleTransition.sgr(from: .plain, to: red) == "\u{1B}[31m")
    // Incremental "22;2" would be longer than reset + set here.
    #expect(
      StyleTransition.sgr(from: Style(bold: true, dim: true), to: Style(dim: true))
        == "\u{1B}[0;2m")
    #expect(
      StyleTransition.sgr(from: Style(foreground: .red, bold: true), to: red) == "\u{1B}[22m")
    #expect(StyleTransition.sgr(from: nil, to: .plain) == "\u{1B}[0m")
    #expect(StyleTransition.sgr(from: red, to: red).isEmpty)
    #expect(
      StyleTransition.sgr(from: .plain, to: Style(background: .indexed(236)))
        == "\u{1B}[48;5;236m")
  }

  @Test func noColorDropsColoursButKeepsAttributes() {
    var renderer = ANSIRenderer(environment: ["NO_COLOR": "1"])
    var frame = Buffer(size: Size(columns: 2, rows: 1))
    frame.put("ab", at: 0, row: 0, style: Style(foreground: .red, bold: true, reverse: true))
    #expect(text(renderer.redraw(frame)) == "⎋[0m⎋[2J⎋[H⎋[1;7mab")
    #expect(ANSIRenderer(environment: ["NO_COLOR": ""]).usesColors)
    #expect(ANSIRenderer(environment: [:]).usesColors)
  }

  @Test func cursorMovesPickTheShortestForm() {
    let before = Buffer(lines: ["..........", ".........."])
    var renderer = drawn(before)
    // Gap of 2 unchanged same-style cells: rewriting them (2 bytes) beats CUF (4).
    var after = Buffer(lines: ["a..b......", ".........."])
    #expect(text(renderer.render(from: before, to: after)) == "⎋[Ha..b")
    // Next row, column 0: CR LF.
    var next = after
    next.put("c", at: 4, row: 0)
    next.put("d", at: 0, row: 1)
    #expect(text(renderer.render(from: after, to: next)) == "c\r\nd")
    after = next
    // Up one row in the same column: CUU; then straight down one row: LF alone.
    next.put("e", at: 1, row: 0)
    next.put("f", at: 2, row: 1)
    #expect(text(renderer.render(from: after, to: next)) == "⎋[Ae\nf")
    after = next
    // A long gap: CUF.
    next.put("g", at: 9, row: 1)
    #expect(text(renderer.render(from: after, to: next)) == "⎋[6Cg")
    // Down a row and back left: LF + CUB (5 bytes) beats CUP (6).
    let blank = Buffer(lines: ["..........", "..........", ".........."])
    var tall = blank
    tall.put("x", at: 5, row: 0)
    tall.put("y", at: 3, row: 1)
    var fresh = drawn(blank)
    #expect(text(fresh.render(from: blank, to: tall)) == "⎋[1;6Hx\n⎋[3Dy")
  }

  @Test func differentSizesFallBackToAFullRedraw() {
    var renderer = ANSIRenderer()
    let bytes = renderer.render(from: Buffer(lines: ["a"]), to: Buffer(lines: ["bc"]))
    #expect(text(bytes) == "⎋[0m⎋[2J⎋[Hbc")
  }
}

extension String {
  /// ESC shown as `⎋`, so expected byte strings stay readable.
  func replacingEscapes() -> String {
    String(unicodeScalars.map { $0 == "\u{1B}" ? "⎋" : Character($0) })
  }
}
