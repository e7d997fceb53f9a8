import CadenceStore

/// One session as a running practice describes it to a ``SessionRecorder``: what it is, how far
/// it got, and whether it has ended.
///
/// Practices compute these from their pure state; the recorder turns them into store writes.
public struct RecordedSession: Hashable, Sendable {
  /// What to write when the session begins (kind, name, label, planned time).
  public var session: NewSession
  /// Active time reached so far (pauses excluded).
  public var active: Duration
  /// Cycles or rounds finished so far.
  public var cyclesCompleted: Int
  /// `SessionStatus.inProgress` while it runs; its final status once it has ended while the
  /// practice goes on (a pomodoro focus whose time ran out is `SessionStatus.completed`).
  public var status: SessionStatus
  /// Whether a running session has reached its planned end (a timer counting overtime):
  /// ending the practice then completes it rather than stopping it early.
  public var reachedEnd: Bool
  /// A retention session's breath holds so far, round 1 first (none for other practices):
  /// kept with the session as they are held.
  public var holds: [Duration] = []

  /// A session described by its parts.
  public init(
    _ session: NewSession, active: Duration, cyclesCompleted: Int = 0,
    status: SessionStatus = .inProgress, reachedEnd: Bool = false
  ) {
    self.session = session
    self.active = active
    self.cyclesCompleted = cyclesCompleted
    self.status = status
    self.reachedEnd = reachedEnd
  }
}

/// A practice (or a front end's app around one) whose sessions are saved: it only describes
/// its sessions and its live status, as of its latest update; a ``CheckpointSchedule``
/// decides when they are written and a ``SessionRecorder`` writes them.
public protocol RecordsSessions {
  /// Every session so far, in the order they began: ended ones with their final status, and
  /// the one running (status `SessionStatus.inProgress`), if any, last. An element never
  /// changes position; the list only grows (a timer has one; a pomodoro one per focus).
  var recordedSessions: [RecordedSession] { get }
  /// What `cadence status` shows of the practice as of its latest update; `nil` when
  /// nothing runs (it is over).
  var liveStatus: LiveStatus? { get }
}
