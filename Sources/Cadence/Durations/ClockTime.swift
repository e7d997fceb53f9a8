/// A time of day as typed for `--until`: `14:30`, `14:30:15`, `2:30pm`, `9am`.
///
/// Turning it into a duration needs the local calendar (time zones, DST), which the
/// engine does not know: the CLI resolves real dates through the C library.
public struct ClockTime: Hashable, Sendable {
  /// Hour of the day, 0–23.
  public let hour: Int
  /// Minute, 0–59.
  public let minute: Int
  /// Second, 0–59.
  public let second: Int

  /// A time of day; the fields must be in range.
  public init(hour: Int, minute: Int, second: Int = 0) {
    precondition((0..<24).contains(hour) && (0..<60).contains(minute), "bad time")
    precondition((0..<60).contains(second), "bad second \(second)")
    (self.hour, self.minute, self.second) = (hour, minute, second)
  }

  /// Seconds since midnight.
  package var secondsIntoDay: Int { hour * 3600 + minute * 60 + second }

  /// Parses `14:30`, `14:30:15`, `2:30pm`, `2:30 PM`, `9am` or `0:30am` (half past midnight).
  public static func parse(_ text: String) throws(DurationParseError) -> ClockTime {
    func fail(_ reason: DurationParseError.Reason = .invalidClockTime) -> DurationParseError {
      DurationParseError(text: text, reason: reason)
    }
    var scanner = TextScanner(text)
    scanner.skipSpaces()
    guard !scanner.isAtEnd else { throw fail(.empty) }
    var fields: [Int] = []
    repeat {
      guard let digits = scanner.digits(), digits.count <= 2, let value = Int(digits) else {
        throw fail()
      }
      fields.append(value)
    } while fields.count < 3 && scanner.consume(":")
    scanner.skipSpaces()
    let suffix = scanner.letters().lowercased()
    scanner.skipSpaces()
    guard scanner.isAtEnd else { throw fail(.unexpected(scanner.rest)) }
    var hour = fields[0]
    switch suffix {
    case "":
      guard fields.count >= 2 else { throw fail() }
      guard hour < 24 else {
        throw fail(.fieldOutOfRange(field: .hour, value: "\(hour)", limit: 24))
      }
    case "am", "pm":
      // 0am is midnight as people write it (0:30am); 0pm and 13pm are on no clock.
      guard (1...12).contains(hour) || (hour == 0 && suffix == "am") else {
        throw fail(.notTwelveHour(hour))
      }
      hour = hour % 12 + (suffix == "pm" ? 12 : 0)
    default:
      throw fail(.unexpected(suffix))
    }
    let minute = fields.count > 1 ? fields[1] : 0
    let second = fields.count > 2 ? fields[2] : 0
    guard minute < 60 else {
      throw fail(.fieldOutOfRange(field: .minutes, value: "\(minute)", limit: 60))
    }
    guard second < 60 else {
      throw fail(.fieldOutOfRange(field: .seconds, value: "\(second)", limit: 60))
    }
    return ClockTime(hour: hour, minute: minute, second: second)
  }
}
