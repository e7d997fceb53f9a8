/// What only the terminal says of retention rounds (the rest, the words both front ends
/// say, are CadenceWords' `RetentionWords`): the summary, the stats' line, `pattern list`'s
/// line and the safety page declined.
protocol RetentionSummaryWords {
  /// The summary: "Retention rounds: 3 of 3 rounds, holds 1:23.4, 1:41.0".
  func retentionSummary(roundsDone: Int, of count: Int, holds: [String], ending: SessionEnd)
    -> String
  /// The stats' line of holds: "Breath holds: best 1:41.0, average 1:32.2 (6 holds)".
  func holdsStats(best: String, average: String, count: Int) -> String
  /// What retention rounds are and how to ask for them, one line.
  var retentionListSummary: String { get }
  /// Said when the safety page was left without going on.
  var retentionSafetyDeclined: String { get }
}
