import Cadence

extension ChineseCatalogue: PomodoroSegmentWords {
  public func segmentTitle(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "专注 第 \(segment.positionInSet) 轮，共 \(segment.setSize) 轮"
    case .shortBreak, .longBreak: segmentName(segment)
    }
  }

  public func segmentName(_ segment: PomodoroSegment) -> String {
    switch segment.kind {
    case .focus: "专注"
    case .shortBreak: "短休息"
    case .longBreak: "长休息"
    }
  }
}
