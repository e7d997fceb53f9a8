import Cadence
import CadenceWords

/// What `cadence-desktop` was asked to do on its command line.
struct DesktopOptions: Equatable, Sendable {
  enum Page: String, CaseIterable, Sendable {
    case breathe, timer, pomodoro, meditate, history, programs
  }

  var page: Page = .breathe
  /// A built-in's name, one of the user's patterns, or a spec (`4-7-8`, `in 4 hold 7 out 8`).
  var pattern: String?
  var cycles: Int?
  var minutes: Int?
  /// `--timer D`: the timer's length, as `cadence timer` reads it (`25m`, `1h30m`, `90` for
  /// seconds, `2:30`).
  var timer: Duration?
  /// The pomodoro's lengths (`--work`, `--short`, `--long`: durations such as `25m` or `90`,
  /// a bare number being seconds, as `cadence pomodoro` reads them) and `--every`.
  var work: Duration?
  var shortBreak: Duration?
  var longBreak: Duration?
  var longBreakEvery: Int?
  /// The sitting `--page meditate --start` begins, from `--sitting`, `--bell-every` and
  /// `--warm-up` (durations, as `cadence meditate` reads them): 20 minutes unless said.
  var sitting: MeditationSitting
  /// `--label`: what the pomodoro's focus is for.
  var label: String?
  /// `--screenshot FILE.png`: render the page at `at` seconds of session time and exit.
  var screenshot: String?
  /// Session time for the screenshot, in seconds (count-in included).
  var at: Double?
  /// `--frame-log FILE`: a line per frame drawn.
  var frameLog: String?
  /// `--start`: start the page's session at once (breathe) or the timer.
  var start = false
  /// `--quit-at-end`: leave when the session ends (for measured runs); a pomodoro ends after
  /// its first long break.
  var quitAtEnd = false
  var reduceMotion = false
  /// `--redraw-every-frame`: the naive baseline for the figures: the page redraws on every
  /// frame of the frame clock (60 Hz), moving or not.
  var redrawEveryFrame = false
  var dataDirectory: String?
  /// `--lang en|zh-Hans`: the language, over the locale's (`LC_ALL`, `LC_MESSAGES`, `LANG`).
  var language: Language?

  /// The pomodoro's plan: each length as given, else the engine's default (25 / 5 / 15, 4).
  var pomodoroPlan: PomodoroPlan {
    let standard = PomodoroPlan()
    return PomodoroPlan(
      work: work ?? standard.work, shortBreak: shortBreak ?? standard.shortBreak,
      longBreak: longBreak ?? standard.longBreak,
      longBreakEvery: longBreakEvery ?? standard.longBreakEvery)
  }

  static let usage = """
    usage: cadence-desktop [--page breathe|timer|pomodoro|meditate|history|programs] [--pattern P]
                           [--cycles N | --minutes M] [--timer D]
                           [--work D] [--short D] [--long D] [--every N] [--label TEXT]
                           [--sitting D] [--bell-every D] [--warm-up D]
                           [--start] [--quit-at-end]
                           [--reduce-motion] [--data-dir DIR] [--lang en|zh-Hans]
                           [--frame-log FILE]
                           [--redraw-every-frame]
                           [--screenshot FILE.png --at SECONDS]
    """

  /// Parses `arguments` (without the program's name); the error is one sentence.
  init(arguments: [String]) throws(UsageError) {
    var rest = arguments[...]
    var sittingLength = Duration.seconds(20 * 60)
    var bellEvery: Duration?
    var warmUp = Duration.zero
    func value(_ option: String) throws(UsageError) -> String {
      guard let value = rest.popFirst(), !value.hasPrefix("--") else {
        throw .missingValue(option: option)
      }
      return value
    }
    func number(_ option: String, _ range: ClosedRange<Int>) throws(UsageError) -> Int {
      let text = try value(option)
      guard let number = Int(text), range.contains(number) else {
        throw .notWholeNumber(option: option, range: range, text: text)
      }
      return number
    }
    func duration(_ option: String) throws(UsageError) -> Duration {
      let text = try value(option)
      guard let duration = try? DurationParser.parse(text) else {
        throw .notDuration(option: option, text: text)
      }
      return duration
    }
    while let argument = rest.popFirst() {
      switch argument {
      case "--page":
        let text = try value(argument)
        guard let page = Page(rawValue: text) else {
          throw .unknownPage(text)
        }
        self.page = page
      case "--pattern": pattern = try value(argument)
      case "--cycles": cycles = try number(argument, 1...1000)
      case "--minutes": minutes = try number(argument, 1...600)
      case "--timer":
        let text = rest.first ?? ""
        let length = try duration(argument)
        guard length > .zero, length <= .seconds(24 * 3600) else {
          throw .timerOutOfRange(text)
        }
        timer = length
      case "--work": work = try duration(argument)
      case "--short": shortBreak = try duration(argument)
      case "--long": longBreak = try duration(argument)
      case "--sitting": sittingLength = try duration(argument)
      case "--bell-every": bellEvery = try duration(argument)
      case "--warm-up": warmUp = try duration(argument)
      case "--every": longBreakEvery = try number(argument, 1...12)
      case "--label": label = try value(argument)
      case "--screenshot": screenshot = try value(argument)
      case "--at":
        let text = try value(argument)
        guard let seconds = Double(text), seconds >= 0, seconds < 86_400 else {
          throw .notInstant(text)
        }
        at = seconds
      case "--frame-log": frameLog = try value(argument)
      case "--data-dir": dataDirectory = try value(argument)
      case "--lang":
        let text = try value(argument)
        guard let language = Language(locale: text) else {
          throw .unknownLanguage(text)
        }
        self.language = language
      case "--start": start = true
      case "--quit-at-end": quitAtEnd = true
      case "--reduce-motion": reduceMotion = true
      case "--redraw-every-frame": redrawEveryFrame = true
      default: throw .unknownOption(argument)
      }
    }
    if cycles != nil, minutes != nil {
      throw .cyclesAndMinutes
    }
    do {
      sitting = try MeditationSitting(
        length: sittingLength, warmUp: warmUp,
        intervalBells: bellEvery.map { .every($0) } ?? .none)
    } catch {
      throw .sittingRefused
    }
  }
}

/// A command line the app cannot run: what was wrong, worded in the app's language by
/// `DesktopWords.usageError(_:)` when printed; the exit status is 64.
enum UsageError: Error, Equatable {
  case missingValue(option: String)
  case notWholeNumber(option: String, range: ClosedRange<Int>, text: String)
  case notDuration(option: String, text: String)
  /// `--timer` of no time at all or of more than a day.
  case timerOutOfRange(String)
  case notInstant(String)
  case unknownPage(String)
  case unknownLanguage(String)
  case cyclesAndMinutes
  /// `--sitting`, `--bell-every` and `--warm-up` that make no sitting (a bell period not
  /// shorter than the sitting, a bell period under the engine's bound).
  case sittingRefused
  case unknownOption(String)
}

extension DesktopOptions {
  /// The language the command line asks for (its last valid `--lang`), else the locale's:
  /// what a usage error is worded in, even one found before `--lang` is reached.
  static func language(arguments: [String], environment: [String: String]) -> Language {
    let asked = zip(arguments, arguments.dropFirst()).filter { $0.0 == "--lang" }
      .compactMap { Language(locale: $0.1) }.last
    return asked ?? Language(environment: environment)
  }
}
