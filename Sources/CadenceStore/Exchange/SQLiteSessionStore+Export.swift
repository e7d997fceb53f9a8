#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Every record as one JSON document (format `cadence-export`, version 2), UTF-8, with the
  /// identities of removed sessions and notes (see ``removeSession(matching:)``).
  ///
  /// The document is read in one snapshot, so a session finishing in another process during the
  /// export is either wholly in it or wholly absent. ``importJSON(_:)`` reads it back.
  public func exportJSON() throws -> Data {
    let exportedAt = Timestamp.milliseconds(now())
    let document = try withConnection { connection in
      try connection.transaction(forWriting: false) {
        try Self.exportDocument(connection, exportedAt: exportedAt)
      }
    }
    return Data(document.json())
  }

  /// An export file holding `sessions` and nothing else, as ``exportJSON()`` writes them: what
  /// `cadence-bench` imports to time ten years of practice without recording it session by
  /// session first.
  package static func exportJSON(sessions: [SessionRecord], exportedAt: Timestamp) -> Data {
    let document = ExportDocument(
      exportedAt: exportedAt.iso8601, sessions: sessions.map(ExportedSession.init), journal: [],
      programs: [], patterns: [], settings: [], removed: [])
    return Data(document.json())
  }

  /// Every session as CSV (RFC 4180, CRLF line ends), oldest first.
  public func exportSessionsCSV() throws -> String {
    SessionCSV.document(try allSessionsOldestFirst())
  }

  private func allSessionsOldestFirst() throws -> [SessionRecord] {
    try withConnection { connection in try Self.allSessions(connection) }
  }

  private static func allSessions(_ connection: Connection) throws -> [SessionRecord] {
    try connection.statement(
      "SELECT \(SessionRecord.selectColumns) FROM sessions ORDER BY started_at_ms, id"
    ).rows { try SessionRecord(row: $0) }
  }

  private static func exportDocument(_ connection: Connection, exportedAt: Int64) throws
    -> ExportDocument
  {
    let journal = try connection.statement(
      "SELECT \(JournalEntry.selectColumns) FROM journal_entries ORDER BY created_at_ms, id"
    ).rows { ExportedJournalEntry(try JournalEntry(row: $0)) }
    let programs = try connection.statement(
      "SELECT \(ProgramProgress.selectColumns) FROM program_progress ORDER BY program_id"
    ).rows { ExportedProgramProgress(ProgramProgress(row: $0)) }
    let patterns = try connection.statement("SELECT name, spec FROM patterns ORDER BY name").rows {
      ExportedPattern(CustomPattern(name: $0.text(0), spec: $0.text(1)))
    }
    // The end hooks are commands to run: they stay on this machine. A value no import
    // would take (too long, a control character) is not written, so that one bad value
    // never makes the whole export unimportable.
    let settings = try connection.statement(
      "SELECT key, value FROM settings WHERE \(boundedSetting) ORDER BY key"
    ).rows { ExportedSetting(key: $0.text(0), value: $0.text(1)) }.filter {
      !SettingKey.isMachineLocal($0.key) && isSafeSetting(($0.key, $0.value))
    }
    let removed = try connection.statement(
      "SELECT kind, id, removed_at_ms FROM removed_records ORDER BY removed_at_ms, kind, id"
    ).rows { row in
      RecordKind(rawValue: row.text(0)).flatMap { kind in
        UUID(uuidString: row.text(1)).map {
          ExportedRemoval(kind: kind, id: $0, removedAt: row.int64(2))
        }
      }
    }
    return ExportDocument(
      exportedAt: Timestamp.iso8601(millisecondsSinceEpoch: exportedAt),
      sessions: try allSessions(connection).map(ExportedSession.init), journal: journal,
      programs: programs, patterns: patterns, settings: settings,
      removed: removed.compactMap { $0 })
  }
}
