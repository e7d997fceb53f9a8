import Testing

@testable import TerminalUI

@Suite struct DisplayWidthTests {
  @Test(
    "Width of one grapheme cluster",
    arguments: [
      ("a", 1), (" ", 1), ("~", 1),
      ("é", 1),  // precomposed
      ("e\u{301}", 1),  // e + combining acute: one cluster
      ("\u{301}", 0),  // lone combining mark
      ("\u{200B}", 0),  // zero width space
      ("\u{AD}", 0),  // soft hyphen (default ignorable)
      ("\u{1B}", 0), ("\u{7F}", 0), ("\u{85}", 0),  // controls
      ("\r\n", 0),  // CR LF is one cluster, still control
      ("中", 2), ("漢", 2), ("あ", 2), ("カ", 2), ("ｶ", 1),  // CJK, kana, halfwidth kana
      ("Ａ", 2),  // fullwidth A
      ("한", 2),  // precomposed Hangul syllable
      ("\u{1100}\u{1161}\u{11A8}", 2),  // conjoining jamo L V T: one syllable
      ("😀", 2), ("🚀", 2), ("⌚", 2),  // default emoji presentation
      ("☺", 1), ("☺\u{FE0F}", 2),  // text default, VS16 makes it emoji
      ("⌚\u{FE0E}", 1),  // VS15 asks for text presentation
      ("❤\u{FE0F}", 2),
      ("👍🏽", 2),  // skin tone modifier
      ("👨\u{200D}👩\u{200D}👧\u{200D}👦", 2),  // ZWJ family
      ("🏳\u{FE0F}\u{200D}🌈", 2),  // rainbow flag
      ("🇫🇷", 2), ("🇯🇵", 2),  // regional indicator pairs
      ("1\u{FE0F}\u{20E3}", 2), ("#\u{FE0F}\u{20E3}", 2),  // keycaps
      ("─", 1), ("█", 1), ("▏", 1), ("⣿", 1),  // box drawing, blocks, braille
    ] as [(Character, Int)])
  func characterWidth(character: Character, expected: Int) {
    #expect(DisplayWidth.of(character) == expected)
  }

  @Test func stringWidthSumsClusters() {
    #expect(DisplayWidth.of("") == 0)
    #expect(DisplayWidth.of("12:34") == 5)
    #expect(DisplayWidth.of("日本語abc") == 9)
    #expect(DisplayWidth.of("👍🏽 ok") == 5)
    #expect(DisplayWidth.of("a\u{1B}b") == 2)
  }

  @Test func tableRangesAreSortedAndDisjoint() {
    for table in [WidthTable.zeroWidth, WidthTable.wide, WidthTable.emoji] {
      #expect(table.count % 2 == 0)
      for index in stride(from: 0, to: table.count, by: 2) {
        #expect(table[index] <= table[index + 1])
        if index + 2 < table.count { #expect(table[index + 1] < table[index + 2]) }
      }
    }
  }

  @Test func binarySearchFindsRangeEdges() {
    let ranges: [UInt32] = [10, 20, 30, 30, 40, 50]
    let inside: [UInt32] = [10, 15, 20, 30, 40, 50]
    let outside: [UInt32] = [0, 9, 21, 29, 31, 39, 51]
    for value in inside { #expect(DisplayWidth.contains(ranges, value)) }
    for value in outside { #expect(!DisplayWidth.contains(ranges, value)) }
    #expect(!DisplayWidth.contains([], 5))
  }
}
