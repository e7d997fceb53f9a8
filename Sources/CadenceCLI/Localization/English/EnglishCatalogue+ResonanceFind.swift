import CadenceWords

extension EnglishCatalogue: ResonanceFindWords {
  func findStepHeading(step: Int, of count: Int) -> String {
    "Find your rate · \(step) of \(count)"
  }
  func findNext(rate: String) -> String { "Next: \(rate) breaths a minute" }
  func findRest(secondsLeft: Int) -> String { "Breathe as you like · \(secondsLeft)" }
  var findQuestion: String { "Which rate felt easiest?" }
  func findChoice(rate: String) -> String { "\(rate) breaths a minute" }
  var findChoose: String { "choose" }
  var findNone: String { "none" }
  var findGoOn: String { "start now" }
  func findChosen(rate: String, setting: String) -> String {
    "Your resonance rate is now \(rate) breaths a minute (\(setting)): "
      + "'cadence breathe resonance' breathes at it."
  }
  func findNoneChosen(setting: String, current: String) -> String {
    "No rate chosen: \(setting) stays \(current)."
  }
  var findStopped: String { "Stopped before the question: no rate chosen." }
}
