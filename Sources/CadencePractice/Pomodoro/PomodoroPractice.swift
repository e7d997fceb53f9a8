import Cadence
import CadenceStore

/// A pomodoro day as a practice, the same for every front end: focus, short break, focus,
/// …, a long break every N focuses, with actions in at an instant and out what it shows,
/// when that next changes, what lies ahead, the sessions it records and its live status.
///
/// The rules of a pomodoro live here once:
/// - each focus segment is one session (kind focus, name "pomodoro", the label, planned the
///   work length); breaks are not sessions: they are not practice, and counting them would
///   inflate focus minutes;
/// - a focus whose time runs out is completed, with its length and any time before a
///   restart; a skipped one is stopped early with the time it ran;
/// - a restart starts the segment again and a focus keeps its session and its time;
/// - with ``PomodoroCycle/Advance/waitForUser`` a finished segment waits, counting
///   overtime, for ``Action/startNext``; with a set limit the day ends by itself after that
///   many long breaks.
///
/// Time is the front end's, on a clock that stops while the machine sleeps: focus time is
/// time the person was there.
public struct PomodoroPractice: Hashable, Sendable {
  /// What a person can do to a running pomodoro.
  public enum Action: Hashable, Sendable {
    /// Pause if running, resume if paused.
    case togglePause
    /// Pause (nothing if paused).
    case pause
    /// Resume (nothing if running).
    case resume
    /// Abandon the segment and start the next; a focus skipped is stopped early.
    case skip
    /// Start the segment again from its full length.
    case restart
    /// Start the next segment while waiting for the user (nothing otherwise).
    case startNext
  }

  /// Which segment is on at any active time.
  public private(set) var cycle: PomodoroCycle
  /// The run with its pauses, in the practice's time.
  public private(set) var run: ActiveRun<SessionInstant>
  /// The readouts' fixed format: the longest segment's.
  public let format: DurationFormat
  /// The label, recorded with each focus session.
  public let label: String?
  /// After this many long breaks the day is over by itself; `nil`: it goes on until stopped.
  public let setLimit: Int?
  /// The practice's time of its latest action or look: what ``face`` shows.
  public private(set) var now: Duration
  /// Focus segments whose time ran out, oldest first (the summaries' count and time).
  public private(set) var completedFocus: [PomodoroSegment] = []
  /// Long breaks whose time ran out, for ``setLimit``.
  private var completedLongBreaks = 0
  /// The active time at which the day ended by its set limit; the clock stops there.
  private var overAt: Duration?
  /// Focus sessions that have ended.
  private var focusLog: [RecordedSession] = []
  /// Focus time of the current focus segment before a restart, which its session keeps.
  private var restartedFocus: Duration = .zero

  /// A pomodoro of `plan` started at `start`.
  public init(
    plan: PomodoroPlan, advance: PomodoroCycle.Advance = .automatic, label: String? = nil,
    setLimit: Int? = nil, start: Duration = .zero
  ) {
    precondition(setLimit.map { $0 >= 1 } ?? true, "a set limit must be at least 1")
    cycle = PomodoroCycle(plan: plan, advance: advance)
    run = ActiveRun(startedAt: SessionInstant(start))
    format = DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
    self.label = label
    self.setLimit = setLimit
    now = start
  }

  /// The plan the cycle follows.
  public var plan: PomodoroPlan { cycle.plan }
  /// Active time now (pauses excluded; standing still once the day is over).
  public var elapsed: Duration {
    let elapsed = run.elapsed(at: SessionInstant(now))
    return overAt.map { min(elapsed, $0) } ?? elapsed
  }
  /// Where the cycle is now.
  public var status: PomodoroCycle.Status { cycle.status(at: elapsed) }
  /// Whether it stands paused.
  public var isPaused: Bool { run.state == .paused }
  /// Whether the day ended by itself (``setLimit`` long breaks done).
  public var isOver: Bool { overAt != nil }

