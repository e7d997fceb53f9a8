import CadenceWords

extension EnglishCatalogue: RetentionWords {
  func retentionTitle(round: Int, of count: Int) -> String {
    "Retention rounds · round \(round) of \(count)"
  }
  func retentionBreath(inhaling: Bool) -> String {
    inhaling ? "Breathe in deeply" : "Let go"
  }
  func retentionBreathCount(_ breath: Int, of count: Int) -> String {
    "breath \(breath) of \(count)"
  }
  func retentionHold(_ held: String) -> String { "Hold · \(held)" }
  func retentionCapNote(_ cap: String) -> String { "the cap ends it at \(cap)" }
  func retentionRecovery(secondsLeft: Int) -> String {
    "Breathe in and hold · \(secondsLeft)"
  }
  func retentionHeld(_ held: String) -> String { "held \(held)" }
  func retentionCapped(_ cap: String) -> String { "The \(cap) cap ended the hold" }
  var retentionEndHold: String { "breathe in" }
  var retentionSafetyTitle: String { "Before your first retention rounds" }
  var retentionSafetyLines: [String] {
    [
      "Never in or near water.", "Never while driving, or doing anything that needs you alert.",
      "Sit or lie down, somewhere you cannot fall.",
      "Stop at once if you feel dizzy, faint or unwell.",
      "Not if you are pregnant, or have epilepsy or a heart condition.",
    ]
  }
  var retentionSafetyGoOn: String { "I understand, go on" }
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
  func holdsText(_ holds: [String]) -> String { "holds " + holds.joined(separator: ", ") }
  func holdsStats(best: String, average: String, count: Int) -> String {
    "Breath holds: best \(best), average \(average) (\(count) hold\(count == 1 ? "" : "s"))"
  }
  var retentionListTitle: String { "Retention rounds" }
  var retentionListSummary: String {
    "Rounds of 30 deep breaths, then a hold you end with space, then 15 s held in."
  }
  var retentionSafetyDeclined: String { "Not started: the safety page was not accepted." }
}
