import Cadence
import CadencePractice
import TerminalUI

/// `cadence meditate DURATION [--bell-every D | --bells D,D,…] [--warm-up D]`: a silent
/// sitting with interval bells.
struct MeditateCommand: Subcommand, Equatable {
  private enum Argument {
    static let duration = ArgumentSpec(
      "<duration>", help: "How long to sit, after the warm-up (20m, 1h).")
  }

  private enum Option {
    static let bellEvery = OptionSpec(
      "bell-every", value: "<interval>", help: "A bell every so often (5m).")
    static let bells = OptionSpec(
      "bells", value: "<times>", help: "Bells at these times into the sitting (5m,12m,18m).")
    static let warmUp = OptionSpec(
      "warm-up", value: "<duration>", help: "Time to settle before the first bell (30s).")
    static let plain = OptionSpec("plain", help: "Print a line per bell instead of a full screen.")
  }

  static let spec = CommandSpec(
    name: MeditatePractice.descriptor.command,
    abstract: MeditatePractice.descriptor.summary.english,
    arguments: [Argument.duration],
    options: [Option.bellEvery, Option.bells, Option.warmUp, Option.plain]
      + PracticeSoundOptions.options + PracticeEndOptions.ending,
    exclusive: [
      [Option.bellEvery, Option.bells], PracticeSoundOptions.exclusive,
      PracticeEndOptions.exclusive,
    ],
    discussion: """
      One bell starts the sitting (after the warm-up), one rings at each interval, and
      three end it. KEYS: space pause / resume, q end early.

      A sitting keeps real time: Ctrl-Z and the machine sleeping do not stop it, because
      closing the lid does not stop you sitting, and the end bell comes when the time you
      chose is up. Space pauses on purpose.

      EXAMPLES:
        cadence meditate 20m --bell-every 5m --warm-up 30s
        cadence meditate 25m --bells 5m,12m,18m

      EXIT STATUS: 0 when the sitting ends, 1 after q before the end, 130 after Ctrl-C,
      64 for bad usage.

      \(PracticeSoundHelp.meditate)

      \(PracticeEndOptions.discussion)
      """)

  /// `5m,12m,18m`: durations separated by commas.
  private static let times = ValueParser<[Duration]> { text throws(InvalidValue) in
    var offsets: [Duration] = []
    for part in text.split(separator: ",", omittingEmptySubsequences: false) {
      do throws(DurationParseError) {
        offsets.append(try DurationParser.parse(String(part)))
      } catch {
        throw InvalidValue(.bellTimes(error.reason))
      }
    }
    return offsets
  }

  var sitting: MeditationSitting
  var plain = false
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`.
  var end = PracticeEndOptions()
  /// `--sound` / `--no-sound`.
  var sound = PracticeSoundOptions()

  init(sitting: MeditationSitting, plain: Bool = false) {
    self.sitting = sitting
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    let length = try parsed.required(Argument.duration, as: .duration)
    let warmUp = try parsed.value(Option.warmUp, as: .durationOrZero) ?? .zero
    var bells = MeditationSitting.IntervalBells.none
    if let every = try parsed.value(Option.bellEvery, as: .duration) { bells = .every(every) }
    if let offsets = try parsed.value(Option.bells, as: Self.times) { bells = .at(offsets) }
    try Self.checkSpacing(of: bells, in: parsed)
    do {
      sitting = try MeditationSitting(length: length, warmUp: warmUp, intervalBells: bells)
    } catch {
      throw Self.usageError(error, in: parsed)
    }
    plain = parsed.has(Option.plain)
    end = PracticeEndOptions(parsed)
    sound = PracticeSoundOptions(parsed)
  }

  /// The fewest seconds between two bells (the start bell and the interval bells), as a
  /// breathing pattern has its shortest phase: a bell takes seconds to fade.
  static let closestBells = 5

  /// Refuses bells closer together than ``closestBells``, echoing what was typed.
  private static func checkSpacing(
    of bells: MeditationSitting.IntervalBells, in parsed: ParsedArguments
  ) throws(UsageError) {
    let least = Duration.seconds(closestBells)
    let (tooClose, option): (Bool, OptionSpec) =
      switch bells {
      case .none: (false, Option.bellEvery)
      case .every(let interval): (interval > .zero && interval < least, Option.bellEvery)
      case .at(let offsets):
        (
          zip([Duration.zero] + offsets, offsets).contains { $1 > $0 && $1 - $0 < least },
          Option.bells
        )
      }
    guard tooClose else { return }
    throw .invalidValue(
      parsed.value(option) ?? "", for: option.valueLabel,
      problem: .bellsTooClose(seconds: closestBells))
  }

  /// The sitting's own checks, as the value and the option they are about: the value as it
  /// was typed (`2m`, not `02:00`), and of a list of bell times, the one at fault.
  private static func usageError(
    _ error: MeditationSittingError, in parsed: ParsedArguments
  ) -> UsageError {
    let length = parsed.value(Argument.duration) ?? ""
    let every = parsed.value(Option.bellEvery) ?? ""
    let bell = { (offset: Duration) in typedTime(offset, in: parsed.value(Option.bells) ?? "") }
    let (value, label): (String, String) =
      switch error {
      case .lengthNotPositive: (length, "<duration>")
      case .warmUpNegative: (parsed.value(Option.warmUp) ?? "", "--warm-up <duration>")
      case .tooLong: (length, "<duration>")
      case .intervalNotPositive: (every, "--bell-every <interval>")
      case .intervalNotShorterThanLength: (every, "--bell-every <interval>")
      case .bellNotAfterStart(let offset): (bell(offset), "--bells <times>")
      case .bellNotBeforeEnd(let offset, _): (bell(offset), "--bells <times>")
      case .bellsNotAscending(let offset, _): (bell(offset), "--bells <times>")
      }
    return .invalidValue(value, for: label, problem: .sitting(error))
  }

  /// The element of a typed list of bell times that reads as `offset` (the whole list if
  /// none does, which the parser makes impossible).
  private static func typedTime(_ offset: Duration, in list: String) -> String {
    let parts = list.split(separator: ",", omittingEmptySubsequences: false)
    let match = parts.last { (try? DurationParser.parse(String($0))) == offset }
    return match.map(String.init) ?? list
  }

  /// A duration as the sitting's errors show it: `05:00`, `1:00:00`.
  static func format(_ duration: Duration) -> String {
    DurationFormat(forRunOf: duration).string(seconds: duration.wholeSecondsRoundedUp)
  }

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: end.trace, name: Self.name) { context in
      let settings = SettingValues.read(in: context)
      var context = context
      context.sound = sound.sound(in: settings)
      var practice = MeditateInTerminal(
        sitting: sitting,
        ringsInPlainLines: context.outputIsTerminal)
      practice.notify = end.notifies(in: settings)
      practice.language = context.language
      let run = PracticeRunner.run(practice, plain: plain, in: context)
      let outcome = PracticeOutcome(
        practice: MeditatePractice.descriptor, sessions: run.recordedSessions.suffix(1),
        ending: run.ending)
      let hookSignal = EndHook.run(
        end.hook(MeditatePractice.descriptor.onEnd, in: settings), for: outcome, in: context)
      return hookSignal.map(ExitStatus.signal) ?? run.exitStatus
    }
  }
}
