#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Which kernel clock a loop sleeps on: the one behind the standard `Clock` it reads.
package enum SleepClock: Sendable {
  /// `CLOCK_BOOTTIME` on Linux, behind `ContinuousClock`: keeps counting while the machine
  /// sleeps (a countdown to a real deadline).
  case continuous
  /// `CLOCK_MONOTONIC` on Linux, behind `SuspendingClock`: stops while the machine sleeps
  /// (practice the person was not doing).
  case suspending
}

/// A kernel clock, read to arm a ``DeadlineTimer`` on the same time base as the loop.
package struct KernelClock {
  /// The kernel clock read, also used to arm deadline timers on the same time base.
  package let clockID: clockid_t

  package init(_ clock: SleepClock) {
    #if os(Linux)
      clockID = clock == .continuous ? CLOCK_BOOTTIME : CLOCK_MONOTONIC
    #else
      clockID = clock == .continuous ? CLOCK_MONOTONIC : CLOCK_UPTIME_RAW
    #endif
  }

  /// Another kernel clock by its id (`CLOCK_REALTIME`, to compare with a time another
  /// library stamped with `gettimeofday`).
  package init(id: clockid_t) {
    clockID = id
  }

  /// The clock's current reading.
  /// Wraps `clock_gettime(2)`, which cannot fail for these clocks.
  package func now() -> Duration {
    var spec = timespec()
    clock_gettime(clockID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }
}
