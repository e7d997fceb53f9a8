#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading the other devices' logs into this database.
///
/// Each log is read from the byte where the last merge stopped, known by the file's inode
/// and a hash of the bytes before that point; a file that shrank or whose bytes there
/// changed (restored from a backup, replaced) is read again whole, which is harmless: every
/// line applies idempotently. A last line without its newline is still being copied and is
/// left for the next merge. A line that is not a record this Cadence reads is skipped with
/// a warning naming its file and line; the lines after it are read.
extension SQLiteSessionStore {
  /// Reads what is new in every other device's log into the database.
  public func mergeSync() throws -> SyncMerge {
    guard
      let (state, logs) = try withConnection({ connection in
        try SyncState.load(from: connection).map { ($0, try Self.readPositions(in: connection)) }
      })
    else { return SyncMerge() }
    var merge = SyncMerge()
    var batches: [SyncBatch] = []
    do {
      for device in try SyncFiles.logs(in: state.logDirectory) where device != state.device {
        if let batch = try Self.readNew(device, in: state.logDirectory, from: logs[device]) {
          batches.append(batch)
        }
      }
    } catch {
      merge.problem = error
    }
    guard !batches.isEmpty else { return merge }
    let applied = try write { connection in try Self.apply(batches, in: connection) }
    merge.records = applied
    merge.warnings = batches.flatMap(\.warnings)
    return merge
  }

  /// Pushes what changed here, then merges what the others wrote: `cadence sync now`, and
  /// what each screen that shows history does as it opens.
  public func syncNow() throws -> SyncReport {
    let push = try pushSync()
    let merge = try mergeSync()
    return SyncReport(push: push, merge: merge)
  }

  struct LogPosition: Sendable {
    var inode: UInt64?
    var offset: Int64
    var lines: Int64
    var tailHash: Int64?
  }

  static func readPositions(in connection: Connection) throws -> [DeviceID: LogPosition] {
    var positions: [DeviceID: LogPosition] = [:]
    for (device, position) in try connection.statement(
      "SELECT device, inode, offset, lines, tail_hash FROM sync_logs"
    ).rows(
      [],
      { row in
        (
          row.text(0),
          LogPosition(
            inode: row.optionalInt64(1).map { UInt64(bitPattern: $0) }, offset: row.int64(2),
            lines: row.int64(3), tailHash: row.optionalInt64(4))
        )
      })
    {
      if let id = DeviceID(text: device) { positions[id] = position }
    }
    return positions
  }

  /// The lines of one log that no merge has read yet.
  struct SyncBatch: Sendable {
    var device: DeviceID
    var position: LogPosition
    var lines: [SyncLine] = []
    var warnings: [SyncWarning] = []
  }

  /// The most bytes one merge reads from one log; the rest waits for the next.
  static let mostBytesPerMerge = 64 << 20

  static func readNew(_ device: DeviceID, in directory: String, from known: LogPosition?)
    throws(SyncProblem) -> SyncBatch?
  {
    let name = device.text + ".jsonl"
    let path = directory + "/" + name
    guard let status = try SyncFiles.status(path) else { return nil }
    var position = known ?? LogPosition(inode: nil, offset: 0, lines: 0, tailHash: nil)
    if status.size < position.offset
      || (position.offset > 0
        && (try? SyncFiles.tailHash(path, before: position.offset)) != position.tailHash)
    {
      position = LogPosition(inode: nil, offset: 0, lines: 0, tailHash: nil)
    }
    guard status.size > position.offset || position.inode != status.inode else { return nil }
    let bytes = try SyncFiles.read(path, from: position.offset, limit: mostBytesPerMerge)
    var batch = SyncBatch(device: device, position: position)
    var start = 0
    var consumed = 0
    while let newline = bytes[start...].firstIndex(of: 0x0A) {
      batch.position.lines += 1
      let line = bytes[start..<newline]
      start = newline + 1
      consumed = start
      if line.count > SyncLine.longestLine {
        batch.warnings.append(
          SyncWarning(
            file: name, line: batch.position.lines,
            problem: "a line of \(line.count) bytes, longer than any record"))
        continue
      }
      do {
        let decoded = try SyncLine(decoding: line)
        guard decoded.clock.device == device else {
          batch.warnings.append(
            SyncWarning(
              file: name, line: batch.position.lines,
              problem: "a line stamped by another device"))
          continue
        }
        batch.lines.append(decoded)
      } catch {
        batch.warnings.append(
          SyncWarning(file: name, line: batch.position.lines, problem: error.reason))
      }
    }
    // A read window with no newline at all is one line longer than any record: skip it.
    if consumed == 0, bytes.count == mostBytesPerMerge {
      consumed = bytes.count
      batch.warnings.append(
        SyncWarning(
          file: name, line: batch.position.lines + 1,
          problem: "a line longer than any record"))
    }
    batch.position.offset += Int64(consumed)
    batch.position.inode = status.inode
    batch.position.tailHash = try SyncFiles.tailHash(path, before: batch.position.offset)
    return batch
  }

