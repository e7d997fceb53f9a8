extension EnglishCatalogue: ResonanceFindWords {
  public func findStepHeading(step: Int, of count: Int) -> String {
    "Find your rate · \(step) of \(count)"
  }
  public func findNext(rate: String) -> String { "Next: \(rate) breaths a minute" }
  public func findRest(secondsLeft: Int) -> String { "Breathe as you like · \(secondsLeft)" }
  public var findQuestion: String { "Which rate felt easiest?" }
  public func findChoice(rate: String) -> String { "\(rate) breaths a minute" }
  public var findChoose: String { "choose" }
  public var findNone: String { "none" }
  public var findGoOn: String { "start now" }
  public func findChosen(rate: String, setting: String) -> String {
    "Your resonance rate is now \(rate) breaths a minute (\(setting)): "
      + "'cadence breathe resonance' breathes at it."
  }
  public func findNoneChosen(setting: String, current: String) -> String {
    "No rate chosen: \(setting) stays \(current)."
  }
  public var findStopped: String { "Stopped before the question: no rate chosen." }
}
