import Cadence
import CadencePractice
import CadenceStore
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The times a practice records: its start from the wall clock, everything after from the
/// loop's monotonic clock (issue 11, item 1), and the planned time the timer had when it
/// ended (issue 10, item 4).
@Suite struct RecordedTimesTests {
  let directory = TemporaryDirectory()
  /// Noon on 4 May 2026, UTC.
  static let noon = Date(timeIntervalSince1970: 1_777_896_000)

  func sessions() throws -> [SessionRecord] {
    try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)).sessions(SessionQuery())
  }

  /// Runs `arguments` full screen on a scripted host whose wall clock reads noon at the
  /// start and is set back an hour at loop time `stepBack`.
  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)] = [],
    stepBack: Duration = .seconds(9)
  ) -> Int32 {
    let host = ScriptedHost(script: script)
    let clock = host.clock
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path,
      wallClock: {
        let elapsed = clock.now.offset
        let (seconds, attoseconds) = elapsed.components
        let wall = Self.noon.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
        return elapsed >= stepBack ? wall.addingTimeInterval(-3600) : wall
      })
    return CadenceCommandLine.run(arguments, in: context)
  }

  @Test func aWallClockSetBackMidSessionMovesNeitherItsEndNorTheExport() throws {
    #expect(run(["timer", "15", "--exit"]) == 0)
    let session = try #require(try sessions().first)
    #expect(session.status == .completed)
    #expect(session.startedAt.millisecondsSinceEpoch == 1_777_896_000_000)
    // The end is the start plus 15 s of the loop's clock, whatever the wall clock says.
    #expect(session.endedAt?.millisecondsSinceEpoch == 1_777_896_015_000)
    let exported = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .exportJSON()
    let other = TemporaryDirectory()
    let summary = try SQLiteSessionStore.open(in: DataDirectory(path: other.path))
      .importJSON(exported)
    #expect(summary.sessions.added == 1)
  }

  @Test func aSessionEndedByASignalEndsAtTheSignalOnTheLoopsClock() throws {
    #expect(run(["timer", "60"], script: [(.seconds(12), .signal(15))]) == 143)
    let session = try #require(try sessions().first)
    #expect(session.status == .interrupted)
    #expect(session.endedAt?.millisecondsSinceEpoch == 1_777_896_012_000)
  }

  @Test func aTimerShortenedWithMinusRecordsThePlanItEndedWith() throws {
    // 5 minutes; at 10 s two minutes less: it runs out at 3:00.
    let script: [(at: Duration, step: ScriptedEventSource.Step)] = [
      (.seconds(10), .type("-")), (.seconds(11), .type("-")),
    ]
    #expect(run(["timer", "5m", "--exit"], script: script) == 0)
    let session = try #require(try sessions().first)
    #expect(session.status == .completed)
    #expect(session.plannedMilliseconds == 180_000)
    #expect(session.activeMilliseconds == 180_000)
  }

  @Test func aTimerLengthenedWithPlusRecordsThePlanItEndedWith() throws {
    #expect(
      run(["timer", "2m"], script: [(.seconds(5), .type("+")), (.seconds(30), .type("q"))]) == 1)
    let session = try #require(try sessions().first)
    #expect(session.status == .stoppedEarly)
    #expect(session.plannedMilliseconds == 180_000)
    #expect(session.activeMilliseconds == 30_000)
  }

  @Test func theNextCheckpointSavesAChangedPlan() throws {
    let spy = SpyStore(try SQLiteSessionStore.open(in: DataDirectory(path: directory.path)))
    let recorder = SessionRecorder(store: spy)
    var app = Recorded(TimerApp(total: .seconds(300)))
    func step(_ event: TerminalEvent, at now: Duration) {
      app.update(event, at: now).commands.forEach { recorder.perform($0, at: now) }
      recorder.waitUntilWritten()
    }
    step(.resize(Size(columns: 80, rows: 24)), at: .zero)
    step(.key(.character("-")), at: .seconds(2))
    step(.deadline, at: .seconds(5))
    #expect(try spy.store.sessions(SessionQuery()).first?.plannedMilliseconds == 240_000)
    // Paused, a minute more: the plan alone is worth one more checkpoint.
    step(.key(.character(" ")), at: .seconds(6))
    step(.deadline, at: .seconds(10))
    step(.key(.character("+")), at: .seconds(11))
    #expect(app.nextDeadline(after: .seconds(11)) == .seconds(15))
    step(.deadline, at: .seconds(15))
    #expect(app.nextDeadline(after: .seconds(15)) == nil)
    #expect(try spy.store.sessions(SessionQuery()).first?.plannedMilliseconds == 300_000)
    #expect(spy.writes == ["begin", "update 5000", "update 6000", "update 6000"])
  }
}
