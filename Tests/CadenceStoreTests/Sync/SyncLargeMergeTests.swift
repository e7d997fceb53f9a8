import Cadence
import CadenceSystem
import FoundationEssentials
import Testing

@testable import CadenceStore

#if canImport(Glibc)
  import Glibc
#endif

/// A large merge's ways (the state read into memory, the triggers set aside, plain inserts,
/// the logs read on a second thread) end with the same data as a merge line by line, and
/// leave the database as they found it: the triggers back, the CHECK constraints on.
@Suite struct SyncLargeMergeTests {
  let folder = TemporaryDirectory()

  /// Three devices' logs of 40 days (sessions, notes, half of them edited) and a store
  /// with sync on that has practised once itself.
  func device(at iso: String = "2026-03-01T09:00:00Z") throws -> SyncDevice {
    let device = try SyncDevice(folder: folder.path, at: iso)
    _ = try device.startSync(name: "here")
    try device.practise()
    _ = try device.store.pushSync()
    return device
  }

  func writeLogs() throws {
    _ = try SyncLogFixture.write(
      devices: 3, days: 40, sessionsPerDay: 3, noteEvery: 5,
      end: Date(timeIntervalSince1970: 1_772_000_000), into: folder.path + "/cadence")
  }

  static func triggers(_ store: SQLiteSessionStore) throws -> [String] {
    try store.withConnection { connection in
      try connection.statement(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name"
      ).rows([]) { $0.text(0) }
    }
  }

