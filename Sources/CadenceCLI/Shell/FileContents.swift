#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads a whole file, keeping the system's reason when it cannot (Foundation's errors name
/// a Cocoa error code instead of "No such file or directory").
enum FileContents {
  /// Why a file could not be read, as the system says it (`strerror(3)`).
  struct Failure: Error, CustomStringConvertible {
    let description: String

    init(_ code: Int32) {
      description = String(cString: strerror(code))
    }
  }

  /// The file's bytes. Wraps `open(2)` and `read(2)`, retrying `read` on `EINTR`.
  static func read(_ path: String) -> Result<Data, Failure> {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return .failure(Failure(errno)) }
    defer { close(descriptor) }
    var data = Data()
    var buffer = [UInt8](repeating: 0, count: 65_536)
    while true {
      let count = buffer.withUnsafeMutableBytes { bytes in
        systemRead(descriptor, bytes.baseAddress, bytes.count)
      }
      if count < 0 {
        if errno == EINTR { continue }
        return .failure(Failure(errno))
      }
      if count == 0 { return .success(data) }
      data.append(contentsOf: buffer[..<count])
    }
  }
}

/// `read(2)`, under a name that does not clash with ``FileContents/read(_:)``.
private func systemRead(_ descriptor: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int)
  -> Int
{
  read(descriptor, buffer, count)
}
