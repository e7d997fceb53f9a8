import Cadence

extension EnglishCatalogue: PomodoroSegmentWords {
  public func segmentTitle(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "Focus \(segment.positionInSet) of \(segment.setSize)"
    case .shortBreak, .longBreak: segmentName(segment)
    }
  }

  public func segmentName(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "Focus"
    case .shortBreak: "Short break"
    case .longBreak: "Long break"
    }
  }
}