  /// Applies every batch in one transaction; returns how many lines changed something.
  static func apply(_ batches: [SyncBatch], in connection: Connection) throws -> Int {
    guard var state = try SyncState.load(from: connection) else { return 0 }
    // What the merge itself changes is not this device's news: the triggers that note
    // changes for the others stand still while this row exists (inside this transaction).
    try connection.execute("INSERT INTO sync_state (key, value) VALUES ('merging', '1')")
    let lineCount = batches.reduce(0) { $0 + $1.lines.count }
    var applier = try SyncApplier(connection: connection, preloading: lineCount > 500)
    if lineCount > 10_000 {
      // A merge from nothing touches every page of the tables it fills: with SQLite's
      // default 2 MiB cache it writes pages out and reads them back mid-transaction.
      try connection.execute("PRAGMA cache_size = -131072")
    }
    defer { if lineCount > 10_000 { try? connection.execute("PRAGMA cache_size = -2000") } }
    // Sessions before the rest: a note arriving with its session links to it at once.
    for batch in batches {
      for line in batch.lines where line.record.type == "session" {
        try applier.apply(line, from: batch.device)
      }
    }
    for batch in batches {
      for line in batch.lines where line.record.type != "session" {
        try applier.apply(line, from: batch.device)
      }
    }
    for program in applier.touchedPrograms.sorted() {
      try SyncProgram.apply(program, in: connection)
    }
    for batch in batches {
      if let latest = batch.lines.map(\.clock).max() { state.clock = state.clock.reading(latest) }
      try connection.statement(
        """
        INSERT INTO sync_logs (device, inode, offset, lines, tail_hash, records, last_record_ms)
        VALUES (?, ?, ?, ?, ?, ?, ?)
        ON CONFLICT (device) DO UPDATE SET inode = excluded.inode, offset = excluded.offset,
          lines = excluded.lines, tail_hash = excluded.tail_hash,
          records = CASE WHEN excluded.offset < sync_logs.offset OR sync_logs.inode IS NULL
            THEN excluded.records ELSE sync_logs.records + excluded.records END,
          last_record_ms = coalesce(max(sync_logs.last_record_ms, excluded.last_record_ms),
            sync_logs.last_record_ms, excluded.last_record_ms)
        """
      ).run([
        .text(batch.device.text), .int(batch.position.inode.map { Int64(bitPattern: $0) }),
        .integer(batch.position.offset), .integer(batch.position.lines),
        .int(batch.position.tailHash), .int(batch.lines.count),
        .int(batch.lines.map(\.clock.milliseconds).max()),
      ])
      for warning in batch.warnings {
        try connection.statement(
          "INSERT OR IGNORE INTO sync_warnings (file, line, problem) VALUES (?, ?, ?)"
        ).run([.text(warning.file), .integer(warning.line), .text(warning.problem)])
      }
    }
    try connection.execute("DELETE FROM sync_state WHERE key = 'merging'")
    try state.save(to: connection)
    return applier.changed
  }
}

/// One merge's application of lines.
///
/// A merge from nothing applies a hundred thousand lines; asking the database, line by line,
/// whether each record was removed or has a newer version would be most of its time. So a
/// large merge reads the tombstones, the versions and the sessions still running here into
/// memory once, and keeps them current as it writes.
struct SyncApplier {
  let connection: Connection
  var touchedPrograms: Set<String> = []
  var changed = 0
  /// With `preloaded`, what the database holds, kept current by the applier.
  private var removed: Set<String> = []
  private var versions: [String: String] = [:]
  private var running: Set<UUID> = []
  private var steps: Set<String> = []
  private var pendingSessions: Set<String> = []
  private let preloaded: Bool

