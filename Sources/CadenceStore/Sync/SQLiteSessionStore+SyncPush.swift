#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writing this device's log: what changed here becomes lines, the lines reach the folder.
///
/// Two steps, so that nothing acknowledged is lost whatever fails. First, in one
/// transaction, the changes the triggers noted (`sync_dirty`) become lines in
/// `sync_outbox`, each with its number and clock: from then on they survive any crash. Then
/// the outbox is appended to the log and synced to disk, and only then removed, in a second
/// transaction that holds the database's write lock, so two processes never append the
/// same lines. A crash between the append and the removal leaves lines that are already in
/// the log: the next push finds them there, byte for byte, and does not write them again.
extension SQLiteSessionStore {
  /// Turns every change noted since the last push into lines, then appends the lines to
  /// the log. With the folder unreachable, the lines wait and the problem is returned.
  ///
  /// - Returns: how many lines reached the folder, or why none could.
  @discardableResult
  public func pushSync() throws -> SyncPush {
    let now = Timestamp.milliseconds(self.now())
    // Most calls find nothing to say: a read answers them without taking the write lock.
    let idle = try withConnection { connection -> SyncState?? in
      guard let state = try SyncState.load(from: connection) else { return .some(nil) }
      let quiet =
        try connection.scalarInt(
          "SELECT NOT EXISTS (SELECT 1 FROM sync_dirty) AND NOT EXISTS (SELECT 1 FROM sync_outbox)"
        ) == 1
      return quiet ? .some(state) : nil
    }
    if let idle {
      // Nothing to write; still, this device's log must hold what it wrote (a log restored
      // from an old backup is written again whole): one stat tells.
      guard let state = idle,
        (try? SyncFiles.status(state.logPath))?.map({ $0.size }) != state.ownOffset
      else { return SyncPush() }
    }
    let prepared = try write { connection -> Bool in
      guard var state = try SyncState.load(from: connection) else { return false }
      try Self.prepareLines(&state, now: now, in: connection)
      try state.save(to: connection)
      return true
    }
    guard prepared else { return SyncPush() }
    return try write { connection in try Self.appendOutbox(now: now, in: connection) }
  }

  /// Every change noted in `sync_dirty` as lines in the outbox, with new clocks.
  static func prepareLines(_ state: inout SyncState, now: Int64, in connection: Connection) throws {
    let keys = try connection.statement("SELECT key FROM sync_dirty ORDER BY rowid").rows {
      $0.text(0)
    }
    guard !keys.isEmpty else { return }
    let ordered = pushOrder(keys)
    for key in ordered {
      guard let record = try currentRecord(for: key, state: state, in: connection) else { continue }
      let clock = state.tick(now: now)
      try enqueue(record, key: key, clock: clock, state: &state, in: connection)
    }
    try connection.execute("DELETE FROM sync_dirty")
  }

  /// What the log says of `key` now, or `nil` when nothing needs saying.
  private static func currentRecord(for key: String, state: SyncState, in connection: Connection)
    throws -> SyncRecord?
  {
    let value = String(key.dropFirst(2))
    switch key.prefix(2) {
    case "s:":
      guard let id = UUID(uuidString: value), let session = try session(id, in: connection),
        session.status != .inProgress
      else { return nil }
      return .session(session)
    case "r:":
      let parts = value.split(separator: ":", maxSplits: 1).map(String.init)
      guard parts.count == 2, let id = UUID(uuidString: parts[1]) else { return nil }
      return parts[0] == RecordKind.session.rawValue ? .sessionRemoved(id) : .noteRemoved(id)
    case "n:":
      guard let id = UUID(uuidString: value) else { return nil }
      guard
        var note = try connection.statement(
          "SELECT \(JournalEntry.selectColumns) FROM journal_entries WHERE id = ?"
        ).firstRow([.text(id.syncText)], { try JournalEntry(row: $0) })
      else { return nil }
      // A note whose session has not arrived here yet still names it.
      if note.sessionID == nil {
        note.sessionID =
          try connection.statement(
            "SELECT session_id FROM sync_pending_links WHERE note_id = ?"
          ).firstRow([.text(id.syncText)]) { UUID(uuidString: $0.text(0)) } ?? nil
      }
      return .note(note)
    case "p:":
      let pattern = try connection.statement(
        "SELECT name, spec FROM patterns WHERE lower(name) = ?"
      ).firstRow([.text(value)]) { CustomPattern(name: $0.text(0), spec: $0.text(1)) }
      if let pattern { return .pattern(pattern) }
      // The name as a removal carries it: the key holds it folded, which names it as well.
      return .patternRemoved(name: value)
    case "g:":
      let local = try connection.statement(
        "SELECT \(ProgramProgress.selectColumns) FROM program_progress WHERE program_id = ?"
      ).firstRow([.text(value)]) { ProgramProgress(row: $0) }
      let derived = try SyncProgram.derive(value, in: connection)
      // A step completed here is already in the log as its session: only a progress set
      // otherwise (started, moved, reset) needs a line.
      guard !sameProgress(local, derived) else {
        // The same steps; the last practice is the latest of them, as on every device
        // (a step completed here with a clock set back would otherwise keep its own).
        if local?.lastPracticedAt != derived?.lastPracticedAt {
          try SyncProgram.apply(value, in: connection)
        }
        return nil
      }
      return .program(id: value, progress: local)
    case "d:":
      return .device(name: state.name)
    default:
      return nil
    }
  }

