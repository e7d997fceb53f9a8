import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Saves a practice's sessions while it runs, so that a crash loses at most a few seconds.
///
/// A session is written (in progress) when it begins, its progress at most ``interval`` of
/// the caller's monotonic time later and then every ``interval`` while it changes, and its
/// outcome once when it ends. The recorder is the effect shell: a practice only *describes*
/// its sessions as ``RecordedSession`` values computed from its pure state, and the recorder
/// compares them with what it has written.
///
/// A store failure never stops a practice: the first error is kept for one warning
/// (``reportFailure(to:)``, to print once the screen is the shell's again), and later writes
/// are still tried, since a locked database may be free again a moment later.
///
/// Full-screen apps get all of this from ``RecordingApp``. A plain loop calls it directly,
/// with times from one monotonic time base:
///
/// ```swift
/// let recorder = SessionRecorder(store: context.openStoreForPractice())
/// recorder.record([RecordedSession(new, active: .zero)], at: start)
/// // at each wake-up, and waking no later than recorder.nextCheckpoint(idle: false):
/// recorder.record([RecordedSession(new, active: elapsed)], at: now)
/// // when the loop ends:
/// recorder.finish([RecordedSession(new, active: elapsed)], exitStatus: status)
/// recorder.reportFailure(to: context.errorOutput)
/// ```
final class SessionRecorder {
  /// How often progress is saved: at most this much practice is lost to a crash.
  static let defaultInterval: Duration = .seconds(5)

  /// The checkpoint interval, in the caller's monotonic time.
  let interval: Duration
  /// The first store error, if any write failed.
  private(set) var failure: (any Error)?
  /// Identifiers of the sessions written so far, in the order they began.
  private(set) var sessionIDs: [UUID] = []

  private var store: (any SessionStore)?
  /// Opens the store on the first write, so that a practice shows its first frame without
  /// waiting for the database (creating one takes tens of milliseconds).
  private var opener: (() throws -> any SessionStore)?
  /// Opening the store failed: nothing of this practice will be saved.
  private var openFailed = false
  private var failureReported = false
  /// Index (in the practice's list) of the first session not yet ended.
  private var cursor = 0
  private var current = Current.notBegun
  /// When the next checkpoint is due, while a session is open.
  private var due: Duration?
  private var saved = Progress(active: .zero, cycles: 0)
  private var latest = Progress(active: .zero, cycles: 0)

  private enum Current {
    case notBegun
    case open(UUID)
    /// Beginning it failed (or there is no store): nothing to update or finish.
    case unsaved
  }

  private struct Progress: Equatable {
    var active: Duration
    var cycles: Int
  }

  /// A recorder writing to `store`; `nil` records nothing (the practice runs unsaved).
  init(store: (any SessionStore)?, interval: Duration = SessionRecorder.defaultInterval) {
    self.store = store
    self.interval = interval
  }

  /// A recorder that opens its store with `opener` when it first writes. If opening fails
  /// the practice runs unsaved, and ``reportFailure(to:)`` says so once.
  init(
    opening opener: @escaping () throws -> any SessionStore,
    interval: Duration = SessionRecorder.defaultInterval
  ) {
    self.opener = opener
    self.interval = interval
  }

  /// Brings the store up to date with `sessions` (see ``RecordableApp/recordedSessions``) at
  /// monotonic time `now`: begins new sessions, finishes ended ones, and saves the running
  /// one's progress if a checkpoint is due. Cheap when nothing is due: call it at every
  /// wake-up.
  func record(_ sessions: [RecordedSession], at now: Duration) {
    guard let running = settle(sessions, at: now) else { return }
    latest = Progress(active: running.active, cycles: running.cyclesCompleted)
    guard case .open(let id) = current, let due, now >= due else { return }
    // Anchored on the schedule, so a slightly late wake-up does not push every later one.
    self.due = due + interval > now ? due + interval : now + interval
    guard latest != saved else { return }
    attempt {
      try $0.updateSession(id, active: running.active, cyclesCompleted: running.cyclesCompleted)
    }
    saved = latest
  }

  /// Ends the practice: records `sessions` and finishes the running one, if any, with the
  /// status ``SessionStatus/ending(reachedEnd:exitStatus:)`` gives for `exitStatus`.
  func finish(_ sessions: [RecordedSession], exitStatus: Int32, at now: Duration) {
    guard let running = settle(sessions, at: now) else { return }
    end(running, status: .ending(reachedEnd: running.reachedEnd, exitStatus: exitStatus))
  }

  /// When the running session's next checkpoint is due, or `nil` if none is open.
  ///
  /// - Parameter idle: the practice will not change until an input (it is paused): then no
  ///   wake-up is needed once its latest progress is saved.
  func nextCheckpoint(idle: Bool) -> Duration? {
    guard case .open = current else { return nil }
    return idle && latest == saved ? nil : due
  }

  /// Writes one warning about the first store failure, if there was one and it has not been
  /// reported yet.
  func reportFailure(to output: any TextOutput) {
    guard let failure, !failureReported else { return }
    failureReported = true
    let what = openFailed ? "will not be saved" : "was not saved completely"
    output.write("Warning: this session \(what): \(failure)\n")
  }

  /// Begins and ends sessions up to the running one, which it returns (begun).
  private func settle(_ sessions: [RecordedSession], at now: Duration) -> RecordedSession? {
    while cursor < sessions.count {
      let session = sessions[cursor]
      if case .notBegun = current { begin(session.session, at: now) }
      if session.status == .inProgress { return session }
      end(session, status: session.status)
    }
    return nil
  }

  private func begin(_ session: NewSession, at now: Duration) {
    current = .unsaved
    attempt { store in
      let record = try store.beginSession(session)
      current = .open(record.id)
      sessionIDs.append(record.id)
    }
    due = now + interval
    saved = Progress(active: .zero, cycles: 0)
  }

  private func end(_ session: RecordedSession, status: SessionStatus) {
    if case .open(let id) = current {
      attempt {
        _ = try $0.finishSession(
          id, status: status, active: session.active, cyclesCompleted: session.cyclesCompleted)
      }
    }
    cursor += 1
    current = .notBegun
    due = nil
  }

  private func attempt(_ write: (any SessionStore) throws -> Void) {
    if let opener {
      self.opener = nil
      do {
        store = try opener()
      } catch {
        openFailed = true
        failure = error
      }
    }
    guard let store else { return }
    do {
      try write(store)
    } catch {
      if failure == nil { failure = error }
    }
  }
}
