#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A record's id as a person reads and types it: the first hex digits of its UUID, lowercase,
/// without hyphens (`3f2a9c1e`).
///
/// The UUID is the record's identity everywhere (the database, exports, other machines), so a
/// short id never changes meaning when data moves, and it is never reused after a removal, as
/// a row number could be. Lists show ``SQLiteSessionStore/shortIDLength(of:)`` digits (at
/// least ``shownLength``), enough to tell every record of its kind apart; a person may type
/// fewer (at least ``shortestTyped``) as long as only one record starts with them.
public struct ShortID: Hashable, Sendable, CustomStringConvertible {
  /// The fewest digits a list shows.
  public static let shownLength = 8
  /// The fewest digits accepted when typed: fewer would name a record by accident.
  public static let shortestTyped = 4

  /// Lowercase hex digits, from ``shortestTyped`` to 32 of them.
  public let digits: String

  /// The id typed as `text`: hex digits in either case, with hyphens only where a UUID has
  /// them (after 8, 12, 16 or 20 digits; a whole UUID as an
  /// export shows it is accepted too); `nil` for anything else or too few digits.
  public init?(_ text: String) {
    // A hyphen only where a UUID has one (`abcdef01-1…`, after 8, 12, 16 and 20 digits):
    // one elsewhere (`abcdef0-11`) was dropped, and the id of another record matched.
    var digitCount = 0
    var hyphenAfter: Int?
    for character in text {
      if character == "-" {
        guard [8, 12, 16, 20].contains(digitCount), hyphenAfter != digitCount else { return nil }
        hyphenAfter = digitCount
      } else {
        digitCount += 1
      }
    }
    let digits = text.lowercased().filter { $0 != "-" }
    guard (Self.shortestTyped...32).contains(digits.count),
      digits.allSatisfy({ $0.isHexDigit && $0.isASCII })
    else { return nil }
    self.digits = digits
  }

  /// The first `length` digits of `id` (clamped to 1...32).
  public init(_ id: UUID, length: Int = ShortID.shownLength) {
    digits = String(Self.hexDigits(of: id).prefix(max(1, min(32, length))))
  }

  /// The digits, as `journal` and `history --ids` show them.
  public var description: String { digits }

  /// Whether `id` starts with these digits.
  public func matches(_ id: UUID) -> Bool {
    Self.hexDigits(of: id).hasPrefix(digits)
  }

  /// A `LIKE` pattern for the stored form of ids (`3F2A9C1E-4B%`): the digits, upper case,
  /// with hyphens where a UUID has them. Only hex digits and hyphens, so nothing to escape.
  var likePattern: String {
    var pattern = ""
    for (index, digit) in digits.uppercased().enumerated() {
      if [8, 12, 16, 20].contains(index) { pattern.append("-") }
      pattern.append(digit)
    }
    return pattern + "%"
  }

  /// The 32 lowercase hex digits of `id`.
  static func hexDigits(of id: UUID) -> String {
    id.uuidString.lowercased().filter { $0 != "-" }
  }

  /// How many leading hex digits two ids share.
  static func sharedDigits(_ first: String, _ second: String) -> Int {
    zip(hexDigits(ofStored: first), hexDigits(ofStored: second)).prefix { $0 == $1 }.count
  }

  private static func hexDigits(ofStored id: String) -> [Character] {
    id.lowercased().filter { $0 != "-" }.map { $0 }
  }
}

/// The kinds of record a person can remove (and find by a ``ShortID``).
///
/// The raw value names the kind in the database's list of removals and in exports.
public enum RecordKind: String, CaseIterable, Sendable {
  /// A ``SessionRecord``.
  case session
  /// A ``JournalEntry``.
  case journalEntry

  /// The table holding records of this kind.
  var table: String {
    switch self {
    case .session: "sessions"
    case .journalEntry: "journal_entries"
    }
  }
}
