/// What every full screen says: the pause line and the names of what keys do.
protocol ScreenWords {
  /// The status line of a paused practice: "‖ paused — space to resume".
  var pausedHint: String { get }
  /// What a key does, in the key help line: "pause", "quit".
  func keyAction(_ action: KeyAction) -> String
}

/// What a key does, named in the key help line.
enum KeyAction: CaseIterable, Sendable {
  case pause
  case resume
  case quit
  case restart
  /// `+/-`: a minute more or less.
  case minute
}

/// How a practice ended, for its summary.
enum SessionEnd: CaseIterable, Sendable {
  case completed
  case stoppedEarly
  case interrupted
}
