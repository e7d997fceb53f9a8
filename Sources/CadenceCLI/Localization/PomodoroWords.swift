import Cadence

/// What the pomodoro practice says.
protocol PomodoroWords {
  /// A segment's title: "Focus 2 of 4", "Short break".
  func segmentTitle(_ segment: PomodoroSegment) -> String
}
