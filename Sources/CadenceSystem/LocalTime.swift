#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The local wall clock: the time of day in the user's time zone, and how long until a
/// given time of day. For `--until 14:30` and "ends 14:32", never for measuring time (that is
/// what the monotonic clocks are for).
package enum LocalTime {
  /// Time since local midnight, now.
  /// Wraps `clock_gettime(2)` with `CLOCK_REALTIME` and `localtime_r(3)`.
  package static func timeOfDay() -> Duration {
    let now = realTime()
    let parts = localParts(of: now.tv_sec)
    let whole = Int64(parts.tm_hour) * 3600 + Int64(parts.tm_min) * 60 + Int64(parts.tm_sec)
    return .seconds(whole) + .nanoseconds(now.tv_nsec)
  }

  /// How long from now until the next `hour:minute:second` in the local time zone, DST
  /// included: today if that time is still ahead, else tomorrow.
  ///
  /// Wraps `mktime(3)` with `tm_isdst = -1`, so "14:30 tomorrow" is right across a DST
  /// change; a time that does not exist that day (skipped by DST) moves forward, as `mktime`
  /// normalises it.
  package static func duration(untilHour hour: Int, minute: Int, second: Int) -> Duration {
    let now = realTime()
    var target = localTime(on: 0, hour: hour, minute: minute, second: second, from: now.tv_sec)
    if target <= now.tv_sec {
      target = localTime(on: 1, hour: hour, minute: minute, second: second, from: now.tv_sec)
    }
    return .seconds(target - now.tv_sec) - .nanoseconds(now.tv_nsec)
  }

  /// Wraps `clock_gettime(2)` with `CLOCK_REALTIME`, which cannot fail.
  private static func realTime() -> timespec {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return now
  }

  /// The local calendar fields of a moment. Wraps `localtime_r(3)`.
  private static func localParts(of seconds: time_t) -> tm {
    var seconds = seconds
    var parts = tm()
    localtime_r(&seconds, &parts)
    return parts
  }

  /// The moment of `hour:minute:second` local time, `days` after the local day of `seconds`.
  /// Wraps `mktime(3)`, which normalises a day past the end of the month and a time skipped
  /// by DST.
  private static func localTime(
    on days: Int, hour: Int, minute: Int, second: Int, from seconds: time_t
  ) -> time_t {
    var parts = localParts(of: seconds)
    parts.tm_mday += Int32(days)
    parts.tm_hour = Int32(hour)
    parts.tm_min = Int32(minute)
    parts.tm_sec = Int32(second)
    parts.tm_isdst = -1
    return mktime(&parts)
  }

  /// Seconds east of UTC at `seconds` after the Unix epoch, in the tz database zone `zone`
  /// (`"Europe/Berlin"`), or in the process's own zone (`TZ`, else `/etc/localtime`) for `nil`.
  ///
  /// glibc offers no per-call zone, so a named zone is set in `TZ` for the call and restored
  /// after, under one lock that every caller of this function shares.
  /// Wraps `localtime_r(3)` and `tzset(3)`.
  package static func utcOffset(atSeconds seconds: Int64, inZone zone: String?) -> Int32 {
    var seconds = time_t(seconds)
    return zoneLock.withLock { _ in
      var parts = tm()
      guard let zone else {
        tzset()
        localtime_r(&seconds, &parts)
        return Int32(parts.tm_gmtoff)
      }
      // Restore with setenv, never unsetenv: while TZ stays in the environment, glibc replaces
      // its entry in place, so a getenv on another thread never walks a reallocated array.
      // An unset TZ comes back as ":/etc/localtime", which glibc and macOS read the same way.
      let saved = getenv("TZ").map { String(cString: $0) } ?? ":/etc/localtime"
      setenv("TZ", zone, 1)
      tzset()
      localtime_r(&seconds, &parts)
      setenv("TZ", saved, 1)
      tzset()
      return Int32(parts.tm_gmtoff)
    }
  }
}

/// Serialises every `TZ` change and `localtime_r` call made for a zone's offset.
private let zoneLock = Locked(())
