import Cadence
import CadenceSystem
import FoundationEssentials

@testable import CadenceStore

/// One machine in a sync test: its own data directory and wall clock, syncing through
/// `folder` (shared with the others, as a sync engine that copies at once would make it).
final class SyncDevice {
  let directory = TemporaryDirectory()
  let clock: TestClock
  let store: SQLiteSessionStore
  let folder: String

  init(folder: String, at iso: String = "2026-03-01T09:00:00Z") throws {
    clock = TestClock(iso)
    store = try openStore(in: directory, clock: clock)
    self.folder = folder
  }

  func startSync(name: String) throws -> SyncReport {
    try store.startSync(folder: folder, name: name)
  }

  /// Records a completed session of `minutes` that ends now.
  @discardableResult
  func practise(
    minutes: Int = 5, kind: PracticeKind = .breathe, program: (String, Int)? = nil
  ) throws -> SessionRecord {
    let end = clock.now()
    let start = end.addingTimeInterval(-Double(minutes * 60))
    let begun = try store.beginSession(
      NewSession(
        kind: kind, name: "4-7-8", planned: .seconds(minutes * 60), programID: program?.0,
        programStep: program?.1), at: start)
    return try store.finishSession(
      begun.id, status: .completed, active: .seconds(minutes * 60), cyclesCompleted: 3,
      planned: .seconds(minutes * 60), at: end)
  }

  var sessionIDs: Set<UUID> {
    get throws { Set(try store.sessions(SessionQuery()).map(\.id)) }
  }

  var logPath: String {
    get throws { folder + "/cadence/" + (try store.syncStatus()!.device.text) + ".jsonl" }
  }

  /// This device's log, found by its id even while sync is off.
  func logPath(folderOnly: Bool) throws -> String {
    let device = try store.withConnection { connection in
      try connection.statement("SELECT value FROM sync_state WHERE key = 'device'")
        .firstRow([]) { $0.text(0) }
    }
    return folder + "/cadence/" + (device ?? "") + ".jsonl"
  }

  /// Everything synced, as one comparable value: the export without its header.
  func snapshot() throws -> String {
    let text = String(decoding: try store.exportJSON(), as: UTF8.self)
    // The header names the export's time, which differs per device.
    // A removal's time is when each device learnt of it; what was removed is what counts.
    return text.split(separator: "\n").filter {
      !$0.contains("\"exportedAt\"") && !$0.contains("\"removedAt\"")
    }.joined(separator: "\n")
  }
}
