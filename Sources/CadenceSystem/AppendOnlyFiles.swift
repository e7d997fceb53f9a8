#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files that only grow, read from a byte and appended to: the sync logs in a folder a sync
/// engine copies (no lock, no rename, no rewrite in place).
public enum AppendOnlyFiles {
  /// The names in `directory` (without `.` and `..`), in no order.
  public static func names(in directory: String) throws(SystemCallError) -> [String] {
    guard let handle = opendir(directory) else { throw SystemCallError("opendir", errno: errno) }
    defer { closedir(handle) }
    var names: [String] = []
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
      }
      if name != ".", name != ".." { names.append(name) }
    }
    return names
  }

  /// The bytes of `path` from `offset` to its end, at most `limit` of them.
  public static func read(_ path: String, from offset: Int64, limit: Int) throws(SystemCallError)
    -> [UInt8]
  {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { throw SystemCallError("open", errno: errno) }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw SystemCallError("fstat", errno: errno) }
    let count = Int(max(0, min(Int64(limit), Int64(info.st_size) - offset)))
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
      let got = bytes.withUnsafeMutableBytes { buffer in
        pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset) + off_t(done))
      }
      if got < 0, errno == EINTR { continue }
      guard got >= 0 else { throw SystemCallError("pread", errno: errno) }
      if got == 0 { break }
      done += got
    }
    if done < count { bytes.removeSubrange(done...) }
    return bytes
  }

  /// Appends `bytes` to `path` (created with `mode` if absent) and syncs it to disk before
  /// returning, so nothing a copier may take is still only in memory.
  public static func append(_ bytes: [UInt8], to path: String, mode: UInt32 = 0o600)
    throws(SystemCallError)
  {
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, mode_t(mode))
    guard descriptor >= 0 else { throw SystemCallError("open", errno: errno) }
    var failure: SystemCallError?
    bytes.withUnsafeBytes { buffer in
      var done = 0
      while done < buffer.count {
        let wrote = write(descriptor, buffer.baseAddress! + done, buffer.count - done)
        if wrote < 0, errno == EINTR { continue }
        guard wrote > 0 else {
          failure = SystemCallError("write", errno: wrote < 0 ? errno : ENOSPC)
          return
        }
        done += wrote
      }
    }
    if failure == nil, fsync(descriptor) != 0 { failure = SystemCallError("fsync", errno: errno) }
    if close(descriptor) != 0, failure == nil, errno != EINTR {
      failure = SystemCallError("close", errno: errno)
    }
    if let failure { throw failure }
  }
}

extension SystemCallError {
  /// What a failed file operation means to a person, whatever the call.
  public enum Cause: Hashable, Sendable {
    /// No such file or folder (`ENOENT`, `ENOTDIR`): unmounted, moved or never made.
    case missing
    /// It cannot be written (`EROFS`, `EACCES`, `EPERM`).
    case readOnly
    /// No space (`ENOSPC`, `EDQUOT`).
    case full
    /// Anything else; ``SystemCallError/reason`` says what.
    case other
  }

  /// What the failure means, by its `errno`.
  public var cause: Cause {
    switch code {
    case ENOENT, ENOTDIR: .missing
    case EROFS, EACCES, EPERM: .readOnly
    case ENOSPC, EDQUOT: .full
    default: .other
    }
  }
}
