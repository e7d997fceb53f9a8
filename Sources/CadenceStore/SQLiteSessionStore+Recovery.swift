#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Marks sessions left in progress by dead processes as ``SessionStatus/interrupted``.
  ///
  /// Each such session keeps the active time of its last update, and its end is set to the time
  /// of that update: the last moment it was known to be running. Sessions whose owner is still
  /// running (another `cadence` in another terminal) are left alone; see ``ProcessIdentity``.
  ///
  /// ``open(in:calendar:now:owner:)`` already calls this; call it again only in a long-lived
  /// process. A binary-level crash test drives it like this: run `cadence breathe` with
  /// `--data-dir D`, wait until a session row is in progress, `kill -KILL` the process, wait for
  /// it to be reaped, then open a store on `D` and check ``recoveredSessions`` holds that
  /// session as interrupted with `activeMilliseconds` within one update interval of the time it
  /// ran, and that `PRAGMA integrity_check` says `ok` (``integrityCheck()``).
  ///
  /// - Returns: the sessions it marked, oldest first.
  @discardableResult
  public func recoverInterruptedSessions() throws -> [SessionRecord] {
    let calendar = self.calendar
    return try withConnection { connection in try Self.recover(in: connection, calendar: calendar) }
  }

  static func recover(in connection: Connection, calendar: LocalCalendar) throws
    -> [SessionRecord]
  {
    // Most opens find nothing to recover; check with a read so that they never wait for, or
    // take, the write lock (a read-only `cadence history` should not block another writer).
    let candidates = try connection.scalarInt(
      "SELECT EXISTS (SELECT 1 FROM sessions WHERE status = 'inProgress')")
    guard candidates == 1 else { return [] }
    return try connection.transaction {
      let abandoned = try connection.statement(
        """
        SELECT id, owner_pid, owner_start_ticks, owner_boot_id, updated_at_ms FROM sessions
        WHERE status = 'inProgress' ORDER BY started_at_ms
        """
      ).rows { row -> (id: String, updatedAt: Int64)? in
        if let pid = row.optionalInt64(1) {
          let owner = ProcessIdentity(
            pid: Int32(truncatingIfNeeded: pid), startTicks: row.optionalInt64(2),
            bootID: row.optionalText(3))
          if owner.isAlive { return nil }
        }
        return (row.text(0), row.int64(4))
      }.compactMap { $0 }
      let mark = try connection.statement(
        """
        UPDATE sessions SET status = 'interrupted', ended_at_ms = updated_at_ms,
          ended_offset_s = ?, owner_pid = NULL, owner_start_ticks = NULL, owner_boot_id = NULL
        WHERE id = ? AND status = 'inProgress'
        """)
      var recovered: [SessionRecord] = []
      for session in abandoned {
        let offset = calendar.utcOffset(atMilliseconds: session.updatedAt)
        try mark.run([.integer(Int64(offset)), .text(session.id)])
        if let id = UUID(uuidString: session.id), let record = try Self.session(id, in: connection)
        {
          recovered.append(record)
        }
      }
      return recovered
    }
  }

  /// Runs `PRAGMA integrity_check`: `["ok"]` for a healthy file, otherwise SQLite's findings.
  public func integrityCheck() throws -> [String] {
    try withConnection { connection in
      try connection.statement("PRAGMA integrity_check").rows { $0.text(0) }
    }
  }
}