  private static func sameProgress(_ lhs: ProgramProgress?, _ rhs: ProgramProgress?) -> Bool {
    lhs?.currentStep == rhs?.currentStep && lhs?.completedSteps == rhs?.completedSteps
  }

  /// Puts one line in the outbox and remembers the clock it gave the record.
  static func enqueue(
    _ record: SyncRecord, key: String, clock: HybridClock, state: inout SyncState,
    in connection: Connection
  ) throws {
    state.lastLine += 1
    let line = SyncLine(number: state.lastLine, clock: clock, record: record)
    try outbox(line, in: connection)
    switch record {
    case .session(let session):
      try setVersion(key, clock, in: connection)
      _ = try SyncProgram.recordStep(of: session, clock: clock, in: connection)
    case .note, .pattern, .patternRemoved:
      try setVersion(key, clock, in: connection)
    case .program(let id, let progress):
      try SyncProgram.setBase(id, progress, clock: clock, in: connection)
    case .device, .sessionRemoved, .noteRemoved, .programStep:
      break
    }
  }

  /// Where the stamp of `key` lives: a session's and a note's in their row, the rest in
  /// `sync_versions`.
  private static func column(of key: String) -> (table: String, id: String)? {
    switch key.prefix(2) {
    case "s:": ("sessions", String(key.dropFirst(2)))
    case "n:": ("journal_entries", String(key.dropFirst(2)))
    default: nil
    }
  }

  /// Puts `line` in the outbox and remembers that this device made it.
  static func outbox(_ line: SyncLine, in connection: Connection) throws {
    let bytes = line.encoded()
    try connection.statement("INSERT INTO sync_outbox (n, line) VALUES (?, ?)").run([
      .integer(line.number), .text(String(decoding: bytes, as: UTF8.self)),
    ])
    try connection.statement("INSERT OR REPLACE INTO sync_own_lines (n, hash) VALUES (?, ?)")
      .run([.integer(line.number), .integer(SyncFiles.hash(bytes.dropLast()))])
  }

  /// Sessions first, programs last: a program's steps (its sessions) are in place before
  /// its progress is compared.
  static func pushOrder(_ keys: [String]) -> [String] {
    keys.filter { $0.hasPrefix("s:") }
      + keys.filter { !$0.hasPrefix("s:") && !$0.hasPrefix("g:") }
      + keys.filter { $0.hasPrefix("g:") }
  }

  static func setVersion(_ key: String, _ clock: HybridClock, in connection: Connection) throws {
    if let (table, id) = column(of: key) {
      try connection.statement("UPDATE \(table) SET sync_clock = ? WHERE id = ?").run([
        .text(clock.text), .text(id),
      ])
      return
    }
    try connection.statement(
      """
      INSERT INTO sync_versions (key, clock) VALUES (?, ?)
      ON CONFLICT (key) DO UPDATE SET clock = excluded.clock
      """
    ).run([.text(key), .text(clock.text)])
  }

  static func version(_ key: String, in connection: Connection) throws -> String? {
    if let (table, id) = column(of: key) {
      return try connection.statement("SELECT sync_clock FROM \(table) WHERE id = ?")
        .firstRow([.text(id)]) { $0.optionalText(0) } ?? nil
    }
    return try connection.statement("SELECT clock FROM sync_versions WHERE key = ?")
      .firstRow([.text(key)]) { $0.text(0) }
  }

