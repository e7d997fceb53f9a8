import Cadence

extension ChineseCatalogue: PomodoroWords {
  func segmentTitle(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "专注 \(segment.positionInSet)/\(segment.setSize)"
    case .shortBreak: "短休息"
    case .longBreak: "长休息"
    }
  }
}
