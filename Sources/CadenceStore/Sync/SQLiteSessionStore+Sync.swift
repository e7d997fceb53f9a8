#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Turning sync on and off, naming the device, and what `cadence sync status` shows.
extension SQLiteSessionStore {
  /// Syncs through `folder`: checks it, gives this device an id (kept if it has one, unless
  /// `newDevice`), and writes this device's log with everything the database holds, once.
  ///
  /// - Throws: ``SyncProblem`` when the folder cannot be used; nothing is changed then.
  @discardableResult
  public func startSync(folder: String, name: String, newDevice: Bool = false) throws
    -> SyncReport
  {
    let directory = try SyncFiles.prepare(folder: folder)
    let now = Timestamp.milliseconds(self.now())
    try write { connection in
      let old = try SyncState.load(from: connection)
      let kept = try connection.statement("SELECT value FROM sync_state WHERE key = 'device'")
        .firstRow([]) { $0.text(0) }.flatMap(DeviceID.init(text:))
      let device = newDevice ? DeviceID.random() : kept ?? DeviceID.random()
      let keptName = try connection.statement("SELECT value FROM sync_state WHERE key = 'name'")
        .firstRow([]) { $0.text(0) }
      var state = SyncState(
        device: device, name: newDevice ? name : keptName ?? name, folder: folder,
        clock: HybridClock(milliseconds: 0, counter: 0, device: device), lastLine: 0,
        ownOffset: 0, ownTail: nil, halted: false)
      if let clockText = try connection.statement(
        "SELECT value FROM sync_state WHERE key = 'clock'"
      ).firstRow([], { $0.text(0) }), let clock = HybridClock(text: clockText) {
        state.clock = HybridClock(
          milliseconds: clock.milliseconds, counter: clock.counter, device: device)
      }
      if let old, !newDevice, old.folder == folder, !old.halted {
        return  // on already, with this folder and this id
      }
      try connection.execute(
        "DELETE FROM sync_outbox; DELETE FROM sync_logs; DELETE FROM sync_warnings")
      if newDevice { try connection.execute("DELETE FROM sync_own_lines") }
      if !newDevice, let existing = try SyncFiles.status(directory + "/" + device.text + ".jsonl") {
        // This device's log from an earlier `sync folder` here: it goes on after its end.
        state.ownOffset = existing.size
        state.ownTail = try SyncFiles.tailHash(state.logPath, before: existing.size)
        state.lastLine =
          try connection.statement(
            "SELECT value FROM sync_state WHERE key = 'lastLine'"
          ).firstRow([]) { Int64($0.text(0)) }.flatMap { $0 } ?? 0
      }
      // A new log starts whole: every record, with the clock it last took.
      try state.save(to: connection)
      try Self.reemitEverything(&state, now: now, in: connection)
      try state.save(to: connection)
    }
    return try syncNow()
  }

  /// Stops writing to the folder; everything merged stays, and the id is kept so that
  /// `sync folder` later goes on with the same log.
  ///
  /// - Returns: whether sync was on.
  @discardableResult
  public func stopSync() throws -> Bool {
    try write { connection in
      let on = try SyncState.load(from: connection) != nil
      try connection.execute(
        "DELETE FROM sync_state WHERE key = 'folder'; DELETE FROM sync_dirty; DELETE FROM sync_outbox"
      )
      return on
    }
  }

  /// Names this device for the others' `sync status`.
  ///
  /// - Returns: `false` when sync is off (nothing is named then).
  @discardableResult
  public func nameSyncDevice(_ name: String) throws -> Bool {
    try write { connection in
      guard var state = try SyncState.load(from: connection) else { return false }
      state.name = name
      try state.save(to: connection)
      try connection.statement("INSERT OR IGNORE INTO sync_dirty (key) VALUES (?)").run([
        .text("d:" + state.device.text)
      ])
      return true
    }
  }

  /// This device's sync settings and what it knows of the others, or `nil` when sync is off.
  public func syncStatus() throws -> SyncStatus? {
    try withConnection { connection in
      guard let state = try SyncState.load(from: connection) else { return nil }
      let waiting =
        (try connection.scalarInt("SELECT count(*) FROM sync_outbox") ?? 0)
        + (try connection.scalarInt("SELECT count(*) FROM sync_dirty") ?? 0)
      let devices = try connection.statement(
        """
        SELECT device, name, records, last_record_ms FROM sync_logs ORDER BY name, device
        """
      ).rows { row in
        SyncStatus.Device(
          id: DeviceID(text: row.text(0)), name: row.optionalText(1), records: row.int(2),
          lastRecord: row.optionalInt64(3).map { Date(timeIntervalSince1970: Double($0) / 1000) })
      }.compactMap { $0.id == nil ? nil : $0 }
      let warnings = try connection.statement(
        "SELECT file, line, problem FROM sync_warnings ORDER BY file, line"
      ).rows { SyncWarning(file: $0.text(0), line: $0.int64(1), problem: $0.text(2)) }
      return SyncStatus(
        device: state.device, name: state.name, folder: state.folder, waiting: Int(waiting),
        devices: devices, warnings: warnings,
        problem: state.halted
          ? .sameDeviceTwice(device: state.device, path: state.folder) : nil)
    }
  }
}

/// What `cadence sync status` shows.
public struct SyncStatus: Hashable, Sendable {
  /// Another device seen in the folder.
  public struct Device: Hashable, Sendable {
    /// Its id, as its log's name has it.
    public var id: DeviceID!
    /// The name it gave itself (`sync name`), once one of its lines said so.
    public var name: String?
    /// Lines read from its log.
    public var records: Int
    /// The wall time of its newest line read (its clock, which may be off).
    public var lastRecord: Date?
  }

  /// This device's id.
  public var device: DeviceID
  /// This device's name.
  public var name: String
  /// The folder synced through (its `cadence/` holds the logs).
  public var folder: String
  /// Changes made here not yet in the folder.
  public var waiting: Int
  /// Every other device whose log was read, by name.
  public var devices: [Device]
  /// The lines skipped so far, each once.
  public var warnings: [SyncWarning]
  /// Set when writing stopped because another device writes as this one.
  public var problem: SyncProblem?
}
