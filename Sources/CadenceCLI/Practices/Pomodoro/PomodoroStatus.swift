import Cadence
import CadencePractice

extension PomodoroCycle.Status {
  /// The segment's clock: elapsed from its start, planned its length (past it while
  /// waiting for Enter, as the screen's overtime).
  func liveStatus(label: String?, paused: Bool, at elapsed: Duration) -> LiveStatus {
    LiveStatus(
      kind: "pomodoro", label: label, paused: paused, elapsed: max(.zero, elapsed - startedAt),
      planned: segment.length, segment: segment.kind.rawValue)
  }
}

extension PomodoroApp {
  var liveStatus: LiveStatus? {
    status.liveStatus(label: options.label, paused: run.state == .paused, at: elapsed)
  }
}

extension PomodoroLines {
  var liveStatus: LiveStatus? {
    cycle.status(at: now).liveStatus(label: label, paused: false, at: now)
  }
}
