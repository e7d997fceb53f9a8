import CadenceSystem

extension DataDirectory {
  /// The names of the files SQLite keeps for the database in this directory: the database,
  /// its write-ahead log, its shared memory and a rollback journal.
  static let storeFileSuffixes = ["", "-wal", "-shm", "-journal"]

  /// Whether writing to `path` would write into one of the store's own files (the database,
  /// its `-wal`, `-shm` or `-journal`), decided by identity rather than by name: a symbolic
  /// link to one, a hard link, a path spelled another way (`./`, `..`, a linked directory) all
  /// count, and so does a link or a name for one that SQLite has not made yet.
  ///
  /// An output option (`--trace`, `stats --svg`, `export -o`) given such a path once
  /// overwrote the database: every session and note was gone. Asks only `stat(2)`,
  /// `lstat(2)` and `readlink(2)`: nothing is opened (a FIFO would block).
  public func ownsFile(at path: String) -> Bool {
    let names = Self.storeFileSuffixes.map { DataDirectory.databaseFileName + $0 }
    let own = names.compactMap { FileIdentity(path: joined(self.path, $0)) }
    if let target = FileIdentity(path: path), own.contains(target) { return true }
    // A path that does not exist yet (or a dangling link): where would it be created?
    guard let directory = FileIdentity(path: self.path) else { return false }
    var current = path
    for _ in 0..<40 {
      let (parent, name) = split(current)
      if names.contains(name), FileIdentity(path: parent) == directory { return true }
      guard let target = linkTarget(current) else { return false }
      current = target.hasPrefix("/") ? target : joined(parent, target)
    }
    return false
  }
}

/// A file's device and inode, followed through links: what makes two paths one file.
private struct FileIdentity: Equatable {
  var device: UInt64
  var inode: UInt64

  /// `nil` when nothing (or a dangling link) is at `path`.
  init?(path: String) {
    guard let status = try? FileSystem.status(ofPath: path) else { return nil }
    device = status.device
    inode = status.inode
  }
}

/// The target of the link at `path`, `nil` if it is no link.
private func linkTarget(_ path: String) -> String? { FileSystem.linkTarget(path) }

/// `path`'s directory and last component; `.` for a bare name.
private func split(_ path: String) -> (String, String) {
  var trimmed = Substring(path)
  while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
  guard let slash = trimmed.lastIndex(of: "/") else { return (".", String(trimmed)) }
  let parent = trimmed[..<slash]
  return (parent.isEmpty ? "/" : String(parent), String(trimmed[trimmed.index(after: slash)...]))
}

private func joined(_ directory: String, _ name: String) -> String {
  directory.hasSuffix("/") ? directory + name : directory + "/" + name
}
