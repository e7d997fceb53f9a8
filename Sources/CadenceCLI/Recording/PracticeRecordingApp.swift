import TerminalUI

/// A practice app whose progress can be recorded while it runs.
protocol RecordablePractice: TerminalApp {
  /// Active practice time so far (pauses and the count-in excluded).
  var practiceTime: Duration { get }
  /// Cycles or rounds finished so far.
  var cyclesCompleted: Int { get }
  /// Whether the practice is paused.
  var isPaused: Bool { get }
}

extension BreatheApp: RecordablePractice {
  var practiceTime: Duration { breathingTime }
}

/// Wraps a practice app and saves its progress through a ``PracticeRecorder`` while it
/// runs: after any update at least ``PracticeRecorder/saveInterval`` since the last save,
/// and whenever it pauses or resumes.
///
/// It adds no wake-ups of its own: a running practice changes the screen at least once a
/// second (its countdowns), and a paused one has nothing new to save, so saving on the
/// wake-ups that happen anyway keeps the record within five seconds of the truth.
struct PracticeRecordingApp<Practice: RecordablePractice>: TerminalApp {
  private(set) var practice: Practice
  let recorder: PracticeRecorder
  private var wasPaused = false

  init(_ practice: Practice, recorder: PracticeRecorder) {
    self.practice = practice
    self.recorder = recorder
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    let result = practice.update(event, at: now)
    let pauseChanged = practice.isPaused != wasPaused
    wasPaused = practice.isPaused
    if result.exitStatus == nil {
      recorder.save(
        active: practice.practiceTime, cyclesCompleted: practice.cyclesCompleted, at: now,
        force: pauseChanged)
    }
    return result
  }

  func render(into buffer: inout Buffer) {
    practice.render(into: &buffer)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    practice.nextDeadline(after: now)
  }
}
