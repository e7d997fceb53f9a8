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

  /// The mood check's average change (after less before) of each practice kind, over its
  /// sessions with both answers, most sessions first.
  public func moodChanges() throws -> [MoodChange] {
    try withConnection { connection in
      try connection.statement(
        """
        SELECT kind, SUM(mood_after - mood_before), COUNT(*) FROM sessions
        WHERE mood_before IS NOT NULL AND mood_after IS NOT NULL
        GROUP BY kind ORDER BY COUNT(*) DESC, kind
        """
      ).rows { row in
        MoodChange(
          kind: PracticeKind(rawValue: row.text(0)) ?? .breathe, total: row.int(1),
          sessions: row.int(2))
      }
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

/// How the mood check moved over one practice kind's sessions.
public struct MoodChange: Hashable, Sendable {
  /// The practice.
  public var kind: PracticeKind
  /// The sum of after less before over its sessions.
  public var total: Int
  /// How many sessions had both answers.
  public var sessions: Int

  /// A change of `total` over `sessions` sessions of `kind`.
  public init(kind: PracticeKind, total: Int, sessions: Int) {
    self.kind = kind
    self.total = total
    self.sessions = sessions
  }

  /// The average change, signed, to one decimal, rounded half away from zero: `+1.2`,
  /// `-0.5`, `0.0`.
  public var average: String {
    guard sessions > 0 else { return "0.0" }
    let tenths = (abs(total) * 20 + sessions) / (2 * sessions)
    let sign = tenths == 0 ? "" : total > 0 ? "+" : "-"
    return "\(sign)\(tenths / 10).\(tenths % 10)"
  }
}
