#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The few file operations sync makes in the synced folder: list, read from a byte, append.
///
/// Nothing here locks, renames or rewrites a file: sync engines copy files as they find
/// them, and a lock or an in-place rewrite is what breaks under them (issue 43).
enum SyncFiles {
  /// The directory Cadence keeps in the person's folder.
  static let directoryName = "cadence"

  /// Names of the logs in `directory` as device ids, without this device's; everything
  /// else is skipped (`.syncthing.*.tmp`, `*.sync-conflict-*`, `… (conflicted copy …)`,
  /// `.*.icloud` placeholders, editors' backups): only `<32 hex>.jsonl` is a log.
  static func logs(in directory: String) throws(SyncProblem) -> [DeviceID] {
    guard let handle = opendir(directory) else {
      throw SyncProblem.from(errno: errno, path: directory)
    }
    defer { closedir(handle) }
    var devices: [DeviceID] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      guard name.hasSuffix(".jsonl"), let device = DeviceID(text: String(name.dropLast(6)))
      else { continue }
      devices.append(device)
    }
    return devices.sorted { $0.text < $1.text }
  }

  /// Whether `name` in the folder is a conflict copy of `device`'s log: a sync engine saw
  /// two writers of one file, which for an append-only log means two devices with one id.
  static func conflictCopies(of device: DeviceID, in directory: String) -> [String] {
    guard let handle = opendir(directory) else { return [] }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name.hasPrefix(device.text), name != device.text + ".jsonl",
        name.contains("conflict")
      {
        names.append(name)
      }
    }
    return names.sorted()
  }

  /// What `path` holds now: its inode and size, or `nil` when there is no such file.
  static func status(_ path: String) throws(SyncProblem) -> (inode: UInt64, size: Int64)? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      if errno == ENOENT { return nil }
      throw SyncProblem.from(errno: errno, path: path)
    }
    return (UInt64(info.st_ino), Int64(info.st_size))
  }

  /// The bytes of `path` from `offset` to its end (at most `limit` of them).
  static func read(_ path: String, from offset: Int64, limit: Int) throws(SyncProblem)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SyncProblem.from(errno: errno, path: path) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SyncProblem.from(errno: errno, path: path) }
    let count = Int(max(0, min(Int64(limit), Int64(info.st_size) - offset)))
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw SyncProblem.from(errno: errno, path: path) }
      if got == 0 { break }
      done += got
    }
    return Array(bytes[..<done])
  }

  /// Appends `bytes` to `path` (created owner-only if absent) and syncs it to disk, so a
  /// sync engine never copies a line the device could still lose.
  static func append(_ bytes: [UInt8], to path: String) throws(SyncProblem) {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o600)
    guard descriptor >= 0 else { throw SyncProblem.from(errno: errno, path: path) }
    var failure: Int32 = 0
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if wrote < 0, errno == EINTR { continue }
        guard wrote > 0 else {
          failure = wrote < 0 ? errno : ENOSPC
          return
        }
        done += wrote
      }
    }
    if failure == 0, fsync(descriptor) != 0 { failure = errno }
    if close(descriptor) != 0, failure == 0, errno != EINTR { failure = errno }
    if failure != 0 { throw SyncProblem.from(errno: failure, path: path) }
  }

  /// Makes `cadence/` in `folder` (owner-only) if it is not there.
  static func prepare(folder: String) throws(SyncProblem) -> String {
    var info = stat()
    guard stat(folder, &info) == 0 else { throw SyncProblem.from(errno: errno, path: folder) }
    guard info.st_mode & S_IFMT == S_IFDIR else { throw SyncProblem.notAFolder(path: folder) }
    let directory = folder + "/" + directoryName
    if mkdir(directory, 0o700) != 0, errno != EEXIST {
      throw SyncProblem.from(errno: errno, path: folder)
    }
    guard stat(directory, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else {
      throw SyncProblem.notAFolder(path: directory)
    }
    guard access(directory, W_OK) == 0 else { throw SyncProblem.from(errno: errno, path: folder) }
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
