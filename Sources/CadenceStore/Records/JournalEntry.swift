#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A free-text note, optionally about one session.
public struct JournalEntry: Hashable, Sendable, Identifiable {
  /// A stable identity, kept across export and import.
  public var id: UUID
  /// The note as written.
  public var text: String
  /// When it was written.
  public var createdAt: Timestamp
  /// The session it is about, if any. Removing that session keeps the note and clears this.
  public var sessionID: UUID?
  /// When the text was last changed (``SQLiteSessionStore/editJournalEntry(matching:text:)``),
  /// if ever: an import keeps the version of a note edited last.
  public var editedAt: Timestamp?

  /// Creates an entry from all of its fields.
  public init(
    id: UUID, text: String, createdAt: Timestamp, sessionID: UUID? = nil,
    editedAt: Timestamp? = nil
  ) {
    self.id = id
    self.text = text
    self.createdAt = createdAt
    self.sessionID = sessionID
    self.editedAt = editedAt
  }

  /// When the text was written as it is now: the last edit, or the creation.
  var lastWritten: Timestamp { editedAt ?? createdAt }

  static let selectColumns =
    "id, text, created_at_ms, utc_offset_s, session_id, edited_at_ms, edited_offset_s"

  init(row: Statement) throws {
    guard let id = UUID(uuidString: row.text(0)) else {
      throw StoreError.sqlite(.unreadableRow(in: "journal_entries"))
    }
    self.init(
      id: id,
      text: row.text(1),
      createdAt: Timestamp(
        millisecondsSinceEpoch: row.int64(2), utcOffsetSeconds: Int32(row.int(3))),
      sessionID: row.optionalText(4).flatMap(UUID.init(uuidString:)),
      editedAt: row.optionalInt64(5).map {
        Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: Int32(row.optionalInt(6) ?? 0))
      })
  }
}
