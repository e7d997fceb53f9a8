import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// `cadence stopwatch` on the terminal, the shared `StopwatchPractice` in a screen and in
/// plain lines: real time, through sleep.
struct StopwatchInTerminal: Practice {
  /// The language of the screen and the summary.
  var language = Language.english

  var clock: LoopClock { .continuous }

  func screen(in context: CommandContext) -> StopwatchApp {
    StopwatchApp(words: language.catalogue)
  }

  func lines() -> StopwatchLines { StopwatchLines() }

  func summary(of screen: StopwatchApp, ending: Ending) -> String? { screen.summary() }

  /// After plain lines (no laps there), the total: "total  00:03.5".
  func summary(of lines: StopwatchLines, ending: Ending) -> String? {
    let tenths = lines.practice.face.tenths
    return language.catalogue.stopwatchTotal(StopwatchApp.format(tenths: tenths), laps: 0) + "\n"
  }

  /// Whether `ending` is the person stopping the stopwatch (q, Escape, Ctrl-C, Ctrl-\),
  /// which completes its run; SIGTERM or SIGHUP interrupt it instead.
  static func isStoppedByPerson(_ ending: Ending) -> Bool {
    ending == .closed || ending == .signal(SignalNumber.interrupt)
      || ending == .signal(SignalNumber.quit)
  }
}
