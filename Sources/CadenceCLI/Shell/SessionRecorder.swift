import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes a practice's sessions to the store: the effect shell behind ``Recorded``.
///
/// A practice only *describes* its sessions as ``RecordedSession`` values computed from its
/// pure state; ``Recorded`` decides (purely) when a checkpoint is due and hands the list
/// over as a ``Checkpoint`` command, which the kernel performs after the frame. The
/// recorder compares the list with what it has written: it begins sessions that appeared,
/// finishes those that ended, and saves the running one's progress when asked.
///
/// A store failure never stops a practice: the first error is kept for one warning
/// (``reportFailure(to:)``, to print once the screen is the shell's again), and later writes
/// are still tried, since a locked database may be free again a moment later.
///
/// ```swift
/// let recorder = SessionRecorder(opening: context.openStore)
/// var app = Recorded(TimerApp(total: total))
/// let ending = try context.host.run(&app, on: .fullScreen, clock: .continuous) {
///   recorder.perform($0)
/// }
/// recorder.finish(app.inner.recordedSessions, ending: ending)
/// recorder.reportFailure(to: context.errorOutput)
/// ```
final class SessionRecorder {
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
  private var saved = SessionProgress(active: .zero, cycles: 0)

  private enum Current {
    case notBegun
    case open(UUID)
    /// Beginning it failed (or there is no store): nothing to update or finish.
    case unsaved
  }

  /// A recorder writing to `store`; `nil` records nothing (the practice runs unsaved).
  init(store: (any SessionStore)?) {
    self.store = store
  }

  /// A recorder that opens its store with `opener` when it first writes. If opening fails
  /// the practice runs unsaved, and ``reportFailure(to:)`` says so once.
  init(opening opener: @escaping () throws -> any SessionStore) {
    self.opener = opener
  }

  /// Performs a checkpoint: brings the store up to date with its sessions and, when it
  /// asks, saves the running session's progress (if it changed since the last save).
  func perform(_ checkpoint: Checkpoint) {
    record(checkpoint.sessions, saveProgress: checkpoint.savesProgress)
  }

  /// Begins new sessions and finishes ended ones (see ``RecordableApp/recordedSessions``);
  /// with `saveProgress`, also writes the running one's progress if it changed.
  func record(_ sessions: [RecordedSession], saveProgress: Bool = true) {
    guard let running = settle(sessions) else { return }
    let progress = SessionProgress(running)
    guard saveProgress, case .open(let id) = current, progress != saved else { return }
    attempt {
      try $0.updateSession(id, active: running.active, cyclesCompleted: running.cyclesCompleted)
    }
    saved = progress
  }

  /// Ends the practice: records `sessions` and finishes the running one, if any, with the
  /// status the practice's ending gives it (``Ending/sessionStatus(reachedEnd:)``).
  func finish(_ sessions: [RecordedSession], ending: Ending) {
    guard let running = settle(sessions) else { return }
    end(running, status: ending.sessionStatus(reachedEnd: running.reachedEnd))
  }

  /// Writes one warning about the first store failure, if there was one and it has not been
  /// reported yet.
  func reportFailure(to output: any TextOutput) {
    guard let failure, !failureReported else { return }
    failureReported = true
    let message: RuntimeMessage =
      openFailed ? .sessionWillNotBeSaved(failure) : .sessionNotSavedCompletely(failure)
    output.write(message.line)
  }

  /// Begins and ends sessions up to the running one, which it returns (begun).
  private func settle(_ sessions: [RecordedSession]) -> RecordedSession? {
    while cursor < sessions.count {
      let session = sessions[cursor]
      if case .notBegun = current { begin(session.session) }
      if session.status == .inProgress { return session }
      end(session, status: session.status)
    }
    return nil
  }

  private func begin(_ session: NewSession) {
    current = .unsaved
    attempt { store in
      let record = try store.beginSession(session)
      current = .open(record.id)
      sessionIDs.append(record.id)
    }
    saved = SessionProgress(active: .zero, cycles: 0)
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
