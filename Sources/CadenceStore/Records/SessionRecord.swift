import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How a session ended, or that it has not yet.
public enum SessionStatus: String, CaseIterable, Sendable, Codable {
  /// Running now (or its process died and recovery has not run yet).
  case inProgress
  /// Ran to its planned end.
  case completed
  /// The user ended it before its planned end (quit, Ctrl-C).
  case stoppedEarly
  /// Its process died (crash, SIGKILL, power loss); `active` is the last saved progress.
  case interrupted
}

/// One session of any practice (breathing, focus, a timer, a meditation…) as stored.
///
/// Durations are integer milliseconds of *active* time (pauses excluded), never wall-clock
/// differences; timestamps carry the UTC offset that applied when they were recorded.
public struct SessionRecord: Hashable, Sendable, Identifiable {
  /// A stable identity, kept across export and import.
  public var id: UUID
  /// What the session was for.
  public var kind: PracticeKind
  /// The breathing pattern or timer preset name.
  public var name: String
  /// A free-text label (`"deep work"`), if any.
  public var label: String?
  /// The planned active time, if the session had a planned end.
  public var plannedMilliseconds: Int64?
  /// Active time reached: paused time excluded.
  public var activeMilliseconds: Int64
  /// Planned breathing cycles or pomodoro rounds, if any.
  public var cyclesPlanned: Int?
  /// Cycles or rounds finished.
  public var cyclesCompleted: Int
  /// How the session ended.
  public var status: SessionStatus
  /// The program this session belongs to, if any.
  public var programID: String?
  /// The zero-based step of that program.
  public var programStep: Int?
  /// When the session began.
  public var startedAt: Timestamp
  /// When it ended; for an interrupted session, the last time progress was saved.
  public var endedAt: Timestamp?
  /// Each breath hold of a retention session, in whole milliseconds, in the order held
  /// (round 1 first); empty for every other session.
  public var holds: [Duration] = []
  /// The mood check before the practice, 1 (low) to 5 (good); `nil` when not asked or
  /// skipped.
  public var moodBefore: Int?
  /// The mood check after the practice, as ``moodBefore``.
  public var moodAfter: Int?

  /// Creates a record from all of its fields.
  public init(
    id: UUID, kind: PracticeKind, name: String, label: String? = nil,
    plannedMilliseconds: Int64? = nil, activeMilliseconds: Int64 = 0, cyclesPlanned: Int? = nil,
    cyclesCompleted: Int = 0, status: SessionStatus, programID: String? = nil,
    programStep: Int? = nil, startedAt: Timestamp, endedAt: Timestamp? = nil
  ) {
    self.id = id
    self.kind = kind
    self.name = name
    self.label = label
    self.plannedMilliseconds = plannedMilliseconds
    self.activeMilliseconds = activeMilliseconds
    self.cyclesPlanned = cyclesPlanned
    self.cyclesCompleted = cyclesCompleted
    self.status = status
    self.programID = programID
    self.programStep = programStep
    self.startedAt = startedAt
    self.endedAt = endedAt
  }

  /// ``activeMilliseconds`` as a `Duration`.
  public var active: Duration { .milliseconds(activeMilliseconds) }
}

extension SessionRecord {
  /// The columns read by ``init(row:)``, in order.
  static let selectColumns = """
    id, kind, name, label, planned_ms, active_ms, cycles_planned, cycles_completed, status, \
    program_id, program_step, started_at_ms, utc_offset_s, ended_at_ms, ended_offset_s, \
    holds_ms, mood_before, mood_after
    """

  /// Reads a row selected with ``selectColumns``.
  init(row: Statement) throws {
    // Any kind is read, known or not: a newer Cadence may have recorded a practice this one
    // does not know, in the same file (see ``PracticeKind``).
    guard let id = UUID(uuidString: row.text(0)), let kind = PracticeKind(rawValue: row.text(1)),
      let status = SessionStatus(rawValue: row.text(8))
    else {
      // CHECK constraints make this unreachable unless the file was edited by hand.
      throw StoreError.sqlite(.unreadableRow(in: "sessions"))
    }
    self.init(
      id: id, kind: kind, name: row.text(2), label: row.optionalText(3),
      plannedMilliseconds: row.optionalInt64(4), activeMilliseconds: row.int64(5),
      cyclesPlanned: row.optionalInt(6), cyclesCompleted: row.int(7), status: status,
      programID: row.optionalText(9), programStep: row.optionalInt(10),
      startedAt: Timestamp(
        millisecondsSinceEpoch: row.int64(11), utcOffsetSeconds: Int32(row.int(12))),
      endedAt: row.optionalInt64(13).map {
        Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: Int32(row.int(14)))
      })
    holds = row.optionalText(15).map(SessionHolds.durations(from:)) ?? []
    moodBefore = row.optionalInt(16)
    moodAfter = row.optionalInt(17)
  }
}
