/// The practices Cadence offers, by the command that starts each: the one key of every
/// table of practice names (history, status, config, notices, the desktop's page titles),
/// so each name is written once per language, in ``PracticeNames``.
public enum PracticeKind: String, CaseIterable, Hashable, Sendable {
  /// `cadence timer`: a countdown.
  case timer
  /// `cadence stopwatch`.
  case stopwatch
  /// `cadence pomodoro`: focus and breaks.
  case pomodoro
  /// `cadence breathe`: a guided breathing session.
  case breathe
  /// `cadence meditate`: a sitting with bells.
  case meditate
}

/// Each practice's name in one language: "Pomodoro"; 番茄钟.
public protocol PracticeNames {
  /// The practice's name, as a title ("Breathing", 呼吸).
  func practiceName(_ kind: PracticeKind) -> String
}
