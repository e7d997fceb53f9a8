import TerminalUI

/// Wraps a full-screen app and saves its sessions: the CLI's effect shell around a pure app.
///
/// Every event goes to the inner app first; then the wrapper hands the app's
/// ``RecordableApp/recordedSessions`` to the ``SessionRecorder``, which begins, checkpoints
/// and finishes them in the store. The first session is begun when the wrapper is made (the
/// practice starts then). The next checkpoint joins the inner app's deadline, so a paused
/// timer that has saved its progress sleeps until a key, as it did before.
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

  /// Wraps `inner` and begins its first session at loop time zero.
  init(_ inner: Inner, recorder: SessionRecorder) {
    self.inner = inner
    self.recorder = recorder
    recorder.record(inner.recordedSessions, at: .zero)
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
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
    let own = inner.nextDeadline(after: now)
    let checkpoint = recorder.nextCheckpoint(idle: own == nil)
    guard let checkpoint else { return own }
    return min(own ?? checkpoint, checkpoint)
  }
}
