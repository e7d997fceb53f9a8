import Cadence
import CadenceStore

/// A countdown printed line by line: the time left, at each displayed change, exactly on
/// the second, ending with `00:00`.
///
/// Sleeps until absolute deadlines computed from the start; after a stall (the process
/// was stopped, the machine was busy) it prints the real current value once and goes on
/// — values may skip, they never replay. With a recorder, it also wakes for checkpoints
/// and records the run as one timer session.
struct PlainCountdown {
  /// How the run ended.
  enum Outcome: Equatable {
    case finished
    case interrupted(signal: Int32)

    /// The exit status for this outcome.
    var exitStatus: Int32 {
      switch self {
      case .finished: ExitStatus.success
      case .interrupted(let signal): ExitStatus.signal(signal)
      }
    }
  }

  let countdown: Countdown
  let format: DurationFormat
  /// What to record for the run.
  var session: NewSession

  init(total: Duration, title: String? = nil) {
    countdown = Countdown(total: total, countsOvertime: false)
    format = DurationFormat(forRunOf: total)
    session = NewSession(kind: .timer, name: "timer", label: title, planned: total)
  }

  func run(
    time: any MonotonicTime, output: any TextOutput, recorder: SessionRecorder? = nil
  ) -> Outcome {
    let start = time.now()
    let schedule = { (instant: Duration) -> Duration? in
      countdown.nextVisibleChange(after: instant - start).map { start + $0 }
    }
    let recorded = { (instant: Duration) -> [RecordedSession] in
      let elapsed = min(instant - start, countdown.total)
      return [RecordedSession(session, active: elapsed, reachedEnd: elapsed >= countdown.total)]
    }
    var deadline = start
    var begun = false
    while true {
      let wake = min(deadline, recorder?.nextCheckpoint(idle: false) ?? deadline)
      if let signal = time.sleep(until: wake) {
        let outcome = Outcome.interrupted(signal: signal)
        let now = time.now()
        recorder?.finish(recorded(now), exitStatus: outcome.exitStatus, at: now)
        return outcome
      }
      let now = time.now()
      switch DeadlineWake.decide(deadline: deadline, now: now, next: schedule) {
      case .rearm(let again):
        // Woken for a checkpoint (or a hair early): save progress, sleep on.
        if begun { recorder?.record(recorded(now), at: now) }
        deadline = again
      case .fire(let tick):
        let elapsed = tick.now - start
        output.write(format.string(seconds: countdown.displayedSeconds(at: elapsed)) + "\n")
        // The session begins after the first line, dated from the start: the first line
        // never waits for the database.
        if !begun {
          begun = true
          recorder?.record(recorded(start), at: start)
        }
        recorder?.record(recorded(tick.now), at: tick.now)
        guard let next = schedule(tick.now) else {
          recorder?.finish(recorded(tick.now), exitStatus: ExitStatus.success, at: tick.now)
          return .finished
        }
        deadline = next
      }
    }
  }
}