  init(connection: Connection, preloading: Bool) throws {
    self.connection = connection
    preloaded = preloading
    // Notes waiting for their session, and sessions running here: few, always read.
    pendingSessions = Set(
      try connection.statement("SELECT session_id FROM sync_pending_links").rows([]) { $0.text(0) })
    running = Set(
      try connection.statement("SELECT id FROM sessions WHERE status = 'inProgress'").rows([]) {
        UUID(uuidString: $0.text(0))
      }.compactMap { $0 })
    guard preloading else { return }
    removed = Set(
      try connection.statement("SELECT kind, id FROM removed_records").rows([]) {
        $0.text(0) + ":" + $0.text(1)
      })
    for (key, clock) in try connection.statement(
      """
      SELECT key, clock FROM sync_versions
      UNION ALL SELECT 's:' || id, sync_clock FROM sessions WHERE sync_clock IS NOT NULL
      UNION ALL SELECT 'n:' || id, sync_clock FROM journal_entries WHERE sync_clock IS NOT NULL
      """
    ).rows([], { ($0.text(0), $0.text(1)) }) {
      versions[key] = clock
    }
    steps = Set(
      try connection.statement("SELECT session_id FROM sync_program_steps").rows([]) { $0.text(0) })
  }

  /// Whether `clock` is newer than what `key` last took.
  func isNewer(_ clock: HybridClock, than key: String) throws -> Bool {
    let known = preloaded ? versions[key] : try SQLiteSessionStore.version(key, in: connection)
    guard let known else { return true }
    return clock.text > known
  }

  /// Remembers the stamp `key` took; a session's and a note's upsert wrote it already.
  private mutating func setVersion(_ key: String, _ clock: HybridClock) throws {
    if !key.hasPrefix("s:"), !key.hasPrefix("n:") {
      try SQLiteSessionStore.setVersion(key, clock, in: connection)
    }
    if preloaded { versions[key] = clock.text }
  }

  func wasRemoved(_ kind: RecordKind, _ id: UUID) throws -> Bool {
    preloaded
      ? removed.contains(kind.rawValue + ":" + id.syncText)
      : try SQLiteSessionStore.wasRemoved(kind, id, in: connection)
  }

  private mutating func remove(_ kind: RecordKind, _ id: UUID, at clock: HybridClock) throws
    -> Bool
  {
    if preloaded { removed.insert(kind.rawValue + ":" + id.syncText) }
    return try SQLiteSessionStore.remove(kind, id, at: clock.milliseconds, in: connection)
  }

