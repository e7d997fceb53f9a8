import Cadence
import TerminalUI

/// `cadence pomodoro`: focus and break segments, a long break every few focuses.
struct PomodoroCommand: Subcommand, Equatable {
  private enum Option {
    static let work = OptionSpec(
      "work", value: "<duration>", help: "Length of a focus segment (default 25m).")
    static let short = OptionSpec(
      "short", value: "<duration>", help: "Length of a short break (default 5m).")
    static let long = OptionSpec(
      "long", value: "<duration>", help: "Length of a long break (default 15m).")
    static let every = OptionSpec(
      "every", value: "<n>", help: "Focus segments before a long break, 1 to 12 (default 4).")
    static let label = OptionSpec(
      "label", value: "<text>", help: "What the focus is for, shown as the title.")
    static let wait = OptionSpec(
      "wait", help: "Wait for Enter between segments instead of going on.")
    static let quiet = OptionSpec("quiet", help: "No bell when a segment ends.")
    static let plain = OptionSpec(
      "plain", help: "Print a line per segment and per minute instead of a full screen.")
  }

  static let spec = CommandSpec(
    name: "pomodoro", abstract: "Focus and break cycles (25 / 5 / 15, a long break every 4).",
    options: [
      Option.work, Option.short, Option.long, Option.every, Option.label, Option.wait,
      Option.quiet, Option.plain,
    ],
    discussion: """
      KEYS: space pause / resume, n skip the segment, r restart it, Enter start the next
      one (with --wait), q quit. Ctrl-Z and the machine sleeping pause the pomodoro.

      EXIT STATUS: 0 after q, 130 after Ctrl-C.
      """)

  var plan = PomodoroPlan()
  var advance = PomodoroCycle.Advance.automatic
  var options = PomodoroApp.Options()
  var plain = false

  init() {}

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    if let work = try parsed.value(Option.work, as: .duration) { plan.work = work }
    if let short = try parsed.value(Option.short, as: .duration) { plan.shortBreak = short }
    if let long = try parsed.value(Option.long, as: .duration) { plan.longBreak = long }
    if let every = try parsed.value(
      Option.every, as: .wholeNumber(in: 1...12, defaultValue: plan.longBreakEvery))
    {
      plan.longBreakEvery = every
    }
    options.label = parsed.value(Option.label)
    if parsed.has(Option.wait) { advance = .waitForUser }
    options.quiet = parsed.has(Option.quiet)
    plain = parsed.has(Option.plain)
  }

  func run(in context: CommandContext) -> ExitStatus {
    let practice = PomodoroPractice(plan: plan, advance: advance, options: options)
    return PracticeRunner.run(practice, plain: plain, in: context).ending.exitStatus
  }
}
