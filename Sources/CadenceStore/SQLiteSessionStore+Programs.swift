extension SQLiteSessionStore {
  /// Progress in one program, or `nil` if it was never started (or was reset).
  public func programProgress(_ programID: String) throws -> ProgramProgress? {
    try withConnection { connection in
      try connection.statement(
        "SELECT \(ProgramProgress.selectColumns) FROM program_progress WHERE program_id = ?"
      ).firstRow([.text(programID)]) { ProgramProgress(row: $0) }
    }
  }

  /// Progress in every program started, most recently practised first.
  public func allProgramProgress() throws -> [ProgramProgress] {
    try withConnection { connection in
      try connection.statement(
        """
        SELECT \(ProgramProgress.selectColumns) FROM program_progress
        ORDER BY last_practiced_at_ms IS NULL, last_practiced_at_ms DESC, program_id
        """
      ).rows { ProgramProgress(row: $0) }
    }
  }

  /// Writes `progress` as it is, replacing any earlier progress in that program (`program start`
  /// writes step 0; tools may set any step).
  public func saveProgramProgress(_ progress: ProgramProgress) throws {
    try write { connection in try Self.store(progress, in: connection) }
  }

  /// Writes `progress` in `connection`, replacing the program's row.
  static func store(_ progress: ProgramProgress, in connection: Connection) throws {
    try connection.statement(
      """
      INSERT OR REPLACE INTO program_progress (\(ProgramProgress.selectColumns))
      VALUES (?, ?, ?, ?, ?)
      """
    ).run([
      .text(progress.programID), .int(progress.currentStep), .int(progress.completedSteps),
      .int(progress.lastPracticedAt?.millisecondsSinceEpoch),
      .int(progress.lastPracticedAt?.utcOffsetSeconds),
    ])
  }

  /// Forgets all progress in a program. Its sessions stay in the history.
  ///
  /// - Returns: whether there was progress to forget.
  @discardableResult
  public func resetProgram(_ programID: String) throws -> Bool {
    try write { connection in
      try connection.statement("DELETE FROM program_progress WHERE program_id = ?")
        .run([.text(programID)])
      return connection.changes > 0
    }
  }

  /// Records a completed step: the next step becomes at least `step + 1` (repeating an earlier
  /// step does not move progress back), the completed count grows by one.
  static func advanceProgram(
    _ programID: String, pastStep step: Int, at time: Timestamp, in connection: Connection
  ) throws {
    try connection.statement(
      """
      INSERT INTO program_progress (\(ProgramProgress.selectColumns)) VALUES (?, ?, 1, ?, ?)
      ON CONFLICT (program_id) DO UPDATE SET
        current_step = max(current_step, excluded.current_step),
        completed_steps = completed_steps + 1,
        last_practiced_at_ms = excluded.last_practiced_at_ms,
        last_practiced_offset_s = excluded.last_practiced_offset_s
      """
    ).run([
      .text(programID), .int(step + 1), .integer(time.millisecondsSinceEpoch),
      .integer(Int64(time.utcOffsetSeconds)),
    ])
  }
}