  mutating func apply(_ line: SyncLine, from device: DeviceID) throws {
    switch line.record {
    case .device(let name):
      try connection.statement(
        """
        INSERT INTO sync_logs (device, name, name_clock) VALUES (?, ?, ?)
        ON CONFLICT (device) DO UPDATE SET name = excluded.name, name_clock = excluded.name_clock
        WHERE sync_logs.name_clock IS NULL OR sync_logs.name_clock < excluded.name_clock
        """
      ).run([.text(device.text), .text(name), .text(line.clock.text)])
    case .session(let session):
      let key = "s:" + session.id.syncText
      guard try isNewer(line.clock, than: key) else { return }
      guard try !wasRemoved(.session, session.id) else {
        // Removed, here first: the progress it earned is kept all the same, as it is on
        // the device that removed it.
        if session.programID != nil,
          let program = try SyncProgram.recordStep(of: session, clock: line.clock, in: connection)
        {
          touchedPrograms.insert(program)
        }
        return
      }
      // A practice running here under this id tells its own end.
      guard !running.contains(session.id) else { return }
      try upsert(session, clock: line.clock)
      try setVersion(key, line.clock)
      // A step is looked up only for a session that is one, or was one before.
      if session.programID != nil || !preloaded || steps.contains(session.id.syncText),
        let program = try SyncProgram.recordStep(of: session, clock: line.clock, in: connection)
      {
        touchedPrograms.insert(program)
        if preloaded { steps.insert(session.id.syncText) }
      }
      if pendingSessions.remove(session.id.syncText) != nil {
        try connection.statement(
          """
          UPDATE journal_entries SET session_id = ?
          WHERE id IN (SELECT note_id FROM sync_pending_links WHERE session_id = ?)
          """
        ).run([.text(session.id.syncText), .text(session.id.syncText)])
        try connection.statement("DELETE FROM sync_pending_links WHERE session_id = ?").run([
          .text(session.id.syncText)
        ])
      }
      changed += 1
    case .sessionRemoved(let id):
      if try remove(.session, id, at: line.clock) { changed += 1 }
      try connection.statement("DELETE FROM sync_pending_links WHERE session_id = ?").run([
        .text(id.syncText)
      ])
    case .note(let note):
      let key = "n:" + note.id.syncText
      guard try !wasRemoved(.journalEntry, note.id), try isNewer(line.clock, than: key) else {
        return
      }
      try upsert(note, clock: line.clock)
      try setVersion(key, line.clock)
      changed += 1
    case .noteRemoved(let id):
      if try remove(.journalEntry, id, at: line.clock) { changed += 1 }
      try connection.statement("DELETE FROM sync_pending_links WHERE note_id = ?").run([
        .text(id.syncText)
      ])
    case .pattern(let pattern):
      let key = "p:" + Self.folded(pattern.name)
      guard try isNewer(line.clock, than: key) else { return }
      try connection.statement("DELETE FROM patterns WHERE lower(name) = ?").run([
        .text(Self.folded(pattern.name))
      ])
      try connection.statement("INSERT INTO patterns (name, spec) VALUES (?, ?)").run([
        .text(pattern.name), .text(pattern.spec),
      ])
      try setVersion(key, line.clock)
      changed += 1
    case .patternRemoved(let name):
      let key = "p:" + Self.folded(name)
      guard try isNewer(line.clock, than: key) else { return }
      try connection.statement("DELETE FROM patterns WHERE lower(name) = ?").run([
        .text(Self.folded(name))
      ])
      try setVersion(key, line.clock)
      changed += 1
    case .programStep(let session, let program, let step, let at):
      let record = SessionRecord(
        id: session, kind: .timer, name: "", status: .completed, programID: program,
        programStep: step, startedAt: at, endedAt: at)
      if try SyncProgram.recordStep(of: record, clock: line.clock, in: connection) != nil {
        touchedPrograms.insert(program)
        changed += 1
      }
    case .program(let id, let progress):
      let known = try connection.statement(
        "SELECT clock FROM sync_program_bases WHERE program_id = ?"
      ).firstRow([.text(id)]) { $0.text(0) }
      guard known.map({ line.clock.text > $0 }) ?? true else { return }
      try SyncProgram.setBase(id, progress, clock: line.clock, in: connection)
      touchedPrograms.insert(id)
      changed += 1
    }
  }

  /// SQLite's `lower` and `NOCASE` fold ASCII letters only; so does this.
  static func folded(_ name: String) -> String {
    String(decoding: name.utf8.map { (65...90).contains($0) ? $0 + 32 : $0 }, as: UTF8.self)
  }

  private func upsert(_ session: SessionRecord, clock: HybridClock) throws {
    try connection.statement(
      """
      INSERT INTO sessions (
        id, kind, name, label, planned_ms, active_ms, cycles_planned, cycles_completed, status,
        program_id, program_step, started_at_ms, utc_offset_s, ended_at_ms, ended_offset_s,
        updated_at_ms, sync_clock, holds_ms, mood_before, mood_after)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET kind = excluded.kind, name = excluded.name,
        label = excluded.label, planned_ms = excluded.planned_ms, active_ms = excluded.active_ms,
        cycles_planned = excluded.cycles_planned, cycles_completed = excluded.cycles_completed,
        status = excluded.status, program_id = excluded.program_id,
        program_step = excluded.program_step, started_at_ms = excluded.started_at_ms,
        utc_offset_s = excluded.utc_offset_s, ended_at_ms = excluded.ended_at_ms,
        ended_offset_s = excluded.ended_offset_s, updated_at_ms = excluded.updated_at_ms,
        sync_clock = excluded.sync_clock, holds_ms = excluded.holds_ms,
        mood_before = excluded.mood_before, mood_after = excluded.mood_after
      """
    ).run([
      .text(session.id.syncText), .text(session.kind.rawValue), .text(session.name),
      .string(session.label), .int(session.plannedMilliseconds),
      .integer(session.activeMilliseconds), .int(session.cyclesPlanned),
      .int(session.cyclesCompleted), .text(session.status.rawValue), .string(session.programID),
      .int(session.programStep), .integer(session.startedAt.millisecondsSinceEpoch),
      .int(session.startedAt.utcOffsetSeconds), .int(session.endedAt?.millisecondsSinceEpoch),
      .int(session.endedAt?.utcOffsetSeconds),
      .integer((session.endedAt ?? session.startedAt).millisecondsSinceEpoch), .text(clock.text),
      .string(SessionHolds.text(session.holds)), .int(session.moodBefore), .int(session.moodAfter),
    ])
  }

