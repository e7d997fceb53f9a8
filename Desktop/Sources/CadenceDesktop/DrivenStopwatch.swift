import Cadence
import CadencePractice

/// The terminal's `StopwatchPractice` as the page's driver runs a practice: a look moves it
/// on, an action is its own; it is over when the person stops it (which completes it).
struct DrivenStopwatch: DrivenPractice {
  var stopwatch = StopwatchPractice()

  mutating func advance(to now: Duration) {
    stopwatch.look(at: now)
  }
  mutating func apply(_ action: StopwatchPractice.Action, at now: Duration) {
    stopwatch.perform(action, at: now)
  }
  var face: StopwatchFace { stopwatch.face }
  var isPaused: Bool { stopwatch.isPaused }
  var isOver: Bool { stopwatch.stoppedByPerson }
  var reachedEnd: Bool { stopwatch.stoppedByPerson }
  func nextVisibleChange(after now: Duration) -> Duration? {
    stopwatch.nextVisibleChange(after: now)
  }
  var timeline: [PracticeEvent] { [] }
  var recordedSessions: [RecordedSession] { stopwatch.recordedSessions }
  var liveStatus: LiveStatus? { stopwatch.liveStatus }
}
