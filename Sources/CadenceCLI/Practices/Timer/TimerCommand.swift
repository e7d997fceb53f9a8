import Cadence
import CadencePractice
import CadenceWords
import TerminalUI

/// `cadence timer DURATION | --until TIME`: a countdown to a real deadline.
struct TimerCommand: Subcommand, Equatable {
  /// How long the countdown runs.
  enum Target: Equatable {
    case duration(Duration)
    case until(ClockTime)
  }

  private enum Argument {
    static let duration = ArgumentSpec(
      "<duration>", help: "How long: \(EnglishCatalogue().acceptedDurations).")
  }

  private enum Option {
    static let until = OptionSpec(
      "until", value: "<time>",
      help:
        "Count down to a time of day (\(EnglishCatalogue().acceptedClockTimes)); tomorrow if it has passed."
    )
    /// `--label` as `pomodoro`, `history` and the end hook's CADENCE_LABEL call it; `--title`,
    /// its first name, still works.
    static let label = OptionSpec(
      "label", value: "<text>", help: "A label shown above the digits.", aliases: ["title"])
    static let bell = OptionSpec(
      "bell", help: "Ring and flash when the time is up, whatever the timer.bell setting.")
    static let quiet = OptionSpec("quiet", help: "No bell and no flash when the time is up.")
    static let exit = OptionSpec(
      "exit", help: "Close when the time is up instead of counting overtime.")
    static let pauseOnSuspend = OptionSpec(
      "pause-on-suspend",
      help:
        "Pause while suspended (Ctrl-Z) or while the machine sleeps, instead of keeping real time.")
    static let plain = OptionSpec(
      "plain", help: "Print the time left, one line per second, instead of a full screen.")
  }

  static let spec = CommandSpec(
    name: TimerPractice.descriptor.command, abstract: TimerPractice.descriptor.summary.english,
    arguments: [Argument.duration],
    options: [
      Option.until, Option.label, Option.bell, Option.quiet, Option.exit, Option.pauseOnSuspend,
      Option.plain,
    ] + PracticeSoundOptions.options + PracticeEndOptions.ending,
    exclusive: [
      [Option.bell, Option.quiet], PracticeSoundOptions.exclusive, PracticeEndOptions.exclusive,
    ],
    usage: [
      [.argument(Argument.duration), .remainingOptions], [.option(Option.until), .otherOptions],
    ],
    discussion: """
      KEYS: space pause / resume, r restart from the length given (the minutes + and -
      added or took are dropped), + / - a minute more or less, q quit. When the time is up
      the bell rings, the screen flashes and overtime counts up until a key. However it
      ends, one line then says how long it ran: 'Timer: 03:12 of 05:00 (stopped early)'.
      'cadence config set timer.bell off' makes the timer quiet unless told otherwise.

      Without a terminal on standard output the timer prints plain lines, as with --plain.
      Plain lines ring the bell at zero on standard output when it is a terminal, else on
      standard error when that is one, never into a pipe or a file.
      A bare number is seconds. The timer keeps counting while the machine sleeps.

      EXIT STATUS: 0 when the time is up, 1 after q before the end, 130 after Ctrl-C, 64
      for bad usage, so 'cadence timer 25m && next-command' runs next-command only when
      the time is up.

      \(PracticeSoundHelp.timer)

      \(PracticeEndOptions.discussion)
      """,
    examples: [
      "cadence timer 25m", "cadence timer 1h30m --label Baking", "cadence timer --until 14:30",
      "cadence timer 90 --plain",
    ])

  var target: Target
  var plain = false
  var options = TimerApp.Options()
  /// `--bell` (true) or `--quiet` (false); `nil`: as the `timer.bell` setting says (on by
  /// default). It decides ``TimerApp/Options/quiet`` when the timer runs.
  var bell: Bool?
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`.
  var end = PracticeEndOptions()
  /// `--sound` / `--no-sound`.
  var sound = PracticeSoundOptions()

  init(target: Target, plain: Bool = false, options: TimerApp.Options = TimerApp.Options()) {
    self.target = target
    self.plain = plain
    self.options = options
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    if parsed.has(Option.until), parsed.value(Argument.duration) != nil {
      throw .conflictingOptions(Argument.duration.label, Option.until.longName)
    }
    if let time = try parsed.value(Option.until, as: .clockTime) {
      target = .until(time)
    } else {
      target = .duration(try parsed.required(Argument.duration, as: .duration))
    }
    plain = parsed.has(Option.plain)
    options.title = try parsed.value(Option.label, as: .safeText(.label))
    bell = parsed.has(Option.bell) ? true : parsed.has(Option.quiet) ? false : nil
    options.exitAtEnd = parsed.has(Option.exit)
    options.pauseOnSuspend = parsed.has(Option.pauseOnSuspend)
    end = PracticeEndOptions(parsed)
    sound = PracticeSoundOptions(parsed)
  }

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: end.trace, name: Self.name) { context in
      let total: Duration =
        switch target {
        case .duration(let duration): duration
        case .until(let time): context.durationUntil(time)
        }
      var options = options
      let settings = SettingValues.read(in: context)
      var context = context
      context.sound = sound.sound(in: settings)
      options.quiet = !(bell ?? settings.value(TimerPractice.Settings.bell) ?? true)
      options.notify = end.notifies(in: settings)
      options.language = context.language
      let practice = TimerInTerminal(total: total, options: options)
      let run = PracticeRunner.run(practice, plain: plain, in: context)
      // The run that ended (a restart ends the one before it).
      let outcome = PracticeOutcome(
        practice: TimerPractice.descriptor, sessions: run.recordedSessions.suffix(1),
        ending: run.ending)
      let hookSignal = EndHook.run(
        end.hook(TimerPractice.descriptor.onEnd, in: settings), for: outcome, in: context)
      return hookSignal.map(ExitStatus.signal) ?? run.exitStatus
    }
  }
}
