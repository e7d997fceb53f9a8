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
/// (``SystemCall/poll(_:timeout:)`` to `poll(2)`) or throw.
enum LibC {
  /// `int ppoll(struct pollfd *, nfds_t, const struct timespec *, const sigset_t *)`.
  typealias PPoll =
    @convention(c) (
      UnsafeMutablePointer<pollfd>?, nfds_t, UnsafePointer<timespec>?, UnsafeRawPointer?
    ) -> Int32
  /// `int posix_openpt(int flags)`, `int grantpt(int)`, `int unlockpt(int)`.
  typealias IntToInt = @convention(c) (Int32) -> Int32
  /// `int ptsname_r(int fd, char *buf, size_t buflen)`.
  typealias PtsName = @convention(c) (Int32, UnsafeMutablePointer<CChar>?, Int) -> Int32

  /// Wraps `ppoll(2)`: `poll` with a nanosecond timeout.
  static let ppoll: PPoll? = symbol("ppoll")
  /// Wraps `posix_openpt(3)`.
  static let posixOpenPT: IntToInt? = symbol("posix_openpt")
  /// Wraps `grantpt(3)`.
  static let grantPT: IntToInt? = symbol("grantpt")
  /// Wraps `unlockpt(3)`.
  static let unlockPT: IntToInt? = symbol("unlockpt")
  /// Wraps `ptsname_r(3)`.
  static let ptsName: PtsName? = symbol("ptsname_r")

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

  /// glibc's `POSIX_SPAWN_SETSID` (`<spawn.h>`, behind `_GNU_SOURCE`): the child calls
  /// `setsid(2)` before its file actions run.
  static let spawnSetSID: Int16 = 0x80

  private static func symbol<T>(_ name: String) -> T? {
    #if canImport(Glibc)
      guard let address = dlsym(nil, name) else { return nil }
    #else
      guard let address = dlsym(UnsafeMutableRawPointer(bitPattern: -2), name) else { return nil }
    #endif
    return unsafeBitCast(address, to: T.self)
  }
}
