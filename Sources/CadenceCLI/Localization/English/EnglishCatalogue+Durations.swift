import Cadence
import CadencePractice
import CadenceWords

extension EnglishCatalogue: DurationWords {
  func durationError(_ reason: DurationParseError.Reason) -> String {
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
      "\(Self.name(of: field)) '\(value)' must be under \(limit)"
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

  private static func name(of field: DurationParseError.Field) -> String {
    switch field {
    case .hour: "hour"
    case .minutes: "minutes"
    case .seconds: "seconds"
    }
  }

  var acceptedDurations: String { "90, 90s, 25m, 1h30m, 1h 30m 15s, 1.5h, 2:30 or 1:02:03" }
  var acceptedClockTimes: String { "14:30, 14:30:15, 2:30pm or 9am" }
}
