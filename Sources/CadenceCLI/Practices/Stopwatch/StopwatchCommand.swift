import Cadence
import TerminalUI

/// `cadence stopwatch`: big digits with tenths, laps.
struct StopwatchCommand: Subcommand, Equatable {
  private enum Option {
    static let plain = OptionSpec(
      "plain", help: "Print the time, one line per second, instead of a full screen.")
  }

  static let spec = CommandSpec(
    name: "stopwatch", abstract: "A stopwatch with laps.", options: [Option.plain],
    discussion: """
      KEYS: space pause / start, l or Enter lap, r reset, q quit. Quitting prints the laps
      (the one running last) and the total; the fastest and slowest laps are marked. Each
      run is recorded (a reset ends one), with no planned time and its laps.

      EXIT STATUS: 0 after q, 130 after Ctrl-C.
      """)

  var plain = false

  init(plain: Bool = false) {
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    plain = try Self.spec.parse(&arguments).has(Option.plain)
  }

  func run(in context: CommandContext) -> ExitStatus {
    PracticeRunner.run(StopwatchPractice(), plain: plain, in: context).ending.exitStatus
  }
}
