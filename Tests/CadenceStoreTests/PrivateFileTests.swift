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
    try PrivateFile.write(Data("{}\n".utf8), to: path)
    #expect(TemporaryDirectory.read(path) == Array("{}\n".utf8))
    #expect(TemporaryDirectory.mode(of: path) == 0o600)
    #expect(TemporaryDirectory.exists(path + ".tmp-\(getpid())") == false)
  }

  @Test func reportsADirectoryThatDoesNotExist() throws {
    let directory = TemporaryDirectory()
    let path = directory.path + "/missing/export.json"
    #expect(throws: StoreError.cannotWriteFile(path: path, reason: "No such file or directory")) {
      try PrivateFile.write(Data("{}".utf8), to: path)
    }
  }
}
