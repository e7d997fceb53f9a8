import CadenceStore
import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes a practice's sessions to the store, off the front end's loop: the effect shell
/// behind a ``CheckpointSchedule``, shared by every front end.
///
/// A practice only *describes* its sessions as ``RecordedSession`` values computed from its
/// pure state; the schedule decides (purely) when a checkpoint is due and the front end
/// hands it over after its frame. Performing it here only stamps it and hands it to a
/// `SessionWriter` on a `WorkerThread` that owns the store: the writer opens the store,
/// compares the list with what it has written, begins sessions that appeared, finishes those
/// that ended and saves the running one's progress, in order. A database another program
/// keeps locked delays the *write*; the display and the keys (or the GTK main loop) never
/// wait for it. Only ``finish(_:end:at:)`` waits, after the practice, and for at most
/// ``endingBound``.
///
/// Stamps: the wall clock is read once, at the first checkpoint; every instant after it is
/// that reading plus the practice's time since (a monotonic clock), so a wall clock set back
/// or forward mid-session moves no session's end.
///
/// A store failure never stops a practice: the first error is kept for one report
/// (``takeProblem()``, for the front end to word once), and later writes are still tried,
/// since a locked database may be free again a moment later.
///
/// ```swift
/// let recorder = SessionRecorder(
///   opening: { try SQLiteSessionStore.open(in: directory) }, wallClock: { Date() },
///   databasePath: directory.databasePath)
/// var schedule = CheckpointSchedule()
/// // after each frame at practice time `now`:
/// if let checkpoint = schedule.checkpoint(sessions: sessions, live: live, at: now) {
///   recorder.perform(checkpoint, at: now)
/// }
/// // at the end:
/// recorder.finish(sessions, end: .stopped, at: now)
/// if let problem = recorder.takeProblem() { show(problem) }
/// ```
public final class SessionRecorder {
  /// How long the end of a practice waits for its writes before it gives up with a warning
  /// (a session left in progress is marked interrupted by the next `cadence`, with its last
  /// saved progress). Any write takes milliseconds unless another program holds the
  /// database's lock.
  public static let endingBound = Duration.seconds(2)

  private let writer: SessionWriter
  /// `nil` if no thread could be made: then the writes are made on the loop, as before.
  private let worker: WorkerThread?
  private let wallClock: @Sendable () -> Date
  /// Where the database is, for the warning when the end did not wait for the writes.
  private let databasePath: String?
  /// The wall-clock time of the first checkpoint and its loop time.
  private var anchor: (wall: Date, loop: Duration)?
  /// This practice run in the store's running practices (what `cadence status` reads).
  private let practiceID = UUID()
  /// The writes did not finish within ``endingBound``.
  private var gaveUp = false
  private var problemTaken = false
  /// The ids and stamps of the sessions handed to the writer.
  private var ledger = RunLedger()
  /// Where the sessions not written at the end were kept, if they were.
  private var keptPath: String?

  /// A recorder writing to `store`; `nil` records nothing (the practice runs unsaved).
  public init(store: (any SessionStore)?, wallClock: @escaping @Sendable () -> Date = { Date() }) {
    writer = SessionWriter(store: store)
    worker = try? WorkerThread()
    self.wallClock = wallClock
    databasePath = (store as? SQLiteSessionStore)?.path
  }

  /// A recorder whose writer opens its store with `opener` before the first write, so that
  /// a practice shows its first frame without waiting for the database (creating one takes
  /// tens of milliseconds). If opening fails the practice runs unsaved, and
  /// ``takeProblem()`` says so once.
  public init(
    opening opener: @escaping @Sendable () throws -> any SessionStore,
    wallClock: @escaping @Sendable () -> Date, databasePath: String
  ) {
    writer = SessionWriter(opening: opener)
    worker = try? WorkerThread()
    self.wallClock = wallClock
    self.databasePath = databasePath
  }

  deinit {
    // Without a finish (a test that stops early) the thread would wait for jobs for ever.
    worker?.close()
  }

  /// Identifiers of the sessions written so far, in the order they began.
  public var sessionIDs: [UUID] { writer.outcome.sessionIDs }

