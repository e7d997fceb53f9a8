import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// ArgumentParser's conventions: a capital first word, the user's text in single quotes.
extension EnglishCatalogue: UsageWords {
  var errorLabel: String { "Error: " }
  var warningLabel: String { "Warning: " }

  func usageError(_ error: UsageError) -> String {
    switch error {
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
    case .invalidValue(let value, let label, let problem):
      let (reason, accepted) = words(problem)
      let after: String =
        switch accepted {
        case .expected(let expected): "; expected \(expected)"
        case .defaultValue(let value?): "; the default is \(value)"
        case .defaultValue(nil): ""
        }
      return "Invalid value '\(value)' for '\(label)': \(reason)" + after
    case .conflictingOptions(let first, let second):
      return "'\(first)' and '\(second)' cannot be used together"
    case .paceOfOtherPattern(let option, let pattern):
      return "'\(option)' sets the pace of resonance breathing, not of '\(pattern)': "
        + "write 'cadence breathe resonance \(option) …', or leave the pattern out"
    case .eyesClosedUnheard(let asked, let why):
      let reason =
        switch why {
        case .soundOff: "sound is off ('--no-sound' or the sound setting)"
        case .noSound(.noLibrary): "libpulse.so.0 (PulseAudio's client library) is not installed"
        case .noSound(.badConfiguration(let path)):
          "PULSE_CLIENTCONFIG names '\(path)', which is not a small regular file"
        case .noSound: "there is no sound server"
        }
      return "'\(asked)' needs sound to follow with closed eyes, and \(reason): "
        + "add '--bell' to follow the terminal bell instead"
    case .needsTerminal(let option):
      return "'\(option)' is answered with keys on a full screen, so it needs a terminal: "
        + "run it without '--plain', its output not redirected"
    case .holdCapTooLong(let value):
      return "Invalid value '\(value)' for '--max-hold': " + retentionCapTooLong
    case .optionOfRetention(let option, let pattern):
      return "'\(option)' is for retention rounds, not for '\(pattern)': "
        + "write 'cadence breathe retention \(option) …'"
    case .lengthOfRetention(let option):
      return "'\(option)' sets the length of a breathing session; retention rounds take "
        + "--rounds (1 to 10), --breaths (1 to 60) and --max-hold (at most 5m)"
    case .unknownSetting(let key, let suggestion, let known):
      let settings = "Settings: " + known.joined(separator: ", ")
      return "Unknown setting '\(key)'" + (suggestion.map { ". Did you mean '\($0)'? " } ?? ". ")
        + settings
    case .invalidSetting(let value, let key, let failure):
      let problem = failure.message(in: self)
      return "Invalid value '\(value)' for '\(key)': "
        + problem.prefix(1).lowercased() + problem.dropFirst()
    case .tooManyCycles(let minutes, let pattern, let cycles, let most, let mostMinutes):
      return "'--minutes \(minutes)' of '\(pattern)' would be \(cycles) cycles: at most \(most) "
        + "(\(mostMinutes) minutes of this pattern)"
    case .traceToStandardOutput:
      return "The trace needs a file: '-' (standard output) is where the practice is shown"
    case .traceNamedLikeOption(let path):
      return "'\(path)' looks like an option, not a file for '--trace': write ./\(path) "
        + "for a file named so"
    case .outputIsStoreFile(let path, let option):
      return "'\(path)' is one of Cadence's own database files, which '\(option)' would "
        + "overwrite: give it another file"
    case .traceToTerminal(let path):
      return "'\(path)' is the terminal the practice is shown on: the trace needs a file of "
        + "its own"
    }
  }

  private func didYouMean(_ suggestion: String?) -> String {
    suggestion.map { ". Did you mean '\($0)'?" } ?? ""
  }

  /// What follows the reason: the accepted forms, or for a value out of its range the
  /// default (nothing when the option has none).
  private enum Accepted {
    case expected(String)
    case defaultValue(String?)
  }

