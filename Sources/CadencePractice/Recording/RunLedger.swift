import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a ``SessionRecorder`` handed its writer, session by session: the id it gave each
/// and the stamps at which the writer was told it began and ended.
///
/// The writer's thread may still be waiting for a busy database when the practice ends;
/// the ledger, kept on the front end's side, can then say what each session was without
/// asking the writer, so the sessions not written are kept whole for later
/// (``UnsavedSession``) and never lost.
struct RunLedger {
  /// The id of each session, in the order they began.
  private(set) var ids: [UUID] = []
  private var starts: [Date] = []
  private var ends: [Date?] = []

  /// Notes `sessions` as handed over at `time`: new ones begin then, ended ones end then
  /// (the writer begins and ends them at the stamp of the checkpoint that first shows it).
  mutating func note(_ sessions: [RecordedSession], at time: Date) {
    while ids.count < sessions.count {
      ids.append(UUID())
      starts.append(time)
      ends.append(nil)
    }
    for (index, session) in sessions.enumerated()
    where session.status != .inProgress && ends[index] == nil {
      ends[index] = time
    }
  }

  /// Every session of the run as it ends at `time` by `end` (the running one with the
  /// status the end gives it), leaving out those in `written`.
  func unsaved(
    _ sessions: [RecordedSession], end: RunEnd, at time: Date, leaving written: Set<UUID>
  ) -> [UnsavedSession] {
    sessions.indices.compactMap { index in
      guard index < ids.count, !written.contains(ids[index]) else { return nil }
      let session = sessions[index]
      let status =
        session.status == .inProgress ? end.status(reachedEnd: session.reachedEnd) : session.status
      var kept = UnsavedSession(
        id: ids[index], session: session.session, startedAt: starts[index], status: status,
        active: session.active, cyclesCompleted: session.cyclesCompleted,
        endedAt: ends[index] ?? time)
      kept.holds = session.holds
      return kept
    }
  }
}
