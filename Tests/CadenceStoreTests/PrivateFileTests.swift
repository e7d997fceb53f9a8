import FoundationEssentials
import Glibc
import Testing

@testable import CadenceStore

/// Export files are written whole, with mode 0600, replacing any earlier file.
@Suite struct PrivateFileTests {
  @Test func writesTheBytesWithOwnerOnlyModeAndReplacesAnEarlierFile() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/export.json"
    TemporaryDirectory.write(Array("an older, longer export".utf8), to: path)
    chmod(path, 0o644)
    try PrivateFile.save(Data("{}\n".utf8), to: path)
    #expect(TemporaryDirectory.read(path) == Array("{}\n".utf8))
    #expect(TemporaryDirectory.mode(of: path) == 0o600)
    #expect(TemporaryDirectory.exists(path + ".tmp-\(getpid())") == false)
  }

  @Test func reportsADirectoryThatDoesNotExist() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/missing/export.json"
    #expect(throws: StoreError.cannotWriteFile(path: path, reason: "No such file or directory")) {
      try PrivateFile.save(Data("{}".utf8), to: path)
    }
  }
}

/// Only a regular file (or a new path) is replaced by a temporary file and a rename: a FIFO or
/// a device is written to where it is, and keeps its kind and its mode.
@Suite struct PrivateFileInPlaceTests {
  @Test func writesIntoAFIFOAndLeavesItAFIFO() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/pipe"
    #expect(mkfifo(path, 0o644) == 0)
    // Held open for reading and writing, the FIFO has a reader, so opening it never blocks.
    let reader = open(path, O_RDWR | O_NONBLOCK)
    defer { close(reader) }
    try PrivateFile.save(Data("{}\n".utf8), to: path)
    #expect(PrivateFileInPlaceTests.kind(of: path) == S_IFIFO)
    #expect(TemporaryDirectory.mode(of: path) == 0o644)
    var buffer = [UInt8](repeating: 0, count: 16)
    let count = read(reader, &buffer, buffer.count)
    #expect(count == 3 && Array(buffer.prefix(3)) == Array("{}\n".utf8))
    #expect(TemporaryDirectory.exists(path + ".tmp-\(getpid())") == false)
  }

  /// `/dev/null` is writable by anyone; as root, a rename would have replaced the node.
  @Test func writesToDevNullAndLeavesItACharacterDevice() throws {
    let before = TemporaryDirectory.mode(of: "/dev/null")
    try PrivateFile.save(Data("{}\n".utf8), to: "/dev/null")
    #expect(PrivateFileInPlaceTests.kind(of: "/dev/null") == S_IFCHR)
    #expect(TemporaryDirectory.mode(of: "/dev/null") == before)
  }

  @Test func reportsADirectoryInTheWay() throws {
    let directory = TemporaryDirectory()
    #expect(
      throws: StoreError.cannotWriteFile(path: directory.path, reason: "Is a directory")
    ) {
      try PrivateFile.save(Data("{}".utf8), to: directory.path)
    }
  }

  static func kind(of path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & S_IFMT
  }
}
