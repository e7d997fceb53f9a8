import Testing

@testable import TerminalUI

@Suite struct LineEditorTests {
  /// A line after `keys`, starting from `text` with the cursor at its end.
  func edited(_ text: String = "", _ keys: [KeyEvent], limit: Int? = nil) -> LineEditor {
    var line = LineEditor(text, limit: limit)
    for key in keys { line.apply(key) }
    return line
  }

  func typing(_ text: String) -> [KeyEvent] { text.map { .character($0) } }

  /// The text with a `|` where the cursor is.
  func shown(_ line: LineEditor) -> String {
    String(line.graphemes[..<line.cursor]) + "|" + String(line.graphemes[line.cursor...])
  }

  @Test(
    "Keys",
    arguments: [
      ("", "abcd", [.backspace, .left, .character("X")], "abX|c"),
      ("", "ab😌世", [.backspace, .backspace, .character("c")], "abc|"),
      ("ab😌世", "", [.left, .left, .backspace], "a|😌世"),
      ("ab😌世", "", [.home, .delete, .delete, .delete], "|世"),
      ("👍🏽🇫🇷e\u{301}", "", [.left, .backspace], "👍🏽|e\u{301}"),
      ("abc", "", [.home, .right, .end, .left], "ab|c"),
      ("abc", "", [.left, .left, .left, .left, .right, .right, .right, .right], "abc|"),
      ("abc", "", [.control("a"), .control("f"), .control("e"), .control("b")], "ab|c"),
      ("abc", "", [.home, .backspace, .end, .delete], "abc|"),
      ("one two  three", "", [.control("w")], "one two  |"),
      ("one two  three", "", [.left, .left, .control("w")], "one two  |ee"),
      ("one two  three", "", [.alt("b"), .alt("b"), .control("w")], "|two  three"),
      ("one two  three", "", [.home, .alt("f"), .alt("f")], "one two|  three"),
      ("one two", "", [.left, .left, .control("u")], "|wo"),
      ("one two", "", [.left, .left, .control("k")], "one t|"),
      ("one two", "", [.left, .control("d"), .control("h")], "one t|"),
      ("", "x", [.paste("a\r\nb\tc\u{1B}[31md")], "xa b cd|"),
      ("e", "", [.character("\u{301}")], "e\u{301}|"),  // a combining mark joins
      ("", "", [.character("\u{301}"), .character("a")], "a|"),  // alone it draws nowhere
      ("ab", "", [.enter, .escape, .tab, .up, .control("c"), .function(1)], "ab|"),
    ] as [(String, String, [KeyEvent], String)])
  func keys(start: String, typed: String, keys: [KeyEvent], expected: String) {
    #expect(shown(edited(start, typing(typed) + keys)) == expected)
  }

  @Test func onlyEditingKeysAreTaken() {
    var line = LineEditor("a")
    var taken = line.apply(.left)
    #expect(taken)
    taken = line.apply(.paste(""))
    #expect(taken)
    for key in [KeyEvent.enter, .escape, .tab, .up, .down, .control("c"), .alt("x"), .pageUp] {
      taken = line.apply(key)
      #expect(!taken, "\(key)")
    }
  }

  @Test(
    "Cleaning",
    arguments: [
      ("plain 世界 😌", "plain 世界 😌"),
      ("two\r\nlines\nand\rmore", "two lines and more"),
      ("para\n\none\r\n\r\ntwo\n", "para one two "),
      ("tab\there\t\t\u{0B}x\u{0C}x\u{85}x\u{2028}x\u{2029}", "tab here   x x x x "),
      ("break\n\u{1B}[31m\nafter\n\u{07}\nbell", "break after bell"),
      ("bell\u{07}null\u{00}del\u{7F}c1\u{9B}", "bellnulldelc1"),
      (
        "\u{202E}evil\u{202C} \u{2066}iso\u{2069} \u{202A}\u{202B}\u{202D}\u{2067}\u{2068}",
        "evil iso "
      ),
      ("red\u{1B}[31mtext\u{1B}[0m", "redtext"),
      ("title\u{1B}]0;pwned\u{07}after", "titleafter"),
      ("dcs\u{1B}P1$r\u{1B}\\after", "dcsafter"),
      ("ss3\u{1B}OAafter", "ss3after"),
      ("alt\u{1B}xafter", "altafter"),
      ("cut\u{1B}[12世", "cut世"),  // a CSI cut short keeps what cut it
      ("end\u{1B}", "end"),
      ("unterminated\u{1B}]0;rest", "unterminated"),
      ("\u{200D}e\u{301}👍🏽", "\u{200D}e\u{301}👍🏽"),  // joiners and marks stay
    ] as [(String, String)])
  func cleaning(text: String, expected: String) {
    #expect(LineEditor.cleaned(text) == expected)
  }

