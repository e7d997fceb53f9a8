import Cadence
import CadenceStore
import CadenceWords

/// Why a text is not a valid value, as data (``ValueProblem``): worded when printed.
public struct InvalidValue: Error, Hashable, Sendable {
  /// Why.
  public let problem: ValueProblem

  /// The value refused for `problem`.
  public init(_ problem: ValueProblem) {
    self.problem = problem
  }
}

/// Turns the text of an option's value or of an argument into a typed value.
///
/// Shared by both front ends and the settings: the terminal's argument parser adds the name
/// of the option, argument or setting, so a failure reads
/// `Invalid value '25x' for '--work <duration>': unknown unit 'x' …; expected 25m …` in
/// English.
public struct ValueParser<Value>: Sendable {
  private let convert: @Sendable (String) throws(InvalidValue) -> Value

  /// A parser from a function that throws why it refuses a text.
  public init(_ convert: @escaping @Sendable (String) throws(InvalidValue) -> Value) {
    self.convert = convert
  }

  /// A parser from a function that returns `nil` for text it does not accept, as `problem`.
  public init(_ problem: ValueProblem, _ convert: @escaping @Sendable (String) -> Value?) {
    self.convert = { text throws(InvalidValue) in
      guard let value = convert(text) else { throw InvalidValue(problem) }
      return value
    }
  }

  /// The value of `text`, or why it is refused: each front end words the problem, naming
  /// what was given (an option, a setting's key).
  public func value(of text: String) throws(InvalidValue) -> Value {
    try convert(text)
  }

}

extension ValueParser where Value == String {
  /// Any text.
  public static var text: Self { ValueParser { $0 } }

  /// Text a person gives Cadence to keep (a label, a title, a note): what `SafeText`
  /// accepts as `field`, the same rule an import applies.
  public static func safeText(_ field: SafeText.Field) -> Self {
    ValueParser { text throws(InvalidValue) in
      if let problem = SafeText.problem(in: text, as: field) {
        throw InvalidValue(.unsafeText(problem, field))
      }
      return text
    }
  }
}

extension ValueParser where Value == Duration {
  /// `25m`, `90s`, `1h30m`, `5:00`: see `DurationParser`.
  public static var duration: Self {
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
  public static var durationWithUnit: Self {
    ValueParser { text throws(InvalidValue) in
      let number = text.filter { !$0.isWhitespace }
      if number.contains(where: \.isNumber),
        number.allSatisfy({ $0.isASCII && ($0.isNumber || $0 == ".") })
      {
        throw InvalidValue(.durationNeedsUnit(number))
      }
      return try duration.value(of: text)
    }
  }

  /// A ``duration`` that may also be zero (`0`, `0s`): "none of it", as `--count-in 0` is
  /// no count-in. A negative one is still refused.
  public static var durationOrZero: Self {
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
  public static var clockTime: Self {
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
  public static func wholeNumber(in range: ClosedRange<Int>, defaultValue: Int?) -> Self {
    ValueParser(.wholeNumber(range, defaultValue: defaultValue)) { text in
      Int(text).flatMap { range.contains($0) ? $0 : nil }
    }
  }
}

extension ValueParser where Value: RawRepresentable & Sendable, Value.RawValue == String {
  /// One of the values of a string enumeration (`json`, `csv`), which are of `kind`; a slip
  /// of one (`tone`, `jsno`) is refused naming it.
  public static func oneOf(_ kind: ValueKind, accepted: [String]) -> Self {
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
  public static var language: Self {
    ValueParser(.notOneOf(.language, accepted: Language.allCases.map(\.rawValue))) {
      Language(locale: $0)
    }
  }
}

extension ValueParser where Value == Bool {
  /// `on` or `off`, in any letter case: the bells.
  public static var onOff: Self {
    ValueParser(.notOneOf(.onOff, accepted: ["on", "off"])) { text in
      ["on": true, "off": false][text.lowercased()]
    }
  }
}

extension ValueParser where Value == DayBoundary {
  /// `04:00`, `4:30`: when the practice day starts.
  public static var dayBoundary: Self {
    ValueParser(.dayBoundary) {
      DayBoundary(parsing: $0)
    }
  }
}

extension ValueParser where Value == Int {
  /// A resonance rate, `5.5` or `6`: 3 to 10 breaths a minute in steps of 0.1, as tenths.
  public static var breathsPerMinute: Self {
    ValueParser(.breathsPerMinute) { ResonancePace.tenths(parsing: $0) }
  }
}

extension ValueParser where Value == ResonancePace.Ratio {
  /// An inhale:exhale ratio, `1:1` or `4:6`.
  public static var breathRatio: Self {
    ValueParser(.breathRatio) { ResonancePace.ratio(parsing: $0) }
  }
}
