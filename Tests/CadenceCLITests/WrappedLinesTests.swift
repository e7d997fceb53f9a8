import Testing

@testable import CadenceCLI
@testable import TerminalUI

/// Help paragraphs wrapped by display width: Chinese between characters, Latin at spaces.
@Suite struct WrappedLinesTests {
  @Test func chineseWrapsBetweenCharactersByColumns() {
    // 10 characters are 20 columns: 8 columns hold 4 of them.
    #expect(WrappedLines.of("一二三四五六七八九十", width: 8) == ["一二三四", "五六七八", "九十"])
  }

  @Test func aWideCharacterNeverStraddlesTheEdge() {
    #expect(WrappedLines.of("a一二三", width: 4) == ["a一", "二三"])
  }

  @Test func closingPunctuationNeverStartsALine() {
    // 。 would start the second line at 6 columns: it stays with 三 instead.
    #expect(WrappedLines.of("一二三。四五", width: 6) == ["一二", "三。四", "五"])
    #expect(WrappedLines.of("一二（三四）", width: 6) == ["一二", "（三", "四）"])
  }

  @Test func openingPunctuationNeverEndsALine() {
    #expect(WrappedLines.of("一二“三”四", width: 5) == ["一二", "“三”", "四"])
  }

  @Test func latinWordsStayWholeAndSpacesGoAtTheBreak() {
    #expect(
      WrappedLines.of("用 --pause-on-suspend 暂停", width: 20)
        == ["用", "--pause-on-suspend", "暂停"])
    #expect(WrappedLines.of("ab cd ef", width: 5) == ["ab cd", "ef"])
  }

  @Test func aLineThatFitsIsLeftAsItIs() {
    #expect(WrappedLines.of("  cadence breathe  box", width: 80) == ["  cadence breathe  box"])
  }

  @Test func theIndentCarriesOver() {
    #expect(WrappedLines.of("  一二三四五六", width: 8) == ["  一二三", "  四五六"])
  }

  @Test func noLineIsWiderThanTheWidth() {
    let text = "结束钩子：练习结束、终端恢复之后，--on-end（或设置 KIND.on-end）的命令经由 /bin/sh -c 运行。"
    for width in 10...40 {
      for line in WrappedLines.of(text, width: width) {
        #expect(DisplayWidth.of(line) <= width, "\(line) at \(width)")
      }
    }
  }
}
