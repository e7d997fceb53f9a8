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
      and the total; the fastest and slowest laps are marked.

      EXIT STATUS: 0 after q, 130 after Ctrl-C.
      """)

  var plain = false

  init(plain: Bool = false) {
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    plain = try Self.spec.parse(&arguments).has(Option.plain)
  }

  func run(in context: CommandContext) -> Int32 {
    if plain || !context.outputIsTerminal { return runPlain(in: context) }
    var app = StopwatchApp()
    do {
      let status = try context.fullScreen.run(&app, clock: .boottime)
      context.output.write(app.summary())
      return status
    } catch TerminalError.notATerminal {
      return runPlain(in: context)
    } catch {
      context.errorOutput.write("Error: the terminal failed: \(error)\n")
      return ExitStatus.failure
    }
  }

  /// One line a second, `MM:SS`, until a signal.
  private func runPlain(in context: CommandContext) -> Int32 {
    let start = context.time.now()
    var deadline = start
    let schedule = { (instant: Duration) -> Duration? in
      let elapsed = instant - start
      return start + .seconds(elapsed.wholeSecondsRoundedDown + 1)
    }
    while true {
      if let signal = context.time.sleep(until: deadline) { return ExitStatus.signal(signal) }
      switch DeadlineWake.decide(deadline: deadline, now: context.time.now(), next: schedule) {
      case .rearm(let again):
        deadline = again
      case .fire(let tick):
        let seconds = (tick.now - start).wholeSecondsRoundedDown
        let layout: DurationFormat.Layout =
          seconds < 3600
          ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: seconds < 36_000 ? 1 : 2)
        context.output.write(DurationFormat(layout: layout).string(seconds: seconds) + "\n")
        deadline = schedule(tick.now) ?? tick.now
      }
    }
  }
}
