import Cadence

extension EnglishCatalogue: BreathingWords {
  public func phase(_ kind: BreathingPhase.Kind) -> String {
    switch kind {
    case .inhale: "Breathe in"
    case .holdAfterInhale, .holdAfterExhale: "Hold"
    case .exhale: "Breathe out"
    }
  }

  public var topUp: String { "Breathe in more" }
  public var getReady: String { "Get ready" }
  public var done: String { "Done" }

  public func caution(_ caution: BreathingCaution) -> String {
    switch caution {
    case .longHold(let duration):
      "A \(BreathingPattern.seconds(duration))-second hold is long: "
        + "breathe normally and stop if you feel dizzy or short of breath."
    }
  }

  private static let accepted = "expected 4-7-8, 4-4-4-4, 5.5-5.5 or 'in 4 hold 7 out 8'"
  private static let range = "each phase is 0.5 to 60 seconds, or 0 to leave it out"

  public func patternError(_ error: BreathingPatternError) -> String {
    Self.problem(error) + "."
  }

  public func unknownPattern(_ name: String, suggestion: String?) -> String {
    let hint = suggestion.map { " Did you mean '\($0)'?" } ?? ""
    return "Unknown breathing pattern '\(name)'.\(hint) See 'cadence pattern list'."
  }

  public func damagedSavedPattern(_ name: String, _ error: BreathingPatternError) -> String {
    "The saved pattern '\(name)' is invalid (\(Self.problem(error))); remove it with "
      + "'cadence pattern remove \(name)'."
  }

  private static func problem(_ error: BreathingPatternError) -> String {
    switch error {
    case .empty:
      "Empty breathing pattern: \(Self.accepted)"
    case .unrecognized(let token, let pattern) where token == pattern:
      "Invalid breathing pattern '\(pattern)': \(Self.accepted)"
    case .unrecognized(let token, let pattern):
      "Unrecognised '\(token)' in breathing pattern '\(pattern)': \(Self.accepted)"
    case .missingSeconds(let keyword, let pattern):
      "Missing seconds after '\(keyword)' in '\(pattern)': expected a number like 4 or 5.5"
    case .wrongNumberOfPhases(let count, let pattern):
      "Breathing pattern '\(pattern)' has \(Self.counted(count, "number")): "
        + "expected 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold), like 4-7-8"
    case .negative(let seconds, let pattern):
      "Negative duration '\(seconds)' in '\(pattern)': \(Self.range)"
    case .phaseTooLong(let phase, let pattern):
      "Phase '\(phase)' in '\(pattern)' is longer than 60 seconds: \(Self.range)"
    case .phaseTooShort(let phase, let pattern):
      "Phase '\(phase)' in '\(pattern)' is shorter than half a second: \(Self.range)"
    case .noInhale(let pattern):
      "Breathing pattern '\(pattern)' has no inhale: add an 'in' phase, like 'in 4 out 4'"
    case .noExhale(let pattern):
      "Breathing pattern '\(pattern)' has no exhale: add an 'out' phase, like 'in 4 out 4'"
    case .takesNoTime(let pattern):
      "Breathing pattern '\(pattern)' takes no time: make at least one phase longer than 0"
    }
  }

  public func resonanceName(_ pace: ResonancePace) -> String { pace.name }

  public var resonanceTitle: String { "Resonance breathing at your rate" }

  public var resonanceSummary: String {
    "3 to 10 breaths a minute in steps of 0.1, in and out evenly or 4:6: "
      + "--bpm 5.5, --ratio 4:6, or the settings breathe.bpm and breathe.ratio"
  }

  public func invalidResonance(_ text: String) -> String {
    "Invalid resonance pace '\(text)': expected 'resonance', then 3 to 10 breaths a minute in "
      + "steps of 0.1 and an optional inhale:exhale ratio (1:1 to 10:10), like "
      + "'resonance 5.5' or 'resonance 6 4:6'."
  }

  public func patternName(_ pattern: BuiltInPattern) -> String {
    switch pattern {
    case .relaxing: "4-7-8 relaxing breath"
    case .box: "Box breathing"
    case .coherent: "Coherent breathing"
    case .sigh: "Physiological sigh"
    case .cyclicSighing: "Cyclic sighing"
    case .longExhale: "Long exhale (2:1)"
    case .triangle: "Triangle breathing"
    case .energise: "Energising breath"
    }
  }

  public func patternSummary(_ pattern: BuiltInPattern) -> String {
    switch pattern {
    case .relaxing: "In for 4, hold for 7, out for 8: a long exhale to wind down and fall asleep"
    case .box: "Four equal sides of 4 seconds: in, hold, out, hold, for calm focus"
    case .coherent: "About 5.5 breaths a minute, in and out evenly, to steady the heart rhythm"
    case .sigh: "A deep inhale, a short top-up inhale, then a long exhale: fast relief from stress"
    case .cyclicSighing:
      "Five minutes of a double inhale through the nose and a long exhale through the mouth: "
        + "a daily lift in mood (Balban et al. 2023)"
    case .longExhale: "Exhale twice as long as you inhale, to slow down gently"
    case .triangle: "In, hold, out for 4 seconds each: a simpler box for beginners"
    case .energise:
      "A long inhale and a quick exhale, to wake up; stop if you feel light-headed"
    }
  }
}
