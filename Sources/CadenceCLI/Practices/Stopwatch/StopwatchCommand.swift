import Cadence
import TerminalUI

/// `cadence stopwatch`: big digits with tenths, laps.
struct StopwatchCommand: Subcommand, Equatable {
  static let name = "stopwatch"
  static let abstract = "A stopwatch with laps."
  static let usage = ["stopwatch [--plain]"]
  static let arguments: [OptionSpec] = []
  static let options = [
    OptionSpec(
      label: "--plain", help: "Print the time, one line per second, instead of a full screen.")
  ]
  static let discussion = """
    KEYS: space pause / start, l or Enter lap, r reset, q quit. Quitting prints the laps
    and the total; the fastest and slowest laps are marked.

    EXIT STATUS: 0 after q, 130 after Ctrl-C.
    """

  var plain = false

  init(plain: Bool = false) {
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("plain"): plain = true
      default: throw Self.unknown(token)
      }
    }
  }

  func run(in context: CommandContext) -> Int32 {
    PracticeRunner.run(StopwatchPractice(), plain: plain, in: context).ending.exitStatus
  }
}
