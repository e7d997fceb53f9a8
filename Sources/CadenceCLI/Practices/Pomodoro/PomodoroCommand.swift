import Cadence
import TerminalUI

/// `cadence pomodoro`: focus and break segments, a long break every few focuses.
struct PomodoroCommand: Subcommand, Equatable {
  static let name = "pomodoro"
  static let abstract = "Focus and break cycles (25 / 5 / 15, a long break every 4)."
  static let usage = [
    "pomodoro [--work <duration>] [--short <duration>] [--long <duration>] [--every <n>]",
    "         [--label <text>] [--wait] [--quiet] [--plain]",
  ]
  static let arguments: [OptionSpec] = []
  static let options = [
    OptionSpec(label: "--work <duration>", help: "Length of a focus segment (default 25m)."),
    OptionSpec(label: "--short <duration>", help: "Length of a short break (default 5m)."),
    OptionSpec(label: "--long <duration>", help: "Length of a long break (default 15m)."),
    OptionSpec(
      label: "--every <n>", help: "Focus segments before a long break, 1 to 12 (default 4)."),
    OptionSpec(label: "--label <text>", help: "What the focus is for, shown as the title."),
    OptionSpec(label: "--wait", help: "Wait for Enter between segments instead of going on."),
    OptionSpec(label: "--quiet", help: "No bell when a segment ends."),
    OptionSpec(
      label: "--plain", help: "Print a line per segment and per minute instead of a full screen."),
  ]
  static let discussion = """
    KEYS: space pause / resume, n skip the segment, r restart it, Enter start the next
    one (with --wait), q quit. Ctrl-Z and the machine sleeping pause the pomodoro.

    EXIT STATUS: 0 after q, 130 after Ctrl-C.
    """

  var plan = PomodoroPlan()
  var advance = PomodoroCycle.Advance.automatic
  var options = PomodoroApp.Options()
  var plain = false

  init() {}

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("work"): plan.work = try Self.duration(&arguments, "--work <duration>")
      case .long("short"): plan.shortBreak = try Self.duration(&arguments, "--short <duration>")
      case .long("long"): plan.longBreak = try Self.duration(&arguments, "--long <duration>")
      case .long("every"):
        let text = try arguments.value(for: "--every <n>")
        guard let every = Int(text), (1...12).contains(every) else {
          throw .invalidValue(
            text, for: "--every <n>", reason: "not a whole number from 1 to 12", expected: "4")
        }
        plan.longBreakEvery = every
      case .long("label"): options.label = try arguments.value(for: "--label <text>")
      case .long("wait"): advance = .waitForUser
      case .long("quiet"): options.quiet = true
      case .long("plain"): plain = true
      default: throw Self.unknown(token)
      }
    }
  }

  private static func duration(_ arguments: inout ArgumentLexer, _ label: String) throws(UsageError)
    -> Duration
  {
    let text = try arguments.value(for: label)
    do {
      return try DurationParser.parse(text)
    } catch {
      throw .invalidValue(
        text, for: label, reason: error.message, expected: DurationParseError.acceptedDurations)
    }
  }

  func run(in context: CommandContext) -> Int32 {
    let practice = PomodoroPractice(plan: plan, advance: advance, options: options)
    return PracticeRunner.run(practice, plain: plain, in: context).ending.exitStatus
  }
}
