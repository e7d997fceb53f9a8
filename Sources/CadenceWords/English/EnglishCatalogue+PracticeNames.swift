extension EnglishCatalogue: PracticeNames {
  public func practiceName(_ kind: PracticeKind) -> String {
    switch kind {
    case .timer: "Timer"
    case .stopwatch: "Stopwatch"
    case .pomodoro: "Pomodoro"
    case .breathe: "Breathing"
    case .meditate: "Meditation"
    }
  }
}
