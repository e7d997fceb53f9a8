import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A timestamp from a `Date` and a zone: the store's side of ``Timestamp``, which lives in the
/// system floor without Foundation.
extension Timestamp {
  /// The instant `date`, with the offset `calendar` has at that instant.
  public init(_ date: Date, in calendar: LocalCalendar) {
    let milliseconds = Self.milliseconds(date)
    self.init(
      millisecondsSinceEpoch: milliseconds,
      utcOffsetSeconds: calendar.utcOffset(atMilliseconds: milliseconds))
  }

  /// Whole milliseconds since the epoch of `date`, rounded down.
  package static func milliseconds(_ date: Date) -> Int64 {
    Int64((date.timeIntervalSince1970 * 1000).rounded(.down))
  }

  /// The instant as a `Date` (the offset is not part of a `Date`).
  public var date: Date {
    Date(timeIntervalSince1970: Double(millisecondsSinceEpoch) / 1000)
  }
}
