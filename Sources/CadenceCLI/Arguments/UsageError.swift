/// A command line that cannot be run as typed.
///
/// The cases carry data; each language words them (``UsageWords``) when the error is printed.
enum UsageError: Error, Hashable, Sendable {
  /// Not an error: `-h` / `--help` stops parsing through the error path, as
  /// ArgumentParser's `CleanExit` does, and prints help with status 0.
  case helpRequested
  case unknownCommand(String, suggestion: String?)
  case unknownOption(String, suggestion: String?)
  case missingValue(option: String)
  case unexpectedValue(option: String)
  case unexpectedArgument(String)
  case missingArgument(String)
  /// The value given for the option or argument `for` (`--work <duration>`), and why not.
  case invalidValue(String, for: String, problem: ValueProblem)
  case conflictingOptions(String, String)
  /// A setting key `cadence config` does not know; `known` lists every key.
  case unknownSetting(String, suggestion: String?, known: [String])
  /// A value a setting does not take, in the words of what takes it (a breathing pattern).
  case invalidSetting(String, for: String, problem: ResolvedPattern.Failure)
  /// `breathe --minutes` asks `cycles` cycles of `pattern`, more than the `most` a session
  /// has; `mostMinutes` is how long those last (`12.5`).
  case tooManyCycles(minutes: String, pattern: String, cycles: Int, most: Int, mostMinutes: String)
  /// `--trace -`: standard output is where the practice is shown.
  case traceToStandardOutput
  /// `--trace --plain`: a name like an option, a slip rather than a file to create.
  case traceNamedLikeOption(String)
  /// An output option (`--trace`, `--svg`, `-o`) given one of the store's own files (the
  /// database, its `-wal` or `-shm`, by any path): writing would destroy the data.
  case outputIsStoreFile(String, option: String)
  /// `--trace /dev/tty` (or the terminal's own node) while the practice is shown on it.
  case traceToTerminal(String)
}

extension UsageError {
  /// An `.unknownOption` with a "did you mean" taken from `known` when one is close.
  static func unknown(option: String, known: [String]) -> UsageError {
    .unknownOption(option, suggestion: closestMatch(to: option, in: known))
  }

  /// An `.unknownOption` with a "did you mean" among `options`: a slip of an alias
  /// (`--tittle`) is offered the option's own name (`--label`).
  static func unknown(option: String, among options: [OptionSpec]) -> UsageError {
    let names = options.flatMap { spec in
      ([spec.name] + spec.aliases).map { (written: "--" + $0, offered: spec.longName) }
    }
    let near = closestMatch(to: option, in: names.map(\.written))
    return .unknownOption(
      option, suggestion: near.flatMap { near in names.first { $0.written == near }?.offered })
  }
}

/// The candidate `text` most likely stands for, if one is close: a slip of a few keys (at
/// most one edit in three characters, a swap of two neighbours being one), or else a short
/// form of exactly one candidate (`rm` for `remove`, `--pl` for `--plain`: the same first
/// letter, the rest in order). `nope` is not offered `type`, nor `help` `home`.
func closestMatch(to text: String, in candidates: [String]) -> String? {
  let word = text.drop { $0 == "-" }
  let allowed = max(1, min(3, word.count / 3))
  let near =
    candidates
    .map { (candidate: $0, distance: editDistance(text, $0)) }
    .filter { $0.distance <= allowed }
    .min { $0.distance < $1.distance }
  if let near { return near.candidate }
  let shortFor = candidates.filter { isShortForm(word, of: $0.drop { $0 == "-" }) }
  return shortFor.count == 1 ? shortFor[0] : nil
}

/// Whether `word` (two or more characters) is `candidate` with letters left out, keeping the
/// first.
private func isShortForm(_ word: Substring, of candidate: Substring) -> Bool {
  guard word.count >= 2, word.count < candidate.count, word.first == candidate.first else {
    return false
  }
  var rest = candidate[...]
  for character in word {
    guard let found = rest.firstIndex(of: character) else { return false }
    rest = rest[rest.index(after: found)...]
  }
  return true
}

/// Optimal string alignment distance over characters: insertions, deletions, substitutions
/// and swaps of two neighbours each count one.
func editDistance(_ a: String, _ b: String) -> Int {
  let (a, b) = (Array(a), Array(b))
  guard !a.isEmpty else { return b.count }
  guard !b.isEmpty else { return a.count }
  var rows = [Array(0...b.count)]
  for i in 1...a.count {
    var current = [i] + Array(repeating: 0, count: b.count)
    for j in 1...b.count {
      current[j] = min(
        rows[i - 1][j] + 1, current[j - 1] + 1, rows[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
      if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
        current[j] = min(current[j], rows[i - 2][j - 2] + 1)
      }
    }
    rows.append(current)
  }
  return rows[a.count][b.count]
}
