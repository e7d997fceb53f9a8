import Cadence
import CadencePractice
import Testing

@testable import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A retention session the store could not take before the end (another program held the
/// database) is kept for later whole, its holds with it: before, the kept file had no holds
/// and the next `cadence` saved the session without them.
@Suite struct UnsavedHoldsTests {
  @Test func aRetentionSessionKeptForLaterKeepsItsHolds() throws {
    let path = FileManager.default.temporaryDirectory
      .appendingPathComponent("cadence-unsaved-holds-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(atPath: path) }
    let data = DataDirectory(path: path)
    _ = try SQLiteSessionStore.open(in: data)
    let lock = try Connection(path: data.databasePath)
    try lock.execute("BEGIN IMMEDIATE")
    let recorder = SessionRecorder(
      opening: { try SQLiteSessionStore.open(in: data) }, wallClock: { Date() },
      databasePath: data.databasePath)
    // One breath after the 3 s count-in: the hold begins at 6 s and is ended at 30.5 s.
    var practice = RetentionPractice(
      rounds: RetentionRounds(rounds: 1, breaths: 1, maxHold: .seconds(60)))
    _ = practice.apply(.endHold, at: .milliseconds(30_500))
    _ = practice.advance(to: .milliseconds(45_500))
    #expect(practice.isOver)
    recorder.finish(practice.recordedSessions, end: .stopped, at: .milliseconds(45_500))
    #expect(recorder.saving == .keptForLater)
    try lock.execute("ROLLBACK")
    let session = try #require(try SQLiteSessionStore.open(in: data).sessions(SessionQuery()).first)
    #expect(session.status == .completed)
    #expect(session.holds == [.milliseconds(24_500)])
  }
}
