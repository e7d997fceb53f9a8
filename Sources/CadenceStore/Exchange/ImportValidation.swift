import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Field checks used while decoding an import file. Each failure is an `InvalidImportField`
/// carrying the field's coding path, which ``ImportProblem`` turns into a path a person can find
/// in the file (`sessions[3].startedAt`), and its ``ImportIssue``.
extension KeyedDecodingContainer {
  func uuid(_ key: Key) throws -> UUID {
    guard let value = UUID(uuidString: try decode(String.self, forKey: key)) else {
      throw InvalidImportField(key, in: self, .notAUUID)
    }
    return value
  }

  func optionalUUID(_ key: Key) throws -> UUID? {
    try contains(key) && !decodeNil(forKey: key) ? uuid(key) : nil
  }

  /// A time between ``ImportLimits/earliestTime`` and `context`'s latest.
  func timestamp(_ key: Key, in context: ImportContext) throws -> Int64 {
    try timestamp(key, latest: context.latestTime)
  }

  /// A time from 2000 to `latest` (milliseconds since the epoch).
  func timestamp(_ key: Key, latest: Int64) throws -> Int64 {
    guard let value = Timestamp.parseISO8601(try decode(String.self, forKey: key)) else {
      throw InvalidImportField(key, in: self, .notATimestamp)
    }
    guard (ImportLimits.earliestTime...latest).contains(value) else {
      throw InvalidImportField(key, in: self, .timeOutOfRange(latest: latest))
    }
    return value
  }

  func optionalTimestamp(_ key: Key, in context: ImportContext) throws -> Int64? {
    try contains(key) && !decodeNil(forKey: key) ? timestamp(key, in: context) : nil
  }

  /// A whole number of 64 bits. The decoder refuses a fraction (`1.5`) and a number past 64
  /// bits (`1e30`) in its own way: Apple's Foundation with an English sentence at the field,
  /// swift-foundation with an error of its own that the decoder reports as a file that is not
  /// JSON. Here they are issues: a number within 64 bits one of the wrong type, one past
  /// them `below` or `above` the field's range (`above` when it is past even a `Double`,
  /// whose sign the decoder does not tell).
  func wholeNumber(_ key: Key, below: ImportIssue, above: ImportIssue) throws -> Int64 {
    do {
      return try decode(Int64.self, forKey: key)
    } catch  where isRefusedNumber(error) {
      let issue: ImportIssue =
        switch try? decode(Double.self, forKey: key) {
        case let number? where number.magnitude < 0x1p63:
          .wrongType(expected: .wholeNumber, foundNull: false)
        case let number? where number < 0: below
        default: above
        }
      throw InvalidImportField(key, in: self, issue)
    }
  }

  /// A whole number from 0 to `most`.
  func count(_ key: Key, upTo most: Int64) throws -> Int64 {
    let value = try wholeNumber(key, below: .negative, above: .tooLarge(most: most))
    guard value >= 0 else {
      throw InvalidImportField(key, in: self, .negative)
    }
    guard value <= most else {
      throw InvalidImportField(key, in: self, .tooLarge(most: most))
    }
    return value
  }

  func optionalCount(_ key: Key, upTo most: Int64) throws -> Int64? {
    try contains(key) && !decodeNil(forKey: key) ? count(key, upTo: most) : nil
  }

  /// Milliseconds from 0 to ``ImportLimits/longestDuration`` (7 days).
  func milliseconds(_ key: Key) throws -> Int64 {
    try count(key, upTo: ImportLimits.longestDuration)
  }

  func optionalMilliseconds(_ key: Key) throws -> Int64? {
    try optionalCount(key, upTo: ImportLimits.longestDuration)
  }

  /// Text that ``SafeText`` accepts as `field`.
  func text(_ key: Key, as field: SafeText.Field) throws -> String {
    let value = try decode(String.self, forKey: key)
    if let problem = SafeText.problem(in: value, as: field) {
      throw InvalidImportField(key, in: self, .unsafeText(problem))
    }
    return value
  }

  func optionalText(_ key: Key, as field: SafeText.Field) throws -> String? {
    try contains(key) && !decodeNil(forKey: key) ? text(key, as: field) : nil
  }

  /// UTC offsets in use range from -12:00 to +14:00; ±18 hours is what ISO 8601 allows.
  func utcOffset(_ key: Key) throws -> Int32 {
    let value = try wholeNumber(
      key, below: .utcOffsetOutOfRange, above: .utcOffsetOutOfRange)
    guard (-64_800...64_800).contains(value) else {
      throw InvalidImportField(key, in: self, .utcOffsetOutOfRange)
    }
    return Int32(value)
  }

  /// Text that ``SafeText`` accepts as `field`, not empty.
  func nonEmpty(_ key: Key, as field: SafeText.Field) throws -> String {
    let value = try text(key, as: field)
    guard !value.isEmpty else {
      throw InvalidImportField(key, in: self, .empty)
    }
    return value
  }

  /// A kind this version records: see ``PracticeKind`` for why import refuses the others.
  func knownKind(_ key: Key) throws -> PracticeKind {
    let text = try decode(String.self, forKey: key)
    guard let kind = PracticeKind(rawValue: text), kind.isBuiltIn else {
      throw InvalidImportField(
        key, in: self, .notOneOf(accepted: PracticeKind.builtIn.map(\.rawValue), found: found(text))
      )
    }
    return kind
  }

  func oneOf<Value: RawRepresentable & CaseIterable>(_ key: Key, _: Value.Type) throws -> Value
  where Value.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = Value(rawValue: text) else {
      throw InvalidImportField(
        key, in: self, .notOneOf(accepted: Value.allCases.map(\.rawValue), found: found(text)))
    }
    return value
  }
}

/// `yoga`: what a file holds, cut to 40 characters (and `…`), as a message is one line.
func found(_ text: String) -> String {
  text.count > 40 ? text.prefix(40) + "…" : text
}

/// Whether a failed decoding of a number is the decoder refusing the number itself, not a
/// value of another type (`typeMismatch`), a `null` or a missing field, which keep their own
/// issues.
func isRefusedNumber(_ error: any Error) -> Bool {
  guard let error = error as? DecodingError else { return true }
  if case .dataCorrupted = error { return true }
  return false
}
