/// The local time at which one practice day ends and the next begins.
///
/// People who practise after midnight want 00:30 to count for the evening before; a boundary of
/// 04:00 makes 00:00–03:59 part of the previous day. Stored as the `dayStartsAt` setting, `HH:MM`.
public struct DayBoundary: Hashable, Sendable, CustomStringConvertible {
  /// Minutes after local midnight, 0…1439.
  public let minutesAfterMidnight: Int

  /// Midnight: calendar days as they are.
  public static let midnight = DayBoundary(validMinutes: 0)

  /// The boundary at `hour:minute`, or `nil` outside 00:00…23:59.
  public init?(hour: Int, minute: Int) {
    guard (0..<24).contains(hour), (0..<60).contains(minute) else { return nil }
    self.minutesAfterMidnight = hour * 60 + minute
  }

  /// Parses `HH:MM` or `H:MM` (`"04:00"`, `"4:30"`); `nil` for anything else.
  public init?(parsing text: String) {
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, (1...2).contains(parts[0].count), parts[1].count == 2,
      parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
      let hour = Int(parts[0]), let minute = Int(parts[1])
    else { return nil }
    self.init(hour: hour, minute: minute)
  }

  private init(validMinutes: Int) {
    self.minutesAfterMidnight = validMinutes
  }

  package var millisecondsAfterMidnight: Int64 { Int64(minutesAfterMidnight) * 60_000 }

  /// `HH:MM`.
  public var description: String {
    pad(minutesAfterMidnight / 60, 2) + ":" + pad(minutesAfterMidnight % 60, 2)
  }
}