  private mutating func upsert(_ note: JournalEntry, clock: HybridClock) throws {
    var link: String?
    // The newest version decides the link, whether its session is here or not.
    try connection.statement("DELETE FROM sync_pending_links WHERE note_id = ?").run([
      .text(note.id.syncText)
    ])
    if let session = note.sessionID {
      if try connection.scalarInt(
        "SELECT count(*) FROM sessions WHERE id = ?", [.text(session.syncText)]) == 1
      {
        link = session.syncText
      } else if try !wasRemoved(.session, session) {
        // Its session has not arrived yet (another device's log lags): linked when it does.
        try connection.statement(
          "INSERT OR REPLACE INTO sync_pending_links (note_id, session_id) VALUES (?, ?)"
        ).run([.text(note.id.syncText), .text(session.syncText)])
        pendingSessions.insert(session.syncText)
      }
    }
    try connection.statement(
      """
      INSERT INTO journal_entries (
        id, text, created_at_ms, utc_offset_s, session_id, edited_at_ms, edited_offset_s,
        sync_clock)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?)
      ON CONFLICT (id) DO UPDATE SET text = excluded.text, created_at_ms = excluded.created_at_ms,
        utc_offset_s = excluded.utc_offset_s, session_id = excluded.session_id,
        edited_at_ms = excluded.edited_at_ms, edited_offset_s = excluded.edited_offset_s,
        sync_clock = excluded.sync_clock
      """
    ).run([
      .text(note.id.syncText), .text(note.text),
      .integer(note.createdAt.millisecondsSinceEpoch), .int(note.createdAt.utcOffsetSeconds),
      .string(link), .int(note.editedAt?.millisecondsSinceEpoch),
      .int(note.editedAt?.utcOffsetSeconds), .text(clock.text),
    ])
  }
}

/// A line a merge skipped, by file and line number.
public struct SyncWarning: Hashable, Sendable, CustomStringConvertible {
  /// The log's file name in the folder's `cadence/`.
  public var file: String
  /// The 1-based line number.
  public var line: Int64
  /// Why it was skipped.
  public var problem: String

  /// A warning about line `line` of `file`.
  public init(file: String, line: Int64, problem: String) {
    self.file = file
    self.line = line
    self.problem = problem
  }

  /// `<file> line <n>: <problem>`, as `sync status` lists it.
  public var description: String { "\(file) line \(line): \(problem)" }
}

/// What a merge did.
public struct SyncMerge: Hashable, Sendable {
  /// Lines that changed something here.
  public var records = 0
  /// Lines skipped, each named.
  public var warnings: [SyncWarning] = []
  /// Why the folder could not be read, if it could not.
  public var problem: SyncProblem?

  /// A merge's outcome; the store makes these, tests compare them.
  public init(records: Int = 0, warnings: [SyncWarning] = [], problem: SyncProblem? = nil) {
    self.records = records
    self.warnings = warnings
    self.problem = problem
  }
}

/// A push and a merge together.
public struct SyncReport: Hashable, Sendable {
  /// What was written to this device's log.
  public var push: SyncPush
  /// What was read from the others'.
  public var merge: SyncMerge

  /// Both outcomes together.
  public init(push: SyncPush = SyncPush(), merge: SyncMerge = SyncMerge()) {
    self.push = push
    self.merge = merge
  }

  /// The first problem either met.
  public var problem: SyncProblem? { push.problem ?? merge.problem }
}
