#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
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
    try mergeSync(sizes: .measured)
  }

  /// ``mergeSync()`` with other sizes at which a merge changes its ways: a test runs the
  /// ways of a large merge on small ones.
  func mergeSync(sizes: SyncMergeSizes) throws -> SyncMerge {
    guard
      let (state, logs) = try withConnection({ connection in
        try SyncState.load(from: connection).map { ($0, try Self.readPositions(in: connection)) }
      })
    else { return SyncMerge() }
    var merge = SyncMerge()
    var waiting: [WaitingLog] = []
    do {
      for device in try SyncFiles.logs(in: state.logDirectory) where device != state.device {
        if let log = try Self.waitingLog(device, in: state.logDirectory, from: logs[device]) {
          waiting.append(log)
        }
      }
    } catch {
      merge.problem = error
    }
    guard !waiting.isEmpty else { return merge }
    let reader = SyncLogReader(waiting, in: state.logDirectory, workerFrom: sizes.worker)
    defer { reader.finish() }
    let applied = try write { connection in try Self.apply(reader, sizes: sizes, in: connection) }
    merge.records = applied.records
    merge.warnings = applied.warnings
    merge.problem = merge.problem ?? applied.problem
    return merge
  }

  /// Pushes what changed here, then merges what the others wrote: `cadence sync now`, and
  /// what each screen that shows history does as it opens.
  public func syncNow() throws -> SyncReport {
    try syncNow(sizes: .measured)
  }

  func syncNow(sizes: SyncMergeSizes) throws -> SyncReport {
    let push = try pushSync()
    let merge = try mergeSync(sizes: sizes)
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

  /// The lines of one log that no merge has read yet: its sessions apart, as a log's
  /// sessions are applied before the rest of it; each session and note with its row laid
  /// out by the thread that read it, so the thread that writes only binds it.
  struct SyncBatch: Sendable {
    var device: DeviceID
    var position: LogPosition
    var sessions: [SyncLine] = []
    var sessionIDs: [UUID] = []
    /// Row `i` holds `sessions[i]`'s columns, as ``SyncApplier/sessionInsertSQL`` takes them.
    var sessionRows: BoundRows
    var others: [SyncLine] = []
    /// A note's row in ``noteRows`` for each of ``others``, -1 for a line of another kind.
    var otherRows: [Int32] = []
    /// The notes' columns, as ``SyncApplier/noteInsertSQL`` takes them.
    var noteRows = BoundRows(columns: SyncApplier.noteColumns)
    /// The latest stamp among the lines, and how many there are.
    var latest: HybridClock?
    var count = 0
    var warnings: [SyncWarning] = []

    /// What the merge keeps of a batch once it is applied.
    struct Read {
      var device: DeviceID
      var position: LogPosition
      var latest: HybridClock?
      var count: Int
      var warnings: [SyncWarning]
    }

    var read: Read {
      Read(device: device, position: position, latest: latest, count: count, warnings: warnings)
    }
  }

  /// The most bytes one merge reads from one log; the rest waits for the next.
  static let mostBytesPerMerge = 64 << 20

  /// A log with bytes no merge has read: where to start, and how many there are.
  struct WaitingLog: Sendable {
    var device: DeviceID
    var position: LogPosition
    var inode: UInt64
    var bytes: Int64
  }

  /// Whether `device`'s log has anything new since `known`: a look at its size and at the
  /// bytes before the position, not a read.
  static func waitingLog(_ device: DeviceID, in directory: String, from known: LogPosition?)
    throws(SyncProblem) -> WaitingLog?
  {
    let path = directory + "/" + device.text + ".jsonl"
    guard let status = try SyncFiles.status(path) else { return nil }
    var position = known ?? LogPosition(inode: nil, offset: 0, lines: 0, tailHash: nil)
    if status.size < position.offset
      || (position.offset > 0
        && (try? SyncFiles.tailHash(path, before: position.offset)) != position.tailHash)
    {
      position = LogPosition(inode: nil, offset: 0, lines: 0, tailHash: nil)
    }
    guard status.size > position.offset || position.inode != status.inode else { return nil }
    return WaitingLog(
      device: device, position: position, inode: status.inode,
      bytes: status.size - position.offset)
  }

  /// Reads and decodes the new lines of a waiting log.
  static func read(_ log: WaitingLog, in directory: String) throws(SyncProblem) -> SyncBatch {
    let name = log.device.text + ".jsonl"
    let path = directory + "/" + name
    let bytes = try SyncFiles.read(path, from: log.position.offset, limit: mostBytesPerMerge)
    var batch = SyncBatch(
      device: log.device, position: log.position,
      sessionRows: BoundRows(columns: SyncApplier.sessionColumns, rows: bytes.count / 330))
    var members = FlatJSON.Members()
    let consumed = bytes.withUnsafeBufferPointer { buffer in
      var start = 0
      var consumed = 0
      while start < buffer.count,
        let found = memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start)
      {
        let newline = buffer.baseAddress!.distance(to: found.assumingMemoryBound(to: UInt8.self))
        batch.position.lines += 1
        let line = buffer[start..<newline]
        start = newline + 1
        consumed = start
        if line.count > SyncLine.longestLine {
          batch.warnings.append(
            SyncWarning(
              file: name, line: batch.position.lines,
              problem: "a line of \(line.count) bytes, longer than any record"))
          continue
        }
        do throws(SyncLine.Problem) {
          let decoded = try SyncLine(
            decoding: UnsafeBufferPointer(rebasing: line), from: log.device, members: &members)
          guard decoded.clock.device == log.device else {
            batch.warnings.append(
              SyncWarning(
                file: name, line: batch.position.lines,
                problem: "a line stamped by another device"))
            continue
          }
          batch.count += 1
          if batch.latest.map({ $0 < decoded.clock }) ?? true { batch.latest = decoded.clock }
          if case .session(let session) = decoded.record {
            batch.sessionIDs.append(session.id)
            SyncApplier.appendRow(of: session, clock: decoded.clock, to: batch.sessionRows)
            batch.sessions.append(decoded)
          } else {
            if case .note(let note) = decoded.record {
              batch.otherRows.append(Int32(batch.noteRows.count))
              SyncApplier.appendRow(of: note, clock: decoded.clock, to: batch.noteRows)
            } else {
              batch.otherRows.append(-1)
            }
            batch.others.append(decoded)
          }
        } catch {
          batch.warnings.append(
            SyncWarning(file: name, line: batch.position.lines, problem: error.reason))
        }
      }
      return consumed
    }
    var advanced = consumed
    // A read window with no newline at all is one line longer than any record: skip it.
    if consumed == 0, bytes.count == mostBytesPerMerge {
      advanced = bytes.count
      batch.warnings.append(
        SyncWarning(
          file: name, line: batch.position.lines + 1,
          problem: "a line longer than any record"))
    }
    batch.position.offset += Int64(advanced)
    batch.position.inode = log.inode
    batch.position.tailHash = try SyncFiles.tailHash(path, before: batch.position.offset)
    return batch
  }

  /// What one merge's transaction did.
  struct Applied: Sendable {
    var records = 0
    var warnings: [SyncWarning] = []
    var problem: SyncProblem?
  }

  /// Applies every waiting log in one transaction, each as soon as it is read.
  static func apply(_ reader: SyncLogReader, sizes: SyncMergeSizes, in connection: Connection)
    throws -> Applied
  {
    guard var state = try SyncState.load(from: connection) else { return Applied() }
    // What the merge itself changes is not this device's news: the triggers that note
    // changes for the others stand still while this row exists (inside this transaction).
    try connection.execute("INSERT INTO sync_state (key, value) VALUES ('merging', '1')")
    let large = reader.bytes > sizes.large
    if large {
      // Every value a line carries was checked as it was read (``SyncLine``), against the
      // same bounds as the tables' CHECK constraints. SQLite checks `status IN (…)` by
      // building a temporary table at every insert: a quarter of a large merge's time.
      try connection.execute("PRAGMA ignore_check_constraints = ON")
    }
    defer { if large { try? connection.execute("PRAGMA ignore_check_constraints = OFF") } }
    let bulk = reader.bytes > sizes.bulk
    var triggers: [(name: String, sql: String)] = []
    if bulk {
      // A merge from nothing touches every page of the tables it fills: with SQLite's
      // default 2 MiB cache it writes pages out and reads them back mid-transaction.
      try connection.execute("PRAGMA cache_size = -131072")
      // The triggers that note changes do nothing during a merge, yet a table with one makes
      // SQLite keep a statement journal, a copy of every page each insert touches: they are
      // set aside for this transaction and put back as they were (a rollback restores them).
      triggers = try connection.statement(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger' AND name LIKE 'sync\\_%' ESCAPE '\\'"
      ).rows([]) { ($0.text(0), $0.text(1)) }
      for trigger in triggers { try connection.execute("DROP TRIGGER \"\(trigger.name)\"") }
    }
    defer { if bulk { try? connection.execute("PRAGMA cache_size = -2000") } }
    var applier = try SyncApplier(
      connection: connection, preloading: large, bulk: bulk,
      lines: Int(min(reader.bytes / 330, 500_000)))
    var indexes: [(name: String, sql: String)] = []
    if bulk, applier.storedRecords * 330 < reader.bytes {
      // More comes than is here (a new device): the indexes by time are built afterwards in
      // one sort, cheaper than keeping them in order through every insert. Nothing the
      // merge asks uses them (the one by note's session stays: a removal looks it up).
      indexes = try connection.statement(
        """
        SELECT name, sql FROM sqlite_master
        WHERE type = 'index' AND name IN ('sessions_by_start', 'journal_by_time')
        """
      ).rows([]) { ($0.text(0), $0.text(1)) }
      for index in indexes { try connection.execute("DROP INDEX \"\(index.name)\"") }
    }
    // Each log goes in as soon as it is read, while others are being read: its sessions,
    // then the rest (a note arriving with its session links to it at once; one whose
    // session is in a log not yet applied waits in `sync_pending_links` until it is).
    // What each log's row in `sync_logs` needs, kept; its lines and rows are let go as soon
    // as they are applied (ten devices' ten years held whole were 100 MB more at the peak).
    var batches: [SyncBatch.Read] = []
    var applied = Applied()
    while let read = reader.next() {
      let batch: SyncBatch
      do {
        batch = try read.get()
      } catch {
        // That log waits for the next merge, as if it had not been there; the others,
        // each a device of its own, go in.
        applied.problem = applied.problem ?? error
        continue
      }
      for index in batch.sessions.indices { try applier.applySession(index, of: batch) }
      for (line, row) in zip(batch.others, batch.otherRows) {
        try applier.apply(
          line, from: batch.device,
          row: row < 0 ? nil : BoundRow(rows: batch.noteRows, index: Int(row)))
      }
      batches.append(batch.read)
    }
    try applier.finish()
    for index in indexes { try connection.execute(index.sql) }
    for trigger in triggers { try connection.execute(trigger.sql) }
    for program in applier.touchedPrograms.sorted() {
      try SyncProgram.apply(program, in: connection)
    }
    for batch in batches {
      if let latest = batch.latest { state.clock = state.clock.reading(latest) }
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
        .int(batch.position.tailHash), .int(batch.count), .int(batch.latest?.milliseconds),
      ])
      for warning in batch.warnings {
        try connection.statement(
          "INSERT OR IGNORE INTO sync_warnings (file, line, problem) VALUES (?, ?, ?)"
        ).run([.text(warning.file), .integer(warning.line), .text(warning.problem)])
      }
    }
    try connection.execute("DELETE FROM sync_state WHERE key = 'merging'")
    try state.save(to: connection)
    applied.records = applier.changed
    applied.warnings = batches.flatMap(\.warnings)
    return applied
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
  private var removedSessions: Set<UUID> = []
  private var removedNotes: Set<UUID> = []
  private var sessionVersions: [UUID: String] = [:]
  private var noteVersions: [UUID: String] = [:]
  private var versions: [String: String] = [:]
  private var running: Set<UUID> = []
  private var steps: Set<UUID> = []
  private var pendingSessions: Set<String> = []
  private var pendingNotes: Set<String> = []
  private let preloaded: Bool
  /// The statements run once per line, looked up once: the cache's key is the SQL text,
  /// and hashing it a hundred thousand times showed in a merge's profile.
  private let sessionUpsert: Statement
  private let sessionInsert: Statement
  /// In a bulk merge only: preparing 640 parameters is work a small merge need not do.
  private let sessionInsertMany: Statement?
  private let noteUpsert: Statement
  private let noteInsert: Statement
  private let sessionExists: Statement
  /// In a bulk merge, the sessions and notes the database holds: one that is not there is
  /// inserted plainly, which costs SQLite less than an upsert.
  private var storedSessions: Set<UUID>?
  private var storedNotes: Set<UUID>?

  /// New sessions held back for one multi-row insert (``finish()``).
  private var heldRows: [BoundRow] = []
  /// New notes held back, each with whether it links to its session, and where each
  /// note's is: a note edited later in the same merge has its held row replaced rather
  /// than inserted and then updated.
  private var heldNoteRows: [(row: BoundRow, linked: Bool)] = []
  private var heldNotes: [UUID: Int] = [:]

  /// How many sessions and notes the database held as a bulk merge began.
  private(set) var storedRecords = 0

  /// - Parameter lines: about how many lines the merge brings (a bulk merge makes room for
  ///   that many records at once, rather than growing its sets many times over).
  init(connection: Connection, preloading: Bool, bulk: Bool = false, lines: Int = 0) throws {
    self.connection = connection
    preloaded = preloading || bulk
    sessionUpsert = try connection.statement(Self.sessionUpsertSQL)
    sessionInsert = try connection.statement(Self.sessionInsertSQL)
    sessionInsertMany = bulk ? try connection.statement(Self.sessionInsertManySQL) : nil
    noteUpsert = try connection.statement(Self.noteUpsertSQL)
    noteInsert = try connection.statement(Self.noteInsertSQL)
    if bulk {
      storedSessions = Set(
        try connection.statement("SELECT id FROM sessions").rows([]) {
          UUID(syncText: $0.text(0))
        }
        .compactMap { $0 })
      storedNotes = Set(
        try connection.statement("SELECT id FROM journal_entries").rows([]) {
          UUID(syncText: $0.text(0))
        }.compactMap { $0 })
      storedRecords = (storedSessions?.count ?? 0) + (storedNotes?.count ?? 0)
      storedSessions?.reserveCapacity(storedRecords + lines)
      storedNotes?.reserveCapacity(storedRecords + lines / 4)
      sessionVersions.reserveCapacity(storedRecords + lines)
      noteVersions.reserveCapacity(storedRecords + lines / 4)
    }
    sessionExists = try connection.statement("SELECT count(*) FROM sessions WHERE id = ?")
    // Notes waiting for their session, and sessions running here: few, always read.
    for (note, session) in try connection.statement(
      "SELECT note_id, session_id FROM sync_pending_links"
    ).rows([], { ($0.text(0), $0.text(1)) }) {
      pendingNotes.insert(note)
      pendingSessions.insert(session)
    }
    running = Set(
      try connection.statement("SELECT id FROM sessions WHERE status = 'inProgress'").rows([]) {
        UUID(syncText: $0.text(0))
      }.compactMap { $0 })
    guard preloaded else { return }
    for (kind, id) in try connection.statement("SELECT kind, id FROM removed_records").rows(
      [], { ($0.text(0), UUID(syncText: $0.text(1))) })
    {
      guard let id else { continue }
      if kind == RecordKind.session.rawValue { removedSessions.insert(id) }
      if kind == RecordKind.journalEntry.rawValue { removedNotes.insert(id) }
    }
    for (key, clock) in try connection.statement("SELECT key, clock FROM sync_versions").rows(
      [], { ($0.text(0), $0.text(1)) })
    {
      versions[key] = clock
    }
    for (id, clock) in try connection.statement(
      "SELECT id, sync_clock FROM sessions WHERE sync_clock IS NOT NULL"
    ).rows([], { (UUID(syncText: $0.text(0)), $0.text(1)) }) {
      if let id { sessionVersions[id] = clock }
    }
    for (id, clock) in try connection.statement(
      "SELECT id, sync_clock FROM journal_entries WHERE sync_clock IS NOT NULL"
    ).rows([], { (UUID(syncText: $0.text(0)), $0.text(1)) }) {
      if let id { noteVersions[id] = clock }
    }
    steps = Set(
      try connection.statement("SELECT session_id FROM sync_program_steps").rows([]) {
        UUID(syncText: $0.text(0))
      }.compactMap { $0 })
  }

  /// Whether `clock` is newer than what `key` last took.
  func isNewer(_ clock: HybridClock, than key: String) throws -> Bool {
    let known = preloaded ? versions[key] : try SQLiteSessionStore.version(key, in: connection)
    guard let known else { return true }
    return clock.text > known
  }

  /// Whether stamp `clock` (its text) is newer than the stamp session or note `id` last took.
  private func isNewer(_ clock: String, than kind: RecordKind, _ id: UUID) throws -> Bool {
    let known: String?
    if preloaded {
      known = kind == .session ? sessionVersions[id] : noteVersions[id]
    } else {
      known = try SQLiteSessionStore.version(
        (kind == .session ? "s:" : "n:") + id.syncText, in: connection)
    }
    guard let known else { return true }
    return clock > known
  }

  /// Remembers the stamp `key` took.
  private mutating func setVersion(_ key: String, _ clock: HybridClock) throws {
    try SQLiteSessionStore.setVersion(key, clock, in: connection)
    if preloaded { versions[key] = clock.text }
  }

  func wasRemoved(_ kind: RecordKind, _ id: UUID) throws -> Bool {
    guard preloaded else { return try SQLiteSessionStore.wasRemoved(kind, id, in: connection) }
    return kind == .session ? removedSessions.contains(id) : removedNotes.contains(id)
  }

  private mutating func remove(_ kind: RecordKind, _ id: UUID, at clock: HybridClock) throws
    -> Bool
  {
    if preloaded {
      if kind == .session { removedSessions.insert(id) } else { removedNotes.insert(id) }
    }
    if kind == .session { storedSessions?.remove(id) } else { storedNotes?.remove(id) }
    return try SQLiteSessionStore.remove(kind, id, at: clock.milliseconds, in: connection)
  }

  /// Applies session `index` of `batch`: a session new here goes in through the row its
  /// reading thread laid out, without a look at the rest of its record.
  mutating func applySession(_ index: Int, of batch: SQLiteSessionStore.SyncBatch) throws {
    let id = batch.sessionIDs[index]
    let clock = batch.sessions[index].clock.text
    let hasProgram = !batch.sessionRows.isNull(row: index, column: Self.programColumn)
    guard try isNewer(clock, than: .session, id) else { return }
    guard try !wasRemoved(.session, id) else {
      // Removed, here first: the progress it earned is kept all the same, as it is on
      // the device that removed it.
      if hasProgram { try recordStep(batch.sessions[index]) }
      return
    }
    // A practice running here under this id tells its own end.
    guard running.isEmpty || !running.contains(id) else { return }
    try upsert(BoundRow(rows: batch.sessionRows, index: index), id)
    if preloaded { sessionVersions[id] = clock }
    // A step is looked up only for a session that is one, or was one before.
    if hasProgram || !preloaded || steps.contains(id) {
      if try recordStep(batch.sessions[index]), preloaded { steps.insert(id) }
    }
    if !pendingSessions.isEmpty, case let idText = id.syncText,
      pendingSessions.remove(idText) != nil
    {
      try finish()
      try connection.statement(
        """
        UPDATE journal_entries SET session_id = ?
        WHERE id IN (SELECT note_id FROM sync_pending_links WHERE session_id = ?)
        """
      ).run([.text(idText), .text(idText)])
      for note in try connection.statement(
        "DELETE FROM sync_pending_links WHERE session_id = ? RETURNING note_id"
      ).rows([.text(idText)], { $0.text(0) }) {
        pendingNotes.remove(note)
      }
    }
    changed += 1
  }

  /// Records the program step `line`'s session completed, if it is one: whether it was.
  @discardableResult
  private mutating func recordStep(_ line: SyncLine) throws -> Bool {
    guard case .session(let session) = line.record else { return false }
    try finish()
    guard let program = try SyncProgram.recordStep(of: session, clock: line.clock, in: connection)
    else { return false }
    touchedPrograms.insert(program)
    return true
  }

  /// Applies `line`; a note's comes with `row`, laid out by the thread that read it.
  mutating func apply(_ line: SyncLine, from device: DeviceID, row: BoundRow? = nil) throws {
    switch line.record {
    case .session: break
    case .note: try finishSessions()
    default: try finish()
    }
    switch line.record {
    case .device(let name):
      try connection.statement(
        """
        INSERT INTO sync_logs (device, name, name_clock) VALUES (?, ?, ?)
        ON CONFLICT (device) DO UPDATE SET name = excluded.name, name_clock = excluded.name_clock
        WHERE sync_logs.name_clock IS NULL OR sync_logs.name_clock < excluded.name_clock
        """
      ).run([.text(device.text), .text(name), .text(line.clock.text)])
    case .session:
      assertionFailure("a batch keeps its sessions apart: applySession(_:of:)")
    case .sessionRemoved(let id):
      if try remove(.session, id, at: line.clock) { changed += 1 }
      for note in try connection.statement(
        "DELETE FROM sync_pending_links WHERE session_id = ? RETURNING note_id"
      ).rows([.text(id.syncText)], { $0.text(0) }) {
        pendingNotes.remove(note)
      }
    case .note(let note):
      guard try !wasRemoved(.journalEntry, note.id),
        try isNewer(line.clock.text, than: .journalEntry, note.id)
      else {
        return
      }
      guard let row else { preconditionFailure("a batch lays out its notes' rows") }
      try upsert(note, row: row)
      if preloaded { noteVersions[note.id] = line.clock.text }
      changed += 1
    case .noteRemoved(let id):
      if try remove(.journalEntry, id, at: line.clock) { changed += 1 }
      if pendingNotes.remove(id.syncText) != nil {
        try connection.statement("DELETE FROM sync_pending_links WHERE note_id = ?").run([
          .text(id.syncText)
        ])
      }
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

  static let sessionInsertSQL = """
    INSERT INTO sessions (
      id, kind, name, label, planned_ms, active_ms, cycles_planned, cycles_completed, status,
      program_id, program_step, started_at_ms, utc_offset_s, ended_at_ms, ended_offset_s,
      updated_at_ms, sync_clock, holds_ms, mood_before, mood_after)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
    """

  /// Rows of one multi-row insert in a bulk merge (640 parameters).
  static let rowsPerInsert = 32
  /// The values of one session row, as ``appendRow(of:clock:to:)`` lays them out.
  static let sessionColumns = 20
  /// Where a row holds the session's program, null for most.
  static let programColumn = 9

  /// ``rowsPerInsert`` rows, `OR FAIL`: a statement that writes many rows and may abort
  /// makes SQLite keep a statement journal, a copy of each page before the statement changed
  /// it, spilled to a temporary file past 64 KiB (a merge from nothing wrote 331,000 pages to
  /// it). A failing row fails the merge, whose transaction is rolled back, so the rows before
  /// it need no undoing of their own.
  static let sessionInsertManySQL =
    "INSERT OR FAIL" + sessionInsertSQL.dropFirst("INSERT".count)
    + String(
      repeating: ", (" + Array(repeating: "?", count: sessionColumns).joined(separator: ", ") + ")",
      count: rowsPerInsert - 1)

  static let sessionUpsertSQL =
    sessionInsertSQL + """
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

  static let noteInsertSQL = """
    INSERT INTO journal_entries (
      id, text, created_at_ms, utc_offset_s, session_id, edited_at_ms, edited_offset_s,
      sync_clock)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)
    """

  /// The values of one note row.
  static let noteColumns = 8
  /// Where a note's row holds its session's id.
  static let noteLinkColumn = 4

  static let noteUpsertSQL =
    noteInsertSQL + """
        ON CONFLICT (id) DO UPDATE SET text = excluded.text, created_at_ms = excluded.created_at_ms,
        utc_offset_s = excluded.utc_offset_s, session_id = excluded.session_id,
        edited_at_ms = excluded.edited_at_ms, edited_offset_s = excluded.edited_offset_s,
        sync_clock = excluded.sync_clock
      """

  /// Runs the sessions and notes held back: before anything else reads or writes the
  /// sessions or the notes.
  mutating func finish() throws {
    try finishSessions()
    try finishNotes()
  }

  /// Runs the sessions held back (before any note that may link to one).
  private mutating func finishSessions() throws {
    guard !heldRows.isEmpty else { return }
    if heldRows.count == Self.rowsPerInsert, let sessionInsertMany {
      try sessionInsertMany.run(rows: heldRows)
    } else {
      for row in heldRows { try sessionInsert.run(rows: [row]) }
    }
    heldRows.removeAll(keepingCapacity: true)
  }

  private mutating func finishNotes() throws {
    guard !heldNoteRows.isEmpty else { return }
    // One row to a statement: a note's link to its session is a foreign key, which makes a
    // statement of many rows keep a statement journal whatever its conflict clause.
    for held in heldNoteRows {
      try noteInsert.run(held.row, nulling: held.linked ? nil : Self.noteLinkColumn)
    }
    heldNoteRows.removeAll(keepingCapacity: true)
    heldNotes.removeAll(keepingCapacity: true)
  }

  private mutating func upsert(_ row: BoundRow, _ id: UUID) throws {
    guard storedSessions?.insert(id).inserted == true else {
      try finish()
      try sessionUpsert.run(rows: [row])
      return
    }
    // New here, in a bulk merge: many rows to a statement, as SQLite's cost is as much
    // per statement (begin, cursors, end) as per row.
    heldRows.append(row)
    if heldRows.count == Self.rowsPerInsert { try finish() }
  }

  /// Lays out `session`'s columns as ``sessionInsertSQL`` takes them.
  static func appendRow(of session: SessionRecord, clock: HybridClock, to rows: BoundRows) {
    rows.append(session.id)
    rows.append(session.kind.rawValue)
    rows.append(session.name)
    rows.append(session.label)
    rows.append(session.plannedMilliseconds)
    rows.append(session.activeMilliseconds)
    rows.append(session.cyclesPlanned)
    rows.append(session.cyclesCompleted)
    rows.append(session.status.rawValue)
    rows.append(session.programID)  // programColumn
    rows.append(session.programStep)
    rows.append(session.startedAt.millisecondsSinceEpoch)
    rows.append(session.startedAt.utcOffsetSeconds)
    rows.append(session.endedAt?.millisecondsSinceEpoch)
    rows.append(session.endedAt?.utcOffsetSeconds)
    rows.append((session.endedAt ?? session.startedAt).millisecondsSinceEpoch)
    rows.append(clock.text)
    rows.append(SessionHolds.text(session.holds))
    rows.append(session.moodBefore)
    rows.append(session.moodAfter)
  }

  /// Lays out `note`'s columns as ``noteInsertSQL`` takes them.
  static func appendRow(of note: JournalEntry, clock: HybridClock, to rows: BoundRows) {
    rows.append(note.id)
    rows.append(note.text)
    rows.append(note.createdAt.millisecondsSinceEpoch)
    rows.append(note.createdAt.utcOffsetSeconds)
    if let session = note.sessionID { rows.append(session) } else { rows.appendNull() }
    rows.append(note.editedAt?.millisecondsSinceEpoch)
    rows.append(note.editedAt?.utcOffsetSeconds)
    rows.append(clock.text)
  }

  /// Inserts or updates `note` from its laid-out `row`, whose link to its session is left
  /// out while that session is not here.
  private mutating func upsert(_ note: JournalEntry, row: BoundRow) throws {
    // The newest version decides the link, whether its session is here or not.
    if !pendingNotes.isEmpty, case let idText = note.id.syncText,
      pendingNotes.remove(idText) != nil
    {
      try connection.statement("DELETE FROM sync_pending_links WHERE note_id = ?").run([
        .text(idText)
      ])
    }
    var linked = false
    if let session = note.sessionID {
      linked =
        try storedSessions.map { $0.contains(session) }
        ?? (sessionExists.firstRow([.text(session.syncText)], { $0.int(0) }) == 1)
      if !linked, try !wasRemoved(.session, session) {
        // Its session has not arrived yet (another device's log lags): linked when it does.
        let idText = note.id.syncText
        let sessionText = session.syncText
        try connection.statement(
          "INSERT OR REPLACE INTO sync_pending_links (note_id, session_id) VALUES (?, ?)"
        ).run([.text(idText), .text(sessionText)])
        pendingSessions.insert(sessionText)
        pendingNotes.insert(idText)
      }
    }
    if let held = heldNotes[note.id] {
      heldNoteRows[held] = (row, linked)
      return
    }
    guard storedNotes?.insert(note.id).inserted == true else {
      try finishNotes()
      try noteUpsert.run(row, nulling: linked ? nil : Self.noteLinkColumn)
      return
    }
    // New here, in a bulk merge: held a while, so a note that a later line of the merge
    // edits (a log holds both versions, one after the other) is inserted once, as edited.
    heldNotes[note.id] = heldNoteRows.count
    heldNoteRows.append((row, linked))
    if heldNoteRows.count == Self.rowsPerInsert { try finishNotes() }
  }
}

/// The sizes, in bytes waiting in the logs, at which a merge changes its ways.
struct SyncMergeSizes: Sendable {
  /// Read what the database knows of versions and removals into memory first, rather than
  /// asking it line by line (about 500 lines: a log line is about 330 bytes).
  var large: Int64 = 160_000
  /// Set the triggers aside and insert what is new plainly (about 10,000 lines).
  var bulk: Int64 = 3_300_000
  /// Read the logs on a second thread as well (a megabyte, in two logs or more).
  var worker: Int64 = 1 << 20

  /// Measured with `cadence-bench --only-sync`.
  static let measured = SyncMergeSizes()
  /// Every way at every size: what the simulator runs on some of its devices.
  static let always = SyncMergeSizes(large: -1, bulk: -1, worker: -1)
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
