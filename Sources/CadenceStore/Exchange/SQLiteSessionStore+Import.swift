#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Merges an export (``exportJSON()``) into the store, all or nothing.
  ///
  /// The whole file is decoded and checked before anything is written, then written in one
  /// transaction; any problem rejects the file as a whole. Records already present are kept
  /// (see ``ImportSummary``). A session that was in progress in the file is stored as
  /// ``SessionStatus/interrupted``: no process here is running it.
  ///
  /// Removals win over copies, whichever side made them:
  /// - a session or note the file lists as removed is removed here too, and remembered as
  ///   removed (so it travels on with the next export);
  /// - a session or note removed here (or listed as removed in the file) is not added back,
  ///   even from an export made before the removal;
  /// - a note about a removed session is added without its link, as removing the session
  ///   here would have left it.
  ///
  /// A note present on both sides keeps the text written last (``JournalEntry/editedAt``, or
  /// its creation when never edited): the file's text replaces this store's only when it was
  /// edited later.
  ///
  /// - Throws: ``StoreError/malformedImport(field:problem:)`` naming the first wrong field,
  ///   such as `sessions[3].startedAt: expected an ISO 8601 UTC timestamp like …`.
  public func importJSON(_ data: Data) throws -> ImportSummary {
    let document = try Self.decodeImport(data)
    try Self.checkUnique(document)
    return try write { connection in try Self.merge(document, into: connection) }
  }

  static func decodeImport(_ data: Data) throws -> ExportDocument {
    let decoder = JSONDecoder()
    do {
      let header = try decoder.decode(ExportHeader.self, from: data)
      guard header.format == ExportDocument.formatMarker else {
        throw StoreError.malformedImport(
          field: "format", problem: "expected \"cadence-export\"; this is not a Cadence export")
      }
      let supported = ExportDocument.currentVersion
      guard let version = header.version, version >= 1 else {
        throw StoreError.malformedImport(
          field: "version", problem: "expected a whole number from 1 to \(supported)")
      }
      guard version <= supported else {
        throw StoreError.malformedImport(
          field: "version",
          problem: "export version \(version) is newer than this Cadence reads (\(supported)); "
            + "upgrade Cadence")
      }
      return try decoder.decode(ExportDocument.self, from: data)
    } catch let error as DecodingError {
      throw StoreError.malformedImport(error, in: data)
    }
  }

  /// Two records with one identity in the same file would make the result depend on order.
  private static func checkUnique(_ document: ExportDocument) throws {
    try unique(document.sessions.map { $0.record.id.uuidString }, list: "sessions", key: "id")
    try unique(document.journal.map { $0.entry.id.uuidString }, list: "journal", key: "id")
    try unique(document.programs.map(\.progress.programID), list: "programs", key: "programId")
    // The patterns table compares names with SQLite's NOCASE, which folds ASCII letters only.
    let folded = document.patterns.map { pattern in
      String(
        decoding: pattern.name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
    try unique(folded, list: "patterns", key: "name")
    try unique(document.settings.map(\.key), list: "settings", key: "key")
    try unique(
      document.removed.map { $0.kind.rawValue + " " + $0.id.uuidString }, list: "removed",
      key: "id")
  }

  private static func unique(_ keys: [String], list: String, key: String) throws {
    var seen: [String: Int] = [:]
    for (index, value) in keys.enumerated() {
      if let first = seen[value] {
        throw StoreError.malformedImport(
          field: "\(list)[\(index)].\(key)", problem: "duplicate of \(list)[\(first)].\(key)")
      }
      seen[value] = index
    }
  }

  private static func merge(_ document: ExportDocument, into connection: Connection) throws
    -> ImportSummary
  {
    var summary = ImportSummary()
    try mergeRemovals(document, into: connection, counting: &summary)
    for session in document.sessions {
      let removed = try wasRemoved(.session, session.record.id, in: connection)
      summary.sessions.record(inserted: try !removed && insert(session.record, into: connection))
    }
    try mergeJournal(document, into: connection, counting: &summary.journal)
    for item in document.programs {
      let progress = item.progress
      try connection.statement(
        """
        INSERT INTO program_progress (\(ProgramProgress.selectColumns)) VALUES (?, ?, ?, ?, ?)
        ON CONFLICT (program_id) DO NOTHING
        """
      ).run([
        .text(progress.programID), .int(progress.currentStep), .int(progress.completedSteps),
        .int(progress.lastPracticedAt?.millisecondsSinceEpoch),
        .int(progress.lastPracticedAt?.utcOffsetSeconds),
      ])
      summary.programs.record(inserted: connection.changes == 1)
    }
    for pattern in document.patterns {
      try connection.statement(
        "INSERT INTO patterns (name, spec) VALUES (?, ?) ON CONFLICT (name) DO NOTHING"
      ).run([.text(pattern.name), .text(pattern.spec)])
      summary.patterns.record(inserted: connection.changes == 1)
    }
    for setting in document.settings {
      try connection.statement(
        "INSERT INTO settings (key, value) VALUES (?, ?) ON CONFLICT (key) DO NOTHING"
      ).run([.text(setting.key), .text(setting.value)])
      summary.settings.record(inserted: connection.changes == 1)
    }
    return summary
  }

  /// Removes here what the file lists as removed, and remembers each removal.
  private static func mergeRemovals(
    _ document: ExportDocument, into connection: Connection, counting summary: inout ImportSummary
  ) throws {
    for removal in document.removed
    where try remove(removal.kind, removal.id, at: removal.removedAt, in: connection) {
      switch removal.kind {
      case .session: summary.sessions.removed += 1
      case .journalEntry: summary.journal.removed += 1
      }
    }
  }

  /// Adds or updates the file's notes, except those removed here; a note about a removed
  /// session loses its link. Runs after the sessions are in.
  private static func mergeJournal(
    _ document: ExportDocument, into connection: Connection, counting count: inout ImportCount
  ) throws {
    let sessionIDs = Set(document.sessions.map(\.record.id))
    for (index, item) in document.journal.enumerated() {
      var entry = item.entry
      if try wasRemoved(.journalEntry, entry.id, in: connection) {
        count.skipped += 1
        continue
      }
      if let sessionID = entry.sessionID {
        if try wasRemoved(.session, sessionID, in: connection) {
          entry.sessionID = nil
        } else if !sessionIDs.contains(sessionID), try session(sessionID, in: connection) == nil {
          throw StoreError.malformedImport(
            field: "journal[\(index)].sessionId",
            problem: "no session with id \(sessionID.uuidString) in the file or the store")
        }
      }
      try merge(entry, into: connection, counting: &count)
    }
  }

  private static func insert(_ record: SessionRecord, into connection: Connection) throws -> Bool {
    let status: SessionStatus = record.status == .inProgress ? .interrupted : record.status
    let updatedAt = record.endedAt ?? record.startedAt
    try connection.statement(
      """
      INSERT INTO sessions (\(SessionRecord.selectColumns), updated_at_ms)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
      """
    ).run([
      .text(record.id.uuidString), .text(record.kind.rawValue), .text(record.name),
      .string(record.label), .int(record.plannedMilliseconds), .integer(record.activeMilliseconds),
      .int(record.cyclesPlanned), .int(record.cyclesCompleted), .text(status.rawValue),
      .string(record.programID), .int(record.programStep),
      .integer(record.startedAt.millisecondsSinceEpoch), .int(record.startedAt.utcOffsetSeconds),
      .int(record.endedAt?.millisecondsSinceEpoch), .int(record.endedAt?.utcOffsetSeconds),
      .integer(updatedAt.millisecondsSinceEpoch),
    ])
    return connection.changes == 1
  }

  /// Adds `entry`, or gives the stored note its text when the file's was written later.
  private static func merge(
    _ entry: JournalEntry, into connection: Connection, counting count: inout ImportCount
  ) throws {
    let stored = try connection.statement(
      "SELECT \(JournalEntry.selectColumns) FROM journal_entries WHERE id = ?"
    ).firstRow([.text(entry.id.uuidString)]) { try JournalEntry(row: $0) }
    guard let stored else {
      try connection.statement(
        "INSERT INTO journal_entries (\(JournalEntry.selectColumns)) VALUES (?, ?, ?, ?, ?, ?, ?)"
      ).run([
        .text(entry.id.uuidString), .text(entry.text),
        .integer(entry.createdAt.millisecondsSinceEpoch),
        .int(entry.createdAt.utcOffsetSeconds), .string(entry.sessionID?.uuidString),
        .int(entry.editedAt?.millisecondsSinceEpoch), .int(entry.editedAt?.utcOffsetSeconds),
      ])
      count.added += 1
      return
    }
    // Only an edit can make the file's version later than the stored one (same creation).
    guard let editedAt = entry.editedAt,
      editedAt.millisecondsSinceEpoch > stored.lastWritten.millisecondsSinceEpoch
    else {
      count.skipped += 1
      return
    }
    try connection.statement(
      "UPDATE journal_entries SET text = ?, edited_at_ms = ?, edited_offset_s = ? WHERE id = ?"
    ).run([
      .text(entry.text), .integer(editedAt.millisecondsSinceEpoch),
      .int(editedAt.utcOffsetSeconds), .text(entry.id.uuidString),
    ])
    count.updated += 1
  }
}
