import CSQLite
import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the store remembers of a database found damaged: a file beside it,
/// `cadence.sqlite3-damaged`, written the first time SQLite reports corruption.
///
/// SQLite finds damage only in the pages a statement reads: after `history` met a damaged
/// page, `journal add` and `import` wrote into other pages of the same file, and `stats`,
/// `status` or `config list` said nothing. With the mark, every later open knows: one that
/// would write refuses (``StoreError/damagedDatabase(path:)``, nothing written), one that
/// only reads opens read-only and says so (``SQLiteSessionStore/isDamaged``). The mark
/// stands while `PRAGMA quick_check` still finds damage; a file repaired or replaced by
/// a whole one (or a new database where it was) clears it.
extension SQLiteSessionStore {
  /// The mark beside the database at `databasePath`.
  static func damageMarkPath(_ databasePath: String) -> String { databasePath + "-damaged" }

  /// Whether the database in `directory` was found damaged and not made whole since, as
  /// far as its mark says (no check of the file: for `cadence status`, every second).
  public static func isMarkedDamaged(in directory: DataDirectory) -> Bool {
    (try? FileSystem.linkStatus(ofPath: damageMarkPath(directory.databasePath))) != nil
  }

  /// Marks the database at `path` damaged, once; best effort (a read-only directory keeps
  /// no mark, and every command there reads only).
  static func markDamaged(_ path: String) {
    guard path != ":memory:" else { return }
    let mark = damageMarkPath(path)
    guard let descriptor = try? FileSystem.createNew(mark, mode: 0o600) else { return }
    let text =
      "SQLite reported corruption in \(path) on \(Date()). Cadence reads it but writes "
      + "nothing to it until it is whole again or replaced; this file goes by itself then.\n"
    _ = Array(text.utf8).withUnsafeBytes { FileWriting.writeAll(descriptor, $0) }
    FileWriting.close(descriptor)
  }

  /// Whether the database at `path`, open on `connection`, is marked damaged and still is:
  /// a mark whose file `PRAGMA quick_check` finds whole (repaired, or replaced) is removed.
  static func isStillDamaged(_ path: String, connection: Connection) -> Bool {
    guard path != ":memory:",
      (try? FileSystem.linkStatus(ofPath: damageMarkPath(path))) != nil
    else { return false }
    let findings = try? connection.statement("PRAGMA quick_check").rows { $0.text(0) }
    guard findings == ["ok"] else { return true }
    FileSystem.remove(damageMarkPath(path))
    return false
  }
}
