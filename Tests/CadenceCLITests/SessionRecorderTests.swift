import Cadence
import CadencePractice
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

/// A practice that runs for a minute and reports its elapsed time: just enough app to
/// drive ``Recorded``'s checkpoint schedule.
private struct Running: RecordableApp {
  var now: Duration = .zero
  var paused = false
  var pausedAt: Duration = .zero
  let timer = NewSession(kind: .timer, name: "timer", planned: .seconds(60))

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    if event == .key(.character(" ")) {
      paused = true
      pausedAt = now
    }
    return .continue
  }

  func nextDeadline(after now: Duration) -> Duration? {
    paused ? nil : .seconds(now.wholeSecondsRoundedDown + 1)
  }

  var recordedSessions: [RecordedSession] {
    [RecordedSession(timer, active: paused ? pausedAt : now)]
  }

  var liveStatus: LiveStatus? {
    LiveStatus(
      kind: "timer", paused: paused, elapsed: paused ? pausedAt : now, planned: .seconds(60))
  }
}

@Suite struct SessionRecorderTests {
  let directory = TemporaryDirectory()
  let timer = NewSession(kind: .timer, name: "timer", planned: .seconds(60))

  func store(failing: Bool = false) throws -> SpyStore {
    SpyStore(
      try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)), failing: failing)
  }

  func running(_ seconds: Double) -> [RecordedSession] {
    [RecordedSession(timer, active: .milliseconds(Int64(seconds * 1000)))]
  }

  /// Delivers `event` at `now` and performs the checkpoints it asks for.
  private func step(
    _ app: inout Recorded<Running>, _ event: TerminalEvent, at now: Duration,
    _ recorder: SessionRecorder
  ) {
    app.update(event, at: now).commands.forEach { recorder.perform($0, at: now) }
    recorder.waitUntilWritten()
  }

  @Test func beginsAtOnceThenSavesEveryFiveSecondsOnTheSchedule() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    var app = Recorded(Running())
    step(&app, .resize(.zero), at: .zero, recorder)
    #expect(spy.writes == ["begin"])
    #expect(app.nextDeadline(after: .zero) == .seconds(1))
    for tenth in 1...120 {
      step(&app, .deadline, at: .milliseconds(Int64(tenth) * 100), recorder)
    }
    // Checkpoints on the grid 5, 10 (not pushed by the wake-up cadence).
    #expect(spy.writes == ["begin", "update 5000", "update 10000"])
    recorder.finish(running(12), ending: .stopped, at: .seconds(12))
    #expect(spy.writes.last == "finish stoppedEarly 12000")
    let stored = try spy.store.sessions(SessionQuery())
    #expect(stored.map(\.status) == [.stoppedEarly])
    #expect(stored.map(\.activeMilliseconds) == [12_000])
    #expect(stored.map(\.plannedMilliseconds) == [60_000])
    #expect(recorder.sessionIDs == stored.map(\.id))
  }

  @Test func aLateWakeUpSavesOnceAndStartsANewGrid() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    var app = Recorded(Running())
    step(&app, .resize(.zero), at: .zero, recorder)
    step(&app, .deadline, at: .seconds(17), recorder)
    #expect(spy.writes == ["begin", "update 17000"])
    #expect(app.nextDeadline(after: .milliseconds(21_500)) == .seconds(22))
  }

  @Test func anIdlePracticeStopsWakingOnceItsProgressIsSaved() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    var app = Recorded(Running())
    step(&app, .resize(.zero), at: .zero, recorder)
    step(&app, .key(.character(" ")), at: .seconds(3), recorder)  // paused at 3 s
    #expect(app.nextDeadline(after: .seconds(3)) == .seconds(5))
    step(&app, .deadline, at: .seconds(5), recorder)
    #expect(app.nextDeadline(after: .seconds(5)) == nil)
    #expect(spy.writes == ["begin", "update 3000"])
  }

  @Test(arguments: [
    (false, Ending.stopped, SessionStatus.stoppedEarly),
    (false, .signal(2), .stoppedEarly),
    (false, .signal(15), .interrupted),
    (false, .signal(1), .interrupted),
    (false, .outputClosed, .stoppedEarly),
    (false, .terminalFailed, .stoppedEarly),
    (false, .closed, .stoppedEarly),
    (true, .signal(2), .completed),
    (true, .completed, .completed),
  ])
  func theEndingStatusFollowsTheEndAndTheEnding(
    reachedEnd: Bool, ending: Ending, expected: SessionStatus
  ) {
    #expect(ending.sessionStatus(reachedEnd: reachedEnd) == expected)
  }

  @Test(arguments: [
    (Ending.completed, Int32(0)), (.closed, 0), (.stopped, 1), (.terminalFailed, 1),
    (.signal(2), 130), (.signal(15), 143), (.signal(1), 129), (.outputClosed, 141),
  ])
  func eachEndingHasOneExitStatus(ending: Ending, status: Int32) {
    #expect(ending.exitStatus.code == status)
  }

  @Test func sessionsThatEndedWhileThePracticeRunsAreFinishedInOrder() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    let focus = NewSession(kind: .pomodoro, name: "pomodoro", label: "essay")
    recorder.record([RecordedSession(focus, active: .zero)], at: .zero)
    // Between two wake-ups the first focus ended and a second began and ended.
    recorder.record(
      [
        RecordedSession(focus, active: .seconds(3), status: .completed),
        RecordedSession(focus, active: .seconds(1), status: .stoppedEarly),
      ], at: .seconds(4))
    recorder.waitUntilWritten()
    #expect(
      spy.writes == ["begin", "finish completed 3000", "begin", "finish stoppedEarly 1000"])
    let stored = try spy.store.sessions(SessionQuery())
    #expect(stored.map(\.label) == ["essay", "essay"])
    #expect(stored.map(\.kind) == [.pomodoro, .pomodoro])
  }

  @Test func aFailingStoreWarnsOnceAndThePracticeGoesOn() throws {
    let spy = try store(failing: true)
    let recorder = SessionRecorder(store: spy)
    recorder.record(running(0), saveProgress: false, at: .zero)
    recorder.record(running(6), at: .seconds(6))
    recorder.finish(running(7), ending: .completed, at: .seconds(7))
    // Without a begun session there is nothing to update or finish.
    #expect(spy.writes == ["begin"])
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    recorder.reportFailure(to: errors)
    #expect(
      errors.lines == [
        "Warning: This session was not saved completely: The disk holding '\(spy.store.path)' "
          + "is full; the last change was not saved, earlier data is intact."
      ])
  }

  @Test func withoutAStoreNothingIsWrittenAndNothingWarns() {
    let recorder = SessionRecorder(store: nil)
    recorder.record(running(0), at: .zero)
    recorder.finish(running(1), ending: .completed, at: .seconds(1))
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    #expect(errors.text.isEmpty)
  }
}