  private func words(_ problem: ValueProblem) -> (reason: String, accepted: Accepted) {
    switch problem {
    case .duration(let reason):
      return (durationError(reason), .expected(acceptedDurations))
    case .durationNeedsUnit(let number):
      return (
        "a number alone has no unit here",
        .expected("\(number)m for \(number) minutes, or \(number)s for seconds")
      )
    case .clockTime(let reason):
      return (durationError(reason), .expected(acceptedClockTimes))
    case .bellTimes(let reason):
      return (durationError(reason), .expected("times like 5m,12m,18m"))
    case .unsafeText(let problem, let field):
      return (problem.description, .expected(SafeText.expected(field)))
    case .wholeNumber(let range, let defaultValue):
      let reason =
        range.upperBound == .max
        ? "not a whole number of \(range.lowerBound) or more"
        : "not a whole number from \(range.lowerBound) to \(range.upperBound)"
      return (reason, .defaultValue(defaultValue.map(String.init)))
    case .notOneOf(let kind, let accepted, let suggestion):
      return (
        notA(kind) + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
        .expected(Self.either(accepted))
      )
    case .dayBoundary:
      return ("not a time from 00:00 to 23:59", .expected("a time like 04:00"))
    case .emptyPath:
      return ("the path is empty", .expected("a directory"))
    case .emptyNote:
      return (
        "the note is empty", .expected("a note of at least one character, such as 'slept well'")
      )
    case .emptyName:
      return ("the name is empty", .expected("a name such as 'work laptop'"))
    case .breathingMinutes:
      return ("not a number of minutes from 0.1 to 600", .defaultValue(nil))
    case .breathsPerMinute:
      return (
        "not a number of breaths a minute from 3 to 10 in steps of 0.1",
        .expected("a rate like 5.5 or 6")
      )
    case .breathRatio:
      return (
        "not an inhale:exhale ratio of whole numbers from 1 to 10",
        .expected("1:1 (the default) or a ratio like 4:6")
      )
    case .countIn(let defaultValue):
      return ("not a number of seconds from 0 to 60", .defaultValue("\(defaultValue)"))
    case .unknownProgram(let suggestion, let known):
      return (
        "no such program" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
        .expected("one of " + known.joined(separator: ", "))
      )
    case .sitting(let error):
      return sitting(error)
    case .charactersPerSecond(let isNumber):
      return (
        isNumber ? "must be between 0.001 and 1000000" : "not a number",
        .expected("a number of characters per second such as 20 or 7.5")
      )
    case .seed:
      return (
        "not a whole number from 0 to 18446744073709551615", .expected("a number such as 42")
      )
    case .bellsTooClose(let seconds):
      return (
        "bells closer together than \(seconds) seconds",
        .expected("bells at least \(seconds) seconds apart, such as 5m")
      )
    case .columns:
      return ("not a number of columns", .expected("a width such as 60, or 0 to never wrap"))
    case .recordID(let listing):
      return (
        "not an id",
        .expected(
          "\(ShortID.shortestTyped) or more hex digits of an id as '\(listing)' shows it, "
            + "like 3f2a9c1e")
      )
    case .statusTemplate(let problem, let fields):
      let accepted = "fields among " + fields.joined(separator: ", ")
      switch problem {
      case .unclosedBrace:
        return ("a '{' is not closed", .expected(accepted + ", and {{ or }} for a brace"))
      case .strayClosingBrace:
        return ("a '}' has no '{'", .expected(accepted + ", and {{ or }} for a brace"))
      case .unknownField(let name):
        return ("'{\(name.printable)}' is not a field", .expected(accepted))
      }
    }
  }

  private func notA(_ kind: ValueKind) -> String {
    switch kind {
    case .format: "not a format"
    case .list: "not a list"
    case .shell: "not a supported shell"
    case .language: "not a language Cadence speaks"
    case .sessionKind: "not a kind of session"
    case .onOff: "not on or off"
    case .cueSet: "not a cue set"
    case .eyes: "not open or closed"
    }
  }

  private func sitting(_ error: MeditationSittingError) -> (reason: String, accepted: Accepted) {
    let format = MeditateCommand.format
    switch error {
    case .lengthNotPositive:
      return ("a sitting needs some time", .expected("20m"))
    case .warmUpNegative:
      return ("below zero", .expected("30s"))
    case .tooLong:
      return ("the warm-up and the sitting are too long together", .expected("under a day"))
    case .intervalNotPositive:
      return ("not after zero", .expected("5m"))
    case .intervalNotShorterThanLength(_, let length):
      return (
        "no bell would ring before the end at \(format(length))",
        .expected("something shorter than the sitting")
      )
    case .bellNotAfterStart:
      return (
        "the start bell already rings at 0", .expected("times after the start, like 5m,12m")
      )
    case .bellNotBeforeEnd(_, let length):
      return ("not before the end at \(format(length))", .expected("times within the sitting"))
    case .bellsNotAscending(_, let previous):
      return ("not after \(format(previous))", .expected("times in order, like 5m,12m,18m"))
    }
  }

  /// `bash, zsh or fish`.
  static func either(_ words: [String]) -> String {
    guard let last = words.last else { return "" }
    let rest = words.dropLast()
    return rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last
  }
}
