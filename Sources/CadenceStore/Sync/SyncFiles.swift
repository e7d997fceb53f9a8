import CadenceSystem

/// The few file operations sync makes in the synced folder: list, read from a byte, append.
///
/// Nothing here locks, renames or rewrites a file: sync engines copy files as they find
/// them, and a lock or an in-place rewrite is what breaks under them (issue 43). The calls
/// themselves are the system floor's (``CadenceSystem/AppendOnlyFiles``).
enum SyncFiles {
  /// The directory Cadence keeps in the person's folder.
  static let directoryName = "cadence"

  /// Names of the logs in `directory` as device ids; everything else is skipped
  /// (`.syncthing.*.tmp`, `*.sync-conflict-*`, `… (conflicted copy …)`, `.*.icloud`
  /// placeholders, editors' backups): only `<32 hex>.jsonl` is a log.
  static func logs(in directory: String) throws(SyncProblem) -> [DeviceID] {
    try names(in: directory).compactMap { name in
      name.hasSuffix(".jsonl") ? DeviceID(text: String(name.dropLast(6))) : nil
    }.sorted { $0.text < $1.text }
  }

  private static func names(in directory: String) throws(SyncProblem) -> [String] {
    do {
      return try AppendOnlyFiles.names(in: directory)
    } catch {
      throw SyncProblem(error, path: directory)
    }
  }

  /// What `path` holds now: its inode and size, or `nil` when there is no such file.
  static func status(_ path: String) throws(SyncProblem) -> (inode: UInt64, size: Int64)? {
    do {
      let status = try FileSystem.status(ofPath: path)
      return (status.inode, status.size)
    } catch {
      if error.cause == .missing { return nil }
      throw SyncProblem(error, path: path)
    }
  }

  /// The bytes of `path` from `offset` to its end (at most `limit` of them).
  static func read(_ path: String, from offset: Int64, limit: Int) throws(SyncProblem)
    -> [UInt8]
  {
    do {
      return try AppendOnlyFiles.read(path, from: offset, limit: limit)
    } catch {
      throw SyncProblem(error, path: path)
    }
  }

  /// Appends `bytes` to `path` (created owner-only if absent) and syncs it to disk, so a
  /// sync engine never copies a line the device could still lose.
  static func append(_ bytes: [UInt8], to path: String) throws(SyncProblem) {
    do {
      try AppendOnlyFiles.append(bytes, to: path, mode: 0o600)
    } catch {
      throw SyncProblem(error, path: path)
    }
  }

  /// Makes `cadence/` in `folder` (owner-only) if it is not there; returns its path.
  static func prepare(folder: String) throws(SyncProblem) -> String {
    let directory = folder + "/" + directoryName
    do {
      guard try FileSystem.status(ofPath: folder).kind == .directory else {
        throw SyncProblem.notAFolder(path: folder)
      }
      try FileSystem.makeDirectory(directory, mode: 0o700)
      guard try FileSystem.status(ofPath: directory).kind == .directory else {
        throw SyncProblem.notAFolder(path: directory)
      }
      try FileSystem.checkWritableDirectory(directory)
    } catch let error as SystemCallError {
      throw SyncProblem(error, path: folder)
    } catch let problem as SyncProblem {
      throw problem
    } catch {
      throw SyncProblem.failed(path: folder, reason: "\(error)")
    }
    return directory
  }

  /// FNV-1a over the at most 256 bytes before `offset`: which text a log had there, to
  /// tell a file that grew from one that was replaced by another of the same length.
  static func tailHash(_ path: String, before offset: Int64) throws(SyncProblem) -> Int64 {
    let start = max(0, offset - 256)
    let bytes = try read(path, from: start, limit: Int(offset - start))
    return hash(bytes[...])
  }

  static func hash(_ bytes: ArraySlice<UInt8>) -> Int64 {
    var value: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      value ^= UInt64(byte)
      value = value &* 0x100_0000_01b3
    }
    return Int64(bitPattern: value)
  }
}
