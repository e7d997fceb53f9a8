import CadencePractice
import Testing

@testable import CadenceCLI

@Suite struct ArgumentLexerTests {
  func tokens(_ arguments: [String]) throws -> [ArgumentLexer.Token] {
    var lexer = ArgumentLexer(arguments)
    var tokens: [ArgumentLexer.Token] = []
    while let token = try lexer.next() { tokens.append(token) }
    return tokens
  }

  @Test func splitsOptionsAndValues() throws {
    #expect(
      try tokens(["timer", "--plain", "-qx", "25m", "--", "--not-an-option", "-"]) == [
        .value("timer"), .long("plain"), .short("q"), .short("x"), .value("25m"),
        .value("--not-an-option"), .value("-"),
      ])
  }

  @Test func aDashBeforeADigitIsAValue() throws {
    #expect(
      try tokens(["-5m", "-.5", "-1:00"]) == [.value("-5m"), .value("-.5"), .value("-1:00")])
  }

  @Test func valuesAreClaimedFromEqualsTheClusterOrTheNextArgument() throws {
    var lexer = ArgumentLexer(["--until=14:30", "-t25m", "--title", "deep work", "--x"])
    #expect(try lexer.next() == .long("until"))
    #expect(try lexer.value(for: "--until") == "14:30")
    #expect(try lexer.next() == .short("t"))
    #expect(try lexer.value(for: "-t") == "25m")
    #expect(try lexer.next() == .long("title"))
    #expect(try lexer.value(for: "--title") == "deep work")
    #expect(try lexer.next() == .long("x"))
    #expect(throws: UsageError.missingValue(option: "--x")) { try lexer.value(for: "--x") }
  }

  @Test func anUnclaimedEqualsValueIsAnError() throws {
    var lexer = ArgumentLexer(["--plain=yes"])
    #expect(try lexer.next() == .long("plain"))
    #expect(throws: UsageError.unexpectedValue(option: "--plain")) { try lexer.next() }
  }

  @Test func suggestionsAreNearMissesOnly() {
    #expect(closestMatch(to: "--plian", in: ["--plain", "--until"]) == "--plain")
    #expect(closestMatch(to: "timr", in: ["timer", "stopwatch"]) == "timer")
    #expect(closestMatch(to: "zzzzzzz", in: ["timer", "stopwatch"]) == nil)
    #expect(editDistance("kitten", "sitting") == 3)
  }
}
