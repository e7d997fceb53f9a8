import TerminalUI

/// ``RecordingApp`` for an app that wakes often on its own: its sessions are saved on the
/// app's own wake-ups, never on a wake-up of the recorder's.
///
/// A running breathing session changes its screen at least once a second (the countdowns),
/// so a checkpoint that falls due is written on the next frame, under a second later, and
/// the process never wakes just to save: zero wake-ups while nothing on screen changes,
/// holds included. ``RecordingApp`` wakes at each checkpoint instead, which a timer that
/// changes once a second does not notice but a session paused off the schedule would.
/// When the app has no wake-up of its own (paused), the recorder's checkpoint is the
/// deadline, as with ``RecordingApp``, so the progress before a pause is saved once.
struct FrameRecordingApp<Inner: RecordableApp>: TerminalApp {
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

  /// The app's own deadline; the recorder's checkpoint only when the app has none, or
  /// when the app would next wake more than a checkpoint interval after it.
  func nextDeadline(after now: Duration) -> Duration? {
    let own = inner.nextDeadline(after: now)
    guard let checkpoint = recorder.nextCheckpoint(idle: own == nil) else { return own }
    guard let own, own <= checkpoint + recorder.interval else { return checkpoint }
    return own
  }
}
