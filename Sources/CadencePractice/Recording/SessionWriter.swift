import CadenceStore
import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The store's side of a ``SessionRecorder``: it owns the store (opening it before its first
/// write and closing it after the last) and turns the practice's session lists into writes,
/// on the recorder's writer thread, one checkpoint after another.
///
/// What it has written is its own; what the practice may ask after its end (the sessions'
/// identifiers, the first failure) is published in ``outcome``, under a lock of its own that
/// is never held during a write, so the loop never waits for a write to read it.
final class SessionWriter: Sendable {
  /// What the writer has to say: read by the loop after the practice.
  struct Outcome: Sendable {
    /// Identifiers of the sessions written so far, in the order they began.
    var sessionIDs: [UUID] = []
    /// The first store error, if any write failed.
    var failure: (any Error)?
    /// Opening the store failed: nothing of this practice is saved.
    var openFailed = false
    /// Sessions whose end the store took: nothing of them is left to keep for later.
    var ended: Set<UUID> = []
    /// Why the sessions could not reach the sync folder (they are in the store all the same).
    var syncProblem: SyncProblem?
  }

  private let state: Locked<State>
  private let published = Locked(Outcome())

  /// A writer writing to `store`; `nil` writes nothing.
  init(store: (any SessionStore)?) {
    state = Locked(State(store: store, opener: nil))
  }

  /// A writer that opens its store with `opener` before its first write.
  init(opening opener: @escaping @Sendable () throws -> any SessionStore) {
    state = Locked(State(store: nil, opener: opener))
  }

  /// What has been written and what failed, so far.
  var outcome: Outcome { published.withLock { $0 } }

  /// Begins new sessions and finishes ended ones; with `saveProgress`, also writes the
  /// running one's progress (and planned time) if it changed. `time` stamps the writes.
  /// `ids` names each session (the recorder's ``RunLedger``).
  func record(_ sessions: [RecordedSession], ids: [UUID], saveProgress: Bool, at time: Date) {
    write { $0.record(sessions, ids: ids, saveProgress: saveProgress, at: time) }
  }

  /// Records `sessions` and finishes the running one, if any, with the status `end` gives
  /// it, at `time`.
  func finish(_ sessions: [RecordedSession], ids: [UUID], end: RunEnd, at time: Date) {
    write { $0.finish(sessions, ids: ids, end: end, at: time) }
    write { $0.pushSync() }
  }

  /// Writes what `cadence status` shows of the practice `id` (see ``RunningPractice``), or
  /// forgets it (`nil`) if it was written.
  func show(_ practice: RunningPractice?, id: UUID, at time: Date) {
    write { $0.show(practice, id: id, at: time) }
  }

  /// Lets go of the store: its connection closes here, on the writer's thread (the last
  /// connection to the file checkpoints the write-ahead log as it closes).
  func close() {
    state.withLock { $0.store = nil }
  }

  private func write(_ body: (inout State) -> Void) {
    let outcome = state.withLock { state in
      body(&state)
      return state.outcome
    }
    published.withLock { $0 = outcome }
  }

  /// Everything the writer keeps between checkpoints.
  private struct State {
    var store: (any SessionStore)?
    var opener: (@Sendable () throws -> any SessionStore)?
    var outcome = Outcome()
    /// Index (in the practice's list) of the first session not yet ended.
    var cursor = 0
    var current = Current.notBegun
    /// The running session's progress as last written.
    var saved = SessionProgress(active: .zero, cycles: 0, planned: nil)
    /// Whether the store holds this practice among its running ones.
    var shown = false
    /// The running session's breath holds as last written.
    var savedHolds: [Duration] = []

    enum Current {
      case notBegun
      case open(UUID)
      /// Beginning it failed (or there is no store): nothing to update or finish.
      case unsaved
    }

    mutating func record(
      _ sessions: [RecordedSession], ids: [UUID], saveProgress: Bool, at time: Date
    ) {
      guard let running = settle(sessions, ids: ids, at: time) else { return }
      keepHolds(of: running)
      let progress = SessionProgress(running)
      guard saveProgress, case .open(let id) = current, progress != saved else { return }
      attempt {
        try $0.updateSession(
          id, active: running.active, cyclesCompleted: running.cyclesCompleted,
          planned: running.session.planned, at: time)
      }
      saved = progress
    }

    mutating func show(_ practice: RunningPractice?, id: UUID, at time: Date) {
      if let practice {
        attempt { try $0.showRunning(practice, at: time) }
        shown = true
      } else if shown {
        attempt { try $0.clearRunning(id) }
        shown = false
      }
    }

    /// Writes the practice's sessions to the sync folder when sync is on: after they are in
    /// the store, so a folder that fails costs one line and nothing else.
    mutating func pushSync() {
      guard let store = store as? SQLiteSessionStore, !store.isReadOnly else { return }
      outcome.syncProblem = (try? store.pushSync())?.problem
    }

    mutating func finish(
      _ sessions: [RecordedSession], ids: [UUID], end runEnd: RunEnd, at time: Date
    ) {
      guard let running = settle(sessions, ids: ids, at: time) else { return }
      end(running, status: runEnd.status(reachedEnd: running.reachedEnd), at: time)
    }

    /// Begins and ends sessions up to the running one, which it returns (begun).
    private mutating func settle(_ sessions: [RecordedSession], ids: [UUID], at time: Date)
      -> RecordedSession?
    {
      while cursor < sessions.count, cursor < ids.count {
        let session = sessions[cursor]
        if case .notBegun = current { begin(session.session, id: ids[cursor], at: time) }
        if session.status == .inProgress { return session }
        end(session, status: session.status, at: time)
      }
      return nil
    }

    private mutating func begin(_ session: NewSession, id: UUID, at time: Date) {
      current = .unsaved
      var begun: UUID?
      attempt { store in begun = try store.beginSession(session, id: id, at: time).id }
      if let begun {
        current = .open(begun)
        outcome.sessionIDs.append(begun)
      }
      saved = SessionProgress(active: .zero, cycles: 0, planned: session.planned)
    }

    /// Writes the session's holds when they changed (a hold just ended): each hold is kept
    /// as soon as it is held, whatever ends the practice after it.
    private mutating func keepHolds(of session: RecordedSession) {
      guard session.holds != savedHolds, case .open(let id) = current else { return }
      attempt { try ($0 as? SQLiteSessionStore)?.setHolds(session.holds, for: id) }
      savedHolds = session.holds
    }

    private mutating func end(_ session: RecordedSession, status: SessionStatus, at time: Date) {
      // Before it ends: the line sync writes as it ends carries them.
      keepHolds(of: session)
      savedHolds = []
      if case .open(let id) = current {
        var ended = false
        attempt {
          _ = try $0.finishSession(
            id, status: status, active: session.active,
            cyclesCompleted: session.cyclesCompleted, planned: session.session.planned, at: time)
          ended = true
        }
        if ended { outcome.ended.insert(id) }
      }
      cursor += 1
      current = .notBegun
    }

    private mutating func attempt(_ write: (any SessionStore) throws -> Void) {
      if let opener {
        self.opener = nil
        do {
          store = try opener()
        } catch {
          outcome.openFailed = true
          outcome.failure = error
        }
      }
      guard let store else { return }
      do {
        try write(store)
      } catch {
        if outcome.failure == nil { outcome.failure = error }
      }
    }
  }
}
