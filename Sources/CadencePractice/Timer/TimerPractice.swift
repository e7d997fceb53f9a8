import Cadence
import CadenceStore

/// A countdown as a practice, the same for every front end: actions in at an instant, and
/// out what it shows, when that next changes, what lies ahead, the sessions it records and
/// its live status.
///
/// The rules of a timer live here once:
/// - a minute less never ends a run (so never completes it): with a minute or less left it
///   is refused; a minute more is always taken; neither moves the plan below what has run;
/// - a restart ends the run so far as a session of its own, stopped early, and starts
///   another from the length as given (as termdown's `r` does): the minutes `+` and `-`
///   added or took belong to the run they were pressed in;
/// - only a run that reached its end is completed; active time excludes pauses and overtime.
///
/// Time is the front end's: any `Duration` since a zero it chose, on a clock that keeps
/// counting through system sleep (a countdown is to a real deadline).
///
/// ```swift
/// var timer = TimerPractice(total: .seconds(300))
/// timer.perform(.addMinute, at: .seconds(10))       // 6 minutes now
/// timer.look(at: .seconds(70))
/// timer.face.readout                                 // .remaining(290)
/// ```
public struct TimerPractice: Hashable, Sendable {
  /// What a person can do to a running timer.
  public enum Action: Hashable, Sendable {
    /// Pause if running, resume if paused.
    case togglePause
    /// Pause (nothing if paused).
    case pause
    /// Resume (nothing if running).
    case resume
    /// Start again from the length as given (not as `+` and `-` left it); the run so far is
    /// recorded, stopped early.
    case restart
    /// One minute more.
    case addMinute
    /// One minute less, unless a minute or less is left.
    case takeMinute
  }

  /// What an action did.
  public enum Outcome: Hashable, Sendable {
    /// It was done (or had nothing to do: a pause while paused).
    case done
    /// A minute less with a minute or less left: refused, so the run goes on unchanged.
    case refusedMinute
  }

  /// The countdown: its length (as `+` and `-` leave it) and whether it counts overtime.
  public private(set) var countdown: Countdown
  /// The length as given, before any `+` or `-`: what a restart goes back to.
  public let givenTotal: Duration
  /// The run with its pauses, in the practice's time.
  public private(set) var run: ActiveRun<SessionInstant>
  /// The readout's fixed format for the whole run (`MM:SS`, or `H:MM:SS` from an hour).
  public private(set) var format: DurationFormat
  /// The title or label, recorded with the session.
  public let title: String?
  /// The practice's time of its latest action or look: what ``face`` shows.
  public private(set) var now: Duration
  /// Sessions ended by a restart, each stopped early with the time it ran.
  private var restartedRuns: [RecordedSession] = []

  /// A timer of `total` started at `start`; with `countsOvertime` (the terminal's default) it
  /// counts up past zero until stopped, without it the readout stays at zero.
  public init(
    total: Duration, title: String? = nil, countsOvertime: Bool = true, start: Duration = .zero
  ) {
    countdown = Countdown(total: total, countsOvertime: countsOvertime)
    givenTotal = total
    run = ActiveRun(startedAt: SessionInstant(start))
    format = DurationFormat(forRunOf: total)
    self.title = title
    now = start
  }

  /// Active time now (pauses excluded, overtime included).
  public var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  /// Whether the countdown has reached zero.
  public var isFinished: Bool { countdown.isFinished(at: elapsed) }
  /// Whether it stands paused.
  public var isPaused: Bool { run.state == .paused }
  /// What is left now (zero once finished).
  public var remaining: Duration { countdown.remaining(at: elapsed) }

  /// Moves the practice's time to `now`, with no action: before reading what it shows.
  public mutating func look(at now: Duration) {
    self.now = max(self.now, now)
  }

  /// Does `action` at `now`.
  @discardableResult
  public mutating func perform(_ action: Action, at now: Duration) -> Outcome {
    look(at: now)
    let instant = SessionInstant(self.now)
    switch action {
    case .togglePause: run.togglePause(at: instant)
    case .pause: _ = run.pause(at: instant)
    case .resume: _ = run.resume(at: instant)
    case .restart:
      restartedRuns.append(
        RecordedSession(runningSession, active: activeTime, status: .stoppedEarly))
      run.restart(at: instant)
      countdown.total = givenTotal
      format = DurationFormat(forRunOf: givenTotal)
    case .addMinute: adjust(by: .seconds(60))
    case .takeMinute:
      guard remaining > .seconds(60) else { return .refusedMinute }
      adjust(by: .seconds(-60))
    }
    return .done
  }

  /// A minute more or less; never below what has already run.
  private mutating func adjust(by change: Duration) {
    countdown.total = max(countdown.total + change, max(elapsed, .nanoseconds(1)))
    format = DurationFormat(forRunOf: countdown.total)
  }

  /// What the timer shows now, in no language.
  public var face: TimerFace {
    let total = countdown.total.wholeSecondsRoundedUp
    let readout = countdown.readout(at: elapsed)
    let progress: Double
    switch readout {
    case .remaining(let seconds): progress = total > 0 ? Double(total - seconds) / Double(total) : 1
    case .overtime: progress = 1
    }
    return TimerFace(
      readout: readout, format: format, progress: progress, isPaused: isPaused,
      isFinished: isFinished)
  }

  /// When, after `now`, the face next looks different (the next whole second shown);
  /// `nil` while paused or once nothing will change.
  public func nextVisibleChange(after now: Duration) -> Duration? {
    countdown.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
  }

  /// The events ahead of ``now``: the end, while it is ahead and the timer runs.
  public var timeline: [PracticeEvent] {
    guard !isFinished, let end = run.instant(whenElapsedReaches: countdown.total) else {
      return []
    }
    return [PracticeEvent(.end, at: end.offset)]
  }

  /// Active time as recorded: how long the countdown ran, pauses and overtime excluded.
  private var activeTime: Duration { min(elapsed, countdown.total) }

  /// What the running session is recorded as.
  private var runningSession: NewSession {
    NewSession(kind: .timer, name: "timer", label: title, planned: countdown.total)
  }
}

extension TimerPractice: RecordsSessions {
  /// One timer session per run (kind timer, name "timer", the title as label): a restart
  /// ends the run so far, stopped early, and begins another. The planned time is the
  /// countdown's length as it is now: `+` and `-` change the plan, and a run records the
  /// plan it ended with.
  public var recordedSessions: [RecordedSession] {
    restartedRuns + [RecordedSession(runningSession, active: activeTime, reachedEnd: isFinished)]
  }

  /// The countdown's clock: overtime is an elapsed time past the plan.
  public var liveStatus: LiveStatus? {
    LiveStatus(
      kind: "timer", label: title, paused: isPaused, elapsed: elapsed, planned: countdown.total)
  }
}

/// What a timer shows, in no language: the readout, its fixed format, how far the bar is
/// filled, paused or not, finished or not. Each front end draws it its own way (cells, a
/// label and a ring).
public struct TimerFace: Hashable, Sendable {
  /// Whole seconds left (rounded up), or past the end.
  public var readout: Countdown.Readout
  /// The run's fixed format.
  public var format: DurationFormat
  /// How far the bar is filled, 0 to 1, by whole seconds shown.
  public var progress: Double
  /// Whether the clock stands still.
  public var isPaused: Bool
  /// Whether the time is up.
  public var isFinished: Bool

  /// The digits, in the run's fixed width (`04:59`), without an overtime sign.
  public var digits: String {
    switch readout {
    case .remaining(let seconds), .overtime(let seconds): format.string(seconds: seconds)
    }
  }
}
