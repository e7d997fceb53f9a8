import Cadence
import TerminalUI

/// `cadence timer DURATION | --until TIME`: a countdown to a real deadline.
struct TimerCommand: Subcommand, Equatable {
  /// How long the countdown runs.
  enum Target: Equatable {
    case duration(Duration)
    case until(ClockTime)
  }

  static let name = "timer"
  static let abstract = "Count down from a duration, or until a time of day."
  static let usage = [
    "timer <duration> [--title <text>] [--quiet] [--exit] [--pause-on-suspend] [--plain]",
    "timer --until <time> [options]",
  ]
  static let arguments = [
    OptionSpec(label: "<duration>", help: "How long: \(DurationParseError.acceptedDurations).")
  ]
  static let options = [
    OptionSpec(
      label: "--until <time>",
      help:
        "Count down to a time of day (\(DurationParseError.acceptedClockTimes)); tomorrow if it has passed."
    ),
    OptionSpec(label: "--title <text>", help: "A title shown above the digits."),
    OptionSpec(label: "--quiet", help: "No bell and no flash when the time is up."),
    OptionSpec(label: "--exit", help: "Close when the time is up instead of counting overtime."),
    OptionSpec(
      label: "--pause-on-suspend",
      help:
        "Pause while suspended (Ctrl-Z) or while the machine sleeps, instead of keeping real time."),
    OptionSpec(
      label: "--plain", help: "Print the time left, one line per second, instead of a full screen."),
  ]
  static let discussion = """
    KEYS: space pause / resume, r restart, + / - a minute more or less, q quit. When the
    time is up the bell rings, the screen flashes and overtime counts up until a key.

    Without a terminal on standard output the timer prints plain lines, as with --plain.
    A bare number is seconds. The timer keeps counting while the machine sleeps.

    EXIT STATUS: 0 when the time is up, 1 after q before the end, 130 after Ctrl-C, 64
    for bad usage, so 'cadence timer 25m && next-command' runs next-command only when
    the time is up.
    """

  var target: Target
  var plain = false
  var options = TimerApp.Options()

  init(target: Target, plain: Bool = false, options: TimerApp.Options = TimerApp.Options()) {
    self.target = target
    self.plain = plain
    self.options = options
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    var target: Target?
    var plain = false
    var options = TimerApp.Options()
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"):
        throw .helpRequested
      case .long("plain"):
        plain = true
      case .long("title"):
        options.title = try arguments.value(for: "--title <text>")
      case .long("quiet"):
        options.quiet = true
      case .long("exit"):
        options.exitAtEnd = true
      case .long("pause-on-suspend"):
        options.pauseOnSuspend = true
      case .long("until"):
        let text = try arguments.value(for: "--until <time>")
        if case .duration = target { throw .conflictingOptions("<duration>", "--until") }
        do {
          target = .until(try ClockTime.parse(text))
        } catch {
          throw .invalidValue(
            text, for: "--until <time>", reason: error.message,
            expected: DurationParseError.acceptedClockTimes)
        }
      case .value(let text):
        if case .until = target { throw .conflictingOptions("<duration>", "--until") }
        if target != nil { throw .unexpectedArgument(text) }
        do {
          target = .duration(try DurationParser.parse(text))
        } catch {
          throw .invalidValue(
            text, for: "<duration>", reason: error.message,
            expected: DurationParseError.acceptedDurations)
        }
      default:
        throw Self.unknown(token)
      }
    }
    guard let target else { throw .missingArgument("<duration>") }
    self.target = target
    self.plain = plain
    self.options = options
  }

  func run(in context: CommandContext) -> Int32 {
    let total: Duration =
      switch target {
      case .duration(let duration): duration
      case .until(let time): context.durationUntil(time)
      }
    let practice = TimerPractice(total: total, options: options)
    return PracticeRunner.run(practice, plain: plain, in: context).ending.exitStatus
  }
}
