/// What retention rounds say in both front ends: the title, the stages, the cap, the
/// safety page and a session's holds. Hold times come as readouts (`1:23.4`,
/// ``HoldText``).
public protocol RetentionWords {
  /// Retention rounds by name: "Retention rounds", 屏息练习 (`pattern list`, history).
  var retentionListTitle: String { get }
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
  /// What ends a hold (space's key help, the desktop's button): "breathe in".
  var retentionEndHold: String { get }
  /// The safety page's title.
  var retentionSafetyTitle: String { get }
  /// The safety page's points, one a line.
  var retentionSafetyLines: [String] { get }
  /// What goes on from the safety page: "I understand, go on".
  var retentionSafetyGoOn: String { get }
  /// Why a cap on a hold longer than ``Cadence/RetentionRounds/longestMaxHold`` is refused,
  /// after the value (`--max-hold`'s usage error, the desktop's field): "a hold is capped at
  /// 5 minutes at most (the default is 3m)".
  var retentionCapTooLong: String { get }
  /// A retention session's holds in history: "holds 1:23.4, 1:41.0".
  func holdsText(_ holds: [String]) -> String
}
