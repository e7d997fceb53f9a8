#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A kernel timer that fires at an absolute instant of a given clock: a `timerfd` polled
/// together with the terminal and the signal pipe.
///
/// Why not just a `ppoll` timeout: Linux gives `poll`-family timeouts a slack of 0.1 % of
/// their length (`select_estimate_accuracy`), so a one-second sleep ends up to a
/// millisecond late, every second. A `timerfd` is an hrtimer with only the thread's timer
/// slack (50 µs), it is armed at an *absolute* deadline, and on `CLOCK_BOOTTIME` it keeps
/// its deadline through system sleep, where a relative poll timeout would count only the
/// time awake.
///
/// `timerfd_create` and `timerfd_settime` are looked up at run time (see ``LibC``); where
/// they are missing (macOS) the timer is `nil` and callers fall back to a `ppoll` timeout.
package final class DeadlineTimer {
  /// The descriptor to poll for `POLLIN`.
  package let descriptor: Int32
  private let settime: LibC.TimerSetTime

  /// A disarmed timer on `clock`, or `nil` where `timerfd` is unavailable.
  /// Wraps `timerfd_create(2)` with `TFD_CLOEXEC | TFD_NONBLOCK`.
  package init?(clock: clockid_t) {
    guard let create = LibC.timerCreate, let settime = LibC.timerSetTime else { return nil }
    let descriptor = create(clock, Int32(O_CLOEXEC | O_NONBLOCK))
    guard descriptor >= 0 else { return nil }
    self.descriptor = descriptor
    self.settime = settime
  }

  deinit {
    close(descriptor)
  }

  /// Fires once at `deadline`, an absolute reading of the timer's clock; a deadline in the
  /// past fires at once. Wraps `timerfd_settime(2)` with `TFD_TIMER_ABSTIME`.
  ///
  /// Arming (and ``disarm()``) also clears a firing nobody read: the kernel resets the
  /// count of expirations, so the descriptor is not readable again until the new deadline.
  /// A loop that arms before every sleep never reads the descriptor: one system call
  /// fewer between the wake-up and the write (15 µs of a wake-up's CPU, measured).
  package func arm(at deadline: Duration) {
    let (seconds, attoseconds) = max(deadline, .nanoseconds(1)).components
    var value = itimerspec(
      it_interval: timespec(tv_sec: 0, tv_nsec: 0),
      it_value: timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000)))
    _ = settime(descriptor, LibC.timerAbsolute, &value, nil)
  }

  /// Stops a pending firing. Wraps `timerfd_settime(2)` with a zero value.
  package func disarm() {
    var value = itimerspec()
    _ = settime(descriptor, 0, &value, nil)
  }
}
