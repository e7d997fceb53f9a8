import Cadence
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct TypeWrapTests {
  static let english =
    "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor jugs, then sing."
  static let chinese = "春眠不觉晓，处处闻啼鸟。夜来风雨声，花落知多少。"
  static let mixed =
    "Swift 6 的并发模型让 data race 在编译时就被发现。字素簇（grapheme cluster）不会被拆开：👨‍👩‍👧‍👦 和 🇯🇵 都是整体。"

  func lines(_ text: String, width: Int, sourceLocation: SourceLocation = #_sourceLocation)
    -> [String]
  {
    let (output, _) = TypesetText.output(of: text, options: TypesetOptions(width: width))
    let lines = output.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    for line in lines where width > 0 {
      #expect(
        DisplayWidth.of(line) <= width, "'\(line)' is wider than \(width)",
        sourceLocation: sourceLocation)
    }
    return lines
  }

  @Test func englishWrapsAtSpacesIn20_40And80Columns() {
    #expect(
      lines(Self.english, width: 20) == [
        "The quick brown fox", "jumps over the lazy", "dog. Pack my box", "with five dozen",
        "liquor jugs, then", "sing.",
      ])
    #expect(
      lines(Self.english, width: 40) == [
        "The quick brown fox jumps over the lazy", "dog. Pack my box with five dozen liquor",
        "jugs, then sing.",
      ])
    #expect(
      lines(Self.english, width: 80) == [
        "The quick brown fox jumps over the lazy dog. Pack my box with five dozen liquor",
        "jugs, then sing.",
      ])
  }

  @Test func chineseWrapsBetweenCharactersNeverStartingALineWithPunctuation() {
    // 10 characters of 2 columns fill 20 columns; "鸟。" moves together, since "。"
    // must not start a line.
    #expect(lines(Self.chinese, width: 20) == ["春眠不觉晓，处处闻啼", "鸟。夜来风雨声，花落", "知多少。"])
    #expect(lines(Self.chinese, width: 40) == ["春眠不觉晓，处处闻啼鸟。夜来风雨声，花落", "知多少。"])
    #expect(lines(Self.chinese, width: 80) == [Self.chinese])
    // An odd width leaves the last column empty rather than splitting a character.
    #expect(lines("漢字漢字漢字", width: 5) == ["漢字", "漢字", "漢字"])
  }

  @Test func mixedTextBreaksAtSpacesAndBesideWideCharactersKeepingClustersWhole() {
    #expect(
      lines(Self.mixed, width: 20) == [
        "Swift 6 的并发模型让", "data race 在编译时就", "被发现。字素簇", "（grapheme cluster）",
        "不会被拆开：👨‍👩‍👧‍👦 和 🇯🇵", "都是整体。",
      ])
    #expect(
      lines(Self.mixed, width: 40) == [
        "Swift 6 的并发模型让 data race 在编译时", "就被发现。字素簇（grapheme cluster）不会",
        "被拆开：👨‍👩‍👧‍👦 和 🇯🇵 都是整体。",
      ])
    #expect(
      lines(Self.mixed, width: 80) == [
        "Swift 6 的并发模型让 data race 在编译时就被发现。字素簇（grapheme cluster）不会",
        "被拆开：👨‍👩‍👧‍👦 和 🇯🇵 都是整体。",
      ])
  }

  @Test func wordsLongerThanALineBreakBetweenGraphemeClusters() {
    #expect(
      lines("see Supercalifragilisticexpialidocious now", width: 20) == [
        "see Supercalifragili", "sticexpialidocious", "now",
      ])
    // Combining marks stay with their letters; a wide character never straddles.
    let accented = String(repeating: "e\u{301}", count: 12)
    #expect(
      lines(accented, width: 10) == [
        String(repeating: "e\u{301}", count: 10), String(repeating: "e\u{301}", count: 2),
      ])
    #expect(lines("abcdefghijklmnopqrs漢字", width: 20) == ["abcdefghijklmnopqrs", "漢字"])
    #expect(lines("abcdefghijklmnopqrs👍🏽x", width: 20) == ["abcdefghijklmnopqrs", "👍🏽x"])
  }

  @Test func lineBreaksInTheTextAreKeptAndTabsExpandByDisplayWidth() {
    #expect(lines("one\ntwo\r\n\nthree", width: 20) == ["one", "two", "", "three"])
    #expect(
      lines("a\tb\n漢\tb\nabcdefgh\tc", width: 40) == ["a       b", "漢      b", "abcdefgh        c"])
    // A tab where the line is full is a break like a space.
    #expect(lines("abcdefghijklmnopq\tend", width: 20) == ["abcdefghijklmnopq", "end"])
  }

  @Test func indentationIsKeptAndSpacesAtABreakAreDropped() {
    #expect(lines("    indented text here", width: 14) == ["    indented", "text here"])
    #expect(lines("aaaa bbbb    cccc", width: 9) == ["aaaa bbbb", "cccc"])
    #expect(lines("trailing   \nnext", width: 40) == ["trailing   ", "next"])
  }

  @Test func zeroWidthNeverWraps() {
    let long = String(repeating: "word ", count: 100)
    #expect(lines(long, width: 0) == [String(long)])
  }

  @Test func everyUnitIsTypedOnceAndTheFramesAddUpToTheInstantOutput() {
    for width in [7, 20, 0] {
      let options = TypesetOptions(width: width, keepsStyles: true)
      let text = Self.mixed + "\n\t" + Self.english + " \u{1B}[1mbold\u{1B}[0m"
      let typeset = TypesetText(text, options: options)
      let (instant, endsInsideLine) = TypesetText.output(of: text, options: options)
      #expect(typeset.output(of: 0..<typeset.units.count) == instant)
      #expect(typeset.endsInsideLine == endsInsideLine)
      // Timed units are exactly the text's grapheme clusters, minus the style sequences.
      #expect(typeset.units.filter(\.takesTime).count == text.count - 8)
    }
  }
}
