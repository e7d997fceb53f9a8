/// A pomodoro session in progress: which segment is on at any elapsed time.
///
/// Between explicit actions (skip, restart, start the next segment) the state is a pure
/// function of active elapsed time: with automatic advance, a query far in the future
/// walks whole sets at once, so a laptop that slept through three segments shows the
/// right one immediately. Segments that ended are reported once by ``settle(at:)``, the
/// shell's cue to ring a bell and log the focus time.
public struct PomodoroCycle: Hashable, Sendable, VisibleChangeScheduling {
  /// What happens when a segment's time is up.
  public enum Advance: Hashable, Sendable {
    /// The next segment starts at once.
    case automatic
    /// The finished segment waits, counting overtime, until ``startNext(at:)``.
    case waitForUser
  }

  /// Where the cycle is at one elapsed time.
  public struct Status: Hashable, Sendable {
    /// The segment that is on (or, when waiting, the one that just ended).
    public let segment: PomodoroSegment
    /// Elapsed time at which that segment started.
    public let startedAt: Duration
    /// Time left in the segment; zero while waiting.
    public let remaining: Duration
    /// Whether the segment is over and the cycle waits for the user.
    public let isWaiting: Bool
    /// Time since the segment ended while waiting; zero otherwise.
    public let overtime: Duration
    /// Focus segments completed by time so far (skipped ones do not count).
    public let completedFocusCount: Int
  }

  /// The plan this cycle follows.
  public let plan: PomodoroPlan
  /// What happens when a segment's time is up.
  public let advance: Advance
  /// The segment current as of the last action or settle.
  private var anchorIndex = 0
  /// Where that segment started, in elapsed time.
  private var anchorStart: Duration = .zero
  /// The highest segment index already reported finished or abandoned.
  private var reportedThrough = -1
  /// Focus segments reported finished.
  private var settledFocusCount = 0

  /// A cycle that starts with the first focus at elapsed time zero.
  public init(plan: PomodoroPlan = PomodoroPlan(), advance: Advance = .automatic) {
    self.plan = plan
    self.advance = advance
  }

  /// The state at `elapsed`.
  public func status(at elapsed: Duration) -> Status {
    let now = max(elapsed, anchorStart)
    let (index, start) = locate(now)
    let segment = plan.segment(index)
    let end = start + segment.length
    let waiting = now >= end
    let pendingFocus = unreportedFocusCount(before: waiting ? index + 1 : index)
    return Status(
      segment: segment,
      startedAt: start,
      remaining: waiting ? .zero : end - now,
      isWaiting: waiting,
      overtime: waiting ? now - end : .zero,
      completedFocusCount: settledFocusCount + pendingFocus
    )
  }

  /// Reports, once each, the segments whose time ran out up to `elapsed`, oldest first.
  @discardableResult
  public mutating func settle(at elapsed: Duration) -> [PomodoroSegment] {
    let now = max(elapsed, anchorStart)
    let (index, start) = locate(now)
    let waiting = now >= start + plan.segment(index).length
    let finishedEnd = waiting ? index + 1 : index
    let firstUnreported = reportedThrough + 1
    guard finishedEnd > firstUnreported else {
      (anchorIndex, anchorStart) = (index, start)
      return []
    }
    // Only the last set or so is listed: after a long sleep a few segments are enough
    // for bells and logs; the counts below stay exact.
    let listed = max(firstUnreported, finishedEnd - 2 * plan.longBreakEvery)
    let finished = (listed..<finishedEnd).map(plan.segment)
    settledFocusCount += unreportedFocusCount(before: finishedEnd)
    reportedThrough = finishedEnd - 1
    (anchorIndex, anchorStart) = (index, start)
    return finished
  }

  /// Abandons the current segment at `elapsed` and starts the next one there.
  ///
  /// A skipped segment does not count as completed. While waiting, this is the same as
  /// ``startNext(at:)``.
  @discardableResult
  public mutating func skip(at elapsed: Duration) -> [PomodoroSegment] {
    let finished = settle(at: elapsed)
    reportedThrough = max(reportedThrough, anchorIndex)
    anchorIndex += 1
    anchorStart = max(elapsed, anchorStart)
    return finished
  }

  /// Starts the next segment at `elapsed` after waiting; the same as ``skip(at:)``.
  @discardableResult
  public mutating func startNext(at elapsed: Duration) -> [PomodoroSegment] {
    skip(at: elapsed)
  }

  /// Starts the current segment again from its full length at `elapsed`.
  @discardableResult
  public mutating func restart(at elapsed: Duration) -> [PomodoroSegment] {
    let finished = settle(at: elapsed)
    anchorStart = max(elapsed, anchorStart)
    return finished
  }

  /// The next elapsed time at which the shown segment or its whole seconds change.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    let state = status(at: elapsed)
    let end = state.startedAt + state.segment.length
    if state.isWaiting {
      return end + .seconds(state.overtime.wholeSecondsRoundedDown + 1)
    }
    return end - .seconds(state.remaining.wholeSecondsRoundedUp - 1)
  }

  /// The segment on at `now` and where it started, walking from the anchor.
  private func locate(_ now: Duration) -> (index: Int, start: Duration) {
    var (index, start) = (anchorIndex, anchorStart)
    guard advance == .automatic else { return (index, start) }
    let setSegments = 2 * plan.longBreakEvery
    let setLength = plan.setLength
    while true {
      if index.isMultiple(of: setSegments), now - start >= setLength {
        let sets = (now - start).wholeNanoseconds / setLength.wholeNanoseconds
        index += Int(sets) * setSegments
        start += setLength * sets
      }
      let end = start + plan.segment(index).length
      guard now >= end else { return (index, start) }
      (index, start) = (index + 1, end)
    }
  }

  /// Focus segments finished before segment `end` (exclusive) that are not yet reported.
  private func unreportedFocusCount(before end: Int) -> Int {
    let first = reportedThrough + 1
    guard end > first else { return 0 }
    // Focus segments sit at even indices; evens in 0..<n number (n + 1) / 2.
    return (end + 1) / 2 - (first + 1) / 2
  }
}
