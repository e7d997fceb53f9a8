#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written as they go (a frame trace), keeping the system's reason when one cannot
/// be created.
package enum FileWriting {
  /// Creates (or empties) the file at `path` for writing, readable by others as any file
  /// the user makes (`0644` before the umask), and returns its descriptor; the caller
  /// closes it with ``close(_:)``.
  /// Wraps `open(2)` with `O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC`, retrying on `EINTR`.
  package static func create(atPath path: String) throws(FileReading.Failure) -> Int32 {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw FileReading.Failure(code: errno) }
    return descriptor
  }

  /// Wraps `close(2)`.
  package static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
