import CadencePractice
import CadenceSound

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
  /// `breathe box --bpm 6`: `option` (`--bpm`, `--ratio`) sets a resonance pace, and
  /// `pattern` is another pattern.
  case paceOfOtherPattern(option: String, pattern: String)
  /// `breathe --eyes-closed` (or the setting named) where its cues would not be heard, and
  /// the terminal bell was not asked for.
  case eyesClosedUnheard(String, EyesClosedUnheard)
  /// `breathe resonance --find` or `breathe retention` (the option or pattern named) with no
  /// terminal for its keys (standard output redirected, `--plain` or `TERM=dumb`).
  case needsTerminal(option: String)
  /// `--max-hold` longer than ``Cadence/RetentionRounds/longestMaxHold`` (as typed).
  case holdCapTooLong(String)
  /// `--rounds`, `--breaths` or `--max-hold` (`option`) for `pattern`, which is no
  /// retention rounds.
  case optionOfRetention(option: String, pattern: String)
  /// A breathing session's length (`--cycles`, `--minutes`) given to retention rounds, which
  /// take rounds and breaths instead.
  case lengthOfRetention(option: String)
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
