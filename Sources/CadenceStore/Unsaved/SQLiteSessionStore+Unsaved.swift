import CadenceSystem

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension DataDirectory {
  /// The folder where a practice keeps the sessions it could not write before it ended
  /// (``UnsavedSession``), one file a run, until the next `cadence` saves them.
  public var unsavedPath: String {
    path.hasSuffix("/") ? path + "unsaved" : path + "/unsaved"
  }
}

extension SQLiteSessionStore {
  /// The largest file of kept sessions read: a run keeps a few hundred bytes a session.
  static let largestUnsavedFile = 1 << 20

  /// Keeps `sessions` of the practice run `run` in a file of `directory`'s unsaved folder
  /// (mode 0600, written whole or not at all), for the next `cadence` that opens the store
  /// for writing to save.
  ///
  /// - Returns: the file's path, for the practice to name.
  /// - Throws: ``StoreError/cannotWriteFile(path:reason:)`` or ``StoreError/diskFull(path:)``.
  public static func keepUnsaved(
    _ sessions: [UnsavedSession], in directory: DataDirectory, run: UUID
  ) throws(StoreError) -> String {
    let folder = directory.unsavedPath
    do {
      try FileSystem.makeDirectory(folder, mode: 0o700)
    } catch {
      throw .cannotWriteFile(path: folder, reason: error.reason)
    }
    let data: Data
    do {
      data = try JSONEncoder().encode(UnsavedSessionsFile(sessions: sessions))
    } catch {
      throw .cannotWriteFile(path: folder, reason: "\(error)")
    }
    let path = folder + "/" + run.uuidString.lowercased() + ".json"
    try PrivateFile.save(data, to: path)
    return path
  }

  /// Adds the mood check's answers to the session `id` kept in the file at `path` (one
  /// ``keepUnsaved(_:in:run:)`` wrote), written again whole: the next open saves them with
  /// the session.
  ///
  /// - Throws: ``StoreError/sessionNotInProgress(_:)`` when the file no longer holds the
  ///   session (an open saved it meanwhile: the store has it), or the file's write error.
  public static func keepMood(
    before: Int?, after: Int?, for id: UUID, inKeptFile path: String
  ) throws {
    guard let status = try? FileSystem.linkStatus(ofPath: path), status.kind == .regular,
      status.size <= largestUnsavedFile,
      let bytes = try? FileReading.contents(atPath: path),
      var file = try? JSONDecoder().decode(UnsavedSessionsFile.self, from: Data(bytes)),
      let index = file.sessions.firstIndex(where: { $0.id == id })
    else { throw StoreError.sessionNotInProgress(id.uuidString) }
    file.sessions[index].moodBefore = before
    file.sessions[index].moodAfter = after
    let data: Data
    do {
      data = try JSONEncoder().encode(file)
    } catch {
      throw StoreError.cannotWriteFile(path: path, reason: "\(error)")
    }
    try PrivateFile.save(data, to: path)
  }

  /// Saves the sessions kept in `directory`'s unsaved folder, a file at a time, each in one
  /// transaction, deleting the file once saved; returns the sessions saved.
  ///
  /// A file that is not a regular file, too large or unreadable is left where it is; a
  /// database still busy leaves the rest for the next time. Run before recovery, so a
  /// session whose ending was kept is never called interrupted.
  static func saveUnsaved(
    in directory: DataDirectory, calendar: LocalCalendar, connection: Connection
  ) -> [SessionRecord] {
    let folder = directory.unsavedPath
    guard let status = try? FileSystem.linkStatus(ofPath: folder), status.kind == .directory,
      let names = try? FileManager.default.contentsOfDirectory(atPath: folder)
    else { return [] }
    var saved: [SessionRecord] = []
    for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = folder + "/" + name
      guard let status = try? FileSystem.linkStatus(ofPath: path), status.kind == .regular,
        status.size <= largestUnsavedFile,
        let bytes = try? FileReading.contents(atPath: path),
        let file = try? JSONDecoder().decode(UnsavedSessionsFile.self, from: Data(bytes))
      else { continue }
      do {
        saved += try connection.transaction {
          try file.sessions.compactMap { try save($0, calendar: calendar, in: connection) }
        }
      } catch {
        break  // Busy again, or worse: the files wait for the next `cadence`.
      }
      FileSystem.remove(path)
    }
    return saved
  }

  /// Saves one kept session: ends its row, or writes it whole when it never began; `nil`
  /// when its row had already ended (the practice's own write got there) or it is not one
  /// Cadence could have written.
  private static func save(
    _ kept: UnsavedSession, calendar: LocalCalendar, in connection: Connection
  ) throws -> SessionRecord? {
    guard kept.status != .inProgress, kept.activeMilliseconds >= 0, kept.cyclesCompleted >= 0,
      ImportLimits.earliestTime <= kept.startedAt, kept.startedAt <= kept.endedAt,
      SafeText.problem(in: kept.name, as: .sessionName) == nil,
      kept.label.map({ SafeText.problem(in: $0, as: .label) == nil }) ?? true
    else { return nil }
    let start = Timestamp(
      millisecondsSinceEpoch: kept.startedAt,
      utcOffsetSeconds: calendar.utcOffset(atMilliseconds: kept.startedAt))
    if try session(kept.id, in: connection) == nil {
      let begun = SessionRecord(
        id: kept.id, kind: kept.kind, name: kept.name, label: kept.label,
        plannedMilliseconds: kept.plannedMilliseconds, cyclesPlanned: kept.cyclesPlanned,
        status: .inProgress, programID: kept.programID, programStep: kept.programStep,
        startedAt: start)
      try insertBegun(begun, owner: nil, in: connection)
    }
    try keepDetails(of: kept, in: connection)
    let end = Timestamp(
      millisecondsSinceEpoch: kept.endedAt,
      utcOffsetSeconds: calendar.utcOffset(atMilliseconds: kept.endedAt))
    do {
      return try finish(
        kept.id, status: kept.status, active: .milliseconds(kept.activeMilliseconds),
        cyclesCompleted: kept.cyclesCompleted,
        plan: plannedAssignment(.some(kept.plannedMilliseconds.map { .milliseconds($0) })),
        at: end, orInterrupted: true, in: connection)
    } catch StoreError.sessionNotInProgress {
      return nil
    }
  }

  /// Writes a kept session's holds and mood answers on its row while it is still open (a
  /// row the practice's own write ended has its own).
  private static func keepDetails(of kept: UnsavedSession, in connection: Connection) throws {
    let holds = kept.holds
    let moods = [kept.moodBefore, kept.moodAfter]
    guard !holds.isEmpty || moods.contains(where: { $0 != nil }),
      holds.count <= SessionHolds.mostHolds,
      moods.allSatisfy({ $0.map { (1...5).contains($0) } ?? true })
    else { return }
    try connection.statement(
      """
      UPDATE sessions SET holds_ms = ?, mood_before = ?, mood_after = ?
      WHERE id = ? AND status IN (?, ?)
      """
    ).run([
      .string(SessionHolds.text(holds)), .int(kept.moodBefore), .int(kept.moodAfter),
      .text(kept.id.uuidString), .text(SessionStatus.inProgress.rawValue),
      .text(SessionStatus.interrupted.rawValue),
    ])
  }
}
