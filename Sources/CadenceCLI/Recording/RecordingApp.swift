import TerminalUI

/// Wraps a full-screen app and saves its sessions: the CLI's effect shell around a pure app.
///
/// Every event goes to the inner app first; then the wrapper hands the app's
/// ``RecordableApp/recordedSessions`` to the ``SessionRecorder``, which begins, checkpoints
/// and finishes them in the store. The first session is begun right after the first frame
/// (an immediate deadline), dated from loop time zero when the practice started, so the
/// screen never waits for the database. The next checkpoint joins the inner app's
/// deadline, so a paused timer that has saved its progress sleeps until a key.
///
/// ```swift
/// var app = RecordingApp(TimerApp(total: total), recorder: recorder)
/// let status = try context.fullScreen.run(&app, clock: .boottime)
/// recorder.reportFailure(to: context.errorOutput)
/// ```
struct RecordingApp<Inner: RecordableApp>: TerminalApp {
  /// The app being recorded.
  private(set) var inner: Inner
  /// Where its sessions go.
  let recorder: SessionRecorder
  /// Whether the first session has been begun.
  private var begun = false

  /// Wraps `inner`; its first session begins after the first frame.
  init(_ inner: Inner, recorder: SessionRecorder) {
    self.inner = inner
    self.recorder = recorder
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if !begun {
      begun = true
      recorder.record(inner.recordedSessions, at: .zero)
    }
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
    let checkpoint = recorder.nextCheckpoint(idle: own == nil)
    guard let checkpoint else { return own }
    return min(own ?? checkpoint, checkpoint)
  }
}
