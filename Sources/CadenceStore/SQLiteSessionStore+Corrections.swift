#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session that ``SQLiteSessionStore/removeSession(matching:)`` removed.
public struct RemovedSession: Hashable, Sendable {
  /// The session as it was stored.
  public var record: SessionRecord
  /// Journal notes that were about it: they stay in the journal, no longer linked to it.
  public var detachedNotes: Int
}

/// Correcting what was recorded: finding a record by its ``ShortID``, editing a note,
/// removing a note or a session.
///
/// A removal deletes the record and keeps its identity in `removed_records` (a tombstone) with
/// the time of the removal. Exports carry the tombstones and imports honour them (see
/// ``importJSON(_:)``): a removed record never comes back from an export made before its
/// removal, and removing it on one machine removes it on another that imports the export.
extension SQLiteSessionStore {
  /// How many hex digits of each id a list of `kind` shows: ``ShortID/shownLength``, or more
  /// when two records of that kind share that many, so that every shown id names one record.
  public func shortIDLength(of kind: RecordKind) throws -> Int {
    try withConnection { connection in
      // Sorted ids: the longest shared start of any two is that of two neighbours.
      let ids = try connection.statement("SELECT id FROM \(kind.table) ORDER BY id").rows {
        $0.text(0)
      }
      let shared = zip(ids, ids.dropFirst()).map { ShortID.sharedDigits($0, $1) }.max() ?? 0
      return max(ShortID.shownLength, min(32, shared + 1))
    }
  }

  /// The session whose id starts with `id`.
  ///
  /// - Throws: ``StoreError/noRecord(_:id:)`` or ``StoreError/ambiguousID(_:id:matches:)``.
  public func session(matching id: ShortID) throws -> SessionRecord {
    try withConnection { connection in try Self.session(matching: id, in: connection) }
  }

  /// The journal note whose id starts with `id`.
  ///
  /// - Throws: ``StoreError/noRecord(_:id:)`` or ``StoreError/ambiguousID(_:id:matches:)``.
  public func journalEntry(matching id: ShortID) throws -> JournalEntry {
    try withConnection { connection in try Self.journalEntry(matching: id, in: connection) }
  }

  /// Replaces the text of the note whose id starts with `id`, stamping it edited now.
  ///
  /// - Returns: the note as stored now.
  /// - Throws: ``StoreError/noRecord(_:id:)`` or ``StoreError/ambiguousID(_:id:matches:)``.
  public func editJournalEntry(matching id: ShortID, text: String) throws -> JournalEntry {
    let editedAt = currentTimestamp()
    return try write { connection in
      var entry = try Self.journalEntry(matching: id, in: connection)
      try connection.statement(
        "UPDATE journal_entries SET text = ?, edited_at_ms = ?, edited_offset_s = ? WHERE id = ?"
      ).run([
        .text(text), .integer(editedAt.millisecondsSinceEpoch),
        .int(editedAt.utcOffsetSeconds), .text(entry.id.uuidString),
      ])
      entry.text = text
      entry.editedAt = editedAt
      return entry
    }
  }

  /// Removes the note whose id starts with `id`, keeping a tombstone.
  ///
  /// - Returns: the note as it was.
  /// - Throws: ``StoreError/noRecord(_:id:)`` or ``StoreError/ambiguousID(_:id:matches:)``.
  public func removeJournalEntry(matching id: ShortID) throws -> JournalEntry {
    let removedAt = Timestamp.milliseconds(now())
    return try write { connection in
      let entry = try Self.journalEntry(matching: id, in: connection)
      try Self.remove(.journalEntry, entry.id, at: removedAt, in: connection)
      return entry
    }
  }

  /// Removes the session whose id starts with `id`, keeping a tombstone. Notes about it stay
  /// in the journal, unlinked; program progress it earned is kept.
  ///
  /// - Throws: ``StoreError/noRecord(_:id:)``, ``StoreError/ambiguousID(_:id:matches:)``, or
  ///   ``StoreError/sessionInProgress(_:)`` for a session a live process is still recording
  ///   (opening the store has already marked a dead process's sessions interrupted).
  public func removeSession(matching id: ShortID) throws -> RemovedSession {
    let removedAt = Timestamp.milliseconds(now())
    return try write { connection in
      let record = try Self.session(matching: id, in: connection)
      guard record.status != .inProgress else {
        throw StoreError.sessionInProgress(ShortID(record.id).digits)
      }
      let notes =
        try connection.scalarInt(
          "SELECT count(*) FROM journal_entries WHERE session_id = ?", [.text(record.id.uuidString)]
        ) ?? 0
      try Self.remove(.session, record.id, at: removedAt, in: connection)
      return RemovedSession(record: record, detachedNotes: Int(notes))
    }
  }

  /// Deletes the record (if present) and records its tombstone (if not yet). Deleting a
  /// session unlinks its notes (`ON DELETE SET NULL`).
  ///
  /// - Returns: whether a record was deleted.
  @discardableResult
  static func remove(
    _ kind: RecordKind, _ id: UUID, at removedAt: Int64, in connection: Connection
  ) throws -> Bool {
    try connection.statement("DELETE FROM \(kind.table) WHERE id = ?").run([.text(id.uuidString)])
    let deleted = connection.changes == 1
    try connection.statement(
      """
      INSERT INTO removed_records (kind, id, removed_at_ms) VALUES (?, ?, ?)
      ON CONFLICT (kind, id) DO NOTHING
      """
    ).run([.text(kind.rawValue), .text(id.uuidString), .integer(removedAt)])
    return deleted
  }

  /// Whether a record of `kind` with this id was removed here.
  static func wasRemoved(_ kind: RecordKind, _ id: UUID, in connection: Connection) throws -> Bool {
    try connection.scalarInt(
      "SELECT count(*) FROM removed_records WHERE kind = ? AND id = ?",
      [.text(kind.rawValue), .text(id.uuidString)]) == 1
  }

  private static func session(matching id: ShortID, in connection: Connection) throws
    -> SessionRecord
  {
    let found = try connection.statement(
      "SELECT \(SessionRecord.selectColumns) FROM sessions WHERE id LIKE ? ORDER BY id LIMIT 2"
    ).rows([.text(id.likePattern)]) { try SessionRecord(row: $0) }
    return try only(found, .session, id, in: connection)
  }

  private static func journalEntry(matching id: ShortID, in connection: Connection) throws
    -> JournalEntry
  {
    let found = try connection.statement(
      """
      SELECT \(JournalEntry.selectColumns) FROM journal_entries WHERE id LIKE ?
      ORDER BY id LIMIT 2
      """
    ).rows([.text(id.likePattern)]) { try JournalEntry(row: $0) }
    return try only(found, .journalEntry, id, in: connection)
  }

  /// The one record found, or the error saying there were none or several (counted).
  private static func only<Record>(
    _ found: [Record], _ kind: RecordKind, _ id: ShortID, in connection: Connection
  ) throws -> Record {
    if found.count == 1, let record = found.first { return record }
    guard !found.isEmpty else { throw StoreError.noRecord(kind, id: id.digits) }
    let matches =
      try connection.scalarInt(
        "SELECT count(*) FROM \(kind.table) WHERE id LIKE ?", [.text(id.likePattern)]) ?? 2
    throw StoreError.ambiguousID(kind, id: id.digits, matches: Int(matches))
  }
}
