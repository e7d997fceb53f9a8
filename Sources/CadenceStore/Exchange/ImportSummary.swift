/// What ``SQLiteSessionStore/importJSON(_:)`` did, per record kind.
///
/// Records are matched by identity: sessions and notes by UUID, programs by id, patterns by name
/// (any letter case), settings by key. A record already in the store is kept as it is and
/// counted as skipped, so importing the same file twice adds nothing the second time.
public struct ImportSummary: Hashable, Sendable {
  /// Sessions added and skipped.
  public var sessions = ImportCount()
  /// Journal notes added and skipped.
  public var journal = ImportCount()
  /// Program progress added and skipped.
  public var programs = ImportCount()
  /// Custom patterns added and skipped.
  public var patterns = ImportCount()
  /// Settings added and skipped.
  public var settings = ImportCount()

  /// An empty summary.
  public init() {}

  /// Records added, all kinds together.
  public var totalAdded: Int {
    sessions.added + journal.added + programs.added + patterns.added + settings.added
  }
}

/// Added and skipped records of one kind.
public struct ImportCount: Hashable, Sendable {
  /// New records written.
  public var added = 0
  /// Records already present, left as they were.
  public var skipped = 0

  /// A count.
  public init(added: Int = 0, skipped: Int = 0) {
    self.added = added
    self.skipped = skipped
  }

  mutating func record(inserted: Bool) {
    if inserted { added += 1 } else { skipped += 1 }
  }
}
