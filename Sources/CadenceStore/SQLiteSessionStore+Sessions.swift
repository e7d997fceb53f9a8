#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Writes a new session, in progress, begun at `start`; see ``SessionStore``.
  public func beginSession(_ session: NewSession, id: UUID, at start: Date) throws
    -> SessionRecord
  {
    let record = SessionRecord(
      id: id, kind: session.kind, name: session.name, label: session.label,
      plannedMilliseconds: session.planned?.wholeMilliseconds, cyclesPlanned: session.cyclesPlanned,
      status: .inProgress, programID: session.programID, programStep: session.programStep,
      startedAt: Timestamp(start, in: calendar))
    let owner = self.owner
    try write { connection in try Self.insertBegun(record, owner: owner, in: connection) }
    return record
  }

  /// Inserts `record` in progress, run by `owner` (`nil`: by no live process).
  static func insertBegun(
    _ record: SessionRecord, owner: ProcessIdentity?, in connection: Connection
  )
    throws
  {
    try connection.statement(
      """
      INSERT INTO sessions (id, kind, name, label, planned_ms, active_ms, cycles_planned,
        cycles_completed, status, program_id, program_step, started_at_ms, utc_offset_s,
        updated_at_ms, owner_pid, owner_start_ticks, owner_boot_id)
      VALUES (?, ?, ?, ?, ?, 0, ?, 0, 'inProgress', ?, ?, ?, ?, ?, ?, ?, ?)
      """
    ).run([
      .text(record.id.uuidString), .text(record.kind.rawValue), .text(record.name),
      .string(record.label), .int(record.plannedMilliseconds), .int(record.cyclesPlanned),
      .string(record.programID), .int(record.programStep),
      .integer(record.startedAt.millisecondsSinceEpoch),
      .integer(Int64(record.startedAt.utcOffsetSeconds)),
      .integer(record.startedAt.millisecondsSinceEpoch), .int(owner.map { Int64($0.pid) }),
      .int(owner?.startTicks), .string(owner?.bootID),
    ])
  }

  /// Writes a new session, in progress, stamped with the store's wall clock (`now`).
  ///
  /// For a session begun and ended in one go (tests, imports of other tools); a running
  /// practice stamps its own times (``SessionStore``).
  public func beginSession(_ session: NewSession) throws -> SessionRecord {
    try beginSession(session, at: now())
  }

  /// Saves a session's progress as of `time`, with its planned time; see ``SessionStore``.
  public func updateSession(
    _ id: UUID, active: Duration, cyclesCompleted: Int, planned: Duration?, at time: Date
  ) throws {
    try update(
      id, active: active, cyclesCompleted: cyclesCompleted, planned: .some(planned), at: time)
  }

  /// Saves progress stamped with the store's wall clock, the planned time unchanged.
  public func updateSession(_ id: UUID, active: Duration, cyclesCompleted: Int) throws {
    try update(id, active: active, cyclesCompleted: cyclesCompleted, planned: .none, at: now())
  }

  /// Ends a session at `end` with its status and figures; see ``SessionStore``.
  public func finishSession(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int, planned: Duration?,
    at end: Date
  ) throws -> SessionRecord {
    try finish(
      id, status: status, active: active, cyclesCompleted: cyclesCompleted,
      planned: .some(planned), at: end)
  }

  /// Ends a session stamped with the store's wall clock, the planned time unchanged.
  public func finishSession(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int
  ) throws -> SessionRecord {
    try finish(
      id, status: status, active: active, cyclesCompleted: cyclesCompleted, planned: .none,
      at: now())
  }

  /// The planned time's column and value when `planned` sets it (`.some`, `nil` inside for
  /// no plan), nothing when it is left as it is (`.none`).
  static func plannedAssignment(_ planned: Duration??) -> (sql: String, values: [SQLValue]) {
    guard case .some(let value) = planned else { return ("", []) }
    return ("planned_ms = ?, ", [.int(value?.wholeMilliseconds)])
  }

  private func update(
    _ id: UUID, active: Duration, cyclesCompleted: Int, planned: Duration??, at time: Date
  ) throws {
    let milliseconds = Timestamp.milliseconds(time)
    let plan = Self.plannedAssignment(planned)
    try write { connection in
      // A time before the start (a wall clock set back) is the start: recovery ends an
      // abandoned session at its last update.
      try connection.statement(
        """
        UPDATE sessions SET \(plan.sql)active_ms = ?, cycles_completed = ?,
          updated_at_ms = MAX(?, started_at_ms)
        WHERE id = ? AND status = 'inProgress'
        """
      ).run(
        plan.values + [
          .integer(active.wholeMilliseconds), .int(cyclesCompleted), .integer(milliseconds),
          .text(id.uuidString),
        ])
      guard connection.changes == 1 else { throw StoreError.sessionNotInProgress(id.uuidString) }
    }
  }

  private func finish(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int,
    planned: Duration??, at end: Date
  ) throws -> SessionRecord {
    precondition(status != .inProgress, "finishSession needs a final status, got inProgress")
    let plan = Self.plannedAssignment(planned)
    let calendar = self.calendar
    return try write { connection in
      try Self.finish(
        id, status: status, active: active, cyclesCompleted: cyclesCompleted, plan: plan,
        at: Timestamp(end, in: calendar), in: connection)
    }
  }

  /// Ends the session `id` in `connection`; with `orInterrupted`, also one that recovery
  /// marked interrupted (an ending kept for later knows better than recovery's guess).
  static func finish(
    _ id: UUID, status: SessionStatus, active: Duration, cyclesCompleted: Int,
    plan: (sql: String, values: [SQLValue]), at asked: Timestamp, orInterrupted: Bool = false,
    in connection: Connection
  ) throws -> SessionRecord {
    let open: Set<SessionStatus> = orInterrupted ? [.inProgress, .interrupted] : [.inProgress]
    guard let begun = try Self.session(id, in: connection), open.contains(begun.status) else {
      throw StoreError.sessionNotInProgress(id.uuidString)
    }
    // An end before the start (a wall clock set back) is the start: a stored session never
    // ends before it began.
    let endedAt =
      asked.millisecondsSinceEpoch < begun.startedAt.millisecondsSinceEpoch
      ? begun.startedAt : asked
    try connection.statement(
      """
      UPDATE sessions SET \(plan.sql)status = ?, active_ms = ?, cycles_completed = ?,
        ended_at_ms = ?, ended_offset_s = ?, updated_at_ms = ?,
        owner_pid = NULL, owner_start_ticks = NULL, owner_boot_id = NULL
      WHERE id = ? AND status = ?
      """
    ).run(
      plan.values + [
        .text(status.rawValue), .integer(active.wholeMilliseconds), .int(cyclesCompleted),
        .integer(endedAt.millisecondsSinceEpoch), .integer(Int64(endedAt.utcOffsetSeconds)),
        .integer(endedAt.millisecondsSinceEpoch), .text(id.uuidString),
        .text(begun.status.rawValue),
      ])
    guard connection.changes == 1,
      let record = try Self.session(id, in: connection)
    else { throw StoreError.sessionNotInProgress(id.uuidString) }
    if status == .completed, let programID = record.programID, let step = record.programStep {
      try Self.advanceProgram(programID, pastStep: step, at: endedAt, in: connection)
    }
    return record
  }

  /// The sessions `query` selects, newest first; see ``SessionStore``.
  public func sessions(_ query: SessionQuery) throws -> [SessionRecord] {
    var (filter, values) = try Self.filter(of: query, dayBoundary: { try dayBoundary() })
    values.append(.integer(Int64(query.limit ?? -1)))  // LIMIT -1 means no limit.
    let sql =
      "SELECT \(SessionRecord.selectColumns) FROM sessions\(filter)"
      + " ORDER BY started_at_ms DESC, id LIMIT ?"
    return try withConnection { connection in
      try connection.statement(sql).rows(values) { try SessionRecord(row: $0) }
    }
  }

  /// How many sessions `query` selects, its limit aside.
  public func sessionCount(_ query: SessionQuery) throws -> Int {
    let (filter, values) = try Self.filter(of: query, dayBoundary: { try dayBoundary() })
    return try withConnection { connection in
      try connection.statement("SELECT count(*) FROM sessions\(filter)")
        .firstRow(values) { $0.int(0) } ?? 0
    }
  }

  /// The `WHERE` clause of `query` (empty for none) and its values.
  private static func filter(
    of query: SessionQuery, dayBoundary: () throws -> DayBoundary
  ) throws -> (String, [SQLValue]) {
    var conditions: [String] = []
    var values: [SQLValue] = []
    if let since = query.since {
      conditions.append("started_at_ms >= ?")
      values.append(.integer(Timestamp.milliseconds(since)))
    }
    if let until = query.until {
      conditions.append("started_at_ms < ?")
      values.append(.integer(Timestamp.milliseconds(until)))
    }
    if let days = query.days {
      let shift = try dayBoundary().millisecondsAfterMidnight
      conditions.append("started_at_ms + utc_offset_s * 1000 - ? BETWEEN ? AND ?")
      values += [
        .integer(shift), .integer(Int64(days.lowerBound.daysSinceEpoch) * 86_400_000),
        .integer(Int64(days.upperBound.daysSinceEpoch + 1) * 86_400_000 - 1),
      ]
    }
    if let kind = query.kind {
      conditions.append("kind = ?")
      values.append(.text(kind.rawValue))
    }
    if let activeTime = query.activeTime {
      switch activeTime {
      case .atLeast: conditions.append("active_ms >= ?")
      case .shorterThan: conditions.append("active_ms < ?")
      }
      values.append(.integer(activeTime.milliseconds))
    }
    let filter = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    return (filter, values)
  }

  /// The session with this id, if any.
  public func session(_ id: UUID) throws -> SessionRecord? {
    try withConnection { connection in try Self.session(id, in: connection) }
  }

  static func session(_ id: UUID, in connection: Connection) throws -> SessionRecord? {
    try connection.statement("SELECT \(SessionRecord.selectColumns) FROM sessions WHERE id = ?")
      .firstRow([.text(id.uuidString)]) { try SessionRecord(row: $0) }
  }
}
