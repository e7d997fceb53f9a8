import CadenceWords

extension EnglishCatalogue: RetentionSummaryWords {
  func retentionSummary(roundsDone: Int, of count: Int, holds: [String], ending: SessionEnd)
    -> String
  {
    var line = "Retention rounds: \(roundsDone) of \(count) round\(count == 1 ? "" : "s")"
    if !holds.isEmpty { line += ", holds " + holds.joined(separator: ", ") }
    switch ending {
    case .completed: return line
    case .stoppedEarly: return line + " (stopped early)"
    case .interrupted: return line + " (interrupted)"
    }
  }
  func holdsStats(best: String, average: String, count: Int) -> String {
    "Breath holds: best \(best), average \(average) (\(count) hold\(count == 1 ? "" : "s"))"
  }
  var retentionListSummary: String {
    "Rounds of 30 deep breaths, then a hold you end with space, then 15 s held in."
  }
  var retentionSafetyDeclined: String { "Not started: the safety page was not accepted." }
}
