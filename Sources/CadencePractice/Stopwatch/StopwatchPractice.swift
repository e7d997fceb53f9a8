import Cadence
import CadenceStore

/// A stopwatch as a practice, the same for every front end: actions in at an instant (start
/// or pause, lap, reset, stop), and out what it shows, when that next changes, the sessions
/// it records and its live status. It has no timeline: nothing lies ahead of a stopwatch.
///
/// The rules of a stopwatch live here once:
/// - each run is one session (kind stopwatch, name "stopwatch", no planned time), its laps
///   as cycles, the lap running when it ends counted as the last;
/// - a reset ends the run on the dial, complete (a stopwatch measures what it measures),
///   and the next start begins another; a stopwatch reset and never started again records
///   nothing more;
/// - the person stopping it completes the run; anything else (SIGTERM, a closed output)
///   interrupts or stops it early.
///
/// Time is the front end's, on a clock that counts through system sleep: it measures real
/// time.
public struct StopwatchPractice: Hashable, Sendable {
  /// What a person can do to a stopwatch.
  public enum Action: Hashable, Sendable {
    /// Start if paused, pause if running.
    case togglePause
    /// Mark a lap (nothing while paused).
    case lap
    /// Back to zero, paused; the run so far is a session of its own.
    case reset
    /// The person ends it: the run is complete.
    case stop
  }

  /// The laps taken on the dial.
  public private(set) var stopwatch = Stopwatch()
  /// The run with its pauses, in the practice's time.
  public private(set) var run: ActiveRun<SessionInstant>
  /// The practice's time of its latest action or look: what ``face`` shows.
  public private(set) var now: Duration
  /// Runs ended by a reset.
  private var resetRuns: [RecordedSession] = []
  /// Whether the run on the dial is a session: not after a reset until it starts again.
  private var runIsSession = true
  /// Whether the person stopped it.
  public private(set) var stoppedByPerson = false

  /// A stopwatch running from `start`.
  public init(start: Duration = .zero) {
    run = ActiveRun(startedAt: SessionInstant(start))
    now = start
  }

  /// Time measured now (pauses excluded).
  public var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  /// Whether it stands paused.
  public var isPaused: Bool { run.state == .paused }

  /// Moves the practice's time to `now`, with no action: before reading what it shows.
  public mutating func look(at now: Duration) {
    self.now = max(self.now, now)
  }

  /// Does `action` at `now`.
  public mutating func perform(_ action: Action, at now: Duration) {
    look(at: now)
    let instant = SessionInstant(self.now)
    switch action {
    case .togglePause:
      run.togglePause(at: instant)
      if run.isRunning { runIsSession = true }
    case .lap:
      if run.isRunning { stopwatch.lap(at: elapsed) }
    case .reset:
      if runIsSession { resetRuns.append(session(of: lapped, status: .completed)) }
      runIsSession = false
      stopwatch.reset()
      run.restart(at: instant)
      run.pause(at: instant)
    case .stop:
      stoppedByPerson = true
    }
  }

  /// The laps with the one running now as the last, when laps were taken: what a list of
  /// laps ends with when the stopwatch stops. Without laps there is only the total.
  public var lapped: Stopwatch {
    let shown = stopwatch.displayedTenths(at: elapsed)
    guard let last = stopwatch.laps.last, shown > last.splitTenths else { return stopwatch }
    var copy = stopwatch
    copy.lap(at: elapsed)
    return copy
  }

  /// What the stopwatch shows now, in no language.
  public var face: StopwatchFace {
    let tenths = stopwatch.displayedTenths(at: elapsed)
    return StopwatchFace(
      tenths: tenths, laps: stopwatch.laps,
      runningLapTenths: tenths - (stopwatch.laps.last?.splitTenths ?? 0), isPaused: isPaused,
      isAtZero: elapsed == .zero)
  }

  /// When, after `now`, the face next looks different (the next tenth); `nil` while paused.
  public func nextVisibleChange(after now: Duration) -> Duration? {
    stopwatch.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
  }

  /// Nothing lies ahead of a stopwatch.
  public var timeline: [PracticeEvent] { [] }

  /// A run as the store keeps it.
  private func session(of stopwatch: Stopwatch, status: SessionStatus = .inProgress)
    -> RecordedSession
  {
    RecordedSession(
      NewSession(kind: .stopwatch, name: "stopwatch"), active: elapsed,
      cyclesCompleted: stopwatch.laps.count, status: status, reachedEnd: stoppedByPerson)
  }
}

extension StopwatchPractice: RecordsSessions {
  /// One session per run, active time without pauses, laps as cycles.
  public var recordedSessions: [RecordedSession] {
    guard runIsSession else { return resetRuns }
    return resetRuns + [session(of: lapped)]
  }

  /// The run on the dial; after a reset it stands at zero, paused, until started.
  public var liveStatus: LiveStatus? {
    LiveStatus(kind: "stopwatch", paused: isPaused, elapsed: elapsed)
  }
}

/// What a stopwatch shows, in no language: the tenths on the dial, the laps, the running
/// lap's time, and whether it stands paused (at zero: ready).
public struct StopwatchFace: Hashable, Sendable {
  /// Tenths of a second measured.
  public var tenths: Int64
  /// The laps taken, oldest first.
  public var laps: [Lap]
  /// Tenths of the lap running now.
  public var runningLapTenths: Int64
  /// Whether it stands still.
  public var isPaused: Bool
  /// Whether nothing has been measured yet (after a reset).
  public var isAtZero: Bool
}
