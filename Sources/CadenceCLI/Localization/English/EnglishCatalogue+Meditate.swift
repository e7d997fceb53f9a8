import CadenceWords

extension EnglishCatalogue: MeditateWords {
  func plainWarmUp(_ time: String) -> String { "warm-up \(time)" }
  func plainStartBell(left: String) -> String { "start  \(left) left" }
  func plainIntervalBell(_ number: Int, left: String) -> String { "bell \(number)  \(left) left" }
  var plainEndBell: String { "end" }
  func meditateSummary(sat: String, planned: String) -> String { "Sat \(sat) of \(planned)" }
}
