/// What `cadence breathe retention` says: its title, its stages, the cap, the safety page
/// and the summary. Hold times come as readouts (`1:23.4`).
protocol RetentionWords {
  /// The screen's title: "Retention rounds · round 2 of 3".
  func retentionTitle(round: Int, of count: Int) -> String
  /// A deep breath: "Breathe in deeply", with its count below ("breath 12 of 30").
  func retentionBreath(inhaling: Bool) -> String
  /// "breath 12 of 30".
  func retentionBreathCount(_ breath: Int, of count: Int) -> String
  /// The hold's line: "Hold · 1:23".
  func retentionHold(_ held: String) -> String
  /// Under the hold: when the cap ends it ("the cap ends it at 3:00").
  func retentionCapNote(_ cap: String) -> String
  /// The recovery's line: "Breathe in and hold · 12".
  func retentionRecovery(secondsLeft: Int) -> String
  /// Under the recovery: "held 1:23.4".
  func retentionHeld(_ held: String) -> String
  /// Under the recovery when the cap ended the hold: "The 3:00 cap ended the hold".
  func retentionCapped(_ cap: String) -> String
  /// The key help's action for space while holding: "breathe in".
  var retentionEndHold: String { get }
  /// The safety page, a title and its lines.
  var retentionSafetyTitle: String { get }
  /// The safety page's points, one a line.
  var retentionSafetyLines: [String] { get }
  /// The key help's action for Enter on the safety page: "I understand, go on".
  var retentionSafetyGoOn: String { get }
  /// The summary: "Retention rounds: 3 of 3 rounds, holds 1:23.4, 1:41.0".
  func retentionSummary(roundsDone: Int, of count: Int, holds: [String], ending: SessionEnd)
    -> String
  /// A retention session's holds in history: "holds 1:23.4, 1:41.0".
  func holdsText(_ holds: [String]) -> String
  /// The stats' line of holds: "Breath holds: best 1:41.0, average 1:32.2 (6 holds)".
  func holdsStats(best: String, average: String, count: Int) -> String
  /// Retention rounds as `pattern list` names them beside the built-ins.
  var retentionListTitle: String { get }
  /// What retention rounds are and how to ask for them, one line.
  var retentionListSummary: String { get }
  /// Said when the safety page was left without going on.
  var retentionSafetyDeclined: String { get }
}
