import Testing

@testable import CadenceStore

/// A syntax error in an import file is reported with its line and column.
@Suite struct JSONSyntaxCheckTests {
  static let errors: [(String, Int, Int, JSONSyntaxError.Expectation, JSONSyntaxError.Found)] = [
    ("", 1, 1, .value, .endOfFile),
    ("id,kind\r\n1,breathing\r\n", 1, 1, .value, .text("i")),
    (
      "{\"format\": \"cadence-export\", \"version\": 1", 1, 42, .character("}"), .endOfFile
    ),
    ("{\n  \"a\": [1,\n  2,,]\n}", 3, 5, .value, .text(",")),
    ("{\"a\": 01}", 1, 7, .numberWithoutLeadingZeros, .text("0")),
    ("{\"é\": [tru]}", 1, 11, .value, .text("]")),
    ("{\"ü\": 1 \"b\": 2}", 1, 9, .character("}"), .text("\"")),
    ("[1] [2]", 1, 5, .endOfFile, .text("[")),
    (
      "[\"line\nbreak\"]", 1, 7, .closingQuoteBeforeLineEnd, .lineBreak
    ),
    ("{a: 1}", 1, 2, .quotedKey, .text("a")),
    ("[1.]", 1, 4, .digitAfterDecimalPoint, .text("]")),
    ("[-]", 1, 3, .digit, .text("]")),
    ("[1e+]", 1, 5, .digitInExponent, .text("]")),
  ]

  @Test(arguments: errors)
  func findsTheFirstError(
    text: String, line: Int, column: Int, expected: JSONSyntaxError.Expectation,
    found: JSONSyntaxError.Found
  ) {
    #expect(
      JSONSyntaxCheck.firstError(in: Array(text.utf8))
        == JSONSyntaxCheck.Failure(
          line: line, column: column, error: JSONSyntaxError(expected: expected, found: found)))
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
