import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Why an import refused a file or left a record out: where in the file, and what is wrong
/// there, as data with its parts. The store says no sentence: the CLI's catalogue words it in
/// the reader's language, and any other client can word it its own way.
public struct ImportProblem: Hashable, Sendable {
  /// Where the problem is.
  public var place: ImportPlace
  /// What is wrong there.
  public var issue: ImportIssue

  /// `issue` at `place`.
  public init(_ place: ImportPlace, _ issue: ImportIssue) {
    self.place = place
    self.issue = issue
  }

  /// Whether the problem is inside one record of a list, which `--skip-invalid` can leave out;
  /// a problem with the document itself (its syntax, format or version, a list that is not a
  /// list) refuses the file whatever the options.
  public var isInRecord: Bool {
    if case .field(let path) = place { path.contains("[") } else { false }
  }
}

/// Where in an import file a problem is.
public enum ImportPlace: Hashable, Sendable {
  /// The file as a whole: not an object, not JSON at all.
  case document
  /// A field by its path in the file: `format`, `sessions[3].startedAt`, `programs[0]`.
  case field(String)
  /// A place in the text, for a syntax error; both count from 1, columns in Unicode scalars.
  case position(line: Int, column: Int)
}

/// What is wrong with a value of an import file, with what a person needs to correct it.
public enum ImportIssue: Hashable, Sendable {
  /// The file is not well-formed JSON here.
  case syntax(JSONSyntaxError)
  /// The JSON parser refused the file and no syntax error could be found (such as a string
  /// that is not UTF-8).
  case notJSON
  /// The decoder failed in a way this version does not know.
  case unreadable
  /// A required field is absent.
  case missing
  /// The value has the wrong type; `foundNull` when it is `null`.
  case wrongType(expected: ImportValueType, foundNull: Bool)
  /// Not a UUID.
  case notAUUID
  /// Not an ISO 8601 UTC timestamp.
  case notATimestamp
  /// A time before ``ImportLimits/earliestTime`` or after `latest` (milliseconds since the
  /// epoch: a day after this machine's clock).
  case timeOutOfRange(latest: Int64)
  /// A negative count or duration.
  case negative
  /// A count or a duration (in milliseconds) larger than `most`.
  case tooLarge(most: Int64)
  /// Text that ``SafeText`` refuses.
  case unsafeText(SafeText.Problem)
  /// A UTC offset outside ±18 hours (±64800 seconds).
  case utcOffsetOutOfRange
  /// An empty string where a name is needed.
  case empty
  /// A word that is not one the field accepts; `found` is cut to 40 characters (and `…`).
  case notOneOf(accepted: [String], found: String)
  /// A time earlier than the record's field `other` (an end before its start).
  case earlierThan(other: String)
  /// A day's start that is not a time of day from 00:00 to 23:59.
  case notATimeOfDay
  /// The `format` field is not `cadence-export`: this is not a Cadence export.
  case notACadenceExport
  /// The `version` field is missing or below 1; `supported` is the newest this version reads.
  case unsupportedVersion(supported: Int)
  /// The file was exported by a newer Cadence.
  case newerVersion(Int, supported: Int)
  /// The record has the same identity as an earlier one: `of` is the earlier one's path.
  case duplicate(of: String)
  /// A journal note names a session that is neither in the file nor in the store.
  case unknownSession(UUID)
  /// The caller's check of a custom pattern (``ImportOptions/patternProblem``) refused it.
  case pattern(PatternProblem)
}

/// The type of value a field needed, for ``ImportIssue/wrongType(expected:foundNull:)``.
public enum ImportValueType: Hashable, Sendable {
  /// Text in quotes.
  case string
  /// A number without a fraction.
  case wholeNumber
  /// A list (`[…]`).
  case list
  /// An object (`{…}`).
  case object
}

/// What is wrong with a custom pattern in an import, from ``ImportOptions/patternProblem``:
/// the checks `pattern add` makes that the store cannot make itself (it knows no breathing
/// patterns), each with the parts a front end words it with.
public enum PatternProblem: Hashable, Sendable {
  /// Which part of the pattern is wrong: the last step of the problem's path in the file.
  public enum Part: String, Hashable, Sendable {
    /// The pattern's name.
    case name
    /// The pattern's spec (`4-7-8`).
    case spec
  }

