/// A command line that cannot be run as typed.
///
/// The cases carry data; the wording lives in `UsageError+Message.swift`, in one place.
public enum UsageError: Error, Hashable, Sendable {
  /// Not an error: `-h` / `--help` stops parsing through the error path, as
  /// ArgumentParser's `CleanExit` does, and prints help with status 0.
  case helpRequested
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String)
  case unexpectedValue(option: String)
  case unexpectedArgument(String)
  case missingArgument(String)
  case invalidValue(String, for: String, reason: String, expected: String)
  case conflictingOptions(String, String)
  /// A setting key `cadence config` does not know; `known` lists every key.
  case unknownSetting(String, suggestion: String?, known: [String])
  /// A value a setting does not take, in the words of what takes it (a breathing pattern).
  case invalidSetting(String, for: String, problem: String)
}

extension UsageError {
  /// An `.unknownOption` with a "did you mean" taken from `known` when one is close.
  static func unknown(option: String, known: [String]) -> UsageError {
    .unknownOption(option, suggestion: closestMatch(to: option, in: known))
  }
}

/// The candidate nearest to `text` by edit distance, if it is under 4 edits away.
func closestMatch(to text: String, in candidates: [String]) -> String? {
  candidates
    .map { (candidate: $0, distance: editDistance(text, $0)) }
    .filter { $0.distance < 4 && $0.distance < max(text.count, 2) }
    .min { $0.distance < $1.distance }?
    .candidate
}

/// Levenshtein distance over characters.
func editDistance(_ a: String, _ b: String) -> Int {
  let (a, b) = (Array(a), Array(b))
  guard !a.isEmpty else { return b.count }
  var previous = Array(0...b.count)
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in stride(from: 1, through: b.count, by: 1) {
      current[j] = min(
        previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
    }
    previous = current
  }
  return previous[b.count]
}
