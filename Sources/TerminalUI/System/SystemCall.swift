#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Thin wrappers over the system calls TerminalUI makes, with one error convention
/// (``TerminalError/systemCall(_:errno:)``) and one `EINTR` policy: retried, except in
/// ``poll(_:timeout:)``, where an interruption means a signal arrived and the caller should
/// look at its self-pipe.
///
/// `package`, not `public`: `TerminalUITesting` (the pseudo terminal harness) uses it too.
package enum SystemCall {
  /// Runs `call` until it does not fail with `EINTR`; throws on any other failure.
  package static func retrying<T: BinaryInteger>(_ name: String, _ call: () -> T) throws -> T {
    while true {
      let result = call()
      if result != -1 { return result }
      if errno == EINTR { continue }
      throw TerminalError.systemCall(name, errno: errno)
    }
  }

  /// Writes all of `bytes`, continuing after partial writes.
  /// Wraps `write(2)`. Retries on `EINTR`; waits with `poll(2)` on `EAGAIN`.
  package static func writeAll(_ fd: Int32, _ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes.withUnsafeBytes { raw in
        write(fd, raw.baseAddress.map { $0 + offset }, raw.count - offset)
      }
      if written >= 0 {
        offset += written
      } else if errno == EAGAIN {
        var descriptor = pollfd(fd: fd, events: Int16(POLLOUT), revents: 0)
        _ = systemPoll(&descriptor, 1, 100)
      } else if errno != EINTR {
        throw TerminalError.systemCall("write", errno: errno)
      }
    }
  }

  /// Reads what is available, up to `capacity` bytes; empty at end of file.
  /// Wraps `read(2)`. Retries on `EINTR`; returns nothing on `EAGAIN`.
  package static func readAvailable(_ fd: Int32, capacity: Int = 4096) throws -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: capacity)
    while true {
      let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, capacity) }
      if count >= 0 { return Array(buffer.prefix(count)) }
      if errno == EINTR { continue }
      if errno == EAGAIN { return [] }
      throw TerminalError.systemCall("read", errno: errno)
    }
  }

  /// Waits for any descriptor to be ready, for at most `timeout` (`nil`: forever).
  /// Wraps `ppoll(2)` (nanosecond timeout) where libc has it, else `poll(2)` (milliseconds,
  /// rounded up so a deadline is never woken early by rounding). Returns `false` when a
  /// signal interrupted the wait (`EINTR`).
  package static func poll(_ descriptors: inout [pollfd], timeout: Duration?) throws -> Bool {
    let result = descriptors.withUnsafeMutableBufferPointer { buffer -> Int32 in
      let count = nfds_t(buffer.count)
      if let ppoll = LibC.ppoll {
        guard let timeout else { return ppoll(buffer.baseAddress, count, nil, nil) }
        var spec = timespec(timeout)
        return ppoll(buffer.baseAddress, count, &spec, nil)
      }
      let milliseconds = timeout.map {
        Int32(min(($0 + .nanoseconds(999_999)) / .milliseconds(1), 86_400_000))
      }
      return systemPoll(buffer.baseAddress, count, milliseconds ?? -1)
    }
    if result >= 0 { return true }
    if errno == EINTR { return false }
    throw TerminalError.systemCall("poll", errno: errno)
  }

  /// Wraps `poll(2)` under a name that does not clash with ``poll(_:timeout:)``.
  private static func systemPoll(
    _ fds: UnsafeMutablePointer<pollfd>?, _ count: nfds_t, _ milliseconds: Int32
  ) -> Int32 {
    #if canImport(Glibc)
      return Glibc.poll(fds, count, milliseconds)
    #else
      return Darwin.poll(fds, count, milliseconds)
    #endif
  }
}

extension timespec {
  /// A `timespec` holding a non-negative duration.
  init(_ duration: Duration) {
    let (seconds, attoseconds) = max(duration, .zero).components
    self.init(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
  }
}
