import Glibc

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A fresh directory under `/tmp`, removed with everything in it when the value goes away.
final class TemporaryDirectory: Sendable {
  let path: String

  /// One directory for the whole test run, for contexts that do not choose their own;
  /// removed when the test process exits.
  static let shared: TemporaryDirectory = {
    let directory = TemporaryDirectory()
    atexit { try? FileManager.default.removeItem(atPath: TemporaryDirectory.shared.path) }
    return directory
  }()

  init() {
    var template = Array("/tmp/cadence-cli-test-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "mkdtemp failed: errno \(errno)")
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The file at `name` inside this directory.
  func file(_ name: String) -> String { path + "/" + name }

  /// The file's permission bits, or `nil` if it does not exist.
  static func mode(of path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }

  /// The file's bytes (empty if it cannot be read).
  static func read(_ path: String) -> [UInt8] {
    (try? Data(contentsOf: URL(fileURLWithPath: path))).map { [UInt8]($0) } ?? []
  }

  /// Writes `bytes` to `path`.
  static func write(_ bytes: [UInt8], to path: String) {
    _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
  }
}

extension TemporaryDirectory {
  /// Whether a file exists at `path`.
  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }
}
