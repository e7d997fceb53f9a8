import CadenceStore

/// The words of every usage error, in one place (ArgumentParser's conventions: a capital
/// first word, the user's text in single quotes), each ending as a sentence.
extension UsageError {
  /// One line for a person, without the `Error: ` prefix, ending as a sentence; the user's
  /// text in it has its control characters escaped (``SafeText/escaped(_:)``), so that an
  /// argument holding an escape sequence is shown, never obeyed.
  public var message: String {
    SafeText.escaped(words.endingAsSentence)
  }

  private var words: String {
    switch self {
    case .helpRequested:
      return "Help requested"
    case .unknownCommand(let name, let suggestion):
      return "Unknown command '\(name)'" + didYouMean(suggestion)
    case .unknownOption(let name, let suggestion):
      return "Unknown option '\(name)'" + didYouMean(suggestion)
    case .missingValue(let option):
      return "Missing value for '\(option)'"
    case .unexpectedValue(let option):
      return "Option '\(option)' takes no value"
    case .unexpectedArgument(let argument):
      return "Unexpected argument '\(argument)'"
    case .missingArgument(let name):
      return "Missing expected argument '\(name)'"
    case .invalidValue(let value, let label, let reason, let expected):
      return "Invalid value '\(value)' for '\(label)': \(reason); expected \(expected)"
    case .outOfRange(let value, let label, let reason, let defaultValue):
      return "Invalid value '\(value)' for '\(label)': \(reason)"
        + (defaultValue.map { "; the default is \($0)" } ?? "")
    case .conflictingOptions(let first, let second):
      return "'\(first)' and '\(second)' cannot be used together"
    case .unknownSetting(let key, let suggestion, let known):
      let settings = "Settings: " + known.joined(separator: ", ")
      return "Unknown setting '\(key)'" + (suggestion.map { ". Did you mean '\($0)'? " } ?? ". ")
        + settings
    case .invalidSetting(let value, let key, let problem):
      return "Invalid value '\(value)' for '\(key)': "
        + problem.prefix(1).lowercased() + problem.dropFirst()
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }
}

extension UsageError {
  /// What a usage error writes on standard error: `Error: message` and the usage of
  /// `command` (of `cadence` itself when `nil`), for one found only when a command runs and
  /// worded by its own type, such as a breathing pattern that names nothing.
  static func report(_ message: String, for command: (any Subcommand.Type)?) -> String {
    "Error: \(SafeText.escaped(message.endingAsSentence))\n"
      + HelpText.usageReminder(for: command)
  }
}
