import Cadence
import CadenceWords
import Testing

@testable import CadenceCLI

/// The English words of the engine's values: the same bytes the engine used to own, now
/// said by ``EnglishCatalogue``.
@Suite struct EnglishEngineWordsTests {
  let words = EnglishCatalogue()

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
      (error as? BreathingPatternError).map(words.patternError) == message + "."
    }
  }

  static let durationMessages: [(DurationParseError.Reason, String)] = [
    (.empty, "a duration cannot be empty"),
    (.negative, "a duration cannot be negative"),
    (.zero, "a duration must be longer than zero"),
    (.unknownUnit("x"), "unknown unit 'x' (use h, m or s)"),
    (.unknownUnit("days"), "unknown unit 'days' (use h, m or s)"),
    (.fieldOutOfRange(field: .seconds, value: "99", limit: 60), "seconds '99' must be under 60"),
    (.fieldOutOfRange(field: .minutes, value: "60", limit: 60), "minutes '60' must be under 60"),
    (.tooLarge, "a duration must be under 100 hours"),
    (.unexpected("!"), "unexpected '!'"),
    (.unknownUnit("mm"), "unknown unit 'mm' (use h, m or s)"),
    (.missingUnit("30"), "'30' needs a unit (h, m or s)"),
    (.repeatedUnit("m"), "the unit 'm' appears twice"),
    (.unitsOutOfOrder("m"), "'m' comes after a smaller unit (write hours, minutes, seconds)"),
    (.unexpected(":4"), "unexpected ':4'"),
    (.unexpected(":"), "unexpected ':'"),
    (.unexpected("abc"), "unexpected 'abc'"),
    (.unexpected(".5h"), "unexpected '.5h'"),
    (.unexpected("x"), "unexpected 'x'"),
  ]

  @Test(arguments: durationMessages)
  func durationErrorsSayWhatIsWrong(reason: DurationParseError.Reason, message: String) {
    #expect(words.durationError(reason) == message)
  }

  /// A 12-hour time says what a 12-hour clock accepts, not a bare limit.
  @Test(arguments: [
    ("13pm", "hour '13' is not on a 12-hour clock: use 1 to 12 with am or pm, or 13:00"),
    ("0pm", "hour '0' is not on a 12-hour clock: use 1 to 12 with am or pm, or 00:00"),
    ("25:00am", "hour '25' is not on a 12-hour clock: use 1 to 12 with am or pm"),
  ])
  func twelveHourErrorsSayWhatIsAccepted(text: String, message: String) throws {
    #expect {
      try ClockTime.parse(text)
    } throws: { error in
      (error as? DurationParseError).map { words.durationError($0.reason) } == message
    }
  }

  @Test func phasesCountInAndEnd() {
    #expect(
      BreathingPhase.Kind.allCases.map(words.phase) == [
        "Breathe in", "Hold", "Breathe out", "Hold",
      ])
    #expect(words.getReady == "Get ready" && words.done == "Done")
  }

  @Test(arguments: [
    ("4-7-8", [String]()),
    (
      "4-16-4",
      ["A 16-second hold is long: breathe normally and stop if you feel dizzy or short of breath."]
    ),
    (
      "4-15.5-4-30",
      [
        "A 15.5-second hold is long: breathe normally and stop if you feel dizzy or short of breath.",
        "A 30-second hold is long: breathe normally and stop if you feel dizzy or short of breath.",
      ]
    ),
  ])
  func cautionsForLongHolds(spec: String, lines: [String]) throws {
    #expect(try BreathingPattern(parsing: spec).cautions.map(words.caution) == lines)
  }

  @Test func builtInPatternsAndProgramsAreNamed() throws {
    #expect(BreathingPreset.builtIns.map { BuiltInPattern($0) } == BuiltInPattern.allCases)
    #expect(BreathingProgram.builtIns.map { BuiltInProgram($0) } == BuiltInProgram.allCases)
    #expect(words.patternName(id: "box") == "Box breathing")
    #expect(words.patternName(id: "calm") == "calm")
    let calm = try #require(BreathingProgram.builtIn(id: "calm-7"))
    #expect(words.programName(of: calm) == "7-day calm")
    #expect(calm.steps.first.map(words.stepTitle) == "Day 1: 4-7-8 relaxing breath, 4 cycles")
    #expect(calm.steps.last.map(words.stepTitle) == "Day 7: 4-7-8 relaxing breath, about 5 minutes")
    for program in BreathingProgram.builtIns {
      #expect(Set(program.steps.map(words.stepTitle)).count == program.steps.count)
    }
  }

  @Test func pomodoroSegments() {
    let plan = PomodoroPlan(longBreakEvery: 2)
    #expect(
      (0..<4).map { words.segmentTitle(plan.segment($0)) } == [
        "Focus 1 of 2", "Short break", "Focus 2 of 2", "Long break",
      ])
  }
}
