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

  static let accepts = "expected 4-7-8, 4-4-4-4, 5.5-5.5 or 'in 4 hold 7 out 8'"
  static let rejected: [(text: String, message: String)] = [
    ("", "Empty breathing pattern: \(accepts)"),
    ("   ", "Empty breathing pattern: \(accepts)"),
    ("abc", "Invalid breathing pattern 'abc': \(accepts)"),
    ("4-7-8-", "Invalid breathing pattern '4-7-8-': \(accepts)"),
    ("4-x-8", "Unrecognised 'x' in breathing pattern '4-x-8': \(accepts)"),
    ("in 4 breathe 5", "Unrecognised 'breathe' in breathing pattern 'in 4 breathe 5': \(accepts)"),
    (
      "4.1234567891-4",
      "Unrecognised '4.1234567891' in breathing pattern '4.1234567891-4': \(accepts)"
    ),
    ("in 4 hold", "Missing seconds after 'hold' in 'in 4 hold': expected a number like 4 or 5.5"),
    (
      "4",
      "Breathing pattern '4' has 1 number: expected 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold), like 4-7-8"
    ),
    (
      "4-4-4-4-4",
      "Breathing pattern '4-4-4-4-4' has 5 numbers: expected 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold), like 4-7-8"
    ),
    (
      "4--7-8",
      "Negative duration '-7' in '4--7-8': each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "4--7.50s-8",
      "Negative duration '-7.50s' in '4--7.50s-8': each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "-99999999999-4",
      "Negative duration '-99999999999' in '-99999999999-4': each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "4-4-4-4-99999999",
      "Breathing pattern '4-4-4-4-99999999' has 5 numbers: expected 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold), like 4-7-8"
    ),
    (
      "in -3 out 4",
      "Negative duration '-3' in 'in -3 out 4': each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "4-75-8",
      "Phase 'hold 75' in '4-75-8' is longer than 60 seconds: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "in 61 out 4",
      "Phase 'in 61' in 'in 61 out 4' is longer than 60 seconds: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "60.000000001-4",
      "Phase 'in 60.000000001' in '60.000000001-4' is longer than 60 seconds: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "4-99999999999999999999",
      "Phase 'out 99999999999999999999' in '4-99999999999999999999' is longer than 60 seconds: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "hold 4 out 4",
      "Breathing pattern 'hold 4 out 4' has no inhale: add an 'in' phase, like 'in 4 out 4'"
    ),
    ("0-4", "Breathing pattern '0-4' has no inhale: add an 'in' phase, like 'in 4 out 4'"),
    (
      "in 4 hold 4",
      "Breathing pattern 'in 4 hold 4' has no exhale: add an 'out' phase, like 'in 4 out 4'"
    ),
    ("0-0", "Breathing pattern '0-0' takes no time: make at least one phase longer than 0"),
    (
      "0.000000001-0.000000001",
      "Phase 'in 0.000000001' in '0.000000001-0.000000001' is shorter than half a second: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
    (
      "in 4 hold 0.25 out 4",
      "Phase 'hold 0.25' in 'in 4 hold 0.25 out 4' is shorter than half a second: each phase is 0.5 to 60 seconds, or 0 to leave it out"
    ),
  ]

  @Test(arguments: rejected)
  func rejectedPatternsSayWhatIsWrongAndWhatWorks(text: String, message: String) {
    #expect {
      try BreathingPattern(parsing: text)
    } throws: { error in
      (error as? BreathingPatternError)?.message == message
    }
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
