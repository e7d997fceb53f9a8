/// Why a breathing pattern was rejected, as a value with the parts a message needs.
///
/// Every case carries the pattern text as written, so an app can quote it in its own
/// language: the person sees what was wrong and what would have been accepted.
public enum BreathingPatternError: Error, Hashable, Sendable {
  /// Nothing but whitespace.
  case empty
  /// A word or number that is not part of the pattern language.
  case unrecognized(String, pattern: String)
  /// A keyword such as `hold` with no seconds after it.
  case missingSeconds(after: String, pattern: String)
  /// A dash form with other than 2, 3 or 4 numbers.
  case wrongNumberOfPhases(Int, pattern: String)
  /// A duration below zero, as written.
  case negative(String, pattern: String)
  /// A phase longer than 60 seconds, as `keyword seconds`.
  case phaseTooLong(String, pattern: String)
  /// A phase longer than zero but shorter than half a second, as `keyword seconds`.
  case phaseTooShort(String, pattern: String)
  /// No inhale at all.
  case noInhale(pattern: String)
  /// No exhale at all.
  case noExhale(pattern: String)
  /// Every phase is zero seconds long.
  case takesNoTime(pattern: String)
}