  /// The name is a built-in pattern's id, name or alias.
  case builtInName(String)
  /// The name is a word of the pattern language (`in`, `hold`, …).
  case patternWord(String)
  /// The name does not start with a letter, holds a space, or is too long.
  case invalidName(String)
  /// The spec does not read as a breathing pattern: the engine's reason, with the text it
  /// found and the spec as the file holds it.
  case spec(BreathingPatternError)

  /// The part that is wrong.
  public var part: Part {
    switch self {
    case .builtInName, .patternWord, .invalidName: .name
    case .spec: .spec
    }
  }
}

/// A field's value failed a check while decoding an import: thrown from a record's
/// `init(from:)`, it keeps the field's path as `DecodingError` would, and its issue as data.
struct InvalidImportField: Error {
  var codingPath: [any CodingKey]
  var issue: ImportIssue

  init<Key: CodingKey>(_ key: Key, in container: KeyedDecodingContainer<Key>, _ issue: ImportIssue)
  {
    codingPath = container.codingPath + [key]
    self.issue = issue
  }
}

extension ImportProblem {
  /// The problem a decoding failure names: a path such as `sessions[3].startedAt` and what is
  /// wrong there. `nil` for an error that is neither a decoding nor a field's failure.
  init?(decoding error: any Error) {
    if let invalid = error as? InvalidImportField {
      self.init(invalid)
      return
    }
    guard let error = error as? DecodingError else { return nil }
    switch error {
    case .typeMismatch(let type, let context):
      self.init(Self.place(context.codingPath), Self.wrongType(type, foundNull: false))
    case .valueNotFound(let type, let context):
      self.init(Self.place(context.codingPath), Self.wrongType(type, foundNull: true))
    case .keyNotFound(let key, let context):
      self.init(Self.place(context.codingPath + [key]), .missing)
    case .dataCorrupted(let context) where context.codingPath.isEmpty:
      self.init(.document, .notJSON)
    case .dataCorrupted(let context):
      // The decoder's own complaint about a value, an English sentence: the numbers it
      // refuses (`1.5`, `1e30`) are worded by their fields (`wholeNumber`), so this is a
      // value of a kind the file format does not hold.
      self.init(Self.place(context.codingPath), .unreadable)
    @unknown default:
      self.init(.document, .unreadable)
    }
  }

  /// A field's failed check, at the field's path.
  init(_ invalid: InvalidImportField) {
    self.init(Self.place(invalid.codingPath), invalid.issue)
  }

  /// A decoding failure of the whole file; a syntax error becomes the line and column that
  /// ``JSONSyntaxCheck`` finds in `data`.
  init(decoding error: DecodingError, in data: Data) {
    if case .dataCorrupted(let context) = error, context.codingPath.isEmpty,
      let failure = JSONSyntaxCheck.firstError(in: Array(data))
    {
      self.init(.position(line: failure.line, column: failure.column), .syntax(failure.error))
      return
    }
    self = ImportProblem(decoding: error) ?? ImportProblem(.document, .unreadable)
  }

  /// A value of the wrong type; `unreadable` when what was needed is no type a file holds
  /// (a bug rather than the file's problem, never shown by the type's Swift name).
  private static func wrongType(_ type: Any.Type, foundNull: Bool) -> ImportIssue {
    ImportValueType.of(type).map { .wrongType(expected: $0, foundNull: foundNull) } ?? .unreadable
  }

  private static func place(_ keys: [any CodingKey]) -> ImportPlace {
    var text = ""
    for key in keys {
      if let index = key.intValue {
        text += "[\(index)]"
      } else {
        text += (text.isEmpty ? "" : ".") + key.stringValue
      }
    }
    return text.isEmpty ? .document : .field(text)
  }
}

extension ImportValueType {
  /// The type of value a file holds for a Swift type the decoder asked for.
  static func of(_ type: Any.Type) -> ImportValueType? {
    switch type {
    case is String.Type: .string
    case is Int64.Type, is Int.Type, is Int32.Type: .wholeNumber
    case is [Any].Type: .list
    case is [String: Any].Type: .object
    default: nil
    }
  }
}
