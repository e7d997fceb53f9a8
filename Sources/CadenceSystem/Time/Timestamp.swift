/// An instant in UTC together with the UTC offset that applied where it was recorded.
///
/// Stored as two integers (milliseconds since the Unix epoch, offset in seconds) so that the
/// local day of a session is arithmetic: a session at 00:30 in Berlin in summer is on the day it
/// was lived there, even if the user is in Tokyo when they look at their stats.
///
/// In the system floor, beside local time, so the words for dates (`CadenceWords`) need no
/// store; `CadenceStore` adds what a `Date` and a time zone have to do with it.
public struct Timestamp: Hashable, Sendable, Comparable {
  /// Milliseconds since 1970-01-01T00:00:00Z.
  public var millisecondsSinceEpoch: Int64
  /// Seconds east of UTC at that instant, where it was recorded (3600 for CET, -18000 for EST).
  public var utcOffsetSeconds: Int32

  /// Creates a timestamp from its stored parts.
  public init(millisecondsSinceEpoch: Int64, utcOffsetSeconds: Int32) {
    self.millisecondsSinceEpoch = millisecondsSinceEpoch
    self.utcOffsetSeconds = utcOffsetSeconds
  }

  /// The local day this instant falls on, where the day starts `boundary` after midnight.
  public func localDay(boundary: DayBoundary = .midnight) -> LocalDay {
    let local =
      millisecondsSinceEpoch + Int64(utcOffsetSeconds) * 1000 - boundary.millisecondsAfterMidnight
    return LocalDay(daysSinceEpoch: Int(floorDivide(local, 86_400_000)))
  }

  /// The wall-clock time where the instant was recorded, for tables such as `cadence history`
  /// (`2026-03-29 08:30`). Calendar day, not practice day: no `dayStartsAt` shift.
  public var localTime: (day: LocalDay, hour: Int, minute: Int, second: Int) {
    let local = millisecondsSinceEpoch + Int64(utcOffsetSeconds) * 1000
    let day = floorDivide(local, 86_400_000)
    let seconds = Int((local - day * 86_400_000) / 1000)
    return (LocalDay(daysSinceEpoch: Int(day)), seconds / 3600, seconds / 60 % 60, seconds % 60)
  }

  /// Orders by instant; equal instants recorded with different offsets order by offset, so
  /// that the order agrees with `==` (which compares both).
  public static func < (lhs: Timestamp, rhs: Timestamp) -> Bool {
    (lhs.millisecondsSinceEpoch, lhs.utcOffsetSeconds)
      < (rhs.millisecondsSinceEpoch, rhs.utcOffsetSeconds)
  }
}
