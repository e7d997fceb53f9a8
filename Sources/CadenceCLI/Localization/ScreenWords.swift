import CadencePractice

/// What every full screen says: the pause line and the names of what keys do.
protocol ScreenWords {
  /// The status line of a paused practice: "‖ paused — space to resume".
  var pausedHint: String { get }
  /// What a key does, in the key help line: "pause", "quit".
  func keyAction(_ action: KeyAction) -> String
  /// A key that is not a letter, as the key help line names it: "space", 空格.
  func keyName(_ key: KeyName) -> String
}

/// The keys the key help lines name by a word (letters and arrows are shown as they are).
/// Every hint takes the word from here, so each language names a key one way.
enum KeyName: CaseIterable, Sendable {
  case space
  case enter
  case escape
}

/// What a key does, named in the key help line.
enum KeyAction: CaseIterable, Sendable {
  case pause
  case resume
  case quit
  case restart
  /// `+/-`: a minute more or less.
  case minute
  /// Start the stopwatch, or what the home screen has selected.
  case start
  /// Skip the pomodoro's segment.
  case skip
  /// Start the pomodoro's next segment (`--wait`).
  case next
  case lap
  /// Reset the stopwatch.
  case reset
  /// End a sitting.
  case end
  /// Close a sitting's closing screen while its end bells ring.
  case close
  /// Move the home screen's selection.
  case select
  /// Start the timer typed on the home screen.
  case startTimer
  /// Leave the home screen's field.
  case back
  /// Close (or open) the eyes: the breathing screen goes calm and the cues carry it.
  case eyesClosed
}

/// How a practice ended, for its summary.
enum SessionEnd: CaseIterable, Sendable {
  case completed
  case stoppedEarly
  case interrupted
}
