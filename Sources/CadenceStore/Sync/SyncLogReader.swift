import CadenceSystem

/// Reads the logs of one merge on two threads while the merge applies them.
///
/// Reading and decoding a log's lines is a third of a large merge, and it needs no
/// database: a worker thread reads the logs in order while the merging thread applies each
/// as it comes. The merging thread never idles waiting for a log the worker has under way:
/// it reads a later one itself meanwhile. A small merge (``SyncMergeSizes/worker``, or one
/// log) is read on the merging thread alone: a thread would cost more than it saves.
final class SyncLogReader: Sendable {
  let logs: [SQLiteSessionStore.WaitingLog]
  /// How many bytes wait in all the logs.
  let bytes: Int64
  private let directory: String
  private let shared: Locked<Shared>
  private let worker: WorkerThread?

  private struct Shared {
    var claimed: [Bool]
    var read: [Result<SQLiteSessionStore.SyncBatch, SyncProblem>?]
  }

  init(_ logs: [SQLiteSessionStore.WaitingLog], in directory: String, workerFrom: Int64) {
    self.logs = logs
    self.directory = directory
    bytes = logs.reduce(0) { $0 + $1.bytes }
    shared = Locked(
      Shared(
        claimed: Array(repeating: false, count: logs.count),
        read: Array(repeating: nil, count: logs.count)))
    worker = logs.count > 1 && bytes > workerFrom ? try? WorkerThread() : nil
    worker?.submit { [self] in
      while let index = claim() { store(index, read(index)) }
    }
  }

  /// Lets the worker end after the log it has under way, if any.
  func finish() {
    shared.withLock { $0.claimed = Array(repeating: true, count: $0.claimed.count) }
    worker?.close()
  }

  /// Log `index`, read here unless the other thread has it; asked once (the reader lets
  /// go of it, so a batch lives only as long as its merge applies it).
  func batch(_ index: Int) -> Result<SQLiteSessionStore.SyncBatch, SyncProblem> {
    while true {
      if let done = shared.withLock({ shared in
        defer { shared.read[index] = nil }
        return shared.read[index]
      }) {
        return done
      }
      if claim(index) { return read(index) }
      // The worker is reading it: read a later log meanwhile, or wait if none is left.
      if let other = claim() {
        store(other, read(other))
      } else {
        _ = worker?.waitUntilIdle(timeout: .seconds(600))
      }
    }
  }

  private func read(_ index: Int) -> Result<SQLiteSessionStore.SyncBatch, SyncProblem> {
    Result { () throws(SyncProblem) in
      try SQLiteSessionStore.read(logs[index], in: directory)
    }
  }

  /// The first log nobody has claimed, now claimed.
  private func claim() -> Int? {
    shared.withLock { shared in
      guard let index = shared.claimed.firstIndex(of: false) else { return nil }
      shared.claimed[index] = true
      return index
    }
  }

  /// Claims log `index`: false when it was claimed already.
  private func claim(_ index: Int) -> Bool {
    shared.withLock { shared in
      guard !shared.claimed[index] else { return false }
      shared.claimed[index] = true
      return true
    }
  }

  private func store(_ index: Int, _ result: Result<SQLiteSessionStore.SyncBatch, SyncProblem>) {
    shared.withLock { $0.read[index] = result }
  }
}
