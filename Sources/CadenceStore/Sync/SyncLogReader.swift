import CadenceSystem

/// Reads the logs of one merge on two threads while the merge applies them.
///
/// Reading and decoding a log's lines is half of a large merge, and it needs no database: a
/// worker thread reads the logs while the merging thread applies each as it comes, in
/// whatever order they are ready (logs are independent: a note whose session is in a log
/// not yet applied waits for it, ``SyncApplier``). The merging thread takes a log the worker
/// has read if there is one, and only reads one itself when there is none: applying is
/// the part only it can do, so it never waits for the worker while a log is unread, nor
/// reads while one waits to be applied. A small merge (``SyncMergeSizes/worker``, or one
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
    var handedOut = 0
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

  /// The next log to apply, nil once every log was handed out: one the worker has read if
  /// any, else one read here, else (the worker has the last one under way) that one once it
  /// is read. Each is handed out once and let go of, so a batch lives only as long as its
  /// merge applies it.
  func next() -> Result<SQLiteSessionStore.SyncBatch, SyncProblem>? {
    while true {
      let ready = shared.withLock { shared in
        shared.read.firstIndex { $0 != nil }.flatMap { index in
          defer { shared.read[index] = nil }
          shared.handedOut += 1
          return shared.read[index]
        }
      }
      if let ready { return ready }
      if let index = claim() {
        shared.withLock { $0.handedOut += 1 }
        return read(index)
      }
      if shared.withLock({ $0.handedOut == logs.count }) { return nil }
      _ = worker?.waitUntilIdle(timeout: .seconds(600))
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

  private func store(_ index: Int, _ result: Result<SQLiteSessionStore.SyncBatch, SyncProblem>) {
    shared.withLock { $0.read[index] = result }
  }
}
