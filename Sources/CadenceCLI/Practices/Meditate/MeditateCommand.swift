import Cadence
import TerminalUI

/// `cadence meditate DURATION [--bell-every D | --bells D,D,…] [--warm-up D]`: a silent
/// sitting with interval bells.
struct MeditateCommand: Subcommand, Equatable {
  static let name = "meditate"
  static let abstract = "A silent sitting with a bell to start, interval bells and an end."
  static let usage = [
    "meditate <duration> [--bell-every <duration> | --bells <list>] [--warm-up <duration>]",
    "         [--plain]",
  ]
  static let arguments = [
    OptionSpec(label: "<duration>", help: "How long to sit, after the warm-up (20m, 1h).")
  ]
  static let options = [
    OptionSpec(label: "--bell-every <duration>", help: "A bell every so often (5m)."),
    OptionSpec(
      label: "--bells <list>", help: "Bells at these times into the sitting (5m,12m,18m)."),
    OptionSpec(
      label: "--warm-up <duration>", help: "Time to settle before the first bell (30s)."),
    OptionSpec(label: "--plain", help: "Print a line per bell instead of a full screen."),
  ]
  static let discussion = """
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
    """

  var sitting: MeditationSitting
  var plain = false

  init(sitting: MeditationSitting, plain: Bool = false) {
    self.sitting = sitting
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    var length: Duration?
    var warmUp = Duration.zero
    var bells = MeditationSitting.IntervalBells.none
    var bellOption: String?
    var plain = false
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"):
        throw .helpRequested
      case .long("plain"):
        plain = true
      case .long("warm-up"):
        warmUp = try Self.duration(
          try arguments.value(for: "--warm-up <duration>"), "--warm-up <duration>")
      case .long("bell-every"):
        if let bellOption, bellOption != "--bell-every" {
          throw .conflictingOptions("--bell-every", bellOption)
        }
        bellOption = "--bell-every"
        let label = "--bell-every <duration>"
        bells = .every(try Self.duration(try arguments.value(for: label), label))
      case .long("bells"):
        if let bellOption, bellOption != "--bells" {
          throw .conflictingOptions("--bell-every", "--bells")
        }
        bellOption = "--bells"
        let text = try arguments.value(for: "--bells <list>")
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        var offsets: [Duration] = []
        for part in parts {
          offsets.append(try Self.duration(String(part), "--bells <list>"))
        }
        bells = .at(offsets)
      case .value(let text):
        if length != nil { throw .unexpectedArgument(text) }
        length = try Self.duration(text, "<duration>")
      default:
        throw Self.unknown(token)
      }
    }
    guard let length else { throw .missingArgument("<duration>") }
    do {
      sitting = try MeditationSitting(length: length, warmUp: warmUp, intervalBells: bells)
    } catch {
      throw Self.usageError(error)
    }
    self.plain = plain
  }

  private static func duration(_ text: String, _ label: String) throws(UsageError) -> Duration {
    do {
      return try DurationParser.parse(text)
    } catch {
      throw .invalidValue(
        text, for: label, reason: error.message, expected: DurationParseError.acceptedDurations)
    }
  }

  /// The sitting's own checks, worded for the command line.
  private static func usageError(_ error: MeditationSittingError) -> UsageError {
    let format = { (duration: Duration) in
      DurationFormat(forRunOf: duration).string(seconds: duration.wholeSecondsRoundedUp)
    }
    switch error {
    case .lengthNotPositive(let length):
      return .invalidValue(
        format(length), for: "<duration>", reason: "a sitting needs some time", expected: "20m")
    case .warmUpNegative(let warmUp):
      return .invalidValue(
        format(warmUp), for: "--warm-up <duration>", reason: "below zero", expected: "30s")
    case .tooLong:
      return .invalidValue(
        "", for: "<duration>", reason: "the warm-up and the sitting are too long together",
        expected: "under a day")
    case .intervalNotPositive(let interval):
      return .invalidValue(
        format(interval), for: "--bell-every <duration>", reason: "not after zero",
        expected: "5m")
    case .intervalNotShorterThanLength(let interval, let length):
      return .invalidValue(
        format(interval), for: "--bell-every <duration>",
        reason: "no bell would ring before the end at \(format(length))",
        expected: "something shorter than the sitting")
    case .bellNotAfterStart(let offset):
      return .invalidValue(
        format(offset), for: "--bells <list>", reason: "the start bell already rings at 0",
        expected: "times after the start, like 5m,12m")
    case .bellNotBeforeEnd(let offset, let length):
      return .invalidValue(
        format(offset), for: "--bells <list>",
        reason: "not before the end at \(format(length))", expected: "times within the sitting")
    case .bellsNotAscending(let offset, let previous):
      return .invalidValue(
        format(offset), for: "--bells <list>", reason: "not after \(format(previous))",
        expected: "times in order, like 5m,12m,18m")
    }
  }

  func run(in context: CommandContext) -> Int32 {
    let practice = MeditatePractice(
      sitting: sitting,
      ringsInPlainLines: context.outputIsTerminal)
    return PracticeRunner.run(practice, plain: plain, in: context).ending.exitStatus
  }
}
