import Testing

@testable import CadenceStore

/// A syntax error in an import file is reported with its line and column.
@Suite struct JSONSyntaxCheckTests {
  @Test(arguments: [
    ("", 1, 1, "expected a value, found the end of the file"),
    ("id,kind\r\n1,breathing\r\n", 1, 1, "expected a value, found 'i'"),
    (
      "{\"format\": \"cadence-export\", \"version\": 1", 1, 42,
      "expected '}', found the end of the file"
    ),
    ("{\n  \"a\": [1,\n  2,,]\n}", 3, 5, "expected a value, found ','"),
    ("{\"a\": 01}", 1, 7, "expected a number without leading zeros, found '0'"),
    ("{\"é\": [tru]}", 1, 11, "expected a value, found ']'"),
    ("{\"ü\": 1 \"b\": 2}", 1, 9, "expected '}', found '\"'"),
    ("[1] [2]", 1, 5, "expected the end of the file, found '['"),
    (
      "[\"line\nbreak\"]", 1, 7,
      "expected a closing quote before the end of the line, found a line break"
    ),
    ("{a: 1}", 1, 2, "expected a quoted key, found 'a'"),
    ("[1.]", 1, 4, "expected a digit after the decimal point, found ']'"),
    ("[-]", 1, 3, "expected a digit, found ']'"),
    ("[1e+]", 1, 5, "expected a digit in the exponent, found ']'"),
  ])
  func findsTheFirstError(text: String, line: Int, column: Int, problem: String) {
    #expect(
      JSONSyntaxCheck.firstError(in: Array(text.utf8))
        == JSONSyntaxCheck.Failure(line: line, column: column, problem: problem))
  }

  @Test(arguments: [
    "{\"a\": [1, -2.5e+3, 0, 0.5E7, \"x\\\"y\\\\\", true, false, null, {}, []]}", " 7 ", "\"é\"",
  ])
  func acceptsWellFormedJSON(text: String) {
    #expect(JSONSyntaxCheck.firstError(in: Array(text.utf8)) == nil)
  }

  @Test func refusesNestingDeeperThan512Levels() {
    let deep = String(repeating: "[", count: 600) + String(repeating: "]", count: 600)
    #expect(JSONSyntaxCheck.firstError(in: Array(deep.utf8))?.column == 513)
    let fine = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(JSONSyntaxCheck.firstError(in: Array(fine.utf8)) == nil)
  }
}
