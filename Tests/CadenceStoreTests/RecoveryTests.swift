import Cadence
import FoundationEssentials
import Glibc
import Testing

@testable import CadenceStore

/// Sessions left in progress by a dead process become interrupted; a live owner's stay put.
@Suite struct RecoveryTests {
  /// Above `/proc/sys/kernel/pid_max` (at most 2^22), so `kill(pid, 0)` reports ESRCH.
  static let deadPID: Int32 = 99_999_999

  /// Begins a session as `owner`, saves 42 s of progress, and abandons the store.
  static func abandonSession(in directory: TemporaryDirectory, owner: ProcessIdentity) throws
    -> SessionRecord
  {
    let clock = TestClock("2026-02-10T21:00:00Z")
    let store = try openStore(in: directory, clock: clock, owner: owner)
    let session = try store.beginSession(
      NewSession(kind: .breathe, name: "box", cyclesPlanned: 10))
    clock.advance(seconds: 45)
    try store.updateSession(session.id, active: .seconds(42), cyclesCompleted: 2)
    return session
  }

  @Test func aDeadOwnersSessionBecomesInterruptedWithItsLastProgress() throws {
    let directory = TemporaryDirectory()
    let dead = ProcessIdentity(
      pid: Self.deadPID, startTicks: 1234, bootID: ProcessIdentity.current.bootID)
    let session = try Self.abandonSession(in: directory, owner: dead)
    let reopened = try openStore(in: directory, clock: TestClock("2026-02-11T09:00:00Z"))
    var expected = session
    expected.status = .interrupted
    expected.activeMilliseconds = 42_000
    expected.cyclesCompleted = 2
    expected.endedAt = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-02-10T21:00:45Z"), utcOffsetSeconds: 0)
    #expect(reopened.recoveredSessions == [expected])
    #expect(try reopened.session(session.id) == expected)
    #expect(try reopened.recoverInterruptedSessions() == [])
  }

  @Test func aLiveOwnersSessionIsLeftInProgress() throws {
    let directory = TemporaryDirectory()
    let session = try Self.abandonSession(in: directory, owner: .current)
    let second = try openStore(in: directory)
    #expect(second.recoveredSessions == [])
    #expect(try second.session(session.id)?.status == .inProgress)
  }

  @Test(arguments: ["reused pid", "rebooted"])
  func aLivePidThatIsNotTheOwnerDoesNotKeepTheSessionAlive(_ situation: String) throws {
    let directory = TemporaryDirectory()
    var owner = ProcessIdentity.current
    if situation == "reused pid" {
      owner.startTicks = (owner.startTicks ?? 0) + 1  // our pid, but a process that started earlier
    } else {
      owner.bootID = "00000000-0000-0000-0000-000000000000"
    }
    let session = try Self.abandonSession(in: directory, owner: owner)
    let reopened = try openStore(in: directory)
    #expect(reopened.recoveredSessions.map(\.id) == [session.id])
  }

  @Test func theCurrentProcessIdentityIsAlive() {
    let current = ProcessIdentity.current
    #expect(current.pid == getpid())
    #expect(current.startTicks != nil)
    #expect(current.bootID?.count == 36)
    #expect(current.isAlive)
    #expect(!ProcessIdentity(pid: Self.deadPID, startTicks: nil, bootID: nil).isAlive)
    #expect(!ProcessIdentity(pid: 0, startTicks: nil, bootID: nil).isAlive)
  }

  @Test func integrityCheckReportsOK() throws {
    #expect(try openStore(in: TemporaryDirectory()).integrityCheck() == ["ok"])
  }
}
