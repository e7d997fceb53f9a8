import TerminalUI

/// Wraps a practice's app and decides, purely, when its sessions are saved: the checkpoint
/// policy, with the store writes left to a ``SessionRecorder`` the kernel calls after the
/// frame.
///
/// The first session begins on the first event (the terminal's size), so it is written
/// right after the first frame or line: the screen never waits for the database. After
/// that a ``Checkpoint`` goes out whenever a session begins or ends, and the running
/// one's progress at most ``interval`` later and then every ``interval`` while it changes,
/// so a crash loses at most a few seconds. A paused practice whose progress is saved
/// sleeps until a key.
///
/// ```swift
/// var app = Recorded(TimerApp(total: total))
/// let ending = try host.run(&app, on: .fullScreen, clock: .continuous) { checkpoint, now in
///   recorder.perform(checkpoint, at: now)
/// }
/// recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
/// ```
struct Recorded<Inner: RecordableApp>: TerminalApp where Inner.Command == Never {
  /// When the wrapper wakes the loop to save progress.
  enum Policy: Sendable {
    /// At each checkpoint, joined with the app's own deadline: right for a screen that
    /// changes once a second on the checkpoints' own grid.
    case onTime
    /// On the app's own wake-ups only, for an app whose screen changes at least once a
    /// second while it runs (a breathing session): a checkpoint that falls due is taken on
    /// the next frame, so nothing wakes while the screen is still, holds included.
    /// Without a wake-up of its own (paused), the checkpoint is the deadline, so the
    /// progress before a pause is saved once.
    case onOwnWakeUps
  }

  /// How often progress is saved: at most this much practice is lost to a crash.
  static var defaultInterval: Duration { .seconds(5) }

  /// The app being recorded.
  private(set) var inner: Inner
  /// When it wakes to save progress.
  let policy: Policy
  /// The checkpoint interval, in loop time.
  let interval: Duration
  /// When the next progress checkpoint is due, while a session runs.
  private var due: Duration?
  /// The running session's progress as last saved.
  private var saved: SessionProgress?
  /// What `cadence status` was last sent, steady (``LiveStatus/steady(at:)``).
  private var shown: LiveStatus?
  /// How many sessions had begun and how many had ended at the last checkpoint.
  private var shape: (begun: Int, ended: Int) = (0, 0)
  /// The loop time of the latest event: when the practice ended, once the loop has.
  private(set) var now: Duration = .zero

  /// Wraps `inner`.
  init(_ inner: Inner, policy: Policy = .onTime, interval: Duration = Self.defaultInterval) {
    self.inner = inner
    self.policy = policy
    self.interval = interval
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> Next<Checkpoint> {
    // A wake-up for a checkpoint reaches the app as a deadline too: apps derive what they
    // show from `now` and never count deadlines, so it changes nothing on screen.
    self.now = now
    let result = inner.update(event, at: now)
    var next = Next<Checkpoint>(ending: result.ending, effects: result.effects)
    if let checkpoint = checkpoint(at: now) { next.commands = [checkpoint] }
    return next
  }

  func render(into buffer: inout Buffer) {
    inner.render(into: &buffer)
  }

  func changes(since previous: Recorded) -> [String] {
    inner.changes(since: previous.inner)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let own = inner.nextDeadline(after: now)
    // Paused with its progress saved: nothing to wake for (progress is read only then).
    guard let due, own != nil || saved != progress else { return own }
    guard let own else { return due }
    switch policy {
    case .onTime:
      return min(own, due)
    case .onOwnWakeUps:
      // The app's next frame, unless it would come more than an interval late.
      return own <= due + interval ? own : due
    }
  }

  /// The running session's progress now, if one runs.
  private var progress: SessionProgress? {
    inner.recordedSessions.last { $0.status == .inProgress }.map(SessionProgress.init)
  }

  /// The checkpoint due at `now`, if any: a session began or ended, progress is due, or
  /// what `cadence status` shows no longer follows from the clock (a pause, a resume, a
  /// minute more, a restart, a new segment or phase).
  private mutating func checkpoint(at now: Duration) -> Checkpoint? {
    let sessions = inner.recordedSessions
    let ended = sessions.count { $0.status != .inProgress }
    let changedShape = (sessions.count, ended) != shape
    shape = (sessions.count, ended)
    let current = sessions.last { $0.status == .inProgress }.map(SessionProgress.init)
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
    let live = inner.liveStatus
    let steady = live?.steady(at: now)
    // Progress checkpoints send it too: its process re-reads the wall clock then, so a
    // wall clock set or a machine asleep under a practice that stops with it is set right.
    let showsLive = steady != shown || savesProgress || changedShape
    shown = steady
    guard changedShape || savesProgress || showsLive else { return nil }
    return Checkpoint(
      sessions: sessions, savesProgress: savesProgress, live: showsLive ? .some(live) : .none)
  }
}

/// What ``Recorded`` asks its recorder to write.
struct Checkpoint: Hashable, Sendable {
  /// Every session so far (see ``RecordableApp/recordedSessions``).
  var sessions: [RecordedSession]
  /// Whether the running session's progress is due to be saved too.
  var savesProgress: Bool
  /// What `cadence status` is to show now, when it is to be written: `.some(nil)` when
  /// nothing runs any more; `.none` when it is unchanged.
  var live: LiveStatus?? = .none
}

/// The part of a running session a checkpoint saves: how far it got, and the planned time
/// it has now (a timer's `+` and `-` change it).
struct SessionProgress: Hashable, Sendable {
  var active: Duration
  var cycles: Int
  var planned: Duration?

  init(active: Duration, cycles: Int, planned: Duration?) {
    self.active = active
    self.cycles = cycles
    self.planned = planned
  }

  init(_ session: RecordedSession) {
    self.init(
      active: session.active, cycles: session.cyclesCompleted, planned: session.session.planned)
  }
}
