/// Why a piece of text is not a duration or a clock time, with the text itself.
///
/// ``message`` is one line meant for a person; the CLI adds the option it came from.
public struct DurationParseError: Error, Hashable, Sendable {
  /// What was wrong.
  public enum Reason: Error, Hashable, Sendable {
    /// Nothing but spaces.
    case empty
    /// A minus sign in front (`-5m`).
    case negative
    /// A duration of zero (`0`, `0:00`).
    case zero
    /// A unit that is not hours, minutes or seconds, as written (`5x`: `x`).
    case unknownUnit(String)
    /// A number without a unit after another with one, as written (`1h30`: `30`).
    case missingUnit(String)
    /// A unit given twice, as written (`5m 3m`: `m`).
    case repeatedUnit(String)
    /// A unit after a smaller one, as written (`30s 1m`: `m`).
    case unitsOutOfOrder(String)
    /// A field of a clock form at or above its limit: `field` names it (`minutes`,
    /// `seconds`, `hour`), `value` is as written and `limit` is the first value not allowed.
    case fieldOutOfRange(field: String, value: String, limit: Int)
    /// An hour with am or pm outside 1 to 12 (0 is taken with am only, as midnight).
    case notTwelveHour(Int)
    /// A duration of 100 hours or more.
    case tooLarge
    /// Text that fits no form, from where reading stopped (`25m!`: `!`).
    case unexpected(String)
    /// Not a time of day at all (`--until` given `14`).
    case invalidClockTime
  }

  /// The text as it was given.
  public let text: String
  /// What was wrong with it.
  public let reason: Reason

  /// An error for `text`, wrong for `reason`.
  package init(text: String, reason: Reason) {
    self.text = text
    self.reason = reason
  }

  /// The forms a duration may take, for error messages and help.
  public static let acceptedDurations = "90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03"
  /// The forms a clock time may take.
  public static let acceptedClockTimes = "14:30, 14:30:15, 2:30pm or 9am"

  /// One line saying what was wrong, without the accepted forms.
  public var message: String {
    switch reason {
    case .empty: "a duration cannot be empty"
    case .negative: "a duration cannot be negative"
    case .zero: "a duration must be longer than zero"
    case .unknownUnit(let unit): "unknown unit '\(unit)' (use h, m or s)"
    case .missingUnit(let number): "'\(number)' needs a unit (h, m or s)"
    case .repeatedUnit(let unit): "the unit '\(unit)' appears twice"
    case .unitsOutOfOrder(let unit):
      "'\(unit)' comes after a smaller unit (write hours, minutes, seconds)"
    case .fieldOutOfRange(let field, let value, let limit):
      "\(field) '\(value)' must be under \(limit)"
    case .notTwelveHour(let hour) where hour < 24:
      "hour '\(hour)' is not on a 12-hour clock: use 1 to 12 with am or pm, or "
        + (hour < 10 ? "0\(hour)" : "\(hour)") + ":00"
    case .notTwelveHour(let hour):
      "hour '\(hour)' is not on a 12-hour clock: use 1 to 12 with am or pm"
    case .tooLarge: "a duration must be under 100 hours"
    case .unexpected(let rest): "unexpected '\(rest)'"
    case .invalidClockTime: "not a time of day"
    }
  }
}
