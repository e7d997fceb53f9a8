#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What makes two paths or descriptors one file: its device and inode, and for a device
/// node the device it stands for (`/dev/pts/3` and standard output on that terminal).
///
/// Asked without opening anything (a FIFO would block, a terminal might become the
/// controlling one).
package struct FileIdentity: Hashable, Sendable {
  package var device: UInt64
  package var inode: UInt64
  /// The device a character device node stands for, `nil` for any other file.
  package var characterDevice: UInt64?

  /// The file at `path`, through links; `nil` when nothing is there. Wraps `stat(2)`.
  package init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    self.init(info)
  }

  /// The file open on `descriptor`; `nil` when it is not open. Wraps `fstat(2)`.
  package init?(descriptor: Int32) {
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return nil }
    self.init(info)
  }

  private init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
    characterDevice = info.st_mode & S_IFMT == S_IFCHR ? UInt64(info.st_rdev) : nil
  }

  /// Whether writing to one writes to the other: the same file, or nodes of one device.
  package func isSameFile(as other: FileIdentity) -> Bool {
    if device == other.device, inode == other.inode { return true }
    return characterDevice != nil && characterDevice == other.characterDevice
  }

  /// Whether this is `/dev/tty`, the node that stands for whichever terminal controls the
  /// process.
  package var isControllingTerminalNode: Bool {
    guard let characterDevice, let tty = FileIdentity(path: "/dev/tty") else { return false }
    return characterDevice == tty.characterDevice
  }
}
