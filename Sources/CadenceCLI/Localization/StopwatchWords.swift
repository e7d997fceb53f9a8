import CadencePractice

/// What the stopwatch says on its screen and in its summary.
protocol StopwatchWords {
  /// The status before the first start or after a reset.
  var stopwatchReady: String { get }
  /// The word before a lap's number: "lap" in `lap   3  00:02.5  00:04.5`.
  var lapLabel: String { get }
  /// The mark after the fastest or the slowest lap.
  func lapMark(_ mark: LapMark) -> String
  /// The last line of the summary: "total  01:02.3", "total  01:02.3 in 3 laps"; `time`
  /// is a readout.
  func stopwatchTotal(_ time: String, laps: Int) -> String
}

/// A lap singled out in the list of laps.
enum LapMark: CaseIterable, Sendable {
  case fastest
  case slowest
}
