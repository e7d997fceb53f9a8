#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension FileSystem {
  /// What `stat(2)` says `path` is, in the finer kinds a reader of other programs' paths
  /// tells apart (a sound server's socket, a configuration file that must be a file);
  /// `nil` when nothing is there or it cannot be reached.
  package enum PathKind: Hashable, Sendable {
    case regular, directory, socket, fifo, device, other
  }

  /// The kind of what is at `path`, links followed, with its size in bytes. Wraps `stat(2)`.
  package static func kind(ofPath path: String) -> (kind: PathKind, size: Int64)? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    let kind: PathKind =
      switch info.st_mode & S_IFMT {
      case S_IFREG: .regular
      case S_IFDIR: .directory
      case S_IFSOCK: .socket
      case S_IFIFO: .fifo
      case S_IFCHR, S_IFBLK: .device
      default: .other
      }
    return (kind, Int64(info.st_size))
  }

  /// The real user id of the process (`getuid(2)`): where a per-user runtime directory
  /// lives when `XDG_RUNTIME_DIR` is not set (`/run/user/UID`).
  package static var userID: UInt32 { UInt32(getuid()) }
}