  /// The first store error, if any write failed.
  public var failure: (any Error)? { writer.outcome.failure }

  /// Performs a checkpoint taken at loop time `now`: brings the store up to date with its
  /// sessions and, when it asks, saves the running session's progress (if it changed since
  /// the last save). Returns at once; the writes follow on the writer's thread.
  public func perform(_ checkpoint: Checkpoint, at now: Duration) {
    record(checkpoint.sessions, saveProgress: checkpoint.savesProgress, at: now)
    guard case .some(let live) = checkpoint.live else { return }
    let time = stamp(now)
    let running = live.map(running)
    let (writer, id) = (self.writer, practiceID)
    submit { writer.show(running, id: id, at: time) }
  }

  /// `live` on the wall clock, read now: its zero is the wall time now less the time it
  /// shows. Read again at each write (not the stamps' anchor), so what `cadence status`
  /// computes follows the wall clock it reads even after the clock was set, or after a
  /// machine's sleep that a practice on the suspending clock did not count.
  private func running(_ live: LiveStatus) -> RunningPractice {
    let clock: RunningPractice.Clock
    if live.paused {
      clock = .paused(elapsed: live.elapsed)
    } else {
      let (seconds, attoseconds) = live.elapsed.components
      clock = .running(
        zeroAt: wallClock().addingTimeInterval(-(Double(seconds) + Double(attoseconds) * 1e-18)))
    }
    return RunningPractice(
      id: practiceID, kind: live.kind, label: live.label, clock: clock, planned: live.planned,
      phase: live.phase, segment: live.segment)
  }

  /// Begins new sessions and finishes ended ones (see ``RecordsSessions/recordedSessions``);
  /// with `saveProgress`, also writes the running one's progress if it changed.
  public func record(_ sessions: [RecordedSession], saveProgress: Bool = true, at now: Duration) {
    let time = stamp(now)
    ledger.note(sessions, at: time)
    let (writer, ids) = (self.writer, ledger.ids)
    submit { writer.record(sessions, ids: ids, saveProgress: saveProgress, at: time) }
  }

  /// Ends the practice at its time `now`: records `sessions` and finishes the running one,
  /// if any, with the status the end gives it (``RunEnd/status(reachedEnd:)``), closes the
  /// store, and waits for the writer, for at most ``endingBound``.
  ///
  /// The sessions whose end the store has not taken by then (another program holds the
  /// database, or a write failed) are kept whole in a file of the data directory's unsaved
  /// folder (``SQLiteSessionStore/keepUnsaved(_:in:run:)``), which the next `cadence` to
  /// open the store saves: a session is never lost, nor called interrupted, because another
  /// process held the lock. Waiting on instead would keep the person's shell for as long as
  /// that process holds it, and a Ctrl-C then would lose the session.
  public func finish(_ sessions: [RecordedSession], end: RunEnd, at now: Duration) {
    let time = stamp(now)
    ledger.note(sessions, at: time)
    let (writer, ids, id) = (self.writer, ledger.ids, practiceID)
    submit {
      writer.finish(sessions, ids: ids, end: end, at: time)
      writer.show(nil, id: id, at: time)
      writer.close()
    }
    if let worker {
      worker.close()
      gaveUp = !worker.waitUntilIdle(timeout: Self.endingBound)
    }
    keepUnwritten(sessions, end: end, at: time)
  }

  /// Keeps the sessions the store has not ended, when the writes gave up or failed.
  private func keepUnwritten(_ sessions: [RecordedSession], end: RunEnd, at time: Date) {
    let outcome = writer.outcome
    guard gaveUp || outcome.failure != nil, let directory = unsavedDirectory else { return }
    let unsaved = ledger.unsaved(sessions, end: end, at: time, leaving: outcome.ended)
    guard !unsaved.isEmpty else { return }
    keptPath = try? SQLiteSessionStore.keepUnsaved(unsaved, in: directory, run: practiceID)
  }

