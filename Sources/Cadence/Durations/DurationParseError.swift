/// Why a piece of text is not a duration or a clock time, with the text itself.
///
/// The engine has no words: ``reason`` carries the parts a message quotes (the unit, the
/// field and its limit), and an app says them in its own language, adding the option the
/// text came from.
public struct DurationParseError: Error, Hashable, Sendable {
  /// A field of a clock form (`1:02:03`, `14:30`).
  public enum Field: Hashable, Sendable {
    /// The hour of a time of day (a duration's first field is never out of range).
    case hour
    /// The minutes field.
    case minutes
    /// The seconds field.
    case seconds
  }

  /// What was wrong.
  public enum Reason: Error, Hashable, Sendable {
    /// Nothing but whitespace.
    case empty
    /// A leading minus sign.
    case negative
    /// A duration of zero (or under a nanosecond).
    case zero
    /// A unit that is not one of h, m, s (or their spelled-out or Chinese forms), as written.
    case unknownUnit(String)
    /// A number without a unit where one is needed (`1h30`), as written.
    case missingUnit(String)
    /// The same unit twice, as written.
    case repeatedUnit(String)
    /// A unit after a smaller one (`30m 1h`), as written.
    case unitsOutOfOrder(String)
    /// A clock-form field at or past its `limit` (minutes 75 of 60).
    case fieldOutOfRange(field: Field, value: String, limit: Int)
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
}
