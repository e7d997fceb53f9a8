import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// `cadence stopwatch` as a practice: real time, through sleep.
struct StopwatchPractice: Practice {
  /// The language of the screen and the summary.
  var language = Language.english

  var clock: LoopClock { .continuous }

  func screen(in context: CommandContext) -> StopwatchApp {
    StopwatchApp(words: language.catalogue)
  }

  func lines() -> StopwatchLines { StopwatchLines() }

  func summary(of screen: StopwatchApp, ending: Ending) -> String? { screen.summary() }

  /// A stopwatch run as the store keeps it (kind stopwatch, name "stopwatch", no planned
  /// time), its laps as cycles.
  static func session(
    of stopwatch: Stopwatch, at elapsed: Duration, status: SessionStatus = .inProgress,
    reachedEnd: Bool = false
  ) -> RecordedSession {
    RecordedSession(
      NewSession(kind: .stopwatch, name: "stopwatch"), active: elapsed,
      cyclesCompleted: stopwatch.laps.count, status: status, reachedEnd: reachedEnd)
  }

  /// Whether `ending` is the person stopping the stopwatch (q, Escape, Ctrl-C), which
  /// completes its run; SIGTERM or SIGHUP interrupt it instead.
  static func isStoppedByPerson(_ ending: Ending) -> Bool {
    ending == .closed || ending == .signal(SignalNumber.interrupt)
  }
}