  /// The data directory of the database, where sessions not written are kept; `nil` for a
  /// store in memory.
  private var unsavedDirectory: DataDirectory? {
    guard let databasePath, databasePath.hasPrefix("/") || databasePath.contains("/"),
      let slash = databasePath.lastIndex(of: "/")
    else { return nil }
    let directory = databasePath[..<slash]
    return DataDirectory(path: directory.isEmpty ? "/" : String(directory))
  }

  /// The file the sessions the store did not take were kept in, and the last session's id,
  /// once ``finish(_:end:at:)`` kept them: what comes after the practice (its mood check)
  /// waits there with it.
  public var keptLast: (path: String, session: UUID)? {
    guard let keptPath, let last = ledger.ids.last else { return nil }
    return (keptPath, last)
  }

  /// Whether this practice's sessions are all in the store, kept for later, or not saved.
  /// Meaningful after ``finish(_:end:at:)``.
  public var saving: Saving {
    if keptPath != nil { return .keptForLater }
    // Every session ended in the store (a failed status row or progress write aside).
    let ended = writer.outcome.ended
    return ledger.ids.allSatisfy(ended.contains) ? .saved : .notSaved
  }

  /// Where a practice's sessions ended up.
  public enum Saving: Hashable, Sendable {
    /// All written to the store.
    case saved
    /// Not all written: those left are kept in a file for the next `cadence` to save.
    case keptForLater
    /// Not all written, and not kept either.
    case notSaved
  }

  /// Waits until every write asked for so far is made (tests look at the store in between).
  public func waitUntilWritten() {
    _ = worker?.waitUntilIdle(timeout: .seconds(60))
  }

  /// What went wrong with the recording, once: the first store failure, or that the store
  /// was still busy when the practice ended; `nil` when all was written, or when it was
  /// already taken. The front end words it (in its language) where the person will see it.
  public func takeProblem() -> RecordingProblem? {
    guard !problemTaken else { return nil }
    let outcome = writer.outcome
    let problem: RecordingProblem
    if let keptPath {
      let reason = outcome.failure ?? StoreError.busy(path: databasePath ?? "cadence.sqlite3")
      problem = .keptForLater(path: keptPath, because: reason)
    } else if let failure = outcome.failure {
      problem = outcome.openFailed ? .willNotBeSaved(failure) : .notSavedCompletely(failure)
    } else if gaveUp {
      problem = .notSavedCompletely(StoreError.busy(path: databasePath ?? "cadence.sqlite3"))
    } else {
      return nil
    }
    problemTaken = true
    return problem
  }

  /// Why the practice's sessions could not reach the sync folder, once: they are in the
  /// store, and the log catches up when the folder is back.
  public func takeSyncProblem() -> SyncProblem? {
    guard !syncProblemTaken else { return nil }
    syncProblemTaken = true
    return writer.outcome.syncProblem
  }

  /// Whether ``takeSyncProblem()`` has answered.
  private var syncProblemTaken = false

  /// The wall-clock time of practice time `now`: the first checkpoint's reading of the wall
  /// clock plus the loop time since.
  private func stamp(_ now: Duration) -> Date {
    let anchor = self.anchor ?? (wall: wallClock(), loop: now)
    self.anchor = anchor
    let (seconds, attoseconds) = (now - anchor.loop).components
    return anchor.wall.addingTimeInterval(Double(seconds) + Double(attoseconds) * 1e-18)
  }

  private func submit(_ job: @escaping @Sendable () -> Void) {
    if let worker { worker.submit(job) } else { job() }
  }
}

/// Why a practice's sessions were not (all) saved, for its front end to say once.
public enum RecordingProblem: Sendable {
  /// The store could not be opened: nothing of this practice is saved.
  case willNotBeSaved(any Error)
  /// A write failed, or the end did not wait for the writes (a busy database): the
  /// sessions are saved as far as their last successful write.
  case notSavedCompletely(any Error)
  /// The store did not take every session before the end (`because`: what it said, or
  /// that it was busy); they are kept whole in the file at `path`, and the next `cadence`
  /// that opens the store saves them.
  case keptForLater(path: String, because: any Error)
}
