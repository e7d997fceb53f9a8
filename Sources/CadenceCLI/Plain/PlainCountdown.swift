import Cadence

/// A countdown printed line by line: the time left, at each displayed change, exactly on
/// the second, ending with `00:00`.
///
/// Sleeps until absolute deadlines computed from the start; after a stall (the process
/// was stopped, the machine was busy) it prints the real current value once and goes on
/// — values may skip, they never replay.
struct PlainCountdown {
  /// How the run ended.
  enum Outcome: Equatable {
    case finished
    case interrupted(signal: Int32)
  }

  let countdown: Countdown
  let format: DurationFormat

  init(total: Duration) {
    countdown = Countdown(total: total, countsOvertime: false)
    format = DurationFormat(forRunOf: total)
  }

  func run(time: any MonotonicTime, output: any TextOutput) -> Outcome {
    let start = time.now()
    let schedule = { (instant: Duration) -> Duration? in
      countdown.nextVisibleChange(after: instant - start).map { start + $0 }
    }
    var deadline = start
    while true {
      if let signal = time.sleep(until: deadline) { return .interrupted(signal: signal) }
      switch DeadlineWake.decide(deadline: deadline, now: time.now(), next: schedule) {
      case .rearm(let again):
        deadline = again
      case .fire(let tick):
        let elapsed = tick.now - start
        output.write(format.string(seconds: countdown.displayedSeconds(at: elapsed)) + "\n")
        guard let next = schedule(tick.now) else { return .finished }
        deadline = next
      }
    }
  }
}
