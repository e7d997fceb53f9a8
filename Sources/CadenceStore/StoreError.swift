import CSQLite

/// Failures of the store that a person can act on, each carrying what they need to know.
///
/// The CLI owns the final wording (STYLE.md §8; its `RuntimeMessage`); ``description`` is a
/// complete default for other clients that names the file or field involved and never includes
/// practice data.
public enum StoreError: Error, Equatable, Sendable {
  /// The data directory cannot be created or written (read-only disk, a file in the way, …).
  case dataDirectoryUnwritable(path: String, reason: String)
  /// The data directory's path names something that is not a directory (a file).
  case dataDirectoryIsNotADirectory(path: String)
  /// Users other than the owner can write to the data directory (`mode` is its permission
  /// bits), so they could swap Cadence's files; nothing was opened or created in it.
  case dataDirectoryNotPrivate(path: String, mode: UInt32)
  /// One of the database's files (the database, its `-wal` or `-shm`) is a symbolic link, a
  /// FIFO, a directory or a device: Cadence opens only regular files there, and left it alone.
  case notARegularFile(path: String)
  /// The database's owner removed its write permission (`chmod 400`): it can be read, and
  /// nothing is written to it.
  case readOnlyDatabase(path: String)
  /// The file exists but is not an SQLite database; it was not modified.
  case notADatabase(path: String)
  /// The file is an SQLite database whose pages are damaged; it was not modified.
  case corruptDatabase(path: String)
  /// The database was found damaged before (``SQLiteSessionStore/isDamaged``) and still is:
  /// nothing is written to it any more, so nothing was saved.
  case damagedDatabase(path: String)
  /// The file is a valid SQLite database that belongs to another program; it was not modified.
  case foreignDatabase(path: String)
  /// The file was written by a newer Cadence; it was not modified.
  case newerSchema(path: String, fileVersion: Int, supportedVersion: Int)
  /// The disk (or the file-size limit) is full; the write was rolled back, earlier data is intact.
  case diskFull(path: String)
  /// The database stayed locked (by another connection, in this process or another) for
  /// longer than the busy timeout, or a write waiting for it was given up.
  case busy(path: String)
  /// An export file could not be written; no partial file was left behind.
  case cannotWriteFile(path: String, reason: String)
  /// An import file was rejected as a whole; nothing was written. The problem is data (where,
  /// and what is wrong there) for the client to word.
  case malformedImport(ImportProblem)
  /// No session with this identifier is in progress (it never began, or already ended).
  case sessionNotInProgress(String)
  /// No stored session has this identifier.
  case unknownSession(String)
  /// No record of this kind has an id starting with these digits (a ``ShortID``).
  case noRecord(RecordKind, id: String)
  /// Several records of this kind have ids starting with these digits: more are needed.
  case ambiguousID(RecordKind, id: String, matches: Int)
  /// The session is still running in a live process, so it cannot be removed yet.
  case sessionInProgress(String)
  /// A custom pattern with this name (compared without regard to case) already exists.
  case duplicatePattern(name: String)
  /// A setting was given a value it cannot hold; `expected` is what it holds.
  case invalidSetting(key: String, value: String, expected: SettingValueRule)
  /// Any other SQLite failure: a bug or an environment problem worth reporting as is.
  case sqlite(SQLiteError)
}

