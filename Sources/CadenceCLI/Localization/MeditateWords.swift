/// What a sitting says on its screen, in its plain lines and its summary.
protocol MeditateWords {
  /// The screen's title.
  var meditateTitle: String { get }
  /// The status during the warm-up.
  var settlingIn: String { get }
  /// The status before an interval bell: "next bell in 04:59"; `time` is a readout.
  func nextBellIn(_ time: String) -> String
  /// The status when the next bell is the end's.
  var endBellsNext: String { get }
  /// The status once the end bell has rung.
  var sittingOver: String { get }
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
