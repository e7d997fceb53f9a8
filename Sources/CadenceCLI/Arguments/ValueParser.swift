import Cadence

/// Why a text is not a valid value: what is wrong, and what a good one looks like.
struct InvalidValue: Error, Hashable, Sendable {
  let reason: String
  let expected: String
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
    self.convert = { text throws(InvalidValue) in
      guard let value = convert(text) else {
        throw InvalidValue(reason: reason, expected: expected)
      }
      return value
    }
  }

  /// The value of `text`, or a usage error naming `label` (`--work <duration>`).
  func parse(_ text: String, for label: String) throws(UsageError) -> Value {
    do {
      return try convert(text)
    } catch {
      throw .invalidValue(text, for: label, reason: error.reason, expected: error.expected)
    }
  }
}

extension ValueParser where Value == String {
  /// Any text.
  static var text: Self { ValueParser { $0 } }
}

extension ValueParser where Value == Duration {
  /// `25m`, `90s`, `1h30m`, `5:00`: see ``DurationParser``.
  static var duration: Self {
    ValueParser { text throws(InvalidValue) in
      do throws(DurationParseError) {
        return try DurationParser.parse(text)
      } catch {
        throw InvalidValue(
          reason: error.message, expected: DurationParseError.acceptedDurations)
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
        throw InvalidValue(
          reason: error.message, expected: DurationParseError.acceptedClockTimes)
      }
    }
  }
}

extension ValueParser where Value == Int {
  /// A whole number in `range`; `expected` is an example of a good one.
  static func wholeNumber(in range: ClosedRange<Int>, expected: String) -> Self {
    ValueParser(
      reason: "not a whole number from \(range.lowerBound) to \(range.upperBound)",
      expected: expected
    ) { text in Int(text).flatMap { range.contains($0) ? $0 : nil } }
  }
}

extension ValueParser where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the values of a string enumeration (`json`, `csv`).
  static func oneOf(reason: String, expected: String) -> Self {
    ValueParser(reason: reason, expected: expected) { Value(rawValue: $0) }
  }
}
