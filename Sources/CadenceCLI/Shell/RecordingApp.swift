import TerminalUI

/// Wraps a full-screen app and saves its sessions: the CLI's effect shell around a pure app.
///
/// Every event goes to the inner app first; then the wrapper hands the app's
/// ``RecordableApp/recordedSessions`` to the ``SessionRecorder``, which begins, checkpoints
/// and finishes them in the store. How it wakes for checkpoints is ``Checkpoints``.
///
/// ```swift
/// var app = RecordingApp(TimerApp(total: total), recorder: recorder)
/// let status = try context.fullScreen.run(&app, clock: .boottime)
/// recorder.reportFailure(to: context.errorOutput)
/// ```
struct RecordingApp<Inner: RecordableApp>: TerminalApp {
  /// When the wrapper wakes the loop to save progress.
  enum Checkpoints {
    /// At each checkpoint, joined with the app's own deadline: right for a timer that
    /// changes once a second on the checkpoints' own grid. The first session is begun
    /// right after the first frame (an immediate deadline), dated from loop time zero, so
    /// the screen never waits for the database; a paused timer that has saved its
    /// progress sleeps until a key.
    case onTime
    /// On the app's own wake-ups only, for an app whose screen changes at least once a
    /// second while it runs (a breathing session): a checkpoint that falls due is written
    /// on the next frame, so nothing wakes while the screen is still, holds included.
    /// Without a wake-up of its own (paused), the checkpoint is the deadline, so the
    /// progress before a pause is saved once. The first session is begun when the wrapper
    /// is made.
    case onOwnWakeUps
  }

  /// The app being recorded.
  private(set) var inner: Inner
  /// Where its sessions go.
  let recorder: SessionRecorder
  /// When it wakes to save progress.
  let checkpoints: Checkpoints
  /// Whether the first session has been begun.
  private var begun = false

  /// Wraps `inner`; see ``Checkpoints`` for when its first session begins.
  init(_ inner: Inner, recorder: SessionRecorder, checkpoints: Checkpoints = .onTime) {
    self.inner = inner
    self.recorder = recorder
    self.checkpoints = checkpoints
    if checkpoints == .onOwnWakeUps { beginIfNeeded() }
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    beginIfNeeded()
    let result = inner.update(event, at: now)
    if let status = result.exitStatus {
      recorder.finish(inner.recordedSessions, exitStatus: status, at: now)
    } else {
      recorder.record(inner.recordedSessions, at: now)
    }
    return result
  }

  func render(into buffer: inout Buffer) {
    inner.render(into: &buffer)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    // A wake-up at once after the first frame, to begin the session.
    guard begun else { return now }
    let own = inner.nextDeadline(after: now)
    guard let checkpoint = recorder.nextCheckpoint(idle: own == nil) else { return own }
    guard let own else { return checkpoint }
    switch checkpoints {
    case .onTime:
      return min(own, checkpoint)
    case .onOwnWakeUps:
      // The app's next frame, unless it would come more than an interval late.
      return own <= checkpoint + recorder.interval ? own : checkpoint
    }
  }

  /// Begins the first session, dated from loop time zero when the practice started.
  private mutating func beginIfNeeded() {
    guard !begun else { return }
    begun = true
    recorder.record(inner.recordedSessions, at: .zero)
  }
}
