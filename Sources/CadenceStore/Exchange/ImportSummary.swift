/// What ``SQLiteSessionStore/importJSON(_:)`` did, per record kind.
///
/// Records are matched by identity: sessions and notes by UUID, programs by id, patterns by name
/// (any letter case), settings by key. A record already in the store is kept as it is and
/// counted as skipped, so importing the same file twice adds nothing the second time. Two
/// exceptions (``SQLiteSessionStore/importJSON(_:)``): a session or note the file lists as
/// removed is removed here (counted as removed), and a note edited later in the file takes the
/// file's text (counted as updated). A record removed here is never added back (skipped).
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
  /// Records left out as invalid (``ImportOptions/skipsInvalid``), in the order of the file's
  /// lists; empty when the import was all or nothing.
  public var invalid: [ImportProblem] = []
  /// The keys of settings the file holds that are this machine's alone (the end hooks,
  /// ``SQLiteSessionStore/SettingKey/isMachineLocal(_:)``), left out: a data file never
  /// installs a command to run.
  public var machineLocalSettings: [String] = []

  /// An empty summary.
  public init() {}

  /// Records added, all kinds together.
  public var totalAdded: Int {
    sessions.added + journal.added + programs.added + patterns.added + settings.added
  }

  /// Records added, updated or removed, all kinds together: 0 when the import changed nothing.
  public var totalChanged: Int {
    totalAdded + sessions.updated + journal.updated + sessions.removed + journal.removed
  }
}

/// What an import did to the records of one kind.
public struct ImportCount: Hashable, Sendable {
  /// New records written.
  public var added = 0
  /// Records already present (or removed here), left as they were.
  public var skipped = 0
  /// Records present here that took the file's newer version (edited notes).
  public var updated = 0
  /// Records removed here because the file lists them as removed.
  public var removed = 0

  /// A count.
  public init(added: Int = 0, skipped: Int = 0, updated: Int = 0, removed: Int = 0) {
    self.added = added
    self.skipped = skipped
    self.updated = updated
    self.removed = removed
  }

  mutating func record(inserted: Bool) {
    if inserted { added += 1 } else { skipped += 1 }
  }
}
