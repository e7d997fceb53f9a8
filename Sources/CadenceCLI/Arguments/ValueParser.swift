import Cadence
import CadenceStore
import CadenceWords

/// Why a text is not a valid value, as data (``ValueProblem``): worded when printed.
struct InvalidValue: Error, Hashable, Sendable {
  let problem: ValueProblem

  init(_ problem: ValueProblem) {
    self.problem = problem
  }
}

/// Turns the text of an option's value or of an argument into a typed value.
///
/// ``ParsedArguments`` adds the name of the option or argument, so a failure reads
/// `Invalid value '25x' for '--work <duration>': unknown unit 'x' …; expected 25m …` in
/// English.
struct ValueParser<Value>: Sendable {
  private let convert: @Sendable (String) throws(InvalidValue) -> Value

  init(_ convert: @escaping @Sendable (String) throws(InvalidValue) -> Value) {
    self.convert = convert
  }

  /// A parser from a function that returns `nil` for text it does not accept, as `problem`.
  init(_ problem: ValueProblem, _ convert: @escaping @Sendable (String) -> Value?) {
    self.convert = { text throws(InvalidValue) in
      guard let value = convert(text) else { throw InvalidValue(problem) }
      return value
    }
  }

  /// The value of `text`, or a usage error naming `label` (`--work <duration>`).
  func parse(_ text: String, for label: String) throws(UsageError) -> Value {
    do {
      return try convert(text)
    } catch {
      throw .invalidValue(text, for: label, problem: error.problem)
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
        throw InvalidValue(.unsafeText(problem, field))
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
        throw InvalidValue(.duration(error.reason))
      }
    }
  }
}

extension ValueParser where Value == Duration {
  /// A ``duration`` with its unit written: a pomodoro's lengths, where `50` would be read
  /// as 50 seconds while the person meant minutes. A bare number is refused, naming both
  /// readings; `90s`, `25m` and `1:30` are taken as ``duration`` takes them.
  static var durationWithUnit: Self {
    ValueParser { text throws(InvalidValue) in
      let number = text.filter { !$0.isWhitespace }
      if number.contains(where: \.isNumber),
        number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
      {
        throw InvalidValue(.durationNeedsUnit(number))
      }
      return try duration.convert(text)
    }
  }

  /// A ``duration`` that may also be zero (`0`, `0s`): "none of it", as `--count-in 0` is
  /// no count-in. A negative one is still refused.
  static var durationOrZero: Self {
    ValueParser { text throws(InvalidValue) in
      do throws(DurationParseError) {
        return try DurationParser.parse(text)
      } catch  where error.reason == .zero {
        return .zero
      } catch {
        throw InvalidValue(.duration(error.reason))
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
        throw InvalidValue(.clockTime(error.reason))
      }
    }
  }
}

extension ValueParser where Value == Int {
  /// A whole number in `range`; `defaultValue` is the option's default, if it has one.
  static func wholeNumber(in range: ClosedRange<Int>, defaultValue: Int?) -> Self {
    ValueParser(.wholeNumber(range, defaultValue: defaultValue)) { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension ValueParser where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the values of a string enumeration (`json`, `csv`), which are of `kind`; a slip
  /// of one (`tone`, `jsno`) is refused naming it.
  static func oneOf(_ kind: ValueKind, accepted: [String]) -> Self {
    ValueParser { text throws(InvalidValue) in
      guard let value = Value(rawValue: text) else {
        throw InvalidValue(
          .notOneOf(kind, accepted: accepted, suggestion: closestMatch(to: text, in: accepted)))
      }
      return value
    }
  }
}

extension ValueParser where Value == Language {
  /// `en` or `zh-Hans` (a locale's language such as `zh` or `zh_CN` too).
  static var language: Self {
    ValueParser(.notOneOf(.language, accepted: Language.allCases.map(\.rawValue))) {
      Language(locale: $0)
    }
  }
}
