import Cadence

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Monotonic time from the kernel, and blocking sleeps until absolute deadlines.
///
/// On Linux it reads `CLOCK_BOOTTIME`, which keeps counting while the machine sleeps (the
/// clock `ContinuousClock` uses): a countdown to a real deadline must end on time even
/// if the lid was closed. Sleeping is `clock_nanosleep(TIMER_ABSTIME)` on the same clock,
/// so the deadline is exact and a stop/continue cycle cannot stretch it.
final class SystemTime: MonotonicTime {
  #if os(Linux)
    private let clockID = CLOCK_BOOTTIME
  #else
    // Darwin's CLOCK_MONOTONIC counts through sleep, as BOOTTIME does on Linux.
    private let clockID = CLOCK_MONOTONIC
  #endif

  /// Wraps `clock_gettime(2)`.
  func now() -> Duration {
    var spec = timespec()
    clock_gettime(clockID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }

  /// Wraps `clock_nanosleep(2)` with `TIMER_ABSTIME` (on Darwin, `nanosleep(2)` for the
  /// time left). Returns early with the signal number when a terminating signal arrives.
  func sleep(until deadline: Duration) -> Int32? {
    while true {
      if let signal = TerminationSignals.pending { return signal }
      #if os(Linux)
        let (seconds, attoseconds) = deadline.components
        var spec = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        let result = clock_nanosleep(clockID, TIMER_ABSTIME, &spec, nil)
        if result == EINTR { continue }
        return TerminationSignals.pending
      #else
        let left = deadline - now()
        guard left > .zero else { return TerminationSignals.pending }
        let (seconds, attoseconds) = left.components
        var spec = timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
        _ = nanosleep(&spec, nil)  // the loop re-checks the time and signals either way
      #endif
    }
  }
}

/// A file descriptor to write text to: standard output or error.
final class FileDescriptorOutput: TextOutput {
  private let descriptor: Int32

  init(_ descriptor: Int32) {
    self.descriptor = descriptor
  }

  /// Wraps `write(2)`: writes everything, retrying on `EINTR` and after short writes.
  /// A closed pipe (`EPIPE`) ends the writing silently.
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
