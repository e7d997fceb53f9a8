import Cadence

/// What a pomodoro's segments are called, wherever they are shown.
public protocol PomodoroSegmentWords {
  /// A segment's title: "Focus 2 of 4", "Short break"; 专注 第 2 轮，共 4 轮.
  func segmentTitle(_ segment: PomodoroSegment) -> String
  /// A segment's kind alone, for "next": "Focus", "Short break"; 专注, 短休息.
  func segmentName(_ segment: PomodoroSegment) -> String
}
