#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The bounds an import checks every value against: what this app can itself produce, with
/// room to spare, and nothing that can overflow a sum in `stats` or show as a year no one
/// lived in.
///
/// - Times (a session's start and end, a note's, a removal's, the export's own): from
///   2000-01-01T00:00:00Z to one day after the importing machine's clock (a clock a little
///   ahead, a zone far east). Cadence did not exist before 2000, and a year `0000` would be
///   shown as `00-1-12-31`.
/// - A note's edit time (`editedAt`): at most ``editAheadOfNow`` (5 minutes) after the
///   importing machine's clock. The edit written last wins a merge, so an edit stamped by a
///   clock running hours ahead would win over every edit made here until that hour, and an
///   old export holding it would undo a newer edit each time it was imported again.
/// - Durations (planned, active): up to 7 days. A timer runs under 100 hours; a stopwatch
///   left running over a long weekend is still a record someone made. Ten million sessions
///   at this limit sum to far less than `Int64.max` milliseconds.
/// - Cycles: up to 1,000,000 (a day of the shortest phases); program steps: up to 10,000.
/// - Text: ``SafeText`` (no control characters, no bidirectional overrides, a length limit
///   per kind of text).
///
/// `package` so that `stats` clamps a stored duration (one written before these limits) to
/// the same bound.
package enum ImportLimits {
  /// 2000-01-01T00:00:00Z in milliseconds since the epoch.
  package static let earliestTime: Int64 = 946_684_800_000
  /// How far after the importing machine's clock a time may lie: one day.
  package static let aheadOfNow: Int64 = 86_400_000
  /// How far after the importing machine's clock a note's edit time may lie: 5 minutes,
  /// the clock skew Kerberos allows by default, far more than two synchronised clocks
  /// differ by.
  package static let editAheadOfNow: Int64 = 5 * 60_000
  /// The longest duration, planned or active: 7 days in milliseconds.
  package static let longestDuration: Int64 = 7 * 86_400_000
  /// The most cycles a session may plan or complete.
  package static let mostCycles: Int64 = 1_000_000
  /// The highest program step or count of completed steps.
  package static let mostProgramSteps: Int64 = 10_000
}

/// What the decoding of one import needs to know beyond the file: the latest time it accepts
/// and whether an invalid record is skipped instead of refusing the file.
struct ImportContext: Sendable {
  /// Milliseconds since the epoch: the store's clock plus ``ImportLimits/aheadOfNow``.
  var latestTime: Int64
  /// Milliseconds since the epoch: the store's clock plus ``ImportLimits/editAheadOfNow``,
  /// the latest a note's edit time may be.
  var latestEditTime: Int64
  var skipsInvalid: Bool

  init(now: Int64, skipsInvalid: Bool) {
    latestTime = now + ImportLimits.aheadOfNow
    latestEditTime = now + ImportLimits.editAheadOfNow
    self.skipsInvalid = skipsInvalid
  }

  static let key = CodingUserInfoKey(rawValue: "CadenceImportContext")!
}

extension Decoder {
  /// The import's context, set by ``SQLiteSessionStore/decodeImport(_:context:)``.
  var importContext: ImportContext {
    userInfo[ImportContext.key] as? ImportContext
      ?? ImportContext(now: Int64(Date().timeIntervalSince1970 * 1000), skipsInvalid: false)
  }
}
