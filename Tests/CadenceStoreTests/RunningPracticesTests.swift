import Cadence
import Testing

@testable import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What `cadence status` reads: practices running now, their clocks on the wall clock, and
/// never a practice whose process died.
@Suite struct RunningPracticesTests {
  let directory = TemporaryDirectory()
  let start = date("2026-12-01T09:00:00Z")
  let dead = ProcessIdentity(
    pid: 99_999_999, startTicks: 1234, bootID: ProcessIdentity.current.bootID)

  func store() throws -> SQLiteSessionStore {
    try SQLiteSessionStore.open(in: directory.dataDirectory)
  }

  /// A running timer, a paused pomodoro and a dead process's stopwatch.
  func threePractices() throws -> (running: UUID, paused: UUID) {
    let store = try store()
    let running = UUID()
    let paused = UUID()
    try store.showRunning(
      RunningPractice(
        id: running, kind: "timer", label: "Tea", clock: .running(zeroAt: start),
        planned: .seconds(1500)), at: start)
    try store.showRunning(
      RunningPractice(
        id: paused, kind: "pomodoro", clock: .paused(elapsed: .milliseconds(61_500)),
        planned: .seconds(300), segment: "shortBreak"), at: start.addingTimeInterval(1))
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "stopwatch", clock: .running(zeroAt: start), owner: dead),
      at: start.addingTimeInterval(2))
    return (running, paused)
  }

  @Test func theRunningAndThePausedAreReadAndTheDeadIsNot() throws {
    let ids = try threePractices()
    let practices = SQLiteSessionStore.runningPractices(in: directory.dataDirectory)
    #expect(practices.map(\.id) == [ids.running, ids.paused])
    #expect(practices.map(\.kind) == ["timer", "pomodoro"])
    #expect(practices[0].label == "Tea")
    #expect(practices[1].segment == "shortBreak")
    let now = start.addingTimeInterval(90.25)
    #expect(practices[0].elapsed(at: now) == .milliseconds(90_250))
    #expect(practices[0].remaining(at: now) == .milliseconds(1_409_750))
    #expect(practices[0].plannedEnd == start.addingTimeInterval(1500))
    #expect(practices[1].elapsed(at: now) == .milliseconds(61_500))
    #expect(practices[1].remaining(at: now) == .milliseconds(238_500))
    #expect(practices[1].isPaused)
    // Past the plan the time left is negative: a timer's overtime.
    #expect(practices[0].remaining(at: start.addingTimeInterval(1501)) == .seconds(-1))
  }

  /// A status bar's read creates no store, and deletes nothing (not even a dead row).
  @Test func readingWritesNothingAndNeedsNoStore() throws {
    #expect(SQLiteSessionStore.runningPractices(in: directory.dataDirectory) == [])
    #expect(!FileManager.default.fileExists(atPath: directory.dataDirectory.databasePath))
    _ = try threePractices()
    let connection = try Connection(path: directory.dataDirectory.databasePath)
    let changes = try connection.scalarInt("PRAGMA data_version")
    _ = SQLiteSessionStore.runningPractices(in: directory.dataDirectory)
    #expect(try connection.scalarInt("SELECT count(*) FROM running_practices") == 3)
    #expect(try connection.scalarInt("PRAGMA data_version") == changes)
  }

  @Test func clearingForgetsAPracticeAndAWritableOpenForgetsTheDead() throws {
    let ids = try threePractices()
    try store().clearRunning(ids.running)
    // The open above (for writing) deleted the dead process's row; status never showed it.
    let rows = try store().withConnection {
      try $0.scalarInt("SELECT count(*) FROM running_practices")
    }
    #expect(rows == 1)
    #expect(try store().runningPractices().map(\.id) == [ids.paused])
  }

  @Test func anOlderStoreShowsNothing() throws {
    try directory.dataDirectory.create()
    let connection = try Connection(path: directory.dataDirectory.databasePath)
    try Migrator(migrations: Array(Migrations.all.prefix(3))).migrate(connection)
    #expect(SQLiteSessionStore.runningPractices(in: directory.dataDirectory) == [])
  }
}
