import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite struct BufferTests {
  @Test func freshBufferIsBlank() {
    let buffer = Buffer(size: Size(columns: 3, rows: 2))
    #expect(buffer.lines == ["   ", "   "])
    #expect(buffer.cells.allSatisfy { $0 == .blank() })
  }

  @Test func putReturnsColumnsWrittenAndClipsAtTheEdge() {
    var buffer = Buffer(size: Size(columns: 5, rows: 1))
    #expect(buffer.put("abc", at: 1, row: 0) == 3)
    #expect(buffer.put("xyz", at: 3, row: 0) == 2)
    #expect(buffer.lines == [" abxy"])
    #expect(buffer.put("q", at: 0, row: 1) == 0)
    #expect(buffer.put("q", at: 5, row: 0) == 0)
  }

  @Test func wideCharacterTakesTwoCellsWithAContinuation() {
    var buffer = Buffer(size: Size(columns: 4, rows: 1))
    #expect(buffer.put("中a", at: 0, row: 0) == 3)
    #expect(buffer.cell(column: 0, row: 0) == Cell(grapheme: "中", width: 2))
    #expect(buffer.cell(column: 1, row: 0)?.isContinuation == true)
    #expect(buffer.lines == ["中a "])
  }

  @Test func wideCharacterThatDoesNotFitBecomesABlank() {
    var buffer = Buffer(size: Size(columns: 3, rows: 1))
    let bold = Style(bold: true)
    #expect(buffer.put("ab中", at: 0, row: 0, style: bold) == 3)
    #expect(buffer.lines == ["ab "])
    #expect(buffer.cell(column: 2, row: 0) == .blank(bold))
    #expect(buffer.put("中", at: 1, row: 0, maxColumn: 2) == 1)
    #expect(buffer.lines == ["a  "])
  }

  @Test func overwritingEitherHalfOfAWideCharacterBlanksTheOtherHalf() {
    var buffer = Buffer(size: Size(columns: 4, rows: 1))
    buffer.put("中文", at: 0, row: 0)
    buffer.put("x", at: 1, row: 0)  // right half of 中
    #expect(buffer.lines == [" x文"])
    buffer.put("y", at: 2, row: 0)  // left half of 文
    #expect(buffer.lines == [" xy "])
    #expect(buffer.cells.allSatisfy { !$0.isContinuation })
    buffer.put("好", at: 1, row: 0)
    buffer.put("字", at: 2, row: 0)  // overlaps 好's right half
    #expect(buffer.lines == ["  字"])
  }

  @Test func zeroWidthAndControlCharactersAreDropped() {
    var buffer = Buffer(size: Size(columns: 4, rows: 1))
    #expect(buffer.put("a\u{1B}\u{301}b", at: 0, row: 0) == 2)
    #expect(buffer.lines == ["ab  "])
    #expect(buffer.put("e\u{301}", at: 2, row: 0) == 1)
    #expect(buffer.cell(column: 2, row: 0)?.grapheme == "e\u{301}")
  }

  @Test func negativeStartSkipsTheInvisiblePart() {
    var buffer = Buffer(size: Size(columns: 3, rows: 1))
    #expect(buffer.put("abcd", at: -2, row: 0) == 2)
    #expect(buffer.lines == ["cd "])
  }

  @Test func restyleKeepsContinuationStyleWithItsLead() {
    var buffer = Buffer(size: Size(columns: 3, rows: 1))
    buffer.put("中", at: 0, row: 0)
    buffer.restyle(Rect(column: 0, row: 0, columns: 1, rows: 1)) { $0.reverse = true }
    #expect(buffer.cell(column: 1, row: 0)?.style == Style(reverse: true))
    buffer.restyle(Rect(column: 1, row: 0, columns: 1, rows: 1)) { $0.bold = true }
    #expect(buffer.cell(column: 0, row: 0)?.style == Style(reverse: true))
  }

  @Test func fillClipsToTheBuffer() {
    var buffer = Buffer(size: Size(columns: 3, rows: 2))
    buffer.fill(Rect(column: 1, row: 1, columns: 10, rows: 10), with: .blank(Style(dim: true)))
    #expect(buffer.cell(column: 2, row: 1)?.style == Style(dim: true))
    #expect(buffer.cell(column: 0, row: 1)?.style == .plain)
    #expect(buffer.cell(column: 3, row: 1) == nil)
  }

  @Test func linesLiteralBuildsTheExpectedBuffer() {
    let buffer = Buffer(lines: ["ab", "中"])
    #expect(buffer.size == Size(columns: 2, rows: 2))
    #expect(buffer.lines == ["ab", "中"])
  }

  @Test func changesListOnlyDifferingNonContinuationCells() {
    let before = Buffer(lines: ["ab中"])
    let after = Buffer(lines: ["aXxy"])
    #expect(
      before.changes(to: after).map { [$0.column, $0.row] } == [[1, 0], [2, 0], [3, 0]])
    #expect(before.changes(to: before).isEmpty)
  }

  @Test func emptyAndTinyBuffersAreSafe() {
    var empty = Buffer(size: .zero)
    #expect(empty.put("abc", at: 0, row: 0) == 0)
    empty.fill(Rect(column: 0, row: 0, columns: 5, rows: 5))
    #expect(empty.lines.isEmpty)
    var one = Buffer(size: Size(columns: 1, rows: 1))
    #expect(one.put("中", at: 0, row: 0) == 1)
    #expect(one.lines == [" "])
  }
}
