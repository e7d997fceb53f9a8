import Testing

@testable import Cadence

@Suite struct BreathingPatternParsingTests {
  private static func phase(_ kind: BreathingPhase.Kind, _ milliseconds: Int) -> BreathingPhase {
    BreathingPhase(kind, .milliseconds(milliseconds))
  }

  static let accepted: [(text: String, phases: [BreathingPhase], spec: String)] = [
    (
      "4-7-8", [phase(.inhale, 4000), phase(.holdAfterInhale, 7000), phase(.exhale, 8000)], "4-7-8"
    ),
    (
      "4-4-4-4",
      [
        phase(.inhale, 4000), phase(.holdAfterInhale, 4000), phase(.exhale, 4000),
        phase(.holdAfterExhale, 4000),
      ], "4-4-4-4"
    ),
    ("5.5-5.5", [phase(.inhale, 5500), phase(.exhale, 5500)], "5.5-5.5"),
    ("0.5-0.75", [phase(.inhale, 500), phase(.exhale, 750)], "0.5-0.75"),
    (
      " 4 - 7 - 8 ", [phase(.inhale, 4000), phase(.holdAfterInhale, 7000), phase(.exhale, 8000)],
      "4-7-8"
    ),
    (
      "4-0-4-2", [phase(.inhale, 4000), phase(.exhale, 4000), phase(.holdAfterExhale, 2000)],
      "4-0-4-2"
    ),
    ("6-0-2", [phase(.inhale, 6000), phase(.exhale, 2000)], "6-2"),
    ("60-60", [phase(.inhale, 60_000), phase(.exhale, 60_000)], "60-60"),
    (
      "in 4 hold 7 out 8 hold 0",
      [phase(.inhale, 4000), phase(.holdAfterInhale, 7000), phase(.exhale, 8000)], "4-7-8"
    ),
    (
      "in 2 in 1 out 6", [phase(.inhale, 2000), phase(.inhale, 1000), phase(.exhale, 6000)],
      "in 2 in 1 out 6"
    ),
    ("  IN 4s   Exhale 6S ", [phase(.inhale, 4000), phase(.exhale, 6000)], "4-6"),
    (
      "hold 2 in 4 out 4",
      [phase(.holdAfterExhale, 2000), phase(.inhale, 4000), phase(.exhale, 4000)],
      "hold 2 in 4 out 4"
    ),
    (
      "hold 2 out 4 in 4",
      [phase(.holdAfterInhale, 2000), phase(.exhale, 4000), phase(.inhale, 4000)],
      "hold 2 out 4 in 4"
    ),
    (
      "inhale 3 exhale 3.000000001",
      [phase(.inhale, 3000), BreathingPhase(.exhale, .nanoseconds(3_000_000_001))], "3-3.000000001"
    ),
  ]

  @Test(arguments: accepted)
  func acceptedPatterns(text: String, phases: [BreathingPhase], spec: String) throws {
    let pattern = try BreathingPattern(parsing: text)
    #expect(pattern.phases == phases)
    #expect(pattern.spec == spec)
    #expect(try BreathingPattern(parsing: pattern.spec) == pattern)
  }

  static let rejected = [
    "",
    "   ",
    "abc",
    "4-7-8-",
    "4-x-8",
    "in 4 breathe 5",
    "4.1234567891-4",
    "in 4 hold",
    "4",
    "4-4-4-4-4",
    "4--7-8",
    "4--7.50s-8",
    "-99999999999-4",
    "4-4-4-4-99999999",
    "in -3 out 4",
    "4-75-8",
    "in 61 out 4",
    "60.000000001-4",
    "4-99999999999999999999",
    "hold 4 out 4",
    "0-4",
    "in 4 hold 4",
    "0-0",
    "0.000000001-0.000000001",
    "in 4 hold 0.25 out 4",
  ]

  @Test(arguments: rejected)
  func rejectedPatternsThrowAPatternError(text: String) {
    #expect(throws: BreathingPatternError.self) { try BreathingPattern(parsing: text) }
  }

  @Test func programmaticPatternsAreValidatedTheSameWay() {
    #expect(throws: BreathingPatternError.noExhale(pattern: "in 4")) {
      try BreathingPattern([.seconds(.inhale, 4)])
    }
    #expect(throws: BreathingPatternError.negative("-1", pattern: "in -1 out 4")) {
      try BreathingPattern([.seconds(.inhale, -1), .seconds(.exhale, 4)])
    }
  }
}
