import Cadence
import TerminalUI

/// A stopwatch printed once a second (`MM:SS`, or `H:MM:SS` past an hour) until a signal:
/// for `--plain` and for output that is not a terminal. A stopwatch is not recorded.
struct StopwatchLines: RecordableApp {
  var recordedSessions: [RecordedSession] { [] }
  /// The last second printed.
  private var printed: Int64?

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    switch event {
    case .resize, .deadline:
      let seconds = now.wholeSecondsRoundedDown
      guard seconds != printed else { return .continue }
      printed = seconds
      let layout: DurationFormat.Layout =
        seconds < 3600
        ? .minutesSeconds : .hoursMinutesSeconds(hourDigits: seconds < 36_000 ? 1 : 2)
      return .effects(.write(DurationFormat(layout: layout).string(seconds: seconds) + "\n"))
    case .signal(let number):
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  func nextDeadline(after now: Duration) -> Duration? {
    .seconds(now.wholeSecondsRoundedDown + 1)
  }
}

/// `cadence stopwatch` as a practice: real time, through sleep.
struct StopwatchPractice: Practice {
  var clock: LoopClock { .continuous }

  func screen(in context: CommandContext) -> StopwatchApp { StopwatchApp() }

  func lines() -> StopwatchLines { StopwatchLines() }

  func summary(of screen: StopwatchApp, ending: Ending) -> String? { screen.summary() }
}

extension StopwatchApp: RecordableApp {
  /// A stopwatch is not recorded.
  var recordedSessions: [RecordedSession] { [] }
}
