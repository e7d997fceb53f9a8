import CSQLite

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SQLiteSessionStore {
  /// Writes (or replaces) what `cadence status` shows of a running practice, stamped `time`.
  public func showRunning(_ practice: RunningPractice, at time: Date) throws {
    let (paused, zeroAt, elapsed): (Int64, SQLValue, Int64) =
      switch practice.clock {
      case .running(let zeroAt): (0, .integer(Timestamp.milliseconds(zeroAt)), 0)
      case .paused(let elapsed): (1, .null, max(0, elapsed.wholeMilliseconds))
      }
    try write { connection in
      try connection.statement(
        """
        INSERT OR REPLACE INTO running_practices (id, kind, label, paused, zero_at_ms,
          elapsed_ms, planned_ms, phase, segment, updated_at_ms, owner_pid, owner_start_ticks,
          owner_boot_id)
        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
        """
      ).run([
        .text(practice.id.uuidString), .text(practice.kind), .string(practice.label),
        .integer(paused), zeroAt, .integer(elapsed), .int(practice.planned?.wholeMilliseconds),
        .string(practice.phase), .string(practice.segment),
        .integer(Timestamp.milliseconds(time)), .integer(Int64(practice.owner.pid)),
        .int(practice.owner.startTicks), .string(practice.owner.bootID),
      ])
    }
  }

  /// Forgets a practice that has ended: `cadence status` no longer shows it.
  public func clearRunning(_ id: UUID) throws {
    try write { connection in
      try connection.statement("DELETE FROM running_practices WHERE id = ?")
        .run([.text(id.uuidString)])
    }
  }

  /// Every practice running now whose process is alive, oldest first.
  public func runningPractices() throws -> [RunningPractice] {
    try withConnection { connection in try Self.runningPractices(in: connection) }
  }

  /// The practices running now in the store in `directory`, read the way a status bar can
  /// afford every second: the file opened read-only, no migration, no recovery, no write.
  /// Empty when there is no store, it cannot be read, or it predates version 4 (no process
  /// of that version writes what status shows). Rows of dead processes are left out.
  public static func runningPractices(in directory: DataDirectory) -> [RunningPractice] {
    (try? readRunningPractices(in: directory)) ?? []
  }

  /// ``runningPractices(in:)``, saying why it could not read: empty when there is no store
  /// yet (or it predates version 4), ``StoreError/notARegularFile(path:)`` for a link, FIFO
  /// or device where the database goes, checked before anything opens it (a read-only open
  /// of a FIFO waits in open(2) for a writer that never comes, deaf to signals).
  public static func readRunningPractices(in directory: DataDirectory) throws(StoreError)
    -> [RunningPractice]
  {
    _ = try DatabaseFiles(path: directory.databasePath).inspect()
    guard
      let connection = try? Connection(
        path: directory.databasePath, create: false, readOnly: true)
    else { return [] }
    do {
      return try runningPractices(in: connection)
    } catch let error as SQLiteError {
      // No table yet (a store before version 4) is nothing running; damage is said.
      guard error.code == SQLITE_CORRUPT || error.code == SQLITE_NOTADB else { return [] }
      if error.code == SQLITE_CORRUPT { markDamaged(directory.databasePath) }
      throw StoreError.from(error, path: directory.databasePath)
    } catch {
      return []
    }
  }

  static func runningPractices(in connection: Connection) throws -> [RunningPractice] {
    try connection.statement(
      """
      SELECT substr(id, 1, 40), substr(kind, 1, 80), substr(label, 1, \(SafeText.Field.label.limit)),
        paused, zero_at_ms, elapsed_ms, planned_ms, substr(phase, 1, 40), substr(segment, 1, 40),
        owner_pid, owner_start_ticks, substr(owner_boot_id, 1, 80)
      FROM running_practices ORDER BY updated_at_ms, id
      """
    ).rows { row -> RunningPractice? in
      guard let id = UUID(uuidString: row.text(0)) else { return nil }
      // Every number is bounded before it is used: a start of -2^63 or a length of 2^63
      // trapped `cadence status` in its arithmetic. A row out of bounds was never written by
      // Cadence, and is not shown.
      guard let pid = Int32(exactly: row.int64(9)), pid > 0 else { return nil }
      let owner = ProcessIdentity(
        pid: pid, startTicks: row.optionalInt64(10), bootID: row.optionalText(11))
      let clock: RunningPractice.Clock
      if row.int64(3) == 0, let zeroAt = row.optionalInt64(4) {
        guard RunningBounds.times.contains(zeroAt) else { return nil }
        clock = .running(zeroAt: Date(timeIntervalSince1970: Double(zeroAt) / 1000))
      } else {
        guard RunningBounds.durations.contains(row.int64(5)) else { return nil }
        clock = .paused(elapsed: .milliseconds(row.int64(5)))
      }
      if let planned = row.optionalInt64(6), !RunningBounds.durations.contains(planned) {
        return nil
      }
      guard owner.isAlive else { return nil }
      return RunningPractice(
        id: id, kind: row.text(1), label: row.optionalText(2), clock: clock,
        planned: row.optionalInt64(6).map { .milliseconds($0) }, phase: row.optionalText(7),
        segment: row.optionalText(8), owner: owner)
    }.compactMap { $0 }
  }

  /// Deletes the rows of processes that died without deleting their own: called where
  /// sessions are recovered, by a store opened for writing.
  static func forgetDeadPractices(in connection: Connection) throws {
    let any = try connection.scalarInt("SELECT EXISTS (SELECT 1 FROM running_practices)")
    guard any == 1 else { return }
    let dead = try connection.statement(
      "SELECT id, owner_pid, owner_start_ticks, owner_boot_id FROM running_practices"
    ).rows { row -> String? in
      let owner = ProcessIdentity(
        pid: Int32(exactly: row.int64(1)) ?? 0, startTicks: row.optionalInt64(2),
        bootID: row.optionalText(3))
      return owner.isAlive ? nil : row.text(0)
    }.compactMap { $0 }
    guard !dead.isEmpty else { return }
    try connection.transaction {
      let delete = try connection.statement("DELETE FROM running_practices WHERE id = ?")
      for id in dead { try delete.run([.text(id)]) }
    }
  }
}

/// What a row of `running_practices` may hold, in milliseconds: a clock's zero from 2000 to
/// the year 6000, a time on it or a planned length up to a thousand years. Far wider than
/// anything Cadence writes, and narrow enough that no sum or difference of them overflows.
enum RunningBounds {
  static let times: ClosedRange<Int64> = ImportLimits.earliestTime...128_000_000_000_000
  static let durations: ClosedRange<Int64> = 0...31_557_600_000_000
}
