import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Who stamps a running session's times, and what a finish may change: a practice stamps
/// its start with the wall clock once and every later instant as the start plus the
/// monotonic time since, so a wall clock set back mid-session cannot end a session before
/// it began (issue 11, item 1); the planned time is the one the session had when it ended
/// (issue 10, item 4: a timer shortened with `-`).
@Suite struct SessionStampTests {
  let start = date("2026-05-04T12:00:00Z")

  @Test func aPracticeStampsTheStartEachCheckpointAndTheEnd() throws {
    let directory = TemporaryDirectory()
    // The store's own clock is an hour behind: the practice's stamps are what count.
    let store = try openStore(in: directory, clock: TestClock("2026-05-04T11:00:00Z"))
    let begun = try store.beginSession(
      NewSession(kind: .timer, name: "timer", planned: .seconds(300)), at: start)
    #expect(begun.startedAt.millisecondsSinceEpoch == milliseconds("2026-05-04T12:00:00Z"))
    try store.updateSession(
      begun.id, active: .seconds(5), cyclesCompleted: 0, planned: .seconds(240),
      at: start.addingTimeInterval(5))
    var stored = try #require(try store.session(begun.id))
    #expect(stored.plannedMilliseconds == 240_000)
    #expect(stored.activeMilliseconds == 5_000)
    let finished = try store.finishSession(
      begun.id, status: .completed, active: .seconds(180), cyclesCompleted: 0,
      planned: .seconds(180), at: start.addingTimeInterval(181.5))
    stored = try #require(try store.session(begun.id))
    #expect(stored == finished)
    #expect(stored.plannedMilliseconds == 180_000)
    #expect(stored.activeMilliseconds == 180_000)
    #expect(stored.endedAt?.millisecondsSinceEpoch == milliseconds("2026-05-04T12:03:01.500Z"))
  }

  @Test func aSessionWithoutAPlanKeepsNone() throws {
    let store = try openStore(in: TemporaryDirectory())
    let begun = try store.beginSession(NewSession(kind: .stopwatch, name: "stopwatch"), at: start)
    let finished = try store.finishSession(
      begun.id, status: .completed, active: .seconds(7), cyclesCompleted: 0, planned: nil,
      at: start.addingTimeInterval(7))
    #expect(finished.plannedMilliseconds == nil)
  }

  @Test func theStoresOwnClockSetBackNeverEndsASessionBeforeItBegan() throws {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-05-04T12:00:00Z")
    let store = try openStore(in: directory, clock: clock)
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"))
    clock.set("2026-05-04T11:00:09Z")
    try store.updateSession(session.id, active: .seconds(9), cyclesCompleted: 0)
    clock.set("2026-05-04T11:00:15Z")
    let finished = try store.finishSession(
      session.id, status: .completed, active: .seconds(15), cyclesCompleted: 0)
    let startedAt = finished.startedAt
    #expect(finished.endedAt == startedAt)
    // What export writes, import takes.
    let exported = try store.exportJSON()
    // Imported on a machine whose clock is past the export (import refuses the future).
    let other = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-05-04T12:00:00Z"))
    _ = try other.importJSON(exported)
    #expect(try other.session(session.id)?.endedAt == startedAt)
  }

  @Test func aSessionLeftInProgressIsRecoveredEndingAtItsLastCheckpoint() throws {
    let directory = TemporaryDirectory()
    let dead = ProcessIdentity(
      pid: RecoveryTests.deadPID, startTicks: 1234, bootID: ProcessIdentity.current.bootID)
    let store = try openStore(in: directory, owner: dead)
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"), at: start)
    try store.updateSession(
      session.id, active: .seconds(10), cyclesCompleted: 0, planned: nil,
      at: start.addingTimeInterval(10))
    let recovered = try openStore(in: directory).recoveredSessions
    #expect(recovered.map(\.id) == [session.id])
    #expect(
      recovered.first?.endedAt?.millisecondsSinceEpoch
        == milliseconds("2026-05-04T12:00:10Z"))
  }
}
