#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Adds a note written now, optionally about a session.
  ///
  /// - Throws: ``StoreError/unknownSession(_:)`` if `sessionID` names no stored session.
  public func addJournalEntry(_ text: String, sessionID: UUID? = nil) throws -> JournalEntry {
    let entry = JournalEntry(
      id: UUID(), text: text, createdAt: currentTimestamp(), sessionID: sessionID)
    try write { connection in
      if let sessionID, try Self.session(sessionID, in: connection) == nil {
        throw StoreError.unknownSession(sessionID.uuidString)
      }
      try connection.statement(
        """
        INSERT INTO journal_entries (id, text, created_at_ms, utc_offset_s, session_id)
        VALUES (?, ?, ?, ?, ?)
        """
      ).run([
        .text(entry.id.uuidString), .text(entry.text),
        .integer(entry.createdAt.millisecondsSinceEpoch),
        .integer(Int64(entry.createdAt.utcOffsetSeconds)), .string(sessionID?.uuidString),
      ])
    }
    return entry
  }

  /// Notes, newest first; `limit` keeps the newest `limit`.
  public func journalEntries(limit: Int? = nil) throws -> [JournalEntry] {
    try withConnection { connection in
      try connection.statement(
        """
        SELECT \(JournalEntry.selectColumns) FROM journal_entries
        ORDER BY created_at_ms DESC, id LIMIT ?
        """
      ).rows([.integer(Int64(limit ?? -1))]) { try JournalEntry(row: $0) }
    }
  }
}
