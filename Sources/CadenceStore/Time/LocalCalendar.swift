import CadenceSystem

/// A time zone by its tz database name, used only to learn the UTC offset at an instant.
///
/// The store records that offset next to every timestamp, so grouping by local day later is
/// pure arithmetic and stays right across daylight-saving changes and travel. The system floor's
/// `LocalTime` is the only place that asks the C library about time zones (the C library's local
/// time, which follows the `TZ` environment variable; Foundation's `TimeZone` would pull in ICU, see PLATFORM.md).
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
    LocalTime.utcOffset(atSeconds: floorDivide(milliseconds, 1000), inZone: timeZone)
  }
}
