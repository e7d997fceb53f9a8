/// A calendar day in someone's local time, as a count of days since 1970-01-01.
///
/// Pure arithmetic on the proleptic Gregorian calendar (Howard Hinnant's `days_from_civil`), so
/// consecutive days are consecutive integers and a streak is a run of `+1` steps whatever month,
/// year or daylight-saving change lies between them.
///
/// In the system floor, so the words for dates (`CadenceWords`) need no store.
public struct LocalDay: Hashable, Comparable, Sendable, Strideable, CustomStringConvertible {
  /// Days since 1970-01-01 (negative before).
  public let daysSinceEpoch: Int

  /// The day with this number.
  public init(daysSinceEpoch: Int) {
    self.daysSinceEpoch = daysSinceEpoch
  }

  /// The day with this date; `month` is 1…12, `day` 1…31 (not validated against the month).
  public init(year: Int, month: Int, day: Int) {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    daysSinceEpoch = era * 146_097 + dayOfEra - 719_468
  }

  /// The year, month (1…12) and day of month (1…31).
  public var components: (year: Int, month: Int, day: Int) {
    let shifted = daysSinceEpoch + 719_468
    let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
    let dayOfEra = shifted - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let monthIndex = (5 * dayOfYear + 2) / 153
    let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
    let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
    let year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
    return (year, month, day)
  }

  /// Day of the week, 0 = Sunday … 6 = Saturday (1970-01-01 was a Thursday).
  public var weekday: Int {
    let value = (daysSinceEpoch + 4) % 7
    return value >= 0 ? value : value + 7
  }

  /// `YYYY-MM-DD`.
  public var description: String {
    let (year, month, day) = components
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Whether `lhs` is an earlier day than `rhs`.
  public static func < (lhs: LocalDay, rhs: LocalDay) -> Bool {
    lhs.daysSinceEpoch < rhs.daysSinceEpoch
  }

  /// Days from this day to `other`; negative when `other` is earlier.
  public func distance(to other: LocalDay) -> Int {
    other.daysSinceEpoch - daysSinceEpoch
  }

  /// The day `days` later (earlier, if negative).
  public func advanced(by days: Int) -> LocalDay {
    LocalDay(daysSinceEpoch: daysSinceEpoch + days)
  }
}

/// Zero-pads a non-negative number to `width` digits.
package func pad(_ value: Int, _ width: Int) -> String {
  let digits = String(value)
  return digits.count >= width
    ? digits : String(repeating: "0", count: width - digits.count) + digits
}

/// Floor division, for instants before an epoch or a day boundary.
package func floorDivide(_ value: Int64, _ divisor: Int64) -> Int64 {
  let quotient = value / divisor
  return (value % divisor != 0 && (value < 0) != (divisor < 0)) ? quotient - 1 : quotient
}
