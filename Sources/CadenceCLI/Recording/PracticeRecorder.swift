import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Records one practice session in the store as it happens: begun (in progress) when it
/// starts, saved every few seconds while it runs, finished once at the end.
///
/// If the process dies in between, the next process to open the store marks the session
/// interrupted with the last saved progress. A store failure never stops a practice: the
/// first one is kept as ``warning`` (shown after the full screen has closed, so it never
/// garbles a frame) and recording stops there.
///
/// This is the breathing trainer's seam to the store; the CLI's generic recorder for timers
/// can replace it without touching the apps.
final class PracticeRecorder {
  /// How often progress is saved while a session runs (at most this long is lost).
  static let saveInterval = Duration.seconds(5)

  private let store: SQLiteSessionStore?
  /// The stored session, once begun.
  private(set) var sessionID: UUID?
  /// The first store failure, for the person to read after the session.
  private(set) var warning: String?
  /// When progress was last saved, on the caller's monotonic time.
  private var lastSave: Duration

  /// Begins `session` in `store` (none: nothing is recorded) at `start`, the caller's
  /// monotonic time (the frame loop's starts at zero).
  init(store: SQLiteSessionStore?, session: NewSession, startedAt start: Duration = .zero) {
    self.store = store
    lastSave = start
    guard let store else { return }
    attempt { sessionID = try store.beginSession(session).id }
  }

  /// Saves progress if ``saveInterval`` has passed since the last save (or `force`).
  ///
  /// - Parameter now: the caller's monotonic time, only to space the saves.
  func save(active: Duration, cyclesCompleted: Int, at now: Duration, force: Bool = false) {
    if !force, now - lastSave < Self.saveInterval { return }
    lastSave = now
    guard let store, let sessionID else { return }
    attempt { try store.updateSession(sessionID, active: active, cyclesCompleted: cyclesCompleted) }
  }

  /// Ends the session with `status`; a completed session of a program advances it.
  func finish(_ status: SessionStatus, active: Duration, cyclesCompleted: Int) {
    guard let store, let sessionID else { return }
    attempt {
      _ = try store.finishSession(
        sessionID, status: status, active: active, cyclesCompleted: cyclesCompleted)
    }
  }

  /// Saves a journal note linked to the session.
  /// - Returns: whether it was saved.
  @discardableResult
  func addNote(_ text: String) -> Bool {
    guard let store, let sessionID else { return false }
    var saved = false
    attempt {
      _ = try store.addJournalEntry(text, sessionID: sessionID)
      saved = true
    }
    return saved
  }

  /// Runs one store operation unless an earlier one failed; keeps the first failure.
  private func attempt(_ operation: () throws -> Void) {
    guard warning == nil else { return }
    do {
      try operation()
    } catch {
      warning = "Warning: this session could not be saved: \(error)"
    }
  }
}
