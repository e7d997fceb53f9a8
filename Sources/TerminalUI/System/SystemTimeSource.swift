#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A ``MonotonicTimeSource`` reading one of the kernel's monotonic clocks.
///
/// Pick by what the screen shows: a countdown to a real deadline wants ``boottime``, which
/// keeps counting while the machine sleeps (as `ContinuousClock` does); a breathing
/// session the user was not doing wants ``monotonic``, which stops (as `SuspendingClock`).
public struct SystemTimeSource: MonotonicTimeSource, Sendable {
  /// The kernel clock read, also used to arm deadline timers on the same time base.
  let clockID: clockid_t

  /// `CLOCK_BOOTTIME` on Linux (`CLOCK_MONOTONIC` on Darwin, which also counts in sleep).
  public static var boottime: SystemTimeSource {
    #if os(Linux)
      SystemTimeSource(clock: CLOCK_BOOTTIME)
    #else
      SystemTimeSource(clock: CLOCK_MONOTONIC)
    #endif
  }

  /// `CLOCK_MONOTONIC` on Linux (`CLOCK_UPTIME_RAW` on Darwin): stops in system sleep.
  public static var monotonic: SystemTimeSource {
    #if os(Linux)
      SystemTimeSource(clock: CLOCK_MONOTONIC)
    #else
      SystemTimeSource(clock: CLOCK_UPTIME_RAW)
    #endif
  }

  private init(clock: clockid_t) {
    self.clockID = clock
  }

  /// The clock's current reading.
  /// Wraps `clock_gettime(2)`, which cannot fail for these clocks.
  public func now() -> Duration {
    var spec = timespec()
    clock_gettime(clockID, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }
}