  /// Moves the practice's time to `now`, with no action. Returns the segments whose time
  /// ran out since the last look, oldest first: a front end's cue for its bell and
  /// notification.
  @discardableResult
  public mutating func look(at now: Duration) -> [PomodoroSegment] {
    guard !isOver else { return [] }
    let end = dayEnd
    self.now = max(self.now, now)
    if let end, elapsed >= end { overAt = end }
    return log(cycle.settle(at: elapsed))
  }

  /// The active time at which the day reaches its set limit, walking on from the segment
  /// on now; `nil` without a limit, or while the end waits on the user.
  private var dayEnd: Duration? {
    guard let setLimit else { return nil }
    var left = setLimit - completedLongBreaks
    let status = self.status
    var segment = status.segment
    var end = status.startedAt + segment.length
    while true {
      if segment.kind == .longBreak {
        left -= 1
        if left <= 0 { return end }
      }
      guard cycle.advance == .automatic else { return nil }
      segment = plan.segment(segment.index + 1)
      end += segment.length
    }
  }

  /// Does `action` at `now`; returns the segments whose time ran out (as ``look(at:)``).
  @discardableResult
  public mutating func perform(_ action: Action, at now: Duration) -> [PomodoroSegment] {
    var finished = look(at: now)
    guard !isOver else { return finished }
    let instant = SessionInstant(self.now)
    switch action {
    case .togglePause: run.togglePause(at: instant)
    case .pause: _ = run.pause(at: instant)
    case .resume: _ = run.resume(at: instant)
    case .skip:
      if let focus = runningFocus {
        focusLog.append(RecordedSession(focusSession, active: focus, status: .stoppedEarly))
        restartedFocus = .zero
      }
      finished += log(cycle.skip(at: elapsed))
    case .restart:
      if let focus = runningFocus { restartedFocus = focus }
      finished += log(cycle.restart(at: elapsed))
    case .startNext:
      if status.isWaiting { finished += log(cycle.startNext(at: elapsed)) }
    }
    return finished + log(cycle.settle(at: elapsed))
  }

  /// Logs the segments that ran out: each focus a completed session. After a long stall
  /// the cycle lists only the last set or so; the focuses it leaves out are still sessions,
  /// completed at the plan's length, so the log matches the count.
  private mutating func log(_ finished: [PomodoroSegment]) -> [PomodoroSegment] {
    let listed = finished.filter { $0.kind == .focus }
    let unlisted = status.completedFocusCount - completedFocus.count - listed.count
    for _ in 0..<max(0, unlisted) {
      focusLog.append(RecordedSession(focusSession, active: plan.work, status: .completed))
      restartedFocus = .zero
    }
    for segment in finished {
      switch segment.kind {
      case .focus:
        completedFocus.append(segment)
        focusLog.append(
          RecordedSession(
            focusSession, active: restartedFocus + segment.length, status: .completed))
        restartedFocus = .zero
      case .longBreak: completedLongBreaks += 1
      case .shortBreak: break
      }
    }
    return finished
  }

  /// What the pomodoro shows now, in no language.
  public var face: PomodoroFace {
    let status = self.status
    let segment = status.segment
    let seconds =
      status.isWaiting
      ? status.overtime.wholeSecondsRoundedDown : status.remaining.wholeSecondsRoundedUp
    let length = max(segment.length.wholeSecondsRoundedUp, 1)
    let left = status.isWaiting ? 0 : seconds
    return PomodoroFace(
      segment: segment, next: plan.segment(segment.index + 1), seconds: seconds,
      format: format, progress: 1 - Double(left) / Double(length), isWaiting: status.isWaiting,
      isPaused: isPaused, completedFocusCount: status.completedFocusCount)
  }

  /// When, after `now`, the face next looks different (the next whole second or segment);
  /// `nil` while paused or once the day is over.
  public func nextVisibleChange(after now: Duration) -> Duration? {
    guard !isOver else { return nil }
    return cycle.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
  }

  /// How far ahead an endless day's timeline reaches: one whole set.
  private var horizon: Int { 2 * plan.longBreakEvery }

