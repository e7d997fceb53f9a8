import Testing

@testable import TerminalUI

@Suite struct WidgetTests {
  private static let widgets: [any Widget & Sendable] = [
    BigText("12:34", font: .huge), BigText.fitting("-1:02:03.4", in: Size(columns: 1, rows: 1)),
    ProgressBar(fraction: 0.5, track: "░"), TextLine("a title that is long"),
    TextLine("中文", alignment: .right), KeyHelp([("space", "pause"), ("q", "quit")]),
    BrailleCanvas(columns: 3, rows: 2), TextField(LineEditor("中文 and 😌")),
  ]

  @Test(arguments: [Size.zero, Size(columns: 1, rows: 1), Size(columns: 0, rows: 5)])
  func everyWidgetRendersIntoTinyBuffersWithoutTrapping(size: Size) {
    for widget in Self.widgets {
      var buffer = Buffer(size: size)
      buffer.render(widget, in: buffer.area)
      buffer.render(widget, in: Rect(column: -3, row: -3, columns: 10, rows: 10))
      #expect(buffer.size == size)
    }
  }

  @Test func everyDigitGlyphHasTheSameWidthInEveryFont() {
    for font in BigFont.all {
      let widths = Set("0123456789+- ".map { font.width(of: $0) })
      #expect(widths.count == 1, "\(font.name): \(widths)")
      #expect(font.width(of: ":") == font.width(of: "."), "\(font.name)")
      for character in "0123456789:.+- " {
        let rows = font.rows(of: character)
        #expect(rows.count == font.height)
        #expect(Set(rows.map { DisplayWidth.of($0) }).count == 1, "\(font.name) \(character)")
      }
    }
    #expect(BigFont.standard.height == 5 && BigFont.small.height == 3)
    #expect(BigFont.large.height == 10 && BigFont.line.height == 1)
  }

  /// Every glyph of every `MM:SS` value sits in the same columns as in `00:00`, in every
  /// font: the slot positions are taken from `00:00` once and reused for all values.
  @Test(arguments: BigFont.all)
  func digitsNeverMoveAsTheTimeChanges(font: BigFont) {
    let area = Size(columns: 120, rows: 20)
    var reference = Buffer(size: area)
    let referenceText = BigText("00:00", font: font)
    reference.render(referenceText, in: reference.area)
    let left = (area.columns - referenceText.size.columns) / 2
    let top = (area.rows - font.height) / 2
    var slots: [Int] = []
    var column = left
    for character in "00:00" {
      slots.append(column)
      column += font.width(of: character) + font.spacing
    }
    for text in ["59:59", "10:00", "01:11", "48:27", "23:45", "07:36"] {
      var buffer = Buffer(size: area)
      buffer.render(BigText(text, font: font), in: buffer.area)
      for (slot, character) in zip(slots, text) {
        for (index, glyphRow) in font.rows(of: character).enumerated() {
          let row = buffer.lines[top + index]
          let cells = row.dropFirst(slot).prefix(font.width(of: character))
          #expect(String(cells) == glyphRow, "\(font.name) \(text) '\(character)' row \(index)")
        }
      }
    }
  }

  @Test func bigTextStandardDrawsTheExpectedGlyphsCentred() {
    var buffer = Buffer(size: Size(columns: 15, rows: 7))
    buffer.render(BigText("1:2", font: .standard), in: buffer.area)
    #expect(
      buffer.lines == [
        "               ",
        "  █       █████",
        " ██    █      █",
        "  █       █████",
        "  █    █  █    ",
        " ███      █████",
        "               ",
      ])
  }

  @Test func largestFontThatFitsIsChosen() {
    let text = "25:00"
    #expect(BigFont.standard.size(of: text) == Size(columns: 27, rows: 5))
    #expect(BigFont.largest(fitting: text, in: Size(columns: 200, rows: 60)) == .huge)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 80, rows: 24)) == .large)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 40, rows: 8)) == .standard)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 20, rows: 4)) == .small)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 17, rows: 3)) == .small)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 16, rows: 3)) == .line)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 6, rows: 1)) == .line)
    #expect(BigFont.largest(fitting: text, in: Size(columns: 1, rows: 1)) == .line)
    let modest = BigFont.largest(
      fitting: text, in: Size(columns: 200, rows: 60), among: [.standard, .small, .line])
    #expect(modest == .standard)
  }

  @Test(
    arguments: [
      (0.0, "░░░░"), (1.0, "████"), (0.5, "██░░"), (1.0 / 32.0, "▏░░░"),
      (0.3, "█▎░░"), (0.97, "███▉"), (0.99, "████"), (-1.0, "░░░░"), (2.0, "████"),
      (Double.nan, "░░░░"),
    ])
  func progressBarUsesEighthBlocks(fraction: Double, expected: String) {
    var buffer = Buffer(size: Size(columns: 4, rows: 1))
    buffer.render(ProgressBar(fraction: fraction, track: "░"), in: buffer.area)
    #expect(buffer.lines == [expected])
  }

  @Test func textLineCentresAndTruncatesByDisplayWidth() {
    var buffer = Buffer(size: Size(columns: 9, rows: 3))
    buffer.render(TextLine("focus"), in: buffer.area.row(0))
    buffer.render(TextLine("日本語のタイトル"), in: buffer.area.row(1))
    buffer.render(TextLine("right", alignment: .right), in: buffer.area.row(2))
    #expect(buffer.lines == ["  focus  ", "日本語の…", "    right"])
    #expect(Truncation.truncated("abcdef", toColumns: 4) == "abc…")
    #expect(Truncation.truncated("abcd", toColumns: 4) == "abcd")
    #expect(Truncation.truncated("abc", toColumns: 0).isEmpty)
  }

  @Test func keyHelpDropsWholeEntriesThatDoNotFit() {
    let help = KeyHelp([("space", "pause"), ("r", "restart"), ("q", "quit")])
    var wide = Buffer(size: Size(columns: 36, rows: 1))
    wide.render(help, in: wide.area)
    #expect(wide.lines == ["  space pause · r restart · q quit  "])
    #expect(wide.cell(column: 2, row: 0)?.style == Style(bold: true))
    #expect(wide.cell(column: 8, row: 0)?.style == Style(dim: true))
    // Too narrow for all: the way out (the last entry) stays, the one before it goes.
    var narrow = Buffer(size: Size(columns: 24, rows: 1))
    narrow.render(help, in: narrow.area)
    #expect(narrow.lines == ["  space pause · q quit  "])
    var tiny = Buffer(size: Size(columns: 8, rows: 1))
    tiny.render(help, in: tiny.area)
    #expect(tiny.lines == [" q quit "])
  }

  @Test func brailleCanvasMapsDotsToPatterns() {
    var canvas = BrailleCanvas(columns: 2, rows: 1)
    canvas.set(x: 0, y: 0)  // dot 1
    canvas.set(x: 1, y: 3)  // dot 8
    canvas.set(x: 3, y: 1)  // second cell, dot 5
    canvas.set(x: 99, y: 0)  // outside: ignored
    #expect(canvas.isSet(x: 1, y: 3) && !canvas.isSet(x: 1, y: 2))
    var buffer = Buffer(size: Size(columns: 3, rows: 1))
    buffer.render(canvas, in: buffer.area)
    #expect(buffer.lines == ["\u{2881}\u{2810} "])
  }
}