  /// Appends the outbox to this device's log; see the type's comment for the order.
  static func appendOutbox(now: Int64, in connection: Connection) throws -> SyncPush {
    guard var state = try SyncState.load(from: connection) else { return SyncPush() }
    let outbox = try connection.statement("SELECT n, line FROM sync_outbox ORDER BY n").rows {
      (number: $0.int64(0), bytes: Array($0.text(1).utf8))
    }
    var push = SyncPush(waiting: outbox.count)
    do {
      if state.halted {
        throw SyncProblem.sameDeviceTwice(device: state.device, path: state.folder)
      }
      _ = try SyncFiles.prepare(folder: state.folder)
      let path = state.logPath
      let size = try SyncFiles.status(path)?.size ?? 0
      var pending = outbox[...]
      var intact = size >= state.ownOffset
      if intact, state.ownOffset > 0, let tail = state.ownTail {
        intact = try SyncFiles.tailHash(path, before: state.ownOffset) == tail
      }
      if intact, size > state.ownOffset {
        // Bytes this device does not know it wrote: the outbox's first lines, appended by a
        // push that ended before it could say so (or something else, looked at below).
        let extra = try SyncFiles.read(
          path, from: state.ownOffset, limit: Int(size - state.ownOffset))
        var matched = 0
        while let first = pending.first, extra.count - matched >= first.bytes.count,
          extra[matched..<matched + first.bytes.count].elementsEqual(first.bytes)
        {
          matched += first.bytes.count
          pending = pending.dropFirst()
        }
        intact = matched == extra.count
      }
      if !intact {
        // Not the log this device knows it wrote: shorter (a backup put back), another of
        // its own versions (an engine's conflict chose an older one), or another device
        // writing as this one. Only the last stops writing; the others are its own log,
        // to which everything the database holds is written again (with the clocks it has).
        guard try isOwnLog(path, state: state, in: connection) else {
          state.halted = true
          try state.save(to: connection)
          throw SyncProblem.sameDeviceTwice(device: state.device, path: state.folder)
        }
        try reemitEverything(&state, now: now, in: connection)
        state.ownOffset = size
        state.ownTail = size > 0 ? try SyncFiles.tailHash(path, before: size) : nil
        try state.save(to: connection)
        return try appendOutbox(now: now, in: connection)
      }
      var bytes = pending.flatMap(\.bytes)
      // A log put back to an older version may end in the middle of a line (a copy cut
      // short): ending that line first keeps the next one whole (the torn one is skipped,
      // with a warning, by every reader).
      if !bytes.isEmpty, size > 0, try SyncFiles.read(path, from: size - 1, limit: 1) != [0x0A] {
        bytes.insert(0x0A, at: 0)
      }
      if !bytes.isEmpty { try SyncFiles.append(bytes, to: path) }
      state.ownOffset = size + Int64(bytes.count)
      state.ownTail = try SyncFiles.tailHash(path, before: state.ownOffset)
      try connection.execute("DELETE FROM sync_outbox")
      try state.save(to: connection)
      push.written = outbox.count
      push.waiting = 0
    } catch let problem as SyncProblem {
      push.problem = problem
    }
    return push
  }

  /// Whether every line of `path` stamped by this device is one it made (its number and
  /// bytes' hash in `sync_own_lines`): an older version of its own log is; a log a copied data
  /// directory wrote on another machine has lines this one never made.
  static func isOwnLog(_ path: String, state: SyncState, in connection: Connection) throws
    -> Bool
  {
    let bytes = try SyncFiles.read(path, from: 0, limit: 256 << 20)
    var start = 0
    while let newline = bytes[start...].firstIndex(of: 0x0A) {
      defer { start = newline + 1 }
      guard let line = try? SyncLine(decoding: bytes[start..<newline]) else { continue }
      guard line.clock.device == state.device else { return false }
      let made = try connection.statement("SELECT hash FROM sync_own_lines WHERE n = ?")
        .firstRow([.integer(line.number)]) { $0.int64(0) }
      guard made == SyncFiles.hash(bytes[start..<newline]) else { return false }
    }
    return true
  }

