import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What a running timer or breathing session needs from storage, and nothing more.
///
/// The CLI's apps depend on this protocol, so their tests can use the real store on a
/// temporary directory (preferred) or a failing double for error paths. ``SQLiteSessionStore``
/// is the real implementation and adds history, stats, journal, programs and exchange.
///
/// The crash-safety contract: call ``beginSession(_:at:)`` when the session starts, then
/// ``updateSession(_:active:cyclesCompleted:planned:at:)`` every few seconds while it runs,
/// then ``finishSession(_:status:active:cyclesCompleted:planned:at:)`` once. If the process
/// dies in between, the next process to open the store marks the session
/// ``SessionStatus/interrupted`` with the active time of the last update, ending at that
/// update's time.
///
/// The caller stamps each write. A practice reads the wall clock once, for the start, and
/// stamps every later write as the start plus the time its monotonic clock has run since:
/// the wall clock may be set back or forward mid-session (NTP, a user, a virtual machine
/// resumed), and a session must never end before it began (an export holding one would not
/// import).
///
/// ```swift
/// let store = try SQLiteSessionStore.open(in: .resolve(explicit: nil, environment: env))
/// let start = Date()
/// let session = try store.beginSession(NewSession(kind: .timer, name: "timer"), at: start)
/// try store.updateSession(session.id, active: .seconds(5), cyclesCompleted: 0,
///                         planned: .seconds(1500), at: start.addingTimeInterval(5))
/// _ = try store.finishSession(session.id, status: .completed, active: .seconds(1500),
///                             cyclesCompleted: 1, planned: .seconds(1500),
///                             at: start.addingTimeInterval(1500))
/// ```
public protocol SessionStore: Sendable {
  /// Writes a new session, in progress, started at `start`, under `id`: the recorder names
  /// its sessions, so an ending kept for later (``UnsavedSession``) finds its row, or knows
  /// there is none, whatever the writes it waited for did meanwhile.
  func beginSession(_ session: NewSession, id: UUID, at start: Date) throws -> SessionRecord

  /// Saves progress of a session in progress: active time (pauses excluded), cycles done and
  /// the planned time it has now (a timer lengthened with `+`), as of `time`.
  ///
  /// - Throws: ``StoreError/sessionNotInProgress(_:)`` if the session is unknown or has ended.
  func updateSession(
    _ id: UUID, active: Duration, cyclesCompleted: Int, planned: Duration?, at time: Date) throws

  /// Ends a session in progress at `end` with `status` (anything but
  /// ``SessionStatus/inProgress``) and the planned time it had when it ended.
  ///
  /// An `end` before the session's start is saved as its start: whatever a clock did, a
  /// stored session never ends before it began. A ``SessionStatus/completed`` session that
  /// belongs to a program also advances that program's progress, in the same transaction.
  ///
  /// - Returns: the session as stored.
  /// - Throws: ``StoreError/sessionNotInProgress(_:)`` if the session is unknown or has ended.
  func finishSession(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int, planned: Duration?,
    at end: Date
  ) throws -> SessionRecord

  /// Past and current sessions, newest first.
  func sessions(_ query: SessionQuery) throws -> [SessionRecord]

  /// Writes what `cadence status` shows of a running practice (see ``RunningPractice``).
  func showRunning(_ practice: RunningPractice, at time: Date) throws

  /// Forgets a running practice that has ended.
  func clearRunning(_ id: UUID) throws
}

extension SessionStore {
  /// Writes a new session, in progress, started at `start`, under a new id.
  public func beginSession(_ session: NewSession, at start: Date) throws -> SessionRecord {
    try beginSession(session, id: UUID(), at: start)
  }
}

/// Which sessions ``SessionStore/sessions(_:)`` returns.
public struct SessionQuery: Hashable, Sendable {
  /// Only sessions that started at or after this instant.
  public var since: Date?
  /// Only sessions that started before this instant.
  public var until: Date?
  /// Only sessions that started on these practice days (local days as recorded with each
  /// session, shifted by the `dayStartsAt` setting, as in the stats); `history --days 7` is
  /// `today.advanced(by: -6)...today`.
  public var days: ClosedRange<LocalDay>?
  /// Only sessions of this kind.
  public var kind: PracticeKind?
  /// At most this many (the newest).
  public var limit: Int?
  /// Only sessions whose active time is in this range (`history` leaves out those shorter
  /// than ``StatsQuery/defaultShortestCounted``, and counts them with the opposite range).
  public var activeTime: ActiveTimeFilter?

  /// A query; every filter defaults to "all".
  public init(
    since: Date? = nil, until: Date? = nil, days: ClosedRange<LocalDay>? = nil,
    kind: PracticeKind? = nil, limit: Int? = nil, activeTime: ActiveTimeFilter? = nil
  ) {
    self.since = since
    self.until = until
    self.days = days
    self.kind = kind
    self.limit = limit
    self.activeTime = activeTime
  }
}

/// Which sessions a ``SessionQuery`` keeps by their active time.
public enum ActiveTimeFilter: Hashable, Sendable {
  /// At least this long.
  case atLeast(Duration)
  /// Shorter than this.
  case shorterThan(Duration)

  /// The bound in whole milliseconds, as the store keeps active time.
  var milliseconds: Int64 {
    let bound =
      switch self {
      case .atLeast(let duration), .shorterThan(let duration): duration.components
      }
    return bound.seconds * 1000 + bound.attoseconds / 1_000_000_000_000_000
  }
}
