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
  /// edited later, or at the same millisecond with a text that sorts after this store's (by
  /// Unicode scalar values), so two machines merging each other's edits end with the same
  /// text whatever the order. An edit time more than 5 minutes after this machine's clock
  /// (``ImportLimits/editAheadOfNow``) is refused like any time out of range.
  ///
  /// Every value is checked against what this app can produce (``ImportLimits``): times from
  /// 2000 to a day after this machine's clock, durations up to 7 days, text by ``SafeText``
  /// (no control characters or bidirectional overrides, a length limit per kind), and custom
  /// patterns by `options`' ``ImportOptions/patternProblem``. With
  /// ``ImportOptions/skipsInvalid`` an invalid record is left out and reported in
  /// ``ImportSummary/invalid`` while the rest is imported; without it, it refuses the file.
  ///
  /// - Throws: ``StoreError/malformedImport(_:)`` naming the first wrong field and what is
  ///   wrong there, such as `sessions[3].startedAt` and ``ImportIssue/notATimestamp``.
  public func importJSON(_ data: Data, options: ImportOptions = ImportOptions()) throws
    -> ImportSummary
  {
    let context = ImportContext(
      now: Timestamp.milliseconds(now()), skipsInvalid: options.skipsInvalid)
    var document = try Self.decodeImport(data, context: context)
    try Self.check(&document, options: options)
    let checked = document
    var summary = try write { connection in
      try Self.merge(checked, into: connection, skippingInvalid: options.skipsInvalid)
    }
    summary.invalid = document.invalid + summary.invalid
    return summary
  }

  static func decodeImport(_ data: Data, context: ImportContext) throws -> ExportDocument {
    let decoder = JSONDecoder()
    decoder.userInfo[ImportContext.key] = context
    do {
      let header = try decoder.decode(ExportHeader.self, from: data)
      guard header.format == ExportDocument.formatMarker else {
        throw StoreError.malformedImport(ImportProblem(.field("format"), .notACadenceExport))
      }
      let supported = ExportDocument.currentVersion
      guard let version = header.version, version >= 1 else {
        throw StoreError.malformedImport(
          ImportProblem(.field("version"), .unsupportedVersion(supported: supported)))
      }
      guard version <= supported else {
        throw StoreError.malformedImport(
          ImportProblem(.field("version"), .newerVersion(version, supported: supported)))
      }
      return try decoder.decode(ExportDocument.self, from: data)
    } catch let error as DecodingError {
      throw StoreError.malformedImport(ImportProblem(decoding: error, in: data))
    } catch let error as InvalidImportField {
      throw StoreError.malformedImport(ImportProblem(error))
    }
  }

  /// The checks that look across records or need the caller: one identity per record, and
  /// each custom pattern as `pattern add` would check it. A failing record refuses the file,
  /// or is left out with its problem when `options` skip invalid records.
  private static func check(_ document: inout ExportDocument, options: ImportOptions) throws {
    var problems: [Int: ImportProblem] = [:]
    for (index, pattern) in document.patterns.enumerated() {
      let custom = CustomPattern(name: pattern.name, spec: pattern.spec)
      if let problem = options.patternProblem(custom) {
        problems[index] = ImportProblem(
          .field("patterns[\(pattern.position)].\(problem.part.rawValue)"), .pattern(problem))
      }
    }
    try settle(&document.patterns, problems, &document.invalid, options: options)
    try checkUnique(&document, options: options)
  }

  /// Leaves out of `records` those with a problem (when skipping), or throws the first.
  private static func settle<Record>(
    _ records: inout [Record], _ problems: [Int: ImportProblem], _ invalid: inout [ImportProblem],
    options: ImportOptions
  ) throws {
    guard let first = problems.keys.min() else { return }
    guard options.skipsInvalid else {
      throw StoreError.malformedImport(problems[first]!)
    }
    invalid += problems.keys.sorted().map { problems[$0]! }
    records = records.enumerated().filter { problems[$0.offset] == nil }.map(\.element)
  }

  /// Two records with one identity in the same file would make the result depend on order:
  /// the second refuses the file, or is left out when skipping invalid records.
  private static func checkUnique(_ document: inout ExportDocument, options: ImportOptions)
    throws
  {
    func unique<Record: ListedRecord>(
      _ records: inout [Record], list: String, key: String, _ identity: (Record) -> String
    ) throws {
      var seen: [String: Int] = [:]
      var problems: [Int: ImportProblem] = [:]
      for (index, record) in records.enumerated() {
        let value = identity(record)
        if let first = seen[value] {
          problems[index] = ImportProblem(
            .field("\(list)[\(record.position)].\(key)"), .duplicate(of: "\(list)[\(first)].\(key)")
          )
        } else {
          seen[value] = record.position
        }
      }
      try settle(&records, problems, &document.invalid, options: options)
    }
    try unique(&document.sessions, list: "sessions", key: "id") { $0.record.id.uuidString }
    try unique(&document.journal, list: "journal", key: "id") { $0.entry.id.uuidString }
    try unique(&document.programs, list: "programs", key: "programId") { $0.progress.programID }
    // The patterns table compares names with SQLite's NOCASE, which folds ASCII letters only.
    try unique(&document.patterns, list: "patterns", key: "name") { pattern in
      String(
        decoding: pattern.name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
    }
    try unique(&document.settings, list: "settings", key: "key") { $0.key }
    try unique(&document.removed, list: "removed", key: "id") {
      $0.kind.rawValue + " " + $0.id.uuidString
    }
  }

  private static func merge(
    _ document: ExportDocument, into connection: Connection, skippingInvalid: Bool
  ) throws -> ImportSummary {
    var summary = ImportSummary()
    try mergeRemovals(document, into: connection, counting: &summary)
    for session in document.sessions {
      let removed = try wasRemoved(.session, session.record.id, in: connection)
      summary.sessions.record(inserted: try !removed && insert(session.record, into: connection))
    }
    var invalidNotes: [ImportProblem] = []
    try mergeJournal(
      document, into: connection, counting: &summary.journal,
      skippingInvalid: skippingInvalid ? { invalidNotes.append($0) } : nil)
    summary.invalid += invalidNotes
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
      guard !SettingKey.isMachineLocal(setting.key) else {
        summary.machineLocalSettings.append(setting.key)
        continue
      }
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
  /// session loses its link. Runs after the sessions are in. A note about a session that is
  /// nowhere refuses the file, or is left out and handed to `skippingInvalid`.
  private static func mergeJournal(
    _ document: ExportDocument, into connection: Connection, counting count: inout ImportCount,
    skippingInvalid: ((ImportProblem) -> Void)?
  ) throws {
    let sessionIDs = Set(document.sessions.map(\.record.id))
    for item in document.journal {
      var entry = item.entry
      if try wasRemoved(.journalEntry, entry.id, in: connection) {
        count.skipped += 1
        continue
      }
      if let sessionID = entry.sessionID {
        if try wasRemoved(.session, sessionID, in: connection) {
          entry.sessionID = nil
        } else if !sessionIDs.contains(sessionID), try session(sessionID, in: connection) == nil {
          let problem = ImportProblem(
            .field("journal[\(item.position)].sessionId"), .unknownSession(sessionID))
          guard let skippingInvalid else { throw StoreError.malformedImport(problem) }
          skippingInvalid(problem)
          continue
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
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?) ON CONFLICT (id) DO NOTHING
      """
    ).run([
      .text(record.id.uuidString), .text(record.kind.rawValue), .text(record.name),
      .string(record.label), .int(record.plannedMilliseconds), .integer(record.activeMilliseconds),
      .int(record.cyclesPlanned), .int(record.cyclesCompleted), .text(status.rawValue),
      .string(record.programID), .int(record.programStep),
      .integer(record.startedAt.millisecondsSinceEpoch), .int(record.startedAt.utcOffsetSeconds),
      .int(record.endedAt?.millisecondsSinceEpoch), .int(record.endedAt?.utcOffsetSeconds),
      .string(SessionHolds.text(record.holds)), .int(record.moodBefore), .int(record.moodAfter),
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
    guard let editedAt = entry.editedAt, Self.replaces(entry, stored) else {
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

  /// Whether the file's `entry` wins over the `stored` note: written later, or at the same
  /// millisecond with a text that sorts after the stored one. The tie-break looks only at
  /// the two versions, never at which side imports, so every order ends the same.
  static func replaces(_ entry: JournalEntry, _ stored: JournalEntry) -> Bool {
    guard let editedAt = entry.editedAt?.millisecondsSinceEpoch else { return false }
    let storedAt = stored.lastWritten.millisecondsSinceEpoch
    if editedAt != storedAt { return editedAt > storedAt }
    return stored.text.unicodeScalars.lexicographicallyPrecedes(entry.text.unicodeScalars)
  }
}
