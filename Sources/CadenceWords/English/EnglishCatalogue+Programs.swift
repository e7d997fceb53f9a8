import Cadence

extension EnglishCatalogue: ProgramWords {
  public func programName(_ program: BuiltInProgram) -> String {
    switch program {
    case .calm: "7-day calm"
    case .sleep: "Wind down for sleep"
    case .focus: "Focus"
    }
  }

  public func programSummary(_ program: BuiltInProgram) -> String {
    switch program {
    case .calm: "A week of 4-7-8 breathing, growing from four cycles to five minutes"
    case .sleep: "Five evenings of long exhales and 4-7-8, for an easier time falling asleep"
    case .focus: "Five days of triangle and box breathing, ending with physiological sighs"
    }
  }

  public func stepTitle(_ step: BreathingProgram.Step) -> String {
    let pattern = patternName(id: step.patternID)
    switch step.length {
    case .cycles(let count):
      return "Day \(step.day): \(pattern), \(Self.counted(count, "cycle"))"
    case .about(let duration):
      let minutes = Int(duration.components.seconds / 60)
      return "Day \(step.day): \(pattern), about \(Self.counted(minutes, "minute"))"
    }
  }
}
