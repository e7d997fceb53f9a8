#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Files written as they go (a frame trace), keeping the system's reason when one cannot
/// be created.
public enum FileWriting {
  /// Creates (or empties) the file at `path` for writing, readable by others as any file
  /// the user makes (`0644` before the umask), and returns its descriptor; the caller
  /// closes it with ``close(_:)``.
  /// Wraps `open(2)` with `O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC`, retrying on `EINTR`.
  public static func create(atPath path: String) throws(FileReading.Failure) -> Int32 {
    var descriptor: Int32
    repeat {
      descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    } while descriptor < 0 && errno == EINTR
    guard descriptor >= 0 else { throw FileReading.Failure(code: errno) }
    return descriptor
  }

  /// Writes every byte of `buffer` to `descriptor`, continuing after partial writes.
  /// Wraps `write(2)`, retrying on `EINTR`; returns 0, or the `errno` it failed with.
  public static func writeAll(_ descriptor: Int32, _ buffer: UnsafeRawBufferPointer) -> Int32 {
    var offset = 0
    while offset < buffer.count {
      let written = write(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
      if written < 0 {
        if errno == EINTR { continue }
        return errno
      }
      offset += written
    }
    return 0
  }

  /// Flushes what was written to `descriptor` to the disk, so a rename after it never
  /// publishes a file whose bytes a power loss could take back.
  /// Wraps `fsync(2)`; returns 0, or the `errno` it failed with.
  package static func sync(_ descriptor: Int32) -> Int32 {
    fsync(descriptor) == 0 ? 0 : errno
  }

  /// Wraps `close(2)`.
  public static func close(_ descriptor: Int32) {
    #if canImport(Glibc)
      _ = Glibc.close(descriptor)
    #else
      _ = Darwin.close(descriptor)
    #endif
  }
}