  /// Every record the database holds that this device wrote last, as lines, with the clock
  /// each last took (a new one for a record never written), so writing them again can never
  /// win over a newer edit made elsewhere.
  static func reemitEverything(_ state: inout SyncState, now: Int64, in connection: Connection)
    throws
  {
    try connection.execute("DELETE FROM sync_outbox")
    try markEverything(in: connection)
    let keys = try connection.statement("SELECT key FROM sync_dirty ORDER BY rowid").rows {
      $0.text(0)
    }
    let ordered = pushOrder(keys)
    for key in ordered {
      if key.hasPrefix("g:") {
        // A program's progress is its base line, if it has one, and its sessions' steps.
        let id = String(key.dropFirst(2))
        if let base = try connection.statement(
          "SELECT clock, current_step IS NULL FROM sync_program_bases WHERE program_id = ?"
        ).firstRow([.text(id)], { ($0.text(0), $0.int(1) == 1) }),
          let clock = HybridClock(text: base.0)
        {
          // Set by another device: its own log carries it.
          guard clock.device == state.device else { continue }
          let progress = base.1 ? nil : try baseProgress(id, in: connection)
          state.lastLine += 1
          let line = SyncLine(
            number: state.lastLine, clock: clock, record: .program(id: id, progress: progress))
          try outbox(line, in: connection)
          continue
        }
      }
      guard let record = try currentRecord(for: key, state: state, in: connection) else { continue }
      let known = try version(key, in: connection).flatMap(HybridClock.init(text:))
      // What another device wrote last is in that device's log; a line here stamped with
      // its clock would be refused by every reader.
      if let known, known.device != state.device { continue }
      let clock = known ?? state.tick(now: now)
      try enqueue(record, key: key, clock: clock, state: &state, in: connection)
    }
    // Steps this device completed in sessions since removed: no session line carries them.
    let orphans = try connection.statement(
      """
      SELECT session_id, program_id, step, clock, at_ms, at_offset_s FROM sync_program_steps
      WHERE session_id NOT IN (SELECT id FROM sessions) ORDER BY clock
      """
    ).rows([]) { row in
      (
        UUID(uuidString: row.text(0)), row.text(1), row.int(2), HybridClock(text: row.text(3)),
        Timestamp(millisecondsSinceEpoch: row.int64(4), utcOffsetSeconds: Int32(row.int(5)))
      )
    }
    for (session, program, step, clock, at) in orphans {
      guard let session, let clock, clock.device == state.device else { continue }
      state.lastLine += 1
      let line = SyncLine(
        number: state.lastLine, clock: clock,
        record: .programStep(session: session, program: program, step: step, at: at))
      try outbox(line, in: connection)
    }
    try connection.execute("DELETE FROM sync_dirty")
  }

  private static func baseProgress(_ id: String, in connection: Connection) throws
    -> ProgramProgress?
  {
    try connection.statement(
      """
      SELECT program_id, current_step, completed_steps, at_ms, at_offset_s
      FROM sync_program_bases WHERE program_id = ?
      """
    ).firstRow([.text(id)]) { ProgramProgress(row: $0) }
  }

  /// Notes every record as changed: the whole database becomes lines.
  static func markEverything(in connection: Connection) throws {
    try connection.execute(
      """
      INSERT OR IGNORE INTO sync_dirty (key)
        SELECT 's:' || id FROM sessions WHERE status <> 'inProgress';
      INSERT OR IGNORE INTO sync_dirty (key)
        SELECT 'r:' || kind || ':' || id FROM removed_records;
      INSERT OR IGNORE INTO sync_dirty (key) SELECT 'n:' || id FROM journal_entries;
      INSERT OR IGNORE INTO sync_dirty (key) SELECT 'p:' || lower(name) FROM patterns;
      INSERT OR IGNORE INTO sync_dirty (key)
        SELECT key FROM sync_versions WHERE key LIKE 'p:%';
      INSERT OR IGNORE INTO sync_dirty (key) SELECT 'g:' || program_id FROM program_progress;
      INSERT OR IGNORE INTO sync_dirty (key) SELECT 'g:' || program_id FROM sync_program_bases;
      INSERT OR IGNORE INTO sync_dirty (key) SELECT 'd:' || value FROM sync_state WHERE key = 'device';
      """)
  }
}

/// What a push did.
public struct SyncPush: Hashable, Sendable {
  /// Lines appended to the log (or found already there).
  public var written = 0
  /// Lines waiting for the folder.
  public var waiting = 0
  /// Why the folder could not be written, if it could not.
  public var problem: SyncProblem?

  /// A push's outcome; the store makes these, tests compare them.
  public init(written: Int = 0, waiting: Int = 0, problem: SyncProblem? = nil) {
    self.written = written
    self.waiting = waiting
    self.problem = problem
  }
}
