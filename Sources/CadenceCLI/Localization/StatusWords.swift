import Cadence
import CadencePractice

/// What `cadence status` says of a running practice (its times are digits, its phases
/// come from ``BreathingWords``).
protocol StatusWords {
  /// The practice's name for the `{kind}` field: `kind` is the command (`timer`, `pomodoro`,
  /// `breathe`, `meditate`, `stopwatch`); a kind a newer Cadence wrote is shown as it is.
  func practiceName(kind: String) -> String
  /// The pomodoro segment for `{segment}`: "focus", "short break".
  func segmentName(_ kind: PomodoroSegment.Kind) -> String
  /// The `{paused}` field of a paused practice.
  var pausedWord: String { get }
  /// The `{phase}` of a sitting's warm-up, before its first bell.
  var statusSettlingIn: String { get }
}
