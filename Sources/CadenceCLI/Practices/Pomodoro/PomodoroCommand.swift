import Cadence
import CadencePractice
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
    static let bell = OptionSpec(
      "bell", help: "Ring when a segment ends, whatever the pomodoro.bell setting.")
    static let quiet = OptionSpec("quiet", help: "No bell when a segment ends.")
    static let plain = OptionSpec(
      "plain",
      help: "Print the time left when a segment starts and ends and at each whole minute.")
  }

  static let spec = CommandSpec(
    name: PomodoroPractice.descriptor.command,
    abstract: PomodoroPractice.descriptor.summary.english,
    options: [
      Option.work, Option.short, Option.long, Option.every, Option.label, Option.wait,
      Option.bell, Option.quiet, Option.plain,
    ] + PracticeSoundOptions.options + PracticeEndOptions.ending,
    exclusive: [
      [Option.bell, Option.quiet], PracticeSoundOptions.exclusive, PracticeEndOptions.exclusive,
    ],
    discussion: """
      KEYS: space pause / resume, n skip the segment, r restart it, Enter start the next
      one (with --wait), q quit. Ctrl-Z and the machine sleeping pause the pomodoro.

      Plain lines ring the bell at each switch on standard output when it is a terminal,
      else on standard error when that is one, never into a pipe or a file.

      Settings ('cadence config') give the defaults of the lengths, the long break and the
      bell: pomodoro.work, pomodoro.short, pomodoro.long, pomodoro.every, pomodoro.bell.

      EXIT STATUS: 0 after q between focus segments or after the last set, 1 after q during
      a focus segment (it is recorded stopped early), 130 after Ctrl-C; the table every
      practice shares is in cadence(1).

      \(PracticeSoundHelp.pomodoro)

      \(PracticeEndOptions.discussion) A pomodoro's hook runs once, when the pomodoro
      ends (q), for all its focus segments: their planned and focus time summed.
      Notifications come at the end of each segment.
      """,
    examples: [
      "cadence pomodoro", "cadence pomodoro --work 50m --short 10m --every 2 --label Essay",
    ])

  /// What `--every` and the `pomodoro.every` setting take.
  static let focusCount = PomodoroPractice.Settings.longBreakEvery.parser

  /// The lengths given on the command line; `nil` for the setting, else the engine's default
  /// (``plan(with:)``).
  var work: Duration?
  var shortBreak: Duration?
  var longBreak: Duration?
  var longBreakEvery: Int?
  /// `--bell` (true) or `--quiet` (false); `nil`: as the `pomodoro.bell` setting says (on
  /// by default).
  var bell: Bool?
  var advance = PomodoroCycle.Advance.automatic
  var options = PomodoroApp.Options()
  var plain = false
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`.
  var end = PracticeEndOptions()
  /// `--sound` / `--no-sound`.
  var sound = PracticeSoundOptions()

  init() {}

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    work = try parsed.value(Option.work, as: .durationWithUnit)
    shortBreak = try parsed.value(Option.short, as: .durationWithUnit)
    longBreak = try parsed.value(Option.long, as: .durationWithUnit)
    longBreakEvery = try parsed.value(Option.every, as: Self.focusCount)
    options.label = try parsed.value(Option.label, as: .safeText(.label))
    if parsed.has(Option.wait) { advance = .waitForUser }
    bell = parsed.has(Option.bell) ? true : parsed.has(Option.quiet) ? false : nil
    plain = parsed.has(Option.plain)
    end = PracticeEndOptions(parsed)
    sound = PracticeSoundOptions(parsed)
  }

  /// The plan: each length as given, else as its setting says, else the engine's default.
  func plan(with settings: SettingValues) -> PomodoroPlan {
    let standard = PomodoroPlan()
    return PomodoroPlan(
      work: work ?? settings.value(PomodoroPractice.Settings.work) ?? standard.work,
      shortBreak: shortBreak ?? settings.value(PomodoroPractice.Settings.shortBreak)
        ?? standard.shortBreak,
      longBreak: longBreak ?? settings.value(PomodoroPractice.Settings.longBreak)
        ?? standard.longBreak,
      longBreakEvery: longBreakEvery ?? settings.value(PomodoroPractice.Settings.longBreakEvery)
        ?? standard.longBreakEvery)
  }

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: end.trace, name: Self.name) { context in
      let settings = SettingValues.read(in: context)
      var context = context
      context.sound = sound.sound(in: settings)
      var options = options
      options.quiet = !(bell ?? settings.value(PomodoroPractice.Settings.bell) ?? true)
      options.notify = end.notifies(in: settings)
      options.language = context.language
      let practice = PomodoroInTerminal(
        plan: plan(with: settings), advance: advance, options: options)
      let run = PracticeRunner.run(practice, plain: plain, in: context)
      let outcome = PracticeOutcome(
        practice: PomodoroPractice.descriptor, sessions: run.recordedSessions, ending: run.ending,
        label: options.label)
      let hookSignal = EndHook.run(
        end.hook(PomodoroPractice.descriptor.onEnd, in: settings), for: outcome, in: context)
      return hookSignal.map(ExitStatus.signal) ?? run.exitStatus
    }
  }
}
