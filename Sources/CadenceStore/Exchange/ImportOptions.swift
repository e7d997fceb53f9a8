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
      } catch  where skippingInvalid {
        guard let problem = ImportProblem(decoding: error) else { throw error }
        invalid.append(problem)
        // A failed element is not consumed: step over it.
        _ = try list.decode(SkippedRecord.self)
      }
    }
    return records
  }
}
