import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// A stopwatch printed once a second (`MM:SS`, or `H:MM:SS` past an hour) until a signal:
/// for `--plain` and for output that is not a terminal. The run is one session, complete
/// when Ctrl-C or Ctrl-\ ends it (the ways a person stops it here).
struct StopwatchLines: RecordableApp {
  /// The shared stopwatch, only looked at: no laps or pauses without keys.
  private(set) var practice = StopwatchPractice()
  /// The last second printed.
  private var printed: Int64?

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
  var liveStatus: LiveStatus? { practice.liveStatus }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
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
      if StopwatchInTerminal.isStoppedByPerson(.signal(number)) {
        practice.perform(.stop, at: now)
      }
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  func nextDeadline(after now: Duration) -> Duration? {
    .seconds(now.wholeSecondsRoundedDown + 1)
  }
}
