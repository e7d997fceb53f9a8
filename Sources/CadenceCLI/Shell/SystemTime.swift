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
