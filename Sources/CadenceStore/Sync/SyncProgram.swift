/// Program progress as synced devices agree on it: derived, never copied.
///
/// Two devices that each completed a step of one program must end with both steps counted;
/// a copied "current step" would keep one. So progress is the latest point a program was
/// set at (started, moved or reset: a `program` line, last-writer-wins) plus every step
/// completed after it (each a completed session with the program's id), by clock.
enum SyncProgram {
  static func derive(_ programID: String, in connection: Connection) throws -> ProgramProgress? {
    let base = try connection.statement(
      """
      SELECT clock, current_step, completed_steps, at_ms, at_offset_s
      FROM sync_program_bases WHERE program_id = ?
      """
    ).firstRow([.text(programID)]) { row in
      (
        clock: row.text(0), current: row.optionalInt(1), completed: row.int(2),
        at: row.optionalInt64(3).map {
          Timestamp(millisecondsSinceEpoch: $0, utcOffsetSeconds: Int32(row.optionalInt(4) ?? 0))
        }
      )
    }
    let steps = try connection.statement(
      """
      SELECT step, at_ms, at_offset_s FROM sync_program_steps
      WHERE program_id = ? AND clock > ? ORDER BY at_ms
      """
    ).rows([.text(programID), .text(base?.clock ?? "")]) { row in
      (
        step: row.int(0),
        at: Timestamp(millisecondsSinceEpoch: row.int64(1), utcOffsetSeconds: Int32(row.int(2)))
      )
    }
    if steps.isEmpty, base?.current == nil { return nil }
    var progress = ProgramProgress(
      programID: programID, currentStep: base?.current ?? 0,
      completedSteps: base?.current == nil ? 0 : base?.completed ?? 0,
      lastPracticedAt: base?.current == nil ? nil : base?.at)
    for step in steps {
      progress.currentStep = max(progress.currentStep, step.step + 1)
      progress.completedSteps += 1
      if progress.lastPracticedAt.map({
        $0.millisecondsSinceEpoch <= step.at.millisecondsSinceEpoch
      })
        ?? true
      {
        progress.lastPracticedAt = step.at
      }
    }
    return progress
  }

  /// Writes the derived progress of `programID` into `program_progress`.
  static func apply(_ programID: String, in connection: Connection) throws {
    guard let progress = try derive(programID, in: connection) else {
      try connection.statement("DELETE FROM program_progress WHERE program_id = ?")
        .run([.text(programID)])
      return
    }
    try SQLiteSessionStore.store(progress, in: connection)
  }

  static func setBase(
    _ programID: String, _ progress: ProgramProgress?, clock: HybridClock, in connection: Connection
  ) throws {
    try connection.statement(
      """
      INSERT OR REPLACE INTO sync_program_bases
        (program_id, clock, current_step, completed_steps, at_ms, at_offset_s)
      VALUES (?, ?, ?, ?, ?, ?)
      """
    ).run([
      .text(programID), .text(clock.text), .int(progress?.currentStep),
      .int(progress?.completedSteps ?? 0), .int(progress?.lastPracticedAt?.millisecondsSinceEpoch),
      .int(progress?.lastPracticedAt?.utcOffsetSeconds),
    ])
  }

  /// Remembers a completed step (a completed session in a program), or forgets it when the
  /// session's winning version is not a completed step.
  static func recordStep(of session: SessionRecord, clock: HybridClock, in connection: Connection)
    throws -> String?
  {
    guard session.status == .completed, let programID = session.programID,
      let step = session.programStep
    else {
      let old = try connection.statement(
        "SELECT program_id FROM sync_program_steps WHERE session_id = ?"
      ).firstRow([.text(session.id.syncText)]) { $0.text(0) }
      if old != nil {
        try connection.statement("DELETE FROM sync_program_steps WHERE session_id = ?")
          .run([.text(session.id.syncText)])
      }
      return old
    }
    let at = session.endedAt ?? session.startedAt
    try connection.statement(
      """
      INSERT OR REPLACE INTO sync_program_steps
        (session_id, program_id, step, clock, at_ms, at_offset_s) VALUES (?, ?, ?, ?, ?, ?)
      """
    ).run([
      .text(session.id.syncText), .text(programID), .int(step), .text(clock.text),
      .integer(at.millisecondsSinceEpoch), .int(at.utcOffsetSeconds),
    ])
    return programID
  }
}
