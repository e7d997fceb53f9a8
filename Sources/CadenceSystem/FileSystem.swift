#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a path is, as `stat(2)` or `lstat(2)` says: its kind, its permission bits and the
/// device and inode that make two paths one file.
public struct FileStatus: Hashable, Sendable {
  /// The kinds of file the store tells apart.
  public enum Kind: Hashable, Sendable {
    /// A regular file.
    case regular
    /// A directory.
    case directory
    /// A symbolic link (only `lstat(2)` sees one).
    case symbolicLink
    /// Anything else: a FIFO, a device, a socket.
    case other
  }

  /// Its kind.
  public var kind: Kind
  /// The permission bits (`0o700`, with set-id and sticky bits).
  public var permissions: UInt32
  /// The device it is on.
  public var device: UInt64
  /// Its inode on that device.
  public var inode: UInt64
  /// Its size in bytes.
  public var size: Int64

  init(_ info: stat) {
    switch info.st_mode & S_IFMT {
    case S_IFREG: kind = .regular
    case S_IFDIR: kind = .directory
    case S_IFLNK: kind = .symbolicLink
    default: kind = .other
    }
    permissions = UInt32(info.st_mode & 0o7777)
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    size = Int64(info.st_size)
  }

  /// Whether a group or others may write it.
  public var isWritableByOthers: Bool { permissions & UInt32(S_IWGRP | S_IWOTH) != 0 }
}

/// Paths and their files, for the store's data directory, its database files and its
/// exports: each call wraps one system call, throws ``SystemCallError`` with its `errno`,
/// and retries on `EINTR` where the call can be interrupted.
public enum FileSystem {
  /// What is at `path`, following links. Wraps `stat(2)`.
  public static func status(ofPath path: String) throws(SystemCallError) -> FileStatus {
    var info = stat()
    guard stat(path, &info) == 0 else { throw SystemCallError("stat", errno: errno) }
    return FileStatus(info)
  }

  /// What is at `path` itself, a link not followed. Wraps `lstat(2)`.
  public static func linkStatus(ofPath path: String) throws(SystemCallError) -> FileStatus {
    var info = stat()
    guard lstat(path, &info) == 0 else { throw SystemCallError("lstat", errno: errno) }
    return FileStatus(info)
  }

  /// Makes the directory `path` with `mode` (before the umask); one that exists already
  /// is no failure. Wraps `mkdir(2)`.
  public static func makeDirectory(_ path: String, mode: UInt32) throws(SystemCallError) {
    guard mkdir(path, mode_t(mode)) == 0 || errno == EEXIST else {
      throw SystemCallError("mkdir", errno: errno)
    }
  }

  /// Whether this process may create files in the directory `path`. Wraps `access(2)`.
  public static func checkWritableDirectory(_ path: String) throws(SystemCallError) {
    guard access(path, W_OK | X_OK) == 0 else { throw SystemCallError("access", errno: errno) }
  }

  /// Sets the permissions of `path` itself (a link is not followed). Wraps `fchmodat(2)`.
  public static func setPermissions(_ path: String, to mode: UInt32) throws(SystemCallError) {
    guard fchmodat(AT_FDCWD, path, mode_t(mode), AT_SYMLINK_NOFOLLOW) == 0 else {
      throw SystemCallError("fchmodat", errno: errno)
    }
  }

  /// Creates the file `path` with `mode`, failing if anything is there (`EEXIST`), and
  /// returns its descriptor for writing; close it with ``FileWriting/close(_:)``.
  /// Wraps `open(2)` with `O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC`.
  public static func createNew(_ path: String, mode: UInt32) throws(SystemCallError) -> Int32 {
    try opening(path, O_CREAT | O_EXCL | O_WRONLY | O_CLOEXEC, mode: mode)
  }

  /// Opens the existing `path` (a FIFO, a device) for writing, never as the controlling
  /// terminal. Wraps `open(2)` with `O_WRONLY | O_CLOEXEC | O_NOCTTY`.
  public static func openExisting(_ path: String) throws(SystemCallError) -> Int32 {
    try opening(path, O_WRONLY | O_CLOEXEC | O_NOCTTY, mode: 0)
  }

  private static func opening(_ path: String, _ flags: Int32, mode: UInt32)
    throws(SystemCallError) -> Int32
  {
    var descriptor: Int32
    repeat {
      descriptor = open(path, flags, mode_t(mode))
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw SystemCallError("open", errno: errno) }
    return descriptor
  }

  /// Closes `descriptor`, reporting a failure (a deferred write error on NFS, say).
  /// Wraps `close(2)`.
  public static func closeChecked(_ descriptor: Int32) throws(SystemCallError) {
    #if canImport(Glibc)
      let result = Glibc.close(descriptor)
    #else
      let result = Darwin.close(descriptor)
    #endif
    guard result == 0 else { throw SystemCallError("close", errno: errno) }
  }

  /// Renames `path` to `target`, replacing it atomically. Wraps `rename(2)`.
  public static func rename(_ path: String, to target: String) throws(SystemCallError) {
    #if canImport(Glibc)
      let result = Glibc.rename(path, target)
    #else
      let result = Darwin.rename(path, target)
    #endif
    guard result == 0 else { throw SystemCallError("rename", errno: errno) }
  }

  /// Removes the file `path`, if it is there. Wraps `unlink(2)`.
  public static func remove(_ path: String) {
    _ = unlink(path)
  }

  /// The target of the link at `path`, as written in it; `nil` if it is no link.
  /// Wraps `readlink(2)`.
  public static func linkTarget(_ path: String) -> String? {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return nil }
    return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// The home directory the password database gives the user, for when `HOME` is unset.
  /// Wraps `getpwuid(3)`.
  public static var passwordDatabaseHome: String? {
    guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
    return String(cString: directory)
  }

  /// The system's reason for `errno` `code`, in the C locale's words. Wraps `strerror(3)`.
  public static func reason(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// `ENOENT`: nothing is at the path.
  public static let noSuchFile = ENOENT
  /// `EEXIST`: something is at the path already.
  public static let fileExists = EEXIST
  /// `ENOSPC`: the disk is full.
  public static let diskFull = ENOSPC
}

extension ProcessSystem {
  /// This process's id. Wraps `getpid(2)`.
  package static var processID: Int32 { getpid() }

  /// Whether a process `pid` exists (a zombie too), as `kill(pid, 0)` tells: `ESRCH` says
  /// it does not; `EPERM` says it does, another user's.
  package static func processExists(_ pid: Int32) -> Bool {
    kill(pid, 0) == 0 || errno != ESRCH
  }
}
