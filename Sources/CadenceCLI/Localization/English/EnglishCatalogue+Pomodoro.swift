import Cadence

extension EnglishCatalogue: PomodoroWords {
  func segmentTitle(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "Focus \(segment.positionInSet) of \(segment.setSize)"
    case .shortBreak: "Short break"
    case .longBreak: "Long break"
    }
  }
}
