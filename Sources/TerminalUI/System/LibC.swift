#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// C library functions that exist in libc but that Swift's `Glibc` module does not import
/// (their declarations sit behind `_GNU_SOURCE` / `_XOPEN_SOURCE` in the headers).
///
/// They are looked up once with `dlsym(3)` instead of adding a C shim target: the symbols
/// are part of glibc's stable ABI. Each is `nil` if the lookup failed, and callers fall back
/// (``SystemCall/poll(_:timeout:)`` to `poll(2)`) or throw. `TerminalUITesting` looks up the
/// pseudo terminal functions it needs with ``symbol(_:)``.
package enum LibC {
  /// `int ppoll(struct pollfd *, nfds_t, const struct timespec *, const sigset_t *)`.
  typealias PPoll =
    @convention(c) (
      UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, UnsafeRawPointer?
    ) -> Int32

  /// Wraps `ppoll(2)`: `poll` with a nanosecond timeout.
  static let ppoll: PPoll? = symbol("ppoll")

  /// `int timerfd_create(clockid_t, int flags)`.
  typealias TimerCreate = @convention(c) (clockid_t, Int32) -> Int32
  /// `int timerfd_settime(int fd, int flags, const struct itimerspec *, struct itimerspec *)`.
  typealias TimerSetTime =
    @convention(c) (Int32, Int32, UnsafePointer<itimerspec>?, UnsafeMutablePointer<itimerspec>?)
    -> Int32
  /// Wraps `timerfd_create(2)`.
  static let timerCreate: TimerCreate? = symbol("timerfd_create")
  /// Wraps `timerfd_settime(2)`.
  static let timerSetTime: TimerSetTime? = symbol("timerfd_settime")
  /// `TFD_TIMER_ABSTIME` from `<sys/timerfd.h>`.
  static let timerAbsolute: Int32 = 1

  /// The function `name` in the running process, as a C function pointer of type `T`.
  /// Wraps `dlsym(3)`.
  package static func symbol<T>(_ name: String) -> T? {
    #if canImport(Glibc)
      guard let address = dlsym(nil, name) else { return nil }
    #else
      guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: -2), name) else { return nil }
    #endif
    return unsafeBitCast(address, to: T.self)
  }
}