extension StoreError: CustomStringConvertible {
  /// A message for a person: what happened, to which file, and that nothing was overwritten.
  public var description: String {
    switch self {
    case .dataDirectoryUnwritable(let path, let reason):
      return "Cannot write to the data directory '\(path)': \(reason)"
    case .dataDirectoryIsNotADirectory(let path):
      return "Cannot write to the data directory '\(path)': it is not a directory"
    case .dataDirectoryNotPrivate(let path, let mode):
      return
        "The data directory '\(path)' can be written by other users (mode "
        + String(mode & 0o7777, radix: 8)
        + "), who could replace its files; Cadence uses it only once it is yours alone "
        + "('chmod go-w' on it)"
    case .notARegularFile(let path):
      return
        "'\(path)' is a symbolic link or not a regular file; Cadence opens only regular "
        + "files in its data directory and left it untouched"
    case .readOnlyDatabase(let path):
      return
        "'\(path)' is read-only (its owner cannot write to it); nothing was saved. "
        + "'chmod u+w' on it lets Cadence save again"
    case .notADatabase(let path):
      return "'\(path)' is not a Cadence database (not an SQLite file); it was left untouched"
    case .corruptDatabase(let path):
      return "'\(path)' is damaged (SQLite reports corruption); it was left untouched"
    case .damagedDatabase(let path):
      return
        "'\(path)' is damaged (SQLite found it corrupt): Cadence writes nothing to it any "
        + "more, and nothing was saved. Export what can be read ('cadence export -o FILE'), "
        + "move the file aside, then 'cadence import FILE' into the new one"
    case .foreignDatabase(let path):
      return "'\(path)' is an SQLite database of another program; it was left untouched"
    case .newerSchema(let path, let fileVersion, let supportedVersion):
      return
        "'\(path)' was written by a newer Cadence (schema \(fileVersion), this version knows "
        + "up to \(supportedVersion)); upgrade Cadence. The file was left untouched"
    case .diskFull(let path):
      return "The disk holding '\(path)' is full; the last change was not saved, earlier data is "
        + "intact"
    case .busy(let path):
      return "The database '\(path)' is busy; try again"
    case .cannotWriteFile(let path, let reason):
      return "Cannot write '\(path)': \(reason)"
    case .malformedImport(let problem):
      // The CLI words the problem; a developer reads its parts.
      return "The import file was refused (\(problem.place): \(problem.issue)). "
        + "Nothing was imported"
    case .sessionNotInProgress(let id):
      return "No session with id '\(id)' is in progress"
    case .unknownSession(let id):
      return "No session with id '\(id)'"
    case .noRecord(let kind, let id):
      return "No \(kind.noun) with id '\(id)'"
    case .ambiguousID(let kind, let id, let matches):
      return "\(matches) \(kind.noun)s have ids starting with '\(id)'; give more of the id"
    case .sessionInProgress(let id):
      return "The session '\(id)' is still in progress; it can be removed once it has ended"
    case .duplicatePattern(let name):
      return "A pattern named '\(name)' already exists"
    case .invalidSetting(let key, let value, .timeOfDay):
      return "Invalid value '\(value)' for setting '\(key)': expected a time from 00:00 to 23:59"
    case .sqlite(let error):
      // The SQL in SQLiteError.description is for developers; a person reads SQLite's reason.
      return "SQLite reported '\(error.message)' (error \(error.extendedCode))"
    }
  }
}

/// What a setting the store checks itself holds, for ``StoreError/invalidSetting(key:value:expected:)``.
public enum SettingValueRule: Hashable, Sendable {
  /// A time of day from 00:00 to 23:59 (`dayStartsAt`).
  case timeOfDay
}

extension StoreError {
  /// Maps an SQLite failure on the database at `path` to the case a person can act on.
  static func from(_ error: SQLiteError, path: String) -> StoreError {
    switch error.code {
    case SQLITE_NOTADB: return .notADatabase(path: path)
    case SQLITE_CORRUPT: return .corruptDatabase(path: path)
    case SQLITE_FULL: return .diskFull(path: path)
    case SQLITE_BUSY, SQLITE_LOCKED: return .busy(path: path)
    case SQLITE_READONLY, SQLITE_CANTOPEN, SQLITE_PERM:
      return .dataDirectoryUnwritable(path: path, reason: error.message)
    default: return .sqlite(error)
    }
  }
}

extension RecordKind {
  /// `session`, `journal note`: how a message names a record of this kind.
  var noun: String {
    switch self {
    case .session: "session"
    case .journalEntry: "journal note"
    }
  }
}
