import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A time zone by its tz database name, used only to learn the UTC offset at an instant.
///
/// The store records that offset next to every timestamp, so grouping by local day later is
/// pure arithmetic and stays right across daylight-saving changes and travel. This type is the
/// only place that asks the C library about time zones (`localtime_r`, which follows the `TZ`
/// environment variable; Foundation's `TimeZone` would pull in ICU, see PLATFORM.md).
///
/// ```swift
/// let berlin = LocalCalendar(timeZone: "Europe/Berlin")
/// berlin.utcOffset(atMilliseconds: 1_774_746_000_000)  // 7200 (CEST, 29 March 2026 01:00 UTC)
/// ```
public struct LocalCalendar: Hashable, Sendable {
  /// The tz name (`"Europe/Berlin"`, `"UTC"`), or `nil` for the process's own zone (`TZ`, else
  /// `/etc/localtime`).
  public let timeZone: String?

  /// The zone the user's environment selects. Production code uses this one.
  public static let current = LocalCalendar(environmentZone: ())

  /// Coordinated Universal Time.
  public static let utc = LocalCalendar(timeZone: "UTC")

  /// A named zone, for tests and tools that must not depend on the machine's zone.
  ///
  /// - Important: Looking up a named zone briefly sets `TZ` in the process environment (glibc
  ///   offers no per-call zone), under a lock shared by every ``LocalCalendar``. Code that reads
  ///   `TZ` directly on another thread at that moment could see the named zone. Production code
  ///   uses ``current``, which never changes the environment.
  public init(timeZone: String) {
    self.timeZone = timeZone
  }

  private init(environmentZone: Void) {
    self.timeZone = nil
  }

  /// Seconds east of UTC in this zone at the instant `milliseconds` after the Unix epoch.
  public func utcOffset(atMilliseconds milliseconds: Int64) -> Int32 {
    var seconds = time_t(floorDivide(milliseconds, 1000))
    return zoneLock.withLock { _ in
      var parts = tm()
      guard let timeZone else {
        tzset()
        localtime_r(&seconds, &parts)
        return Int32(parts.tm_gmtoff)
      }
      // Restore with setenv, never unsetenv: while TZ stays in the environment, glibc replaces
      // its entry in place, so a getenv on another thread never walks a reallocated array.
      // An unset TZ comes back as ":/etc/localtime", which glibc and macOS read the same way.
      let saved = getenv("TZ").map { String(cString: $0) } ?? ":/etc/localtime"
      setenv("TZ", timeZone, 1)
      tzset()
      localtime_r(&seconds, &parts)
      setenv("TZ", saved, 1)
      tzset()
      return Int32(parts.tm_gmtoff)
    }
  }
}

/// Serialises every `TZ` change and `localtime_r` call made by this module.
private let zoneLock = Mutex(())