  @Test func theLimitCountsGraphemes() {
    #expect(LineEditor("abcdef", limit: 4).text == "abcd")
    #expect(edited("ab", typing("cdef"), limit: 4).text == "abcd")
    #expect(edited("ab", [.home, .paste("世界😌🇫🇷")], limit: 4).text == "世界ab")
    #expect(edited("abcd", [.home, .character("x")], limit: 4).text == "abcd")
    #expect(edited("", typing("e\u{301}\u{301}"), limit: 1).text == "e\u{301}\u{301}")
  }

  @Test(
    "What fits in a width",
    arguments: [
      // text, cursor moves left from the end, columns → shown, cursor column, cursor width
      ("abc", 0, 10, "abc", 3, 1),
      ("abc", 0, 4, "abc", 3, 1),
      ("abcd", 0, 4, "cd", 2, 1),  // no room for the cursor: scrolled by half the width
      ("abcdefghij", 0, 6, "ghij", 4, 1),
      ("abcdefghij", 4, 6, "defghi", 3, 1),
      ("abcdefghij", 5, 6, "abcdef", 5, 1),
      ("abcdefghij", 10, 6, "abcdef", 0, 1),
      ("世界世界世界", 0, 6, " 界", 3, 1),  // half of 世 scrolled off: a blank
      ("世界世界世界", 1, 6, "界世界", 4, 2),
      ("a世界世界世界", 0, 6, "世界", 4, 1),
      ("世界", 0, 1, "", 0, 1),
      ("世界", 1, 1, "", 0, 2),
      ("abc", 1, 0, "", 0, 1),
    ] as [(String, Int, Int, String, Int, Int)])
  func view(text: String, left: Int, columns: Int, shown: String, cursor: Int, width: Int) {
    let line = edited(text, Array(repeating: .left, count: left))
    let view = line.view(columns: columns)
    #expect(view.text == shown)
    #expect(view.cursorColumn == cursor)
    #expect(view.cursorWidth == width)
    #expect(DisplayWidth.of(view.text) <= max(columns, 0))
  }

  @Test func theViewAlwaysHoldsTheCursorAndStaysPutWhileItMoves() {
    let line = LineEditor("ab😌世界 and some more text 🇫🇷 over the edge")
    for columns in 1...30 {
      var moving = line
      var starts: Set<Int> = []
      for _ in 0...line.graphemes.count {
        let view = moving.view(columns: columns)
        #expect(view.cursorColumn >= 0)
        #expect(view.cursorColumn + min(view.cursorWidth, columns) <= columns)
        #expect(DisplayWidth.of(view.text) <= columns)
        starts.insert(
          DisplayWidth.of(String(moving.graphemes[..<moving.cursor])) - view.cursorColumn)
        moving.moveLeft()
      }
      // Pages of half the width, not one position per key.
      #expect(starts.count <= 2 * DisplayWidth.of(line.text) / max(1, columns / 2) + 1)
    }
  }

  @Test func aTextFieldDrawsTheViewWithItsCursor() {
    var buffer = Buffer(size: Size(columns: 8, rows: 1))
    let field = TextField(LineEditor("ab世c"))
    buffer.render(field, in: buffer.area)
    #expect(buffer.lines == ["ab世c   "])
    #expect(buffer.cell(column: 5, row: 0)?.style.reverse == true)
    #expect(buffer.cell(column: 4, row: 0)?.style.reverse == false)
    #expect(field.naturalWidth == 6)

    var middle = Buffer(size: Size(columns: 8, rows: 1))
    middle.render(TextField(edited("ab世c", [.left, .left])), in: middle.area)
    #expect(middle.lines == ["ab世c   "])
    #expect(
      middle.cell(column: 2, row: 0) == Cell(grapheme: "世", width: 2, style: Style(reverse: true)))

    var narrow = Buffer(size: Size(columns: 10, rows: 1))
    narrow.render(
      TextField(LineEditor("abcdefghij")), in: Rect(column: 2, row: 0, columns: 4, rows: 1))
    #expect(narrow.lines == ["  ij      "])
    #expect(narrow.cell(column: 4, row: 0)?.style.reverse == true)
  }
}
