import CadencePractice
import CadenceWords

extension EnglishCatalogue: MeditateWords {
  func plainWarmUp(_ time: String) -> String { "warm-up \(time)" }
  func plainStartBell(left: String) -> String { "start  \(left) left" }
  func plainIntervalBell(_ number: Int, left: String) -> String { "bell \(number)  \(left) left" }
  var plainEndBell: String { "end" }
  func meditateSummary(sat: Int64, planned: Int64) -> String {
    sat >= planned
      ? "Sat for \(Self.prose(seconds: planned)), the whole sitting."
      : "Sat for \(Self.prose(seconds: sat)) of \(Self.prose(seconds: planned))."
  }

  /// "1 h 5 min", "3 min 12 s", "12 s", "0 s": the parts that are not zero.
  private static func prose(seconds: Int64) -> String {
    let parts = [(seconds / 3600, "h"), (seconds / 60 % 60, "min"), (seconds % 60, "s")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "0 s" : parts.joined(separator: " ")
  }
}
