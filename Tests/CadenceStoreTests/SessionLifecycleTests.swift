import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Begin, update, finish: what a running timer or breathing session writes, and reads back.
@Suite struct SessionLifecycleTests {
  @Test func aSessionIsStoredInProgressThenFinishedWithEveryField() throws {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-03-29T06:30:00Z")
    let store = try openStore(
      in: directory, clock: clock, calendar: LocalCalendar(timeZone: "Europe/Berlin"))
    let begun = try store.beginSession(
      NewSession(
        kind: .breathe, name: "4-7-8", label: "morning", planned: .milliseconds(76_000.5),
        cyclesPlanned: 4, programID: "calm-7", programStep: 2))
    #expect(try store.session(begun.id) == begun)
    #expect(begun.status == .inProgress)
    #expect(begun.plannedMilliseconds == 76_000)
    #expect(
      begun.startedAt
        == Timestamp(
          millisecondsSinceEpoch: milliseconds("2026-03-29T06:30:00Z"), utcOffsetSeconds: 7200))

    clock.advance(seconds: 5)
    try store.updateSession(begun.id, active: .milliseconds(4_999), cyclesCompleted: 0)
    #expect(try store.session(begun.id)?.activeMilliseconds == 4_999)

    clock.advance(seconds: 71)
    let finished = try store.finishSession(
      begun.id, status: .completed, active: .seconds(76), cyclesCompleted: 4)
    var expected = begun
    expected.status = .completed
    expected.activeMilliseconds = 76_000
    expected.cyclesCompleted = 4
    expected.endedAt = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-03-29T06:31:16Z"), utcOffsetSeconds: 7200)
    #expect(finished == expected)
    #expect(try store.session(begun.id) == expected)
  }

  @Test func aFinishedSessionCannotBeUpdatedOrFinishedAgain() throws {
    let store = try openStore(in: TemporaryDirectory())
    let session = try store.beginSession(NewSession(kind: .timer, name: "25m"))
    _ = try store.finishSession(
      session.id, status: .stoppedEarly, active: .seconds(60), cyclesCompleted: 0)
    let error = StoreError.sessionNotInProgress(session.id.uuidString)
    #expect(throws: error) {
      try store.updateSession(session.id, active: .seconds(61), cyclesCompleted: 0)
    }
    #expect(throws: error) {
      try store.finishSession(
        session.id, status: .completed, active: .seconds(61), cyclesCompleted: 0)
    }
    #expect(try store.session(session.id)?.activeMilliseconds == 60_000)
    #expect(throws: StoreError.sessionNotInProgress("00000000-0000-0000-0000-000000000000")) {
      try store.updateSession(
        UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)), active: .zero,
        cyclesCompleted: 0)
    }
  }

  @Test func completingAProgramStepAdvancesTheProgramInTheSameWrite() throws {
    let clock = TestClock("2026-05-01T07:00:00Z")
    let store = try openStore(in: TemporaryDirectory(), clock: clock)
    func run(step: Int, status: SessionStatus) throws {
      let session = try store.beginSession(
        NewSession(kind: .breathe, name: "box", programID: "calm-7", programStep: step))
      _ = try store.finishSession(
        session.id, status: status, active: .seconds(300), cyclesCompleted: 5)
    }
    try run(step: 0, status: .completed)
    try run(step: 1, status: .stoppedEarly)  // does not count
    #expect(try store.programProgress("calm-7")?.currentStep == 1)
    try run(step: 1, status: .completed)
    try run(step: 0, status: .completed)  // repeating step 0 does not move progress back
    #expect(
      try store.programProgress("calm-7")
        == ProgramProgress(
          programID: "calm-7", currentStep: 2, completedSteps: 3,
          lastPracticedAt: Timestamp(
            millisecondsSinceEpoch: milliseconds("2026-05-01T07:00:00Z"), utcOffsetSeconds: 0)))
  }

  @Test func historyIsNewestFirstAndFilters() throws {
    let clock = TestClock("2026-06-01T08:00:00Z")
    let store = try openStore(in: TemporaryDirectory(), clock: clock)
    var names: [String] = []
    for (index, kind) in [PracticeKind.breathe, .pomodoro, .timer, .pomodoro].enumerated() {
      clock.set("2026-06-0\(index + 1)T08:00:00Z")
      let name = "\(kind.rawValue)-\(index + 1)"
      names.append(name)
      _ = try store.beginSession(NewSession(kind: kind, name: name))
    }
    #expect(try store.sessions(SessionQuery()).map(\.name) == names.reversed())
    #expect(
      try store.sessions(SessionQuery(kind: .pomodoro)).map(\.name) == ["focus-4", "focus-2"])
    #expect(try store.sessions(SessionQuery(limit: 2)).map(\.name) == ["focus-4", "timer-3"])
    let window = SessionQuery(
      since: date("2026-06-02T08:00:00Z"), until: date("2026-06-04T08:00:00Z"))
    #expect(try store.sessions(window).map(\.name) == ["timer-3", "focus-2"])
  }

  @Test func anInMemoryStoreRecordsWithoutAFile() throws {
    let clock = TestClock("2026-08-01T10:00:00Z")
    let store = try SQLiteSessionStore.inMemory(now: clock.now)
    #expect(store.path == ":memory:")
    let session = try store.beginSession(NewSession(kind: .pomodoro, name: "pomodoro"))
    let finished = try store.finishSession(
      session.id, status: .completed, active: .seconds(1500), cyclesCompleted: 1)
    #expect(try store.sessions(SessionQuery()) == [finished])
  }
}
