import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A session a practice could not write before it ended (another program held the database
/// past the wait), whole: what it was, when it began, how and when it ended.
///
/// The practice keeps it in a file of the data directory's `unsaved` folder
/// (``SQLiteSessionStore/keepUnsaved(_:in:run:)``) and the next `cadence` that opens the
/// store for writing saves it (``SQLiteSessionStore/open(in:calendar:now:owner:)``), so a
/// completed session is never lost, nor left for recovery to call interrupted, because
/// another process held the lock. Saving it is idempotent: its row is ended if it is still
/// in progress (or was marked interrupted meanwhile), made whole if it never began, and left
/// as it is if the practice's own write got there first.
public struct UnsavedSession: Hashable, Sendable, Codable {
  /// The id the recorder gave the session when it began.
  public var id: UUID
  /// What was practised: timer, stopwatch, pomodoro, breathing, sitting…
  public var kind: PracticeKind
  /// The practice's name as history shows it (a pattern's or a program's name).
  public var name: String
  /// The person's own label for the session (`--label`), if they gave one.
  public var label: String?
  /// How long it was meant to last, for a practice with an end planned.
  public var plannedMilliseconds: Int64?
  /// How many cycles (pomodoros, breaths) were planned, for a practice that counts them.
  public var cyclesPlanned: Int?
  /// The program the session was a step of, if any.
  public var programID: String?
  /// Which step of ``programID`` it was, counted from zero.
  public var programStep: Int?
  /// When it began, in milliseconds since the epoch.
  public var startedAt: Int64
  /// How it ended (never ``SessionStatus/inProgress``).
  public var status: SessionStatus
  /// The time it ran, pauses left out.
  public var activeMilliseconds: Int64
  /// How many of its cycles were finished.
  public var cyclesCompleted: Int
  /// When it ended, in milliseconds since the epoch.
  public var endedAt: Int64
  /// A retention session's breath holds, in milliseconds, round 1 first (`nil`: none, and
  /// in files kept before holds were).
  public var holdsMilliseconds: [Int64]?
  /// The mood check's answer before the practice, 1 to 5 (`nil`: not asked, skipped, or
  /// not yet answered when the session was kept).
  public var moodBefore: Int?
  /// The answer after it, as ``moodBefore``.
  public var moodAfter: Int?

  /// The session `id` described by `session`, begun at `start`, ended at `end` with
  /// `status` after `active` time and `cyclesCompleted` cycles (its holds and mood
  /// answers are set apart: ``holds``).
  public init(
    id: UUID, session: NewSession, startedAt start: Date, status: SessionStatus,
    active: Duration, cyclesCompleted: Int, endedAt end: Date
  ) {
    self.id = id
    kind = session.kind
    name = session.name
    label = session.label
    plannedMilliseconds = session.planned?.wholeMilliseconds
    cyclesPlanned = session.cyclesPlanned
    programID = session.programID
    programStep = session.programStep
    startedAt = Timestamp.milliseconds(start)
    self.status = status == .inProgress ? .interrupted : status
    activeMilliseconds = active.wholeMilliseconds
    self.cyclesCompleted = cyclesCompleted
    endedAt = Timestamp.milliseconds(end)
  }

  /// A retention session's breath holds, round 1 first (kept as ``holdsMilliseconds``).
  public var holds: [Duration] {
    get { (holdsMilliseconds ?? []).map { .milliseconds($0) } }
    set { holdsMilliseconds = newValue.isEmpty ? nil : newValue.map(\.wholeMilliseconds) }
  }
}

/// The sessions of one practice run kept for later: one file each run, written whole.
struct UnsavedSessionsFile: Codable {
  /// The format's version, for a later Cadence to read an older file.
  var version = 1
  var sessions: [UnsavedSession]
}
