/// What finding the resonance rate says in both front ends (`cadence breathe resonance
/// --find`, the desktop's Find your rate): the title of each step, the rest between
/// two, the question at the end and its answer. Rates are written as the engine writes them
/// (`6.5`, `5.0`).
public protocol ResonanceFindWords {
  /// The heading before a step's title: "Find your rate · 2 of 5".
  func findStepHeading(step: Int, of count: Int) -> String
  /// The rest screen's first line: "Next: 6.0 breaths a minute".
  func findNext(rate: String) -> String
  /// The rest screen's second line: "Breathe as you like · 12".
  func findRest(secondsLeft: Int) -> String
  /// The question after the last step.
  var findQuestion: String { get }
  /// One answer of the question: "6.5 breaths a minute".
  func findChoice(rate: String) -> String
  /// The key help's action for the digits: "choose".
  var findChoose: String { get }
  /// The key help's action for Escape at the question: "none".
  var findNone: String { get }
  /// The key help's action for Space on the rest screen: "start now".
  var findGoOn: String { get }
  /// The one line after an answer: the rate is now `setting`.
  func findChosen(rate: String, setting: String) -> String
  /// The one line after Escape: nothing changed, the rate is still `current`.
  func findNoneChosen(setting: String, current: String) -> String
  /// The one line when the protocol stops before its question.
  var findStopped: String { get }
}
