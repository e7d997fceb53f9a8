import Cadence
import CadenceStore

/// A pomodoro printed line by line: a line when a segment starts and at each whole minute
/// left in it (`Focus 1 of 4  24:00`). Segments always follow on: with no keys to read
/// there is no one to wait for.
///
/// With a recorder, each focus segment is a focus session, as in ``PomodoroApp``.
struct PlainPomodoro {
  let plan: PomodoroPlan
  let label: String?

  func run(
    time: any MonotonicTime, output: any TextOutput, recorder: SessionRecorder? = nil
  ) -> Int32 {
    let cycle = PomodoroCycle(plan: plan)
    let format = DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
    let start = time.now()
    if let label { output.write(label + "\n") }
    // The next instant the segment or its whole minutes left change.
    let schedule = { (instant: Duration) -> Duration? in
      let status = cycle.status(at: instant - start)
      let end = instant - start + status.remaining
      let minutes = (status.remaining.wholeSecondsRoundedUp + 59) / 60
      return start + end - .seconds(60 * (minutes - 1))
    }
    let recorded = { (instant: Duration) in sessions(cycle.status(at: instant - start)) }
    recorder?.record(recorded(start), at: start)
    var deadline = start
    while true {
      let wake = min(deadline, recorder?.nextCheckpoint(idle: false) ?? deadline)
      if let signal = time.sleep(until: wake) {
        let now = time.now()
        recorder?.finish(recorded(now), exitStatus: ExitStatus.signal(signal), at: now)
        return ExitStatus.signal(signal)
      }
      let now = time.now()
      recorder?.record(recorded(now), at: now)
      switch DeadlineWake.decide(deadline: deadline, now: now, next: schedule) {
      case .rearm(let again):
        deadline = again
      case .fire(let tick):
        let status = cycle.status(at: tick.now - start)
        let minutes = (status.remaining.wholeSecondsRoundedUp + 59) / 60
        output.write(status.segment.title + "  " + format.string(seconds: minutes * 60) + "\n")
        deadline = schedule(tick.now) ?? tick.now
      }
    }
  }

  /// The focus sessions up to `status`: every focus before it completed, and the current
  /// segment running if it is a focus. Without keys there are no skips, restarts or pauses.
  func sessions(_ status: PomodoroCycle.Status) -> [RecordedSession] {
    let focus = NewSession(kind: .focus, name: "pomodoro", label: label, planned: plan.work)
    // Focus segments sit at even indices: (index + 1) / 2 of them come before this one.
    var sessions = Array(
      repeating: RecordedSession(focus, active: plan.work, status: .completed),
      count: (status.segment.index + 1) / 2)
    if status.segment.kind == .focus {
      sessions.append(RecordedSession(focus, active: plan.work - status.remaining))
    }
    return sessions
  }

  /// What a full-screen session did, printed after it closes.
  static func summary(of app: PomodoroApp) -> String {
    let focus = app.finishedFocus.reduce(Duration.zero) { $0 + $1.length }
    let time = DurationFormat(forRunOf: focus).string(seconds: focus.wholeSecondsRoundedDown)
    let count = app.finishedFocus.count
    return "\(count) focus segment\(count == 1 ? "" : "s") completed (\(time) of focus)\n"
  }
}
