import CadenceSystem
import FoundationEssentials

@testable import CadenceStore

/// A wall clock that only moves when a test moves it.
final class TestClock: Sendable {
  private let current: Locked<Date>

  init(_ iso: String) {
    current = Locked(date(iso))
  }

  /// The closure handed to the store as `now`.
  var now: @Sendable () -> Date {
    { [self] in current.withLock { $0 } }
  }

  func set(_ iso: String) {
    current.withLock { $0 = date(iso) }
  }

  func advance(seconds: Double) {
    current.withLock { $0 = $0.addingTimeInterval(seconds) }
  }
}

/// The instant of an ISO 8601 UTC timestamp such as `2026-03-29T00:30:00Z`.
func date(_ iso: String) -> Date {
  guard let milliseconds = Timestamp.parseISO8601(iso) else {
    preconditionFailure("not an ISO 8601 UTC timestamp: \(iso)")
  }
  return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
}

/// Milliseconds since the epoch of an ISO 8601 UTC timestamp.
func milliseconds(_ iso: String) -> Int64 {
  Timestamp.parseISO8601(iso)!
}

/// Opens a store in `directory` with a test clock and a fixed zone.
func openStore(
  in directory: TemporaryDirectory, clock: TestClock = TestClock("2026-01-01T12:00:00Z"),
  calendar: LocalCalendar = .utc, owner: ProcessIdentity = .current
) throws -> SQLiteSessionStore {
  try SQLiteSessionStore.open(
    in: directory.dataDirectory, calendar: calendar, now: clock.now, owner: owner)
}
