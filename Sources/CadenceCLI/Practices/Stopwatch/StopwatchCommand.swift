import Cadence
import CadencePractice
import TerminalUI

/// `cadence stopwatch`: big digits with tenths, laps.
struct StopwatchCommand: Subcommand, Equatable {
  private enum Option {
    static let plain = OptionSpec(
      "plain", help: "Print the time, one line per second, instead of a full screen.")
  }

  static let spec = CommandSpec(
    name: StopwatchPractice.descriptor.command,
    abstract: StopwatchPractice.descriptor.summary.english,
    options: [Option.plain, PracticeEndOptions.onEnd, PracticeEndOptions.trace],
    discussion: """
      KEYS: space pause / start, l or Enter lap, r reset, q quit. Quitting prints the laps
      (the one running last) and the total; the fastest and slowest laps are marked. Each
      run is recorded (a reset ends one), with no planned time and its laps.

      EXIT STATUS: 0 after q, 130 after Ctrl-C.

      \(PracticeEndOptions.discussion)
      """,
    examples: ["cadence stopwatch", "cadence stopwatch --plain"])

  var plain = false
  /// `--on-end` and `--trace` (a stopwatch never ends on its own: nothing to notify).
  var end = PracticeEndOptions()

  init(plain: Bool = false) {
    self.plain = plain
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    plain = parsed.has(Option.plain)
    end = PracticeEndOptions(parsed)
  }

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: end.trace, name: Self.name) { context in
      let run = PracticeRunner.run(
        StopwatchInTerminal(language: context.language), plain: plain, in: context)
      let outcome = PracticeOutcome(
        practice: StopwatchPractice.descriptor, sessions: run.recordedSessions.suffix(1),
        ending: run.ending)
      let hook = end.hook(StopwatchPractice.descriptor.onEnd, in: SettingValues.read(in: context))
      let hookSignal = EndHook.run(hook, for: outcome, in: context)
      return hookSignal.map(ExitStatus.signal) ?? run.exitStatus
    }
  }
}
