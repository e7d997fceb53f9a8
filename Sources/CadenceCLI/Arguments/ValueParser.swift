import Cadence
import CadenceStore

/// Why a text is not a valid value: what is wrong, and what a good one looks like.
struct InvalidValue: Error, Hashable, Sendable {
  let reason: String
  let expected: String
  /// For a value out of its range (``reason`` states the range): the default, or `nil` when
  /// the option has none; ``expected`` is then unused.
  let outOfRange: String??

  init(reason: String, expected: String) {
    self.reason = reason
    self.expected = expected
    self.outOfRange = nil
  }

  /// A value out of the range `reason` states; `defaultValue` is the option's default, if any.
  init(reason: String, defaultValue: String?) {
    self.reason = reason
    self.expected = ""
    self.outOfRange = .some(defaultValue)
  }
}

/// Turns the text of an option's value or of an argument into a typed value.
///
/// ``ParsedArguments`` adds the name of the option or argument, so a failure reads
/// `Invalid value '25x' for '--work <duration>': unknown unit 'x' …; expected 25m …`.
struct ValueParser<Value>: Sendable {
  private let convert: @Sendable (String) throws(InvalidValue) -> Value

  init(_ convert: @escaping @Sendable (String) throws(InvalidValue) -> Value) {
    self.convert = convert
  }

  /// A parser from a function that returns `nil` for text it does not accept.
  init(
    reason: String, expected: String, _ convert: @escaping @Sendable (String) -> Value?
  ) {
    self.init(InvalidValue(reason: reason, expected: expected), convert)
  }

  /// A parser of a value in a range (`reason` states it) from a function that returns `nil`
  /// for text it does not accept; `defaultValue` is what the option is when not given.
  init(
    reason: String, defaultValue: String?, _ convert: @escaping @Sendable (String) -> Value?
  ) {
    self.init(InvalidValue(reason: reason, defaultValue: defaultValue), convert)
  }

  private init(_ failure: InvalidValue, _ convert: @escaping @Sendable (String) -> Value?) {
    self.convert = { text throws(InvalidValue) in
      guard let value = convert(text) else { throw failure }
      return value
    }
  }

  /// The value of `text`, or a usage error naming `label` (`--work <duration>`).
  func parse(_ text: String, for label: String) throws(UsageError) -> Value {
    do {
      return try convert(text)
    } catch {
      if let defaultValue = error.outOfRange {
        throw .outOfRange(text, for: label, reason: error.reason, defaultValue: defaultValue)
      }
      throw .invalidValue(text, for: label, reason: error.reason, expected: error.expected)
    }
  }
}

extension ValueParser where Value == String {
  /// Any text.
  static var text: Self { ValueParser { $0 } }

  /// Text a person gives Cadence to keep (a label, a title, a note): what ``SafeText``
  /// accepts as `field`, the same rule an import applies.
  static func safeText(_ field: SafeText.Field) -> Self {
    ValueParser { text throws(InvalidValue) in
      if let problem = SafeText.problem(in: text, as: field) {
        throw InvalidValue(reason: problem.description, expected: SafeText.expected(field))
      }
      return text
    }
  }
}

extension ValueParser where Value == Duration {
  /// `25m`, `90s`, `1h30m`, `5:00`: see ``DurationParser``.
  static var duration: Self {
    ValueParser { text throws(InvalidValue) in
      do throws(DurationParseError) {
        return try DurationParser.parse(text)
      } catch {
        let words = EnglishCatalogue()
        throw InvalidValue(
          reason: words.durationError(error.reason), expected: words.acceptedDurations)
      }
    }
  }
}

extension ValueParser where Value == ClockTime {
  /// `14:30`, `2:30pm`, `9am`.
  static var clockTime: Self {
    ValueParser { text throws(InvalidValue) in
      do throws(DurationParseError) {
        return try ClockTime.parse(text)
      } catch {
        let words = EnglishCatalogue()
        throw InvalidValue(
          reason: words.durationError(error.reason), expected: words.acceptedClockTimes)
      }
    }
  }
}

extension ValueParser where Value == Int {
  /// A whole number in `range`; `defaultValue` is the option's default, if it has one.
  static func wholeNumber(in range: ClosedRange<Int>, defaultValue: Int?) -> Self {
    let reason =
      range.upperBound == .max
      ? "not a whole number of \(range.lowerBound) or more"
      : "not a whole number from \(range.lowerBound) to \(range.upperBound)"
    return ValueParser(reason: reason, defaultValue: defaultValue.map(String.init)) { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension ValueParser where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the values of a string enumeration (`json`, `csv`).
  static func oneOf(reason: String, expected: String) -> Self {
    ValueParser(reason: reason, expected: expected) { Value(rawValue: $0) }
  }
}

extension ValueParser where Value == Language {
  /// `en` or `zh-Hans` (a locale's language such as `zh` or `zh_CN` too).
  static var language: Self {
    ValueParser(
      reason: "not a language Cadence speaks",
      expected: Language.allCases.map(\.rawValue).joined(separator: " or ")
    ) { Language(locale: $0) }
  }
}
