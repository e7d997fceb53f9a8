#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Field checks used while decoding an import file. Each failure is a `DecodingError` carrying
/// the field's coding path, which ``StoreError/malformedImport(field:problem:)`` turns into a
/// path a person can find in the file (`sessions[3].startedAt`).
extension KeyedDecodingContainer {
  func uuid(_ key: Key) throws -> UUID {
    guard let value = UUID(uuidString: try decode(String.self, forKey: key)) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected a UUID like 8E5B2C1A-0F43-4C1B-9D3E-6A1B2C3D4E5F")
    }
    return value
  }

  func optionalUUID(_ key: Key) throws -> UUID? {
    try contains(key) && !decodeNil(forKey: key) ? uuid(key) : nil
  }

  /// A time between ``ImportLimits/earliestTime`` and `context`'s latest.
  func timestamp(_ key: Key, in context: ImportContext) throws -> Int64 {
    guard let value = Timestamp.parseISO8601(try decode(String.self, forKey: key)) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected an ISO 8601 UTC timestamp like 2026-03-29T06:30:00.000Z")
    }
    guard (ImportLimits.earliestTime...context.latestTime).contains(value) else {
      let latest = Timestamp.iso8601(millisecondsSinceEpoch: context.latestTime)
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected a time from 2000-01-01T00:00:00.000Z to \(latest) "
          + "(a day after this machine's clock)")
    }
    return value
  }

  func optionalTimestamp(_ key: Key, in context: ImportContext) throws -> Int64? {
    try contains(key) && !decodeNil(forKey: key) ? timestamp(key, in: context) : nil
  }

  /// A whole number from 0 to `most`.
  func count(_ key: Key, upTo most: Int64) throws -> Int64 {
    let value = try decode(Int64.self, forKey: key)
    guard value >= 0 else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a whole number of 0 or more")
    }
    guard value <= most else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a whole number up to \(most)")
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
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: problem.importProblem)
    }
    return value
  }

  func optionalText(_ key: Key, as field: SafeText.Field) throws -> String? {
    try contains(key) && !decodeNil(forKey: key) ? text(key, as: field) : nil
  }

  /// UTC offsets in use range from -12:00 to +14:00; ±18 hours is what ISO 8601 allows.
  func utcOffset(_ key: Key) throws -> Int32 {
    let value = try decode(Int64.self, forKey: key)
    guard (-64_800...64_800).contains(value) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected seconds from -64800 to 64800")
    }
    return Int32(value)
  }

  /// Text that ``SafeText`` accepts as `field`, not empty.
  func nonEmpty(_ key: Key, as field: SafeText.Field) throws -> String {
    let value = try text(key, as: field)
    guard !value.isEmpty else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self, debugDescription: "expected a non-empty string")
    }
    return value
  }

  /// A kind this version records: see ``SessionKind`` for why import refuses the others.
  func knownKind(_ key: Key) throws -> SessionKind {
    let text = try decode(String.self, forKey: key)
    guard let kind = SessionKind(rawValue: text), kind.isKnown else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected one of \(quotedList(SessionKind.known)), found \(found(text))")
    }
    return kind
  }

  func oneOf<Value: RawRepresentable & CaseIterable>(_ key: Key, _: Value.Type) throws -> Value
  where Value.RawValue == String {
    let text = try decode(String.self, forKey: key)
    guard let value = Value(rawValue: text) else {
      throw DecodingError.dataCorruptedError(
        forKey: key, in: self,
        debugDescription: "expected one of \(quotedList(Value.allCases)), found \(found(text))")
    }
    return value
  }
}

/// `'yoga'`: what a file holds, quoted for an error message: its control characters escaped
/// (``SafeText/escaped(_:)``) and a long text cut, as a message is one line.
func found(_ text: String) -> String {
  let shown = text.count > 40 ? text.prefix(40) + "…" : text
  return "'" + SafeText.escaped(String(shown)) + "'"
}

/// `'a', 'b', 'c'`: the names a field accepts, quoted as they must be written.
private func quotedList<Value: RawRepresentable>(_ values: some Sequence<Value>) -> String
where Value.RawValue == String {
  values.map { "'\($0.rawValue)'" }.joined(separator: ", ")
}

extension StoreError {
  /// Turns a decoding failure into a path such as `sessions[3].startedAt` and a problem; for a
  /// syntax error, into the line and column that ``JSONSyntaxCheck`` finds in `data`.
  static func malformedImport(_ error: DecodingError, in data: Data) -> StoreError {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let failure = JSONSyntaxCheck.firstError(in: Array(data))
    {
      return .malformedImport(
        field: "line \(failure.line), column \(failure.column)", problem: failure.problem)
    }
    return malformedImport(error)
  }

  static func malformedImport(_ error: DecodingError) -> StoreError {
    switch error {
    case .typeMismatch(let type, let context):
      return .malformedImport(field: path(context.codingPath), problem: "expected \(noun(type))")
    case .valueNotFound(let type, let context):
      return .malformedImport(
        field: path(context.codingPath), problem: "expected \(noun(type)), found null")
    case .keyNotFound(let key, let context):
      return .malformedImport(field: path(context.codingPath + [key]), problem: "missing")
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      return .malformedImport(field: "document", problem: "not valid JSON")
    case .dataCorrupted(let context):
      return .malformedImport(field: path(context.codingPath), problem: context.debugDescription)
    @unknown default:
      return .malformedImport(field: "document", problem: "unreadable")
    }
  }

  private static func path(_ keys: [any CodingKey]) -> String {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? "document" : text
  }

  private static func noun(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "a string"
    case is Int64.Type, is Int.Type, is Int32.Type: return "a whole number"
    case is [Any].Type: return "a list"
    case is [String: Any].Type: return "an object"
    default: return "a value of type \(type)"
    }
  }
}