  /// The events ahead of ``now`` while it runs: the current segment's end and, when the
  /// next one follows on its own, every segment start and end of the set ahead (and the
  /// end of the day with a set limit). A segment that began at this very instant (the
  /// day's first focus, the one a skip or Start next began) has its start listed first.
  public var timeline: [PracticeEvent] {
    guard !isOver, !isPaused else { return [] }
    let status = self.status
    guard !status.isWaiting else { return [] }
    var events: [PracticeEvent] = []
    // Its bell is still placed (on its frame by an output opened ahead, at once after a
    // skip): without it a day began in silence and a skip made no sound. A later look
    // does not list it again; a schedule that has it keeps it.
    if elapsed == status.startedAt,
      let at = run.instant(whenElapsedReaches: status.startedAt)?.offset
    {
      events.append(PracticeEvent(.segmentStart(status.segment), at: at))
    }
    var segment = status.segment
    var end = status.startedAt + segment.length
    var longBreaks = completedLongBreaks
    for _ in 0..<horizon {
      guard let at = run.instant(whenElapsedReaches: end)?.offset else { break }
      events.append(PracticeEvent(.segmentEnd(segment), at: at))
      if segment.kind == .longBreak { longBreaks += 1 }
      if let setLimit, longBreaks >= setLimit {
        events.append(PracticeEvent(.end, at: at))
        break
      }
      guard cycle.advance == .automatic else { break }
      segment = plan.segment(segment.index + 1)
      events.append(PracticeEvent(.segmentStart(segment), at: at))
      end += segment.length
    }
    return events
  }

  /// The session every focus segment records.
  private var focusSession: NewSession {
    NewSession(kind: .pomodoro, name: "pomodoro", label: label, planned: plan.work)
  }

  /// Focus time of the focus segment running now (restarts included), or `nil` in a break,
  /// while waiting for the user, or once the day is over.
  private var runningFocus: Duration? {
    let status = self.status
    guard !isOver, status.segment.kind == .focus, !status.isWaiting else { return nil }
    return restartedFocus + max(.zero, elapsed - status.startedAt)
  }
}

extension PomodoroPractice: RecordsSessions {
  /// One focus session per focus segment: completed when its time runs out, stopped early
  /// when skipped or when the pomodoro ends during it.
  public var recordedSessions: [RecordedSession] {
    guard let focus = runningFocus else { return focusLog }
    return focusLog + [RecordedSession(focusSession, active: focus)]
  }

  /// The segment's clock: elapsed from its start, planned its length (past it while
  /// waiting for the user, as the screen's overtime).
  public var liveStatus: LiveStatus? {
    guard !isOver else { return nil }
    let status = self.status
    return LiveStatus(
      kind: "pomodoro", label: label, paused: isPaused,
      elapsed: max(.zero, elapsed - status.startedAt), planned: status.segment.length,
      segment: status.segment.kind.rawValue)
  }
}

/// What a pomodoro shows, in no language: the segment and the next, the seconds its
/// readout shows, how far the ring is filled, and whether it waits or stands paused.
public struct PomodoroFace: Hashable, Sendable {
  /// The segment on (or, while waiting, the one that just ended).
  public var segment: PomodoroSegment
  /// The segment after it.
  public var next: PomodoroSegment
  /// Whole seconds left (rounded up), or while waiting the overtime (rounded down).
  public var seconds: Int64
  /// The readouts' fixed format.
  public var format: DurationFormat
  /// How far the segment is done, 0 to 1, by whole seconds shown (1 while waiting).
  public var progress: Double
  /// Whether the segment is over and the pomodoro waits for the user.
  public var isWaiting: Bool
  /// Whether the clock stands still.
  public var isPaused: Bool
  /// Focus segments completed by time so far.
  public var completedFocusCount: Int

  /// The digits, in the fixed format (`24:59`), without an overtime sign.
  public var digits: String { format.string(seconds: seconds) }
}
