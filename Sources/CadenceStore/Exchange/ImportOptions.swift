#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How ``SQLiteSessionStore/importJSON(_:options:)`` treats a file with invalid records.
public struct ImportOptions: Sendable {
  /// Leave out each invalid record (and report it in ``ImportSummary/invalid``) and import the
  /// rest, instead of refusing the whole file. Only a record can be left out: a file that is
  /// not a Cadence export, or whose lists are not lists, is still refused whole.
  public var skipsInvalid: Bool
  /// The checks on a custom pattern that the store cannot make itself (it knows no breathing
  /// patterns): whether the name is a built-in's, whether the spec reads as a pattern. Returns
  /// what is wrong, `nil` when the pattern may be saved.
  public var patternProblem: @Sendable (CustomPattern) -> PatternProblem?

  /// Options: all or nothing by default; `patternProblem` is the caller's `pattern add` check.
  public init(
    skipsInvalid: Bool = false,
    patternProblem: @escaping @Sendable (CustomPattern) -> PatternProblem? = { _ in nil }
  ) {
    self.skipsInvalid = skipsInvalid
    self.patternProblem = patternProblem
  }
}

/// What is wrong with a custom pattern in an import, from ``ImportOptions/patternProblem``.
public struct PatternProblem: Hashable, Sendable {
  /// Which part of the pattern.
  public enum Part: String, Hashable, Sendable {
    case name
    case spec
  }

  /// The part that is wrong.
  public var part: Part
  /// What is wrong, worded to follow the field's path and a colon: `expected …, found …`.
  public var problem: String

  /// A problem with `part`.
  public init(_ part: Part, _ problem: String) {
    self.part = part
    self.problem = problem
  }
}

/// A record an import left out: where it is in the file and what is wrong with it.
public struct ImportProblem: Hashable, Sendable {
  /// A path into the file, such as `sessions[3].activeMilliseconds`.
  public var field: String
  /// What is wrong, such as `expected a whole number up to 604800000`.
  public var problem: String

  /// A problem at `field`.
  public init(field: String, problem: String) {
    self.field = field
    self.problem = problem
  }

  init(_ error: StoreError) {
    if case .malformedImport(let field, let problem) = error {
      self.init(field: field, problem: problem)
    } else {
      self.init(field: "document", problem: error.description)
    }
  }
}

/// Decodes anything and keeps nothing: steps over an invalid element of a list.
private struct SkippedRecord: Decodable {
  init(from decoder: any Decoder) throws {}
}

/// A record of an import file that knows where it was in its list, so that a problem found
/// after others were left out still names its place in the file.
protocol ListedRecord: Decodable {
  /// Its index in its list in the file (0 for a record about to be exported).
  var position: Int { get set }
}

extension KeyedDecodingContainer {
  /// The list under `key`, each record knowing its ``ListedRecord/position``; when
  /// `skippingInvalid`, an element that fails to decode is left out and its problem added to
  /// `invalid`, and the others are kept.
  func records<Record: ListedRecord>(
    _ key: Key, skippingInvalid: Bool, into invalid: inout [ImportProblem]
  ) throws -> [Record] {
    var list = try nestedUnkeyedContainer(forKey: key)
    var records: [Record] = []
    while !list.isAtEnd {
      let position = list.currentIndex
      do {
        var record = try list.decode(Record.self)
        record.position = position
        records.append(record)
      } catch let error as DecodingError where skippingInvalid {
        invalid.append(ImportProblem(StoreError.malformedImport(error)))
        // A failed element is not consumed: step over it.
        _ = try list.decode(SkippedRecord.self)
      }
    }
    return records
  }
}
