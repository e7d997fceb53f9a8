import CadencePractice
import CadenceWords

/// What a sitting says in the terminal: its plain lines and its summary (its face's words
/// are the shared `SittingWords`).
protocol MeditateWords: SittingWords {
  /// The plain line of the warm-up: "warm-up 00:30".
  func plainWarmUp(_ time: String) -> String
  /// The plain line of the start bell: "start  20:00 left".
  func plainStartBell(left: String) -> String
  /// The plain line of an interval bell: "bell 2  10:00 left"; `number` counts from 1.
  func plainIntervalBell(_ number: Int, left: String) -> String
  /// The plain line of the end bell.
  var plainEndBell: String { get }
  /// The summary, a sentence of whole seconds in prose: "Sat for 20 min, the whole
  /// sitting." when `sat` is all of `planned`, else "Sat for 3 min 12 s of 20 min."
  /// (it read "Sat 00:12 of 00:12": Saturday).
  func meditateSummary(sat: Int64, planned: Int64) -> String
}
