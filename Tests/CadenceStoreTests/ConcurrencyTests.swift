import Cadence
import CadenceSystem
import Dispatch
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Two processes' worth of connections writing one file, and a full disk.
@Suite struct ConcurrencyTests {
  @Test func twoConnectionsWritingAtOnceBothSucceed() throws {
    let directory = TemporaryDirectory()
    let stores = [try openStore(in: directory), try openStore(in: directory)]
    let failures = FailureLog()
    DispatchQueue.concurrentPerform(iterations: 2) { worker in
      do {
        for index in 0..<150 {
          let session = try stores[worker].beginSession(
            NewSession(kind: .timer, name: "w\(worker)-\(index)"))
          try stores[worker].updateSession(session.id, active: .seconds(1), cyclesCompleted: 0)
          _ = try stores[worker].finishSession(
            session.id, status: .completed, active: .seconds(2), cyclesCompleted: 1)
        }
      } catch {
        failures.append("\(error)")
      }
    }
    #expect(failures.all == [])
    let sessions = try stores[0].sessions(SessionQuery())
    #expect(sessions.count == 300)
    #expect(sessions.allSatisfy { $0.status == .completed && $0.activeMilliseconds == 2_000 })
    #expect(try stores[1].integrityCheck() == ["ok"])
  }

  @Test func aWriterWaitsForAnotherProcessesLockInsteadOfFailing() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    let other = try Connection(path: directory.dataDirectory.databasePath)
    try other.execute("BEGIN IMMEDIATE")
    let started = ContinuousClock.now
    let release = DispatchSemaphore(value: 0)
    let otherBox = UncheckedBox(other)
    DispatchQueue.global().async {
      release.wait()
      try? otherBox.value.execute("COMMIT")
    }
    DispatchQueue.global().asyncAfter(deadline: .now() + 0.3) { release.signal() }
    let session = try store.beginSession(NewSession(kind: .timer, name: "waited"))
    #expect(ContinuousClock.now - started >= .milliseconds(250))
    #expect(try store.session(session.id)?.name == "waited")
  }

  @Test func aFullDiskIsReportedAndEarlierDataIsIntact() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    let kept = try store.addJournalEntry("kept")
    // A page limit stands in for a full disk: SQLite reports SQLITE_FULL at the limit.
    try store.withConnection { connection in
      let pages = try connection.scalarInt("PRAGMA page_count") ?? 0
      try connection.execute("PRAGMA max_page_count = \(pages + 2)")
    }
    let large = String(repeating: "x", count: 64 * 1024)
    #expect(throws: StoreError.diskFull(path: directory.dataDirectory.databasePath)) {
      try store.addJournalEntry(large)
    }
    #expect(try store.journalEntries() == [kept])
    let reopened = try openStore(in: directory)
    #expect(try reopened.journalEntries() == [kept])
    #expect(try reopened.integrityCheck() == ["ok"])
  }
}

/// Error descriptions collected from worker threads.
private final class FailureLog: Sendable {
  private let entries = Locked<[String]>([])
  func append(_ entry: String) { entries.withLock { $0.append(entry) } }
  var all: [String] { entries.withLock { $0 } }
}

/// Hands a connection to one other thread; the test never touches it concurrently.
private struct UncheckedBox<Value>: @unchecked Sendable {
  let value: Value
  init(_ value: Value) { self.value = value }
}
