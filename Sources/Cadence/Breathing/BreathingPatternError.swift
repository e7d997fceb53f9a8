/// Why a breathing pattern was rejected, with the wording shown to the person who typed it.
///
/// Every case carries the pattern text as written, so the message can quote it: the
/// person sees what was wrong and what would have been accepted, in one line (capitalised,
/// user text in single quotes, no trailing period, as in the rest of the CLI).
public enum BreathingPatternError: Error, Hashable, Sendable, CustomStringConvertible {
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

  private static let accepted = "expected 4-7-8, 4-4-4-4, 5.5-5.5 or 'in 4 hold 7 out 8'"
  private static let range = "each phase is 0.5 to 60 seconds, or 0 to leave it out"

  /// The one-line message for the user.
  public var message: String {
    switch self {
    case .empty:
      "Empty breathing pattern: \(Self.accepted)"
    case .unrecognized(let token, let pattern) where token == pattern:
      "Invalid breathing pattern '\(pattern)': \(Self.accepted)"
    case .unrecognized(let token, let pattern):
      "Unrecognised '\(token)' in breathing pattern '\(pattern)': \(Self.accepted)"
    case .missingSeconds(let keyword, let pattern):
      "Missing seconds after '\(keyword)' in '\(pattern)': expected a number like 4 or 5.5"
    case .wrongNumberOfPhases(let count, let pattern):
      "Breathing pattern '\(pattern)' has \(count) \(count == 1 ? "number" : "numbers"): "
        + "expected 2 (in-out), 3 (in-hold-out) or 4 (in-hold-out-hold), like 4-7-8"
    case .negative(let seconds, let pattern):
      "Negative duration '\(seconds)' in '\(pattern)': \(Self.range)"
    case .phaseTooLong(let phase, let pattern):
      "Phase '\(phase)' in '\(pattern)' is longer than 60 seconds: \(Self.range)"
    case .phaseTooShort(let phase, let pattern):
      "Phase '\(phase)' in '\(pattern)' is shorter than half a second: \(Self.range)"
    case .noInhale(let pattern):
      "Breathing pattern '\(pattern)' has no inhale: add an 'in' phase, like 'in 4 out 4'"
    case .noExhale(let pattern):
      "Breathing pattern '\(pattern)' has no exhale: add an 'out' phase, like 'in 4 out 4'"
    case .takesNoTime(let pattern):
      "Breathing pattern '\(pattern)' takes no time: make at least one phase longer than 0"
    }
  }

  /// The same as ``message``.
  public var description: String { message }
}
