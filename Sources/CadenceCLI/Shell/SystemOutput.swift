import Cadence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file descriptor to write text to: standard output or error.
final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32
  /// Set once a write found the reader gone (`EPIPE`).
  private(set) var isClosed = false

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Wraps `write(2)`: writes everything, retrying on `EINTR` and after short writes.
  /// A closed pipe (`EPIPE`) ends the writing and sets ``isClosed``.
  func write(_ text: String) {
    var text = text
    text.withUTF8 { bytes in
      guard let base = bytes.baseAddress else { return }
      var offset = 0
      while offset < bytes.count {
        #if canImport(Glibc)
          let written = Glibc.write(descriptor, base + offset, bytes.count - offset)
        #else
          let written = Darwin.write(descriptor, base + offset, bytes.count - offset)
        #endif
        if written < 0 {
          if errno == EINTR { continue }
          if errno == EPIPE { isClosed = true }
          return
        }
        offset += written
      }
    }
  }
}

/// The local wall clock, for `--until` and "ends 14:32".
enum LocalClock {
  /// Time since local midnight. Wraps `clock_gettime(2)` and `localtime_r(3)`.
  static func timeOfDay() -> Duration {
    var realNow = timespec()
    clock_gettime(CLOCK_REALTIME, &realNow)
    var seconds = realNow.tv_sec
    var parts = tm()
    localtime_r(&seconds, &parts)
    let whole = Int64(parts.tm_hour) * 3600 + Int64(parts.tm_min) * 60 + Int64(parts.tm_sec)
    return .seconds(whole) + .nanoseconds(realNow.tv_nsec)
  }

  /// How long from now until the next `time` in the local time zone, DST included.
  ///
  /// Wraps `mktime(3)` with `tm_isdst = -1`, so "14:30 tomorrow" is right across a DST
  /// change; a time that does not exist that day (skipped by DST) moves forward, as
  /// `mktime` normalises it.
  static func duration(until time: ClockTime) -> Duration {
    var realNow = timespec()
    clock_gettime(CLOCK_REALTIME, &realNow)
    var seconds = realNow.tv_sec
    var parts = tm()
    localtime_r(&seconds, &parts)
    parts.tm_hour = Int32(time.hour)
    parts.tm_min = Int32(time.minute)
    parts.tm_sec = Int32(time.second)
    parts.tm_isdst = -1
    var target = mktime(&parts)
    if target <= realNow.tv_sec {
      localtime_r(&seconds, &parts)
      parts.tm_mday += 1
      parts.tm_hour = Int32(time.hour)
      parts.tm_min = Int32(time.minute)
      parts.tm_sec = Int32(time.second)
      parts.tm_isdst = -1
      target = mktime(&parts)
    }
    return .seconds(target - realNow.tv_sec) - .nanoseconds(realNow.tv_nsec)
  }
}
