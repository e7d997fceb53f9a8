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
  /// The summary: "Sat 20:00 of 20:00"; both are readouts.
  func meditateSummary(sat: String, planned: String) -> String
}
