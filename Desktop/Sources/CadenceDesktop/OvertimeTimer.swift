import Cadence
import CadencePractice

/// The timer as the page runs it: the terminal's `TimerPractice`, which with `countsOvertime`
/// counts on past its end (`+00:12`), as GNOME Clocks's timer does, until the person stops
/// or restarts it. `TimerPractice.isOver` is its end, which makes the driver end the run
/// there; here the run goes on in overtime (a run stopped then is complete, its active time
/// the length, overtime excluded, as the practice records it).
///
/// Without overtime (`--quit-at-end`) it is the terminal's timer as it is.
struct OvertimeTimer: DrivenPractice {
  var timer: TimerPractice

  init(total: Duration, overtime: Bool) {
    timer = TimerPractice(total: total, countsOvertime: overtime)
  }

  var overtime: Bool { timer.countdown.countsOvertime }

  mutating func advance(to now: Duration) -> TimerPractice.Outcome? { timer.advance(to: now) }
  mutating func apply(_ action: TimerPractice.Action, at now: Duration) -> TimerPractice.Outcome? {
    timer.apply(action, at: now)
  }
  var face: TimerFace { timer.face }
  var isPaused: Bool { timer.isPaused }
  /// In overtime the run goes on until the person ends it.
  var isOver: Bool { !overtime && timer.isOver }
  var reachedEnd: Bool { timer.reachedEnd }
  func nextVisibleChange(after now: Duration) -> Duration? { timer.nextVisibleChange(after: now) }
  var timeline: [PracticeEvent] { timer.timeline }
  var recordedSessions: [RecordedSession] { timer.recordedSessions }
  var liveStatus: LiveStatus? { timer.liveStatus }
}
