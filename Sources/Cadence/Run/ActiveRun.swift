/// A run of something timed: started, maybe paused and resumed, maybe stopped.
///
/// Its one job is to turn instants of a monotonic clock into *active elapsed time*:
/// wall time since the start with every pause subtracted exactly. Every other engine
/// type (``Countdown``, ``Stopwatch``, ``PomodoroCycle``) is a pure function of that
/// elapsed time, so a run is the only place that knows about pauses.
///
/// The run never reads a clock: every method takes the current instant, which makes it
/// usable with `ContinuousClock` (real deadlines that keep counting in system sleep),
/// `SuspendingClock` (practice that stops when the machine sleeps) or `ManualClock` (the `CadenceTesting` product).
///
/// ```swift
/// let clock = ContinuousClock()
/// var run = ActiveRun(startedAt: clock.now)
/// let countdown = Countdown(total: .seconds(25 * 60))
/// let seconds = countdown.displayedSeconds(at: run.elapsed(at: clock.now))
/// ```
public struct ActiveRun<Instant: InstantProtocol>: Hashable, Sendable
where Instant.Duration == Duration {
  /// Whether the run is counting.
  public enum State: Hashable, Sendable {
    /// Counting: elapsed time grows with the clock.
    case running
    /// Frozen by ``ActiveRun/pause(at:)`` until ``ActiveRun/resume(at:)``.
    case paused
    /// Over: elapsed time is frozen for good.
    case stopped
  }

  /// The instant the run was (re)started.
  public private(set) var startedAt: Instant
  /// Whether the run is counting, paused or over.
  public private(set) var state: State = .running
  /// How many times the run has been paused.
  package private(set) var pauseCount = 0
  /// Active time banked before the current stretch of running.
  private var banked: Duration = .zero
  /// Where the current stretch began (running), or where the run was frozen.
  private var mark: Instant
  /// When the run was stopped, if it was.
  package private(set) var stoppedAt: Instant?

  /// Starts a run at `instant`.
  public init(startedAt instant: Instant) {
    startedAt = instant
    mark = instant
  }

  /// Whether the run is counting.
  public var isRunning: Bool { state == .running }

  /// Active elapsed time at `now`: time since the start, pauses subtracted.
  ///
  /// An instant earlier than the last start or resume counts as that instant, so the
  /// result never goes backwards or below zero.
  public func elapsed(at now: Instant) -> Duration {
    guard state == .running else { return banked }
    return banked + clampedToZero(mark.duration(to: now))
  }

  /// Total time spent paused up to `now`.
  package func pausedTime(at now: Instant) -> Duration {
    let end = stoppedAt ?? now
    return clampedToZero(startedAt.duration(to: end) - elapsed(at: end))
  }

  /// The instant at which active elapsed time reaches `elapsed`, or `nil` while the run
  /// is not counting (a paused run reaches nothing on its own).
  public func instant(whenElapsedReaches elapsed: Duration) -> Instant? {
    guard state == .running else { return nil }
    return mark.advanced(by: elapsed - banked)
  }

  /// Pauses at `now`. Pausing a paused or stopped run does nothing.
  /// - Returns: whether the run changed.
  @discardableResult
  public mutating func pause(at now: Instant) -> Bool {
    guard state == .running else { return false }
    banked = elapsed(at: now)
    mark = now
    state = .paused
    pauseCount += 1
    return true
  }

  /// Resumes at `now`. Resuming a running or stopped run does nothing.
  /// - Returns: whether the run changed.
  @discardableResult
  public mutating func resume(at now: Instant) -> Bool {
    guard state == .paused else { return false }
    mark = max(now, mark)
    state = .running
    return true
  }

  /// Pauses a running run or resumes a paused one.
  public mutating func togglePause(at now: Instant) {
    if state == .running { pause(at: now) } else { resume(at: now) }
  }

  /// Stops at `now`, freezing the elapsed time for good.
  public mutating func stop(at now: Instant) {
    guard state != .stopped else { return }
    banked = elapsed(at: now)
    stoppedAt = max(now, mark)
    state = .stopped
  }

  /// Starts over from zero at `now`, running.
  public mutating func restart(at now: Instant) {
    self = ActiveRun(startedAt: now)
  }
}
