#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Reads whole files, keeping the system's reason when it cannot ("No such file or
/// directory", where Foundation would name a Cocoa error code).
public enum FileReading {
  /// Why a file could not be read.
  public struct Failure: Error, Hashable, CustomStringConvertible {
    /// The `errno` of the call that failed (`EINTR` when the caller asked to stop).
    public let code: Int32

    /// A failure with this `errno`.
    public init(code: Int32) {
      self.code = code
    }

    /// The system's reason, as `strerror(3)` words it.
    public var description: String { String(cString: strerror(code)) }
  }

  /// All the bytes of the file at `path`.
  /// Wraps `open(2)`, retrying on `EINTR`, and `close(2)`; reads with
  /// ``contents(of:stopsWhenInterrupted:)``.
  package static func contents(atPath path: String) throws(Failure) -> [UInt8] {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw Failure(code: errno) }
    defer { close(descriptor) }
    return try contents(of: descriptor)
  }

  /// The file at `path` a chunk of at most 64 KB at a time, handed to `each` until end of
  /// file or until `each` throws: memory is one chunk, whatever the file's size, and an
  /// endless input (`/dev/zero`, a pipe) ends when `each` says so.
  /// Wraps `open(2)` and `read(2)`, retrying on `EINTR`, and `close(2)`.
  package static func chunks<Failed: Error>(
    atPath path: String, _ each: ([UInt8]) throws(Failed) -> Void
  ) throws(ChunkFailure<Failed>) {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_RDONLY | O_CLOEXEC)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw .reading(Failure(code: errno)) }
    defer { close(descriptor) }
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        do throws(Failed) { try each(Array(chunk[..<count])) } catch { throw .stopped(error) }
      } else if count == 0 {
        return
      } else if errno != EINTR {
        throw .reading(Failure(code: errno))
      }
    }
  }

  /// Why ``chunks(atPath:_:)`` ended early: the file could not be read, or the caller
  /// stopped.
  package enum ChunkFailure<Failed: Error>: Error {
    case reading(Failure)
    case stopped(Failed)
  }

  /// The next bytes on `descriptor`, at most 64 KB; empty at end of file. Wraps `read(2)`,
  /// with the `EINTR` policy of ``contents(of:stopsWhenInterrupted:)``.
  package static func chunk(
    of descriptor: Int32, stopsWhenInterrupted: () -> Bool = { false }
  ) throws(Failure) -> [UInt8] {
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count >= 0 { return Array(chunk[..<count]) }
      if errno != EINTR { throw Failure(code: errno) }
      if stopsWhenInterrupted() { throw Failure(code: EINTR) }
    }
  }

  /// Everything left to read on `descriptor`, up to end of file.
  ///
  /// Wraps `read(2)`. A read interrupted by a signal (`EINTR`) is retried, unless
  /// `stopsWhenInterrupted` says the signal should end the read (Ctrl-C while waiting on a
  /// pipe): then it throws a failure with code `EINTR`.
  package static func contents(
    of descriptor: Int32, stopsWhenInterrupted: () -> Bool = { false }
  ) throws(Failure) -> [UInt8] {
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
      if count > 0 {
        bytes.append(contentsOf: chunk[..<count])
      } else if count == 0 {
        return bytes
      } else if errno != EINTR {
        throw Failure(code: errno)
      } else if stopsWhenInterrupted() {
        throw Failure(code: EINTR)
      }
    }
  }
}
