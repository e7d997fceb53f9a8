import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a session keeps beside its time (migration 6): a retention session's breath holds and
/// the mood check's two answers. Written by the recorder as the practice goes (a hold once it
/// ends, so a crash keeps the holds held), and before the session ends, so the line sync
/// writes when it ends carries them.
extension SQLiteSessionStore {
  /// Replaces the holds kept with the session `id` (any status) by `holds`.
  ///
  /// - Throws: ``StoreError/sessionNotInProgress(_:)`` when there is no such session.
  public func setHolds(_ holds: [Duration], for id: UUID) throws {
    precondition(holds.count <= SessionHolds.mostHolds, "\(holds.count) holds")
    try setDetail("holds_ms = ?", [.string(SessionHolds.text(holds))], for: id)
  }

  /// Keeps the mood check's answers (1 to 5, `nil` skipped) with the session `id`.
  ///
  /// - Throws: ``StoreError/sessionNotInProgress(_:)`` when there is no such session.
  public func setMood(before: Int?, after: Int?, for id: UUID) throws {
    precondition(
      [before, after].allSatisfy { $0.map { (1...5).contains($0) } ?? true },
      "a mood is 1 to 5")
    try setDetail(
      "mood_before = ?, mood_after = ?", [.int(before), .int(after)], for: id)
  }

  /// Every breath hold kept, of every session, oldest session first: what the stats' best
  /// and average hold are of (read from the holds alone, not every session).
  public func allHolds() throws -> [Duration] {
    try withConnection { connection in
      try connection.statement(
        "SELECT holds_ms FROM sessions WHERE holds_ms IS NOT NULL ORDER BY started_at_ms, id"
      ).rows { SessionHolds.durations(from: $0.text(0)) }.flatMap { $0 }
    }
  }

  private func setDetail(_ assignment: String, _ values: [SQLValue], for id: UUID) throws {
    try write { connection in
      try connection.statement("UPDATE sessions SET \(assignment) WHERE id = ?")
        .run(values + [.text(id.uuidString)])
      guard connection.changes == 1 else { throw StoreError.sessionNotInProgress(id.uuidString) }
    }
  }
}
