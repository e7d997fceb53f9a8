import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// An app whose sessions ``Recorded`` saves: a terminal app around a practice that describes
/// its sessions (``CadencePractice/RecordsSessions``).
protocol RecordableApp: TerminalApp, RecordsSessions {}

/// Wraps a practice's app in the shared checkpoint policy (`CheckpointSchedule`), turning
/// its checkpoints into kernel commands that a `SessionRecorder` performs after the frame.
///
/// ```swift
/// var app = Recorded(TimerApp(total: total))
/// let ending = try host.run(&app, on: .fullScreen, clock: .continuous) { checkpoint, now in
///   recorder.perform(checkpoint, at: now)
/// }
/// recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
/// ```
struct Recorded<Inner: RecordableApp>: TerminalApp where Inner.Command == Never {
  /// When it wakes the loop to save progress.
  typealias Policy = CheckpointSchedule.Policy

  /// The app being recorded.
  private(set) var inner: Inner
  /// When its sessions are saved.
  private var schedule: CheckpointSchedule
  /// The loop time of the latest event: when the practice ended, once the loop has.
  private(set) var now: Duration = .zero

  /// Wraps `inner`.
  init(
    _ inner: Inner, policy: CheckpointSchedule.Policy = .onTime,
    interval: Duration = CheckpointSchedule.defaultInterval
  ) {
    self.inner = inner
    schedule = CheckpointSchedule(policy: policy, interval: interval)
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> Next<Checkpoint> {
    // A wake-up for a checkpoint reaches the app as a deadline too: apps derive what they
    // show from `now` and never count deadlines, so it changes nothing on screen.
    self.now = now
    let result = inner.update(event, at: now)
    var next = Next<Checkpoint>(ending: result.ending, effects: result.effects)
    let checkpoint = schedule.checkpoint(
      sessions: inner.recordedSessions, live: inner.liveStatus, at: now)
    if let checkpoint { next.commands = [checkpoint] }
    return next
  }

  func render(into buffer: inout Buffer) {
    inner.render(into: &buffer)
  }

  func changes(since previous: Recorded) -> [String] {
    inner.changes(since: previous.inner)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    schedule.nextDeadline(
      after: inner.nextDeadline(after: now), listing: { inner.recordedSessions })
  }

  var soundTimeline: [PracticeEvent] { inner.soundTimeline }
  var terminalTitle: String? { inner.terminalTitle }
}

extension SessionRecorder {
  /// Ends the practice at loop time `now` with the recorded status `ending` gives a session
  /// still running (``Ending/runEnd``).
  func finish(_ sessions: [RecordedSession], ending: Ending, at now: Duration) {
    finish(sessions, end: ending.runEnd, at: now)
  }

  /// Writes one warning about the first store failure, if there was one and it has not been
  /// reported yet; or that the database was still busy when the practice ended.
  ///
  /// The warning is in the language of `words` (English for tests that do not say).
  func reportFailure(to output: any TextOutput, in words: any Catalogue = EnglishCatalogue()) {
    switch takeProblem() {
    case .willNotBeSaved(let failure):
      output.write(RuntimeMessage.sessionWillNotBeSaved(failure).line(in: words))
    case .notSavedCompletely(let failure):
      output.write(RuntimeMessage.sessionNotSavedCompletely(failure).line(in: words))
    case .keptForLater(let path, let failure):
      output.write(RuntimeMessage.sessionKeptForLater(path: path, because: failure).line(in: words))
    case nil:
      break
    }
    if let problem = takeSyncProblem() { output.write(words.syncProblem(problem)) }
  }
}
