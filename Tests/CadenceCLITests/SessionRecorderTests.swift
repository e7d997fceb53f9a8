import CadenceStore
import Testing

@testable import CadenceCLI

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

  @Test func beginsAtOnceThenSavesEveryFiveSecondsOnTheSchedule() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    recorder.record(running(0), at: .seconds(100))
    #expect(recorder.nextCheckpoint(idle: false) == .seconds(105))
    for tenth in stride(from: 1001, through: 1120, by: 1) {
      let now = Duration.milliseconds(Int64(tenth) * 100)
      recorder.record(running(Double(tenth - 1000) / 10), at: now)
    }
    // Checkpoints on the grid 105, 110 (not pushed by the wake-up cadence).
    #expect(spy.writes == ["begin", "update 5000", "update 10000"])
    #expect(recorder.nextCheckpoint(idle: false) == .seconds(115))
    recorder.finish(running(12), exitStatus: ExitStatus.failure, at: .seconds(112))
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
    recorder.record(running(0), at: .zero)
    recorder.record(running(17), at: .seconds(17))
    #expect(spy.writes == ["begin", "update 17000"])
    #expect(recorder.nextCheckpoint(idle: false) == .seconds(22))
  }

  @Test func anIdlePracticeStopsWakingOnceItsProgressIsSaved() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    recorder.record(running(0), at: .zero)
    recorder.record(running(3), at: .seconds(3))  // paused at 3 s
    #expect(recorder.nextCheckpoint(idle: true) == .seconds(5))
    recorder.record(running(3), at: .seconds(5))
    #expect(recorder.nextCheckpoint(idle: true) == nil)
    recorder.record(running(3), at: .seconds(30))
    #expect(spy.writes == ["begin", "update 3000"])
  }

  @Test(arguments: [
    (false, ExitStatus.failure, SessionStatus.stoppedEarly),
    (false, ExitStatus.signal(2), .stoppedEarly),
    (false, ExitStatus.signal(15), .interrupted),
    (false, ExitStatus.signal(1), .interrupted),
    (true, ExitStatus.signal(2), .completed),
    (true, ExitStatus.success, .completed),
  ])
  func theEndingStatusFollowsTheEndAndTheExit(
    reachedEnd: Bool, exitStatus: Int32, expected: SessionStatus
  ) {
    #expect(SessionStatus.ending(reachedEnd: reachedEnd, exitStatus: exitStatus) == expected)
  }

  @Test func sessionsThatEndedWhileThePracticeRunsAreFinishedInOrder() throws {
    let spy = try store()
    let recorder = SessionRecorder(store: spy)
    let focus = NewSession(kind: .focus, name: "pomodoro", label: "essay")
    recorder.record([RecordedSession(focus, active: .zero)], at: .zero)
    // Between two wake-ups the first focus ended and a second began and ended.
    recorder.record(
      [
        RecordedSession(focus, active: .seconds(3), status: .completed),
        RecordedSession(focus, active: .seconds(1), status: .stoppedEarly),
      ], at: .seconds(9))
    #expect(recorder.nextCheckpoint(idle: false) == nil)
    #expect(
      spy.writes == ["begin", "finish completed 3000", "begin", "finish stoppedEarly 1000"])
    let stored = try spy.store.sessions(SessionQuery())
    #expect(stored.map(\.label) == ["essay", "essay"])
    #expect(stored.map(\.kind) == [.focus, .focus])
  }

  @Test func aFailingStoreWarnsOnceAndThePracticeGoesOn() throws {
    let spy = try store(failing: true)
    let recorder = SessionRecorder(store: spy)
    recorder.record(running(0), at: .zero)
    recorder.record(running(6), at: .seconds(6))
    recorder.finish(running(7), exitStatus: ExitStatus.success, at: .seconds(7))
    // Without a begun session there is nothing to update or finish.
    #expect(spy.writes == ["begin"])
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    recorder.reportFailure(to: errors)
    #expect(
      errors.lines == [
        "Warning: this session was not saved completely: The disk holding '\(spy.store.path)' "
          + "is full; the last change was not saved, earlier data is intact"
      ])
  }

  @Test func withoutAStoreNothingIsWrittenAndNothingWarns() {
    let recorder = SessionRecorder(store: nil)
    recorder.record(running(0), at: .zero)
    recorder.finish(running(1), exitStatus: ExitStatus.success, at: .seconds(1))
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    #expect(errors.text.isEmpty)
    #expect(recorder.nextCheckpoint(idle: false) == nil)
  }
}
