import Cadence
import CadenceSystem
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Issue 41, item 1: sessions a practice could not write before it ended (the database was
/// busy) are kept in the unsaved folder, and the next open saves them: the right ending
/// over recovery's `interrupted`, a session that never began written whole, one whose own
/// write got there first left alone, and each only once.
@Suite struct UnsavedSessionsTests {
  let directory = TemporaryDirectory()
  let clock = TestClock("2026-01-01T12:00:00Z")
  let dead = ProcessIdentity(
    pid: 99_999_999, startTicks: 1234, bootID: ProcessIdentity.current.bootID)

  func kept(
    _ id: UUID, status: SessionStatus = .completed, active: Int64 = 300_000,
    program: (String, Int)? = nil
  ) -> UnsavedSession {
    UnsavedSession(
      id: id,
      session: NewSession(
        kind: .timer, name: "timer", planned: .seconds(300), programID: program?.0,
        programStep: program?.1),
      startedAt: date("2026-01-01T11:00:00Z"), status: status, active: .milliseconds(active),
      cyclesCompleted: 1, endedAt: date("2026-01-01T11:05:00Z"))
  }

  @Test func theNextOpenSavesWhatWasKeptOverRecoveryAndOnlyOnce() throws {
    // Begun by a process that died before its end could be written (then recovered as
    // interrupted, 00:00), one never begun, and one whose end the store took after all.
    let (abandoned, neverBegun, ended) = (UUID(), UUID(), UUID())
    do {
      let store = try openStore(in: directory, clock: clock, owner: dead)
      let session = NewSession(kind: .timer, name: "timer", planned: .seconds(300))
      _ = try store.beginSession(session, id: abandoned, at: date("2026-01-01T11:00:00Z"))
      _ = try store.beginSession(session, id: ended, at: date("2026-01-01T11:00:00Z"))
      _ = try store.finishSession(
        ended, status: .stoppedEarly, active: .seconds(60), cyclesCompleted: 0,
        planned: .seconds(300), at: date("2026-01-01T11:01:00Z"))
    }
    let recovered = try openStore(in: directory, clock: clock)
    #expect(recovered.recoveredSessions.map(\.id) == [abandoned])
    let path = try SQLiteSessionStore.keepUnsaved(
      [kept(abandoned), kept(neverBegun), kept(ended)], in: directory.dataDirectory, run: UUID())
    #expect(path.hasPrefix(directory.dataDirectory.unsavedPath + "/"))
    #expect(TemporaryDirectory.mode(of: path) == 0o600)

    let store = try openStore(in: directory, clock: clock)
    #expect(Set(store.savedUnsavedSessions.map(\.id)) == [abandoned, neverBegun])
    let sessions = Dictionary(
      uniqueKeysWithValues: try store.sessions(SessionQuery()).map { ($0.id, $0) })
    #expect(sessions.count == 3)
    for id in [abandoned, neverBegun] {
      #expect(sessions[id]?.status == .completed)
      #expect(sessions[id]?.activeMilliseconds == 300_000)
      #expect(sessions[id]?.cyclesCompleted == 1)
      #expect(
        sessions[id]?.startedAt.millisecondsSinceEpoch == milliseconds("2026-01-01T11:00:00Z"))
      #expect(sessions[id]?.endedAt?.millisecondsSinceEpoch == milliseconds("2026-01-01T11:05:00Z"))
    }
    #expect(sessions[ended]?.status == .stoppedEarly)
    #expect(sessions[ended]?.activeMilliseconds == 60_000)
    #expect(!FileManager.default.fileExists(atPath: path))
    #expect(try openStore(in: directory, clock: clock).savedUnsavedSessions.isEmpty)
  }

  @Test func aBusyDatabaseLeavesTheFileForTheNextTime() throws {
    _ = try openStore(in: directory, clock: clock)
    let path = try SQLiteSessionStore.keepUnsaved(
      [kept(UUID())], in: directory.dataDirectory, run: UUID())
    let lock = try Connection(path: directory.dataDirectory.databasePath)
    try lock.execute("BEGIN IMMEDIATE")
    let store = try openStore(in: directory, clock: clock)
    #expect(store.savedUnsavedSessions.isEmpty)
    #expect(FileManager.default.fileExists(atPath: path))
    try lock.execute("ROLLBACK")
    #expect(try openStore(in: directory, clock: clock).savedUnsavedSessions.count == 1)
    #expect(!FileManager.default.fileExists(atPath: path))
  }
}
