import FoundationEssentials
import Glibc

@testable import CadenceStore

/// A fresh directory under `/tmp`, removed with everything in it when the value goes away.
final class TemporaryDirectory {
  let path: String

  init() {
    var template = Array("/tmp/cadence-store-test-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "mkdtemp failed: errno \(errno)")
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The data directory `cadence` inside this directory (not created yet).
  var dataDirectory: DataDirectory { DataDirectory(path: path + "/cadence") }

  /// The file's permission bits, or `nil` if it does not exist.
  static func mode(of path: String) -> mode_t? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return info.st_mode & 0o777
  }

  static func exists(_ path: String) -> Bool {
    access(path, F_OK) == 0
  }

  static func write(_ bytes: [UInt8], to path: String) {
    let file = fopen(path, "wb")
    precondition(file != nil, "cannot create \(path)")
    _ = bytes.withUnsafeBytes { fwrite($0.baseAddress, 1, $0.count, file) }
    fclose(file)
  }

  static func read(_ path: String) -> [UInt8] {
    guard let file = fopen(path, "rb") else { return [] }
    defer { fclose(file) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = fread(&buffer, 1, buffer.count, file)
      if count == 0 { break }
      bytes += buffer[..<count]
    }
    return bytes
  }
}
