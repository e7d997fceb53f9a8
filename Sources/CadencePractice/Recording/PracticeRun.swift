/// A practice run by a front end without the terminal's loop kernel (the desktop's pages):
/// the practice value, its ``CheckpointSchedule`` and its ``SessionRecorder``, so that
/// every change is followed by the checkpoint it calls for, as the kernel does after a
/// frame, and the end is recorded by the same rule (``RunEnd``).
///
/// The front end keeps time (any `Duration` since a zero of its choosing, on the clock the
/// practice keeps time on) and sleeps until ``nextDeadline(after:own:)``. The store's
/// writes happen on the recorder's thread: a GTK main loop never waits for SQLite.
///
/// ```swift
/// var run = PracticeRun(TimerPractice(total: .seconds(1500)), recorder: recorder)
/// run.change(at: now) { $0.perform(.addMinute, at: now) }
/// let wake = run.nextDeadline(after: now, own: run.practice.nextVisibleChange(after: now))
/// run.finish(.stopped, at: now)
/// ```
public struct PracticeRun<Practice: RecordsSessions> {
  /// The practice as of its latest change.
  public private(set) var practice: Practice
  private var schedule: CheckpointSchedule
  /// `nil`: nothing is recorded (a screenshot, a page without a store).
  public let recorder: SessionRecorder?
  /// Whether ``finish(_:at:)`` has recorded the end.
  public private(set) var isFinished = false

  /// Runs `practice`, recording through `recorder`; the first checkpoint goes out with the
  /// first ``change(at:_:)``.
  public init(
    _ practice: Practice, recorder: SessionRecorder?,
    policy: CheckpointSchedule.Policy = .onTime,
    interval: Duration = CheckpointSchedule.defaultInterval
  ) {
    self.practice = practice
    self.recorder = recorder
    schedule = CheckpointSchedule(policy: policy, interval: interval)
  }

  /// Changes the practice at `now` (an action, or only a look at the time) and performs
  /// the checkpoint that calls for, if any.
  @discardableResult
  public mutating func change<Result>(
    at now: Duration, _ body: (inout Practice) -> Result
  ) -> Result {
    let result = body(&practice)
    guard !isFinished else { return result }
    let checkpoint = schedule.checkpoint(
      sessions: practice.recordedSessions, live: practice.liveStatus, at: now)
    if let checkpoint, let recorder { recorder.perform(checkpoint, at: now) }
    return result
  }

  /// When to wake next: the earlier of the practice's own next change `own` and the next
  /// progress checkpoint; `nil` when nothing is due.
  public func nextDeadline(after now: Duration, own: Duration?) -> Duration? {
    guard !isFinished else { return nil }
    guard recorder != nil else { return own }
    return schedule.nextDeadline(after: own, listing: { practice.recordedSessions })
  }

  /// Ends the run at `now`: the running session, if any, is finished with the status `end`
  /// gives it, what `cadence status` shows is cleared, and the writes are waited for (at
  /// most ``SessionRecorder/endingBound``). Returns what went wrong with the recording, if
  /// anything, for the front end to say once. A second call does nothing.
  @discardableResult
  public mutating func finish(_ end: RunEnd, at now: Duration) -> RecordingProblem? {
    guard !isFinished else { return nil }
    isFinished = true
    guard let recorder else { return nil }
    recorder.finish(practice.recordedSessions, end: end, at: now)
    return recorder.takeProblem()
  }
}
