import Cadence

/// A pomodoro printed line by line: a line when a segment starts and at each whole minute
/// left in it (`Focus 1 of 4  24:00`). Segments always follow on: with no keys to read
/// there is no one to wait for.
struct PlainPomodoro {
  let plan: PomodoroPlan
  let label: String?

  func run(time: any MonotonicTime, output: any TextOutput) -> Int32 {
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
    var deadline = start
    while true {
      if let signal = time.sleep(until: deadline) { return ExitStatus.signal(signal) }
      switch DeadlineWake.decide(deadline: deadline, now: time.now(), next: schedule) {
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

  /// What a full-screen session did, printed after it closes.
  static func summary(of app: PomodoroApp) -> String {
    let focus = app.finishedFocus.reduce(Duration.zero) { $0 + $1.length }
    let time = DurationFormat(forRunOf: focus).string(seconds: focus.wholeSecondsRoundedDown)
    let count = app.finishedFocus.count
    return "\(count) focus segment\(count == 1 ? "" : "s") completed (\(time) of focus)\n"
  }
}
