import CadenceStore
import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The real store with a log of the writes made through it, so tests can see when
/// checkpoints happen; optionally failing every write, as a full disk would.
final class SpyStore: SessionStore {
  private let log = Locked<[String]>([])

  /// One string per write: `begin`, `update 5000` (active milliseconds),
  /// `finish completed 7500`.
  var writes: [String] { log.withLock { $0 } }
  let store: SQLiteSessionStore
  let failing: Bool
  /// Whether ``writes`` also lists what `cadence status` is shown (`show running`,
  /// `show paused 5000`, `clear`).
  let logsRunning: Bool

  init(_ store: SQLiteSessionStore, failing: Bool = false, logsRunning: Bool = false) {
    self.store = store
    self.failing = failing
    self.logsRunning = logsRunning
  }

  func beginSession(_ session: NewSession, id: UUID, at start: Date) throws -> SessionRecord {
    record("begin")
    if failing { throw StoreError.diskFull(path: store.path) }
    return try store.beginSession(session, id: id, at: start)
  }

  func updateSession(
    _ id: UUID, active: Duration, cyclesCompleted: Int, planned: Duration?, at time: Date
  ) throws {
    record("update \(milliseconds(active))")
    if failing { throw StoreError.diskFull(path: store.path) }
    try store.updateSession(
      id, active: active, cyclesCompleted: cyclesCompleted, planned: planned, at: time)
  }

  func finishSession(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int, planned: Duration?,
    at end: Date
  ) throws -> SessionRecord {
    record("finish \(status.rawValue) \(milliseconds(active))")
    if failing { throw StoreError.diskFull(path: store.path) }
    return try store.finishSession(
      id, status: status, active: active, cyclesCompleted: cyclesCompleted, planned: planned,
      at: end)
  }

  func sessions(_ query: SessionQuery) throws -> [SessionRecord] {
    try store.sessions(query)
  }

  /// Logged only with `logsRunning`: most tests count the session writes alone.
  func showRunning(_ practice: RunningPractice, at time: Date) throws {
    if logsRunning {
      let clock =
        switch practice.clock {
        case .running: "running"
        case .paused(let elapsed): "paused \(milliseconds(elapsed))"
        }
      record("show \(clock)")
    }
    if failing { throw StoreError.diskFull(path: store.path) }
    try store.showRunning(practice, at: time)
  }

  func clearRunning(_ id: UUID) throws {
    if logsRunning { record("clear") }
    if failing { throw StoreError.diskFull(path: store.path) }
    try store.clearRunning(id)
  }

  private func record(_ write: String) {
    log.withLock { $0.append(write) }
  }

  private func milliseconds(_ duration: Duration) -> Int64 {
    duration.components.seconds * 1000 + duration.components.attoseconds / 1_000_000_000_000_000
  }
}
