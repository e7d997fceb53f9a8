import CadenceWords

extension EnglishCatalogue: MeditateWords {
  var meditateTitle: String { "Meditation" }
  var settlingIn: String { "settling in — the first bell starts the sitting" }
  func nextBellIn(_ time: String) -> String { "next bell in \(time)" }
  var endBellsNext: String { "three bells at the end" }
  var sittingOver: String { "the sitting is over" }
  func plainWarmUp(_ time: String) -> String { "warm-up \(time)" }
  func plainStartBell(left: String) -> String { "start  \(left) left" }
  func plainIntervalBell(_ number: Int, left: String) -> String { "bell \(number)  \(left) left" }
  var plainEndBell: String { "end" }
  func meditateSummary(sat: String, planned: String) -> String { "Sat \(sat) of \(planned)" }
}
