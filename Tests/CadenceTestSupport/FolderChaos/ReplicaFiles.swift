#if canImport(Glibc)
  import Glibc
#endif

/// The few file operations the simulator performs on a replica, on plain system calls:
/// ten thousand runs make hundreds of thousands of them, so nothing goes through
/// `FileManager`.
enum ReplicaFiles {
  /// What tells a file's change apart without reading it: a write, a rename over it or a
  /// truncation changes at least one of these.
  struct Stamp: Equatable {
    var inode: UInt64
    var size: Int64
    var modified: Int
    var changed: Int
  }

  /// A file the simulator could not touch: the run fails with it.
  struct Failure: Error, CustomStringConvertible {
    let description: String
    init(_ call: String, _ path: String) {
      description = "\(call) \(path): \(String(cString: strerror(errno)))"
    }
  }

  /// The stamp of the regular file at `path`, or `nil` when there is none.
  static func stamp(_ path: String) -> Stamp? {
    var info = stat()
    guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
    return Stamp(
      inode: UInt64(info.st_ino), size: Int64(info.st_size),
      modified: info.st_mtim.tv_sec * 1_000_000_000 + info.st_mtim.tv_nsec,
      changed: info.st_ctim.tv_sec * 1_000_000_000 + info.st_ctim.tv_nsec)
  }

  /// The regular files under `root`, as paths relative to it, sorted (a directory's order
  /// differs between file systems, and the simulator's choices must not).
  static func list(_ root: String) -> [String] {
    var found: [String] = []
    walk(root, prefix: "", into: &found)
    return found.sorted()
  }

  private static func walk(_ directory: String, prefix: String, into found: inout [String]) {
    guard let handle = opendir(directory) else { return }
    defer { closedir(handle) }
    while let entry = readdir(handle) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      if name == "." || name == ".." { continue }
      let path = directory + "/" + name
      // The entry's type as the directory gives it (no stat), else as lstat says.
      var type = entry.pointee.d_type
      if type == UInt8(DT_UNKNOWN) {
        var info = stat()
        guard lstat(path, &info) == 0 else { continue }
        let format = info.st_mode & S_IFMT
        type = format == S_IFREG ? UInt8(DT_REG) : format == S_IFDIR ? UInt8(DT_DIR) : 0
      }
      if type == UInt8(DT_REG) {
        found.append(prefix + name)
      } else if type == UInt8(DT_DIR) {
        walk(path, prefix: prefix + name + "/", into: &found)
      }
    }
  }

  /// The bytes of the file at `path` (empty when it cannot be read).
  static func read(_ path: String) -> [UInt8] {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else { return [] }
    defer { close(descriptor) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = Glibc.read(descriptor, &buffer, buffer.count)
      if count < 0, errno == EINTR { continue }
      if count <= 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }

  /// Writes `bytes` to a new file at `temporary` and renames it over `path`: a new inode,
  /// as Syncthing (and most engines) deliver a file.
  static func replace(_ path: String, with bytes: [UInt8], through temporary: String) throws {
    try write(bytes, to: temporary, flags: O_WRONLY | O_CREAT | O_TRUNC)
    guard rename(temporary, path) == 0 else { throw Failure("rename", path) }
  }

  /// Changes the file at `path` in place to hold `bytes`: the same inode, as an engine that
  /// writes into the file does. When the file already holds `heldPrefix` bytes of `bytes`
  /// only the rest is written (an append); otherwise it is truncated and rewritten.
  static func update(_ path: String, to bytes: [UInt8], keeping heldPrefix: Int) throws {
    guard heldPrefix > 0, heldPrefix <= bytes.count else {
      return try write(bytes, to: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
    }
    let descriptor = open(path, O_WRONLY | O_CREAT, 0o600)
    guard descriptor >= 0 else { throw Failure("open", path) }
    defer { close(descriptor) }
    guard ftruncate(descriptor, off_t(heldPrefix)) == 0 else { throw Failure("ftruncate", path) }
    try writeAll(bytes[heldPrefix...], to: descriptor, at: heldPrefix, path: path)
  }

  /// Writes `bytes` to a file at `path`, made or emptied first, owner read/write only.
  static func create(_ bytes: [UInt8], at path: String) throws {
    try write(bytes, to: path, flags: O_WRONLY | O_CREAT | O_TRUNC)
  }

  /// Writes `bytes` to `path`, created owner read/write only.
  static func write(_ bytes: [UInt8], to path: String, flags: Int32) throws {
    let descriptor = open(path, flags, 0o600)
    guard descriptor >= 0 else { throw Failure("open", path) }
    defer { close(descriptor) }
    try writeAll(bytes[...], to: descriptor, at: 0, path: path)
  }

  private static func writeAll(
    _ bytes: ArraySlice<UInt8>, to descriptor: Int32, at offset: Int, path: String
  ) throws {
    var done = 0
    while done < bytes.count {
      let count = bytes.withUnsafeBytes { raw in
        pwrite(descriptor, raw.baseAddress! + done, raw.count - done, off_t(offset + done))
      }
      if count < 0, errno == EINTR { continue }
      guard count > 0 else { throw Failure("write", path) }
      done += count
    }
  }

  /// Removes the file at `path`, if there is one.
  static func remove(_ path: String) { unlink(path) }

  /// Makes the directories of `relative` (a path under `root`) that do not exist yet.
  static func makeParents(of relative: String, under root: String) throws {
    var directory = root
    for component in relative.split(separator: "/").dropLast() {
      directory += "/" + component
      if mkdir(directory, 0o700) != 0, errno != EEXIST { throw Failure("mkdir", directory) }
    }
  }

  /// A fresh directory from `template` (ending in `XXXXXX`).
  static func makeTemporaryDirectory(_ template: String) throws -> String {
    var bytes = Array(template.utf8CString)
    let made = bytes.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    guard made != nil else { throw Failure("mkdtemp", template) }
    return String(decoding: bytes.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  /// Removes `path` and everything under it.
  static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if info.st_mode & S_IFMT == S_IFDIR {
      if let handle = opendir(path) {
        var names: [String] = []
        while let entry = readdir(handle) {
          let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
            String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
          }
          if name != "." && name != ".." { names.append(name) }
        }
        closedir(handle)
        for name in names { removeTree(path + "/" + name) }
      }
      rmdir(path)
    } else {
      unlink(path)
    }
  }
}
