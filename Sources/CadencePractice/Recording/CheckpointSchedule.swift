/// When a practice's sessions are saved, decided purely from what the practice describes
/// (its ``RecordedSession`` list and its ``LiveStatus``) and the time: the checkpoint policy
/// every front end shares, with the writes left to a ``SessionRecorder``.
///
/// The first checkpoint goes out on the first look (the first frame or line, so the screen
/// never waits for the database). After that one goes out whenever a session begins or
/// ends, and the running one's progress at most ``interval`` later and then every
/// ``interval`` while it changes, so a crash loses at most a few seconds; and whenever what
/// `cadence status` shows stops following from the clock alone (a pause, a resume, a minute
/// more, a restart, a new segment or phase). A paused practice whose progress is saved
/// needs no wake-up at all.
///
/// ```swift
/// var schedule = CheckpointSchedule()
/// if let checkpoint = schedule.checkpoint(
///   sessions: practice.recordedSessions(at: now), live: practice.liveStatus(at: now), at: now)
/// {
///   recorder.perform(checkpoint, at: now)
/// }
/// ```
public struct CheckpointSchedule: Sendable {
  /// When the schedule wakes its front end to save progress.
  public enum Policy: Sendable {
    /// At each checkpoint, joined with the practice's own next change: right for a face that
    /// changes once a second on the checkpoints' own grid.
    case onTime
    /// On the practice's own wake-ups only, for a face that changes at least once a second
    /// while it runs (a breathing session): a checkpoint that falls due is taken on the next
    /// frame, so nothing wakes while the picture is still, holds included. Without a wake-up
    /// of its own (paused), the checkpoint is the deadline, so the progress before a pause is
    /// saved once.
    case onOwnWakeUps
  }

  /// How often progress is saved: at most this much practice is lost to a crash.
  public static var defaultInterval: Duration { .seconds(5) }

  /// When it wakes to save progress.
  public let policy: Policy
  /// The checkpoint interval, in the practice's time.
  public let interval: Duration
  /// When the next progress checkpoint is due, while a session runs.
  private var due: Duration?
  /// The running session's progress as last saved.
  private var saved: SessionProgress?
  /// What `cadence status` was last sent, steady (``LiveStatus/steady(at:)``).
  private var shown: LiveStatus?
  /// How many sessions had begun and how many had ended at the last checkpoint.
  private var shape: (begun: Int, ended: Int) = (0, 0)

  /// A schedule that has sent nothing yet.
  public init(policy: Policy = .onTime, interval: Duration = Self.defaultInterval) {
    self.policy = policy
    self.interval = interval
  }

  /// When to wake next, given the practice's own next visible change (`nil`: none): the
  /// earlier of it and the next progress checkpoint, as ``policy`` says; `nil` when nothing
  /// is due (paused with its progress saved).
  public func nextDeadline(after own: Duration?, sessions: [RecordedSession]) -> Duration? {
    nextDeadline(after: own, listing: { sessions })
  }

  /// ``nextDeadline(after:sessions:)`` for a practice whose sessions cost something to
  /// list: `sessions` is called only when there is no own change to wake for (paused). A
  /// loop asks at every wake-up, and a running practice always has one.
  public func nextDeadline(
    after own: Duration?, listing sessions: () -> [RecordedSession]
  ) -> Duration? {
    // Paused with its progress saved: nothing to wake for (progress is read only then).
    guard let due, own != nil || saved != Self.progress(of: sessions()) else { return own }
    guard let own else { return due }
    switch policy {
    case .onTime:
      return min(own, due)
    case .onOwnWakeUps:
      // The practice's next frame, unless it would come more than an interval late.
      return own <= due + interval ? own : due
    }
  }

  /// The checkpoint due at `now`, if any: a session began or ended, progress is due, or
  /// what `cadence status` shows no longer follows from the clock.
  public mutating func checkpoint(
    sessions: [RecordedSession], live: LiveStatus?, at now: Duration
  ) -> Checkpoint? {
    let ended = sessions.count { $0.status != .inProgress }
    let changedShape = (sessions.count, ended) != shape
    shape = (sessions.count, ended)
    let current = Self.progress(of: sessions)
    if changedShape {
      // A new running session starts its own schedule.
      due = current.map { _ in now + interval }
      saved = current.map { SessionProgress(active: .zero, cycles: 0, planned: $0.planned) }
    }
    var savesProgress = false
    if let due, now >= due {
      // Anchored on the schedule, so a slightly late wake-up does not push every later one.
      self.due = due + interval > now ? due + interval : now + interval
      savesProgress = current != saved
      if savesProgress { saved = current }
    }
    let steady = live?.steady(at: now)
    // Progress checkpoints send it too: its process re-reads the wall clock then, so a
    // wall clock set or a machine asleep under a practice that stops with it is set right.
    let showsLive = steady != shown || savesProgress || changedShape
    shown = steady
    guard changedShape || savesProgress || showsLive else { return nil }
    return Checkpoint(
      sessions: sessions, savesProgress: savesProgress, live: showsLive ? .some(live) : .none)
  }

  /// The running session's progress, if one runs.
  private static func progress(of sessions: [RecordedSession]) -> SessionProgress? {
    sessions.last { $0.status == .inProgress }.map(SessionProgress.init)
  }
}

/// What a ``CheckpointSchedule`` asks its ``SessionRecorder`` to write.
public struct Checkpoint: Hashable, Sendable {
  /// Every session so far (see ``RecordsSessions/recordedSessions``).
  public var sessions: [RecordedSession]
  /// Whether the running session's progress is due to be saved too.
  public var savesProgress: Bool
  /// What `cadence status` is to show now, when it is to be written: `.some(nil)` when
  /// nothing runs any more; `.none` when it is unchanged.
  public var live: LiveStatus?? = .none

  /// A checkpoint of `sessions`.
  public init(sessions: [RecordedSession], savesProgress: Bool, live: LiveStatus?? = .none) {
    self.sessions = sessions
    self.savesProgress = savesProgress
    self.live = live
  }
}

/// The part of a running session a checkpoint saves: how far it got, and the planned time
/// it has now (a timer's `+` and `-` change it).
public struct SessionProgress: Hashable, Sendable {
  /// Active time so far.
  public var active: Duration
  /// Cycles or rounds finished.
  public var cycles: Int
  /// The planned time, as the practice has it now.
  public var planned: Duration?

  /// Progress with these parts.
  public init(active: Duration, cycles: Int, planned: Duration?) {
    self.active = active
    self.cycles = cycles
    self.planned = planned
  }

  /// The progress `session` has reached.
  public init(_ session: RecordedSession) {
    self.init(
      active: session.active, cycles: session.cyclesCompleted, planned: session.session.planned)
  }
}