  @Test func aBulkMergeEndsWithTheSameDataAsOneLineByLine() throws {
    let byLine = try device()
    let bulk = try device(at: "2026-03-01T09:00:10Z")
    try writeLogs()
    let triggers = try Self.triggers(bulk.store)
    #expect(triggers.count >= 11)
    let lineByLine = SyncMergeSizes(large: .max, bulk: .max, worker: .max)
    let merged = try byLine.store.mergeSync(sizes: lineByLine)
    #expect(merged.records > 400)
    // The same lines changed something, but for the session of `byLine`, which `bulk`
    // merged already as it started syncing.
    #expect(try bulk.store.mergeSync(sizes: .always).records == merged.records - 1)
    let (left, right) = (try bulk.snapshot(), try byLine.snapshot())
    #expect(left == right, "\(SyncSimulationTests.firstDifference(left, right))")
    #expect(try bulk.sessionIDs.count == 3 * 40 * 3 + 2)
    // The database is as it was: the same triggers, CHECK constraints enforced again.
    #expect(try Self.triggers(bulk.store) == triggers)
    #expect(
      try bulk.store.withConnection { try $0.scalarInt("PRAGMA ignore_check_constraints") } == 0)
    // And a practice after it is noted for the others, as the triggers do.
    let later = try bulk.practise()
    #expect(try bulk.store.pushSync().written == 1)
    #expect(try byLine.store.mergeSync().records == 1)
    #expect(try byLine.store.session(later.id) == later)
  }

  /// A note whose session is in another device's log: linked at once if that log comes in
  /// the same merge, whichever is applied first; without its link while its session is in
  /// no log, and linked by the merge that brings it. A bulk merge lays a note's row out
  /// with its link before it can know, so it must leave the link out itself.
  @Test(arguments: [false, true])
  func aNoteLinksToASessionInAnotherLogOnceItIsHere(bulk: Bool) throws {
    let here = try device()
    let sizes = bulk ? SyncMergeSizes.always : SyncMergeSizes(large: .max, bulk: .max, worker: .max)
    let writer = DeviceID(text: String(repeating: "0", count: 24) + "0000000a")!
    let practiser = DeviceID(text: String(repeating: "0", count: 24) + "0000000b")!
    var numbers: [DeviceID: Int64] = [:]
    func append(_ record: SyncRecord, by device: DeviceID, minute: Int64) throws {
      numbers[device, default: 0] += 1
      let line = SyncLine(
        number: numbers[device]!,
        clock: HybridClock(
          milliseconds: 1_772_000_000_000 + minute * 60_000, counter: 0, device: device),
        record: record)
      try SyncFiles.append(line.encoded(), to: "\(folder.path)/cadence/\(device.text).jsonl")
    }
    func session(minute: Int64) -> SessionRecord {
      let end = Timestamp(
        millisecondsSinceEpoch: 1_772_000_000_000 + minute * 60_000, utcOffsetSeconds: 0)
      return SessionRecord(
        id: UUID(), kind: .timer, name: "timer", plannedMilliseconds: 60_000,
        activeMilliseconds: 60_000, status: .completed,
        startedAt: Timestamp(
          millisecondsSinceEpoch: end.millisecondsSinceEpoch - 60_000, utcOffsetSeconds: 0),
        endedAt: end)
    }
    func note(_ text: String, about session: SessionRecord, minute: Int64) -> JournalEntry {
      JournalEntry(
        id: UUID(), text: text,
        createdAt: Timestamp(
          millisecondsSinceEpoch: 1_772_000_000_000 + minute * 60_000, utcOffsetSeconds: 0),
        sessionID: session.id)
    }
    func links() throws -> [String: UUID?] {
      Dictionary(
        uniqueKeysWithValues: try here.store.journalEntries().map { ($0.text, $0.sessionID) })
    }
    let (sameMerge, later) = (session(minute: 1), session(minute: 2))
    try append(.note(note("same merge", about: sameMerge, minute: 3)), by: writer, minute: 3)
    try append(.note(note("later", about: later, minute: 4)), by: writer, minute: 4)
    try append(.session(sameMerge), by: practiser, minute: 1)
    #expect(try here.store.mergeSync(sizes: sizes).records == 3)
    #expect(try links() == ["same merge": sameMerge.id, "later": nil])
    try append(.session(later), by: practiser, minute: 2)
    #expect(try here.store.mergeSync(sizes: sizes).records == 1)
    #expect(try links() == ["same merge": sameMerge.id, "later": later.id])
  }

  @Test func aLogRemovedBetweenLookingAndReadingWaitsForTheNextMergeAndHoldsNoOtherBack() throws {
    let bulk = try device()
    try writeLogs()
    let here = try #require(try bulk.store.syncStatus()).device
    let waiting = try SyncFiles.logs(in: folder.path + "/cadence").filter { $0 != here }.map {
      try #require(try SQLiteSessionStore.waitingLog($0, in: folder.path + "/cadence", from: nil))
    }
    #expect(waiting.count == 3)
    // The second log goes (unmounted, say) after the merge looked and before it read.
    let gone = folder.path + "/cadence/" + waiting[1].device.text + ".jsonl"
    let kept = try AppendOnlyFiles.read(gone, from: 0, limit: 1 << 24)
    #expect(unlink(gone) == 0)
    let reader = SyncLogReader(waiting, in: folder.path + "/cadence", workerFrom: -1)
    defer { reader.finish() }
    let applied = try bulk.store.write { connection in
      try SQLiteSessionStore.apply(reader, sizes: .always, in: connection)
    }
    #expect(applied.problem != nil)
    // The other two were applied, each a device of its own; the gone one's position did not
    // move.
    let positions = try bulk.store.withConnection { try SQLiteSessionStore.readPositions(in: $0) }
    #expect(Set(positions.keys) == [waiting[0].device, waiting[2].device])
    #expect(try bulk.sessionIDs.count == 2 * 40 * 3 + 1)
    // Back, it is read with the rest at the next merge, and all converge.
    try AppendOnlyFiles.append(kept, to: gone)
    #expect(try bulk.store.mergeSync(sizes: .always).problem == nil)
    #expect(try bulk.sessionIDs.count == 3 * 40 * 3 + 1)
  }
}
