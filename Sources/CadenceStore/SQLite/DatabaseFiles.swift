import CadenceSystem

/// The database file and the two SQLite keeps beside it (`-wal`, `-shm`): what may be opened,
/// and their modes.
///
/// Nothing here follows a symbolic link: a `cadence.sqlite3-shm -> victim` once had `victim`
/// made 0600 by `chmod(2)`, and SQLite would have written its shared memory into it. Links,
/// FIFOs and devices in their places are refused; modes are set with `fchmodat(2)` and
/// `AT_SYMLINK_NOFOLLOW`, never through a descriptor of our own (see `restrictModes`).
/// Whether the database is read-only is decided by its mode bits,
/// never by `access(2)`: root passes every permission check, so a database its owner made
/// 0400 would look writable to root.
struct DatabaseFiles {
  /// The database file's path.
  let path: String

  /// The database, its write-ahead log and its shared-memory file.
  var all: [String] { [path, path + "-wal", path + "-shm"] }

  /// Checks, changing nothing, that each of the files that exists is a regular file; returns
  /// whether the database's owner may write to it (its `S_IWUSR` bit).
  ///
  /// - Throws: ``StoreError/notARegularFile(path:)`` for a link or anything else in the way.
  func inspect() throws(StoreError) -> Bool {
    var writable = true
    for file in all {
      let status: FileStatus
      do {
        status = try FileSystem.linkStatus(ofPath: file)
      } catch {
        if error.code == FileSystem.noSuchFile { continue }
        throw .dataDirectoryUnwritable(path: file, reason: error.reason)
      }
      guard status.kind == .regular else { throw .notARegularFile(path: file) }
      if file == path { writable = status.permissions & 0o200 != 0 }
    }
    return writable
  }

  /// Takes the group and other permission bits off each existing file, never through a
  /// link; the database's owner bits stay as they are (a `chmod 400` is never undone).
  ///
  /// With `writable`, the `-wal` and `-shm` files are made 0600: SQLite creates them with the
  /// database's mode, so a spell as read-only leaves them 0400, and a writer needs them.
  /// Best effort: a file that cannot be changed is left for SQLite to report.
  ///
  /// No descriptor of these files is opened here: closing one drops every POSIX lock the
  /// process holds on the file, SQLite's included (its connections on another thread, and
  /// the `-shm` lock that tells other processes the shared memory is in use; without it
  /// another process truncated the `-shm` and this one died of SIGBUS). `fchmodat` with
  /// `AT_SYMLINK_NOFOLLOW` changes the file itself and never a link's target (glibc does it
  /// through an `O_PATH` descriptor, whose close releases no lock).
  func restrictModes(writable: Bool) {
    for file in all {
      guard let status = try? FileSystem.linkStatus(ofPath: file), status.kind == .regular
      else { continue }
      let current = status.permissions
      let wanted: UInt32 = file != path && writable ? 0o600 : current & 0o700
      if current != wanted { try? FileSystem.setPermissions(file, to: wanted) }
    }
  }
}
