import Cadence
import CadenceSystem
import FoundationEssentials
import Testing

@testable import CadenceStore

#if canImport(Glibc)
  import Glibc
#endif

/// What a folder can do wrong, and what sync does then: the database keeps everything, the
/// log catches up, a bad line costs one warning and nothing after it (issue 43).
@Suite struct SyncFailureTests {
  let folder = TemporaryDirectory()

  func append(_ text: String, to path: String) throws {
    try SyncFiles.append(Array(text.utf8), to: path)
  }

  func otherLog(_ device: String = "0123456789abcdef0123456789abcdef") -> String {
    folder.path + "/cadence/" + device + ".jsonl"
  }

  /// A line another device could have written: a session ending at `iso`.
  func sessionLine(
    _ number: Int, id: UUID = UUID(), device: String = "0123456789abcdef0123456789abcdef",
    clock: String = "001772355600000-000000"
  ) -> String {
    """
    {"v":1,"n":\(number),"c":"\(clock)-\(device)","t":"session","id":"\(id.uuidString)",\
    "kind":"breathing","name":"4-7-8","active":60000,"cycles":3,"status":"completed",\
    "start":1772355540000,"startOffset":0,"end":1772355600000,"endOffset":0}

    """
  }

  @Test func aMissingFolderKeepsTheSessionHereAndTheLogCatchesUpWhenItIsBack() throws {
    let inner = folder.path + "/mounted"
    #expect(mkdir(inner, 0o700) == 0)
    let a = try SyncDevice(folder: inner)
    _ = try a.startSync(name: "laptop")
    #expect(rename(inner, folder.path + "/away") == 0)  // unmounted
    let session = try a.practise()
    let push = try a.store.pushSync()
    #expect(push.problem == .folderMissing(path: inner))
    #expect(push.waiting == 1)
    #expect(try a.store.session(session.id) != nil)
    #expect(try a.store.syncStatus()?.waiting == 1)
    #expect(rename(folder.path + "/away", inner) == 0)  // back
    let again = try a.store.pushSync()
    #expect(again.problem == nil)
    #expect(again.written == 1)
    let log = try String(decoding: FileReading.contents(atPath: a.logPath), as: UTF8.self)
    #expect(log.contains(session.id.uuidString))
  }

  @Test func aReadOnlyFolderIsToldAndNothingIsLost() throws {
    // Root ignores permissions; a read-only bind mount is not available in a test, so the
    // log itself is made unwritable by replacing it with a directory of the same name.
    let a = try SyncDevice(folder: folder.path)
    _ = try a.startSync(name: "laptop")
    let path = try a.logPath
    if getuid() == 0 {
      let mode = try FileSystem.status(ofPath: folder.path + "/cadence").permissions
      #expect(mode == 0o700)
      #expect(chmod(folder.path + "/cadence", 0o500) == 0)
      defer { chmod(folder.path + "/cadence", 0o700) }
      FileSystem.remove(path)
      #expect(mkdir(path, 0o500) == 0)
      defer { rmdir(path) }
      try a.practise()
      let push = try a.store.pushSync()
      #expect(push.problem != nil)
      #expect(push.waiting > 0)
      rmdir(path)
    } else {
      #expect(chmod(folder.path + "/cadence", 0o500) == 0)
      defer { chmod(folder.path + "/cadence", 0o700) }
      try a.practise()
      let push = try a.store.pushSync()
      #expect(push.problem == .readOnly(path: folder.path))
    }
  }

  @Test func aTruncatedLastLineIsLeftForLaterNotAnError() throws {
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    let id = UUID()
    let line = sessionLine(1, id: id)
    try append(String(line.prefix(80)), to: otherLog())
    let first = try b.store.mergeSync()
    #expect(first.warnings.isEmpty)
    #expect(first.problem == nil)
    #expect(try b.store.session(id) == nil)
    try append(String(line.dropFirst(80)), to: otherLog())
    #expect(try b.store.mergeSync().records == 1)
    #expect(try b.store.session(id) != nil)
  }

  @Test func aHostileLineCostsOneWarningNamingFileAndLineAndNothingAfterIt() throws {
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    let after = UUID()
    let bad = [
      "not json at all\n",
      "{\"v\":1,\"n\":2,\"c\":\"x\",\"t\":\"session\"}\n",
      "{\"v\":1,\"n\":3,\"c\":5,\"t\":\"session\"}\n",
      "{\"v\":2,\"n\":4,\"c\":\"001772355600000-000000-0123456789abcdef0123456789abcdef\",\"t\":\"session\"}\n",
      "{\"v\":1,\"n\":5,\"c\":\"001772355600000-000001-0123456789abcdef0123456789abcdef\",\"t\":\"mood\"}\n",
      "{\"v\":1,\"n\":6,\"nested\":{\"a\":1}}\n",
      String(repeating: "x", count: 70_000) + "\n",
    ]
    try append(
      bad.joined() + sessionLine(8, id: after, clock: "001772355600000-000002"), to: otherLog())
    let merge = try b.store.mergeSync()
    #expect(merge.records == 1)
    #expect(try b.store.session(after) != nil)
    let name = "0123456789abcdef0123456789abcdef.jsonl"
    #expect(merge.warnings.map(\.line) == [1, 2, 3, 4, 5, 6, 7])
    #expect(merge.warnings.allSatisfy { $0.file == name })
    #expect(merge.warnings[3].problem.contains("newer than this Cadence reads"))
    #expect(merge.warnings[4].problem.contains("unknown record kind \"mood\""))
    #expect(merge.warnings[6].problem.contains("longer than any record"))
    // Told once: the next merge reads nothing again.
    #expect(try b.store.mergeSync().warnings.isEmpty)
    #expect(try b.store.syncStatus()?.warnings.count == 7)
  }

  @Test func aLineStampedByAnotherDeviceIsSkipped() throws {
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    let id = UUID()
    try append(sessionLine(1, id: id, device: "ffffffffffffffffffffffffffffffff"), to: otherLog())
    let merge = try b.store.mergeSync()
    #expect(merge.warnings.map(\.problem) == ["a line stamped by another device"])
    #expect(try b.store.session(id) == nil)
  }

  @Test func aLogThatShrankOrWasReplacedIsReadAgainWhole() throws {
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    let first = UUID()
    let second = UUID()
    try append(
      sessionLine(1, id: first) + sessionLine(2, id: second, clock: "001772355600000-000001"),
      to: otherLog())
    #expect(try b.store.mergeSync().records == 2)
    // Restored from a backup holding only the first line: read again, nothing doubled.
    let restored = otherLog() + ".restore"
    try append(sessionLine(1, id: first), to: restored)
    #expect(rename(restored, otherLog()) == 0)
    let third = UUID()
    try append(sessionLine(2, id: third, clock: "001772355600000-000003"), to: otherLog())
    let merge = try b.store.mergeSync()
    #expect(merge.records == 1)
    #expect(try b.sessionIDs == [first, second, third])
  }

  @Test func conflictCopiesTemporaryFilesAndPlaceholdersAreNotRead() throws {
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    let device = "0123456789abcdef0123456789abcdef"
    for name in [
      "\(device).sync-conflict-20261206-101500-ABCDEFG.jsonl",
      ".syncthing.\(device).jsonl.tmp",
      "\(device) (conflicted copy 2026-12-06).jsonl",
      ".\(device).jsonl.icloud",
      "\(device).jsonl~",
    ] {
      try append(sessionLine(1), to: folder.path + "/cadence/" + name)
    }
    let merge = try b.store.mergeSync()
    #expect(merge.records == 0)
    #expect(merge.warnings.isEmpty)
    #expect(try b.sessionIDs.isEmpty)
  }

  @Test func twoDevicesWithOneIDAreToldAndStopWriting() throws {
    let a = try SyncDevice(folder: folder.path)
    _ = try a.startSync(name: "laptop")
    try a.practise()
    try a.store.pushSync()
    // The data directory copied to a second machine: it writes as the same device.
    let copy = TemporaryDirectory()
    let files = ["cadence.sqlite3", "cadence.sqlite3-wal", "cadence.sqlite3-shm"]
    let from = a.directory.dataDirectory.path
    let to = copy.dataDirectory.path
    #expect(mkdir(to, 0o700) == 0)
    for file in files where (try? FileSystem.status(ofPath: from + "/" + file)) != nil {
      try SyncFiles.append(try FileReading.contents(atPath: from + "/" + file), to: to + "/" + file)
    }
    let twin = try SQLiteSessionStore.open(
      in: copy.dataDirectory, calendar: .utc, now: a.clock.now, owner: .current)
    a.clock.advance(seconds: 600)
    _ = try twin.addJournalEntry("written on the copy")
    #expect(try twin.pushSync().problem == nil)
    _ = try a.store.addJournalEntry("written on the original")
    let push = try a.store.pushSync()
    let device = try #require(try a.store.syncStatus()?.device)
    #expect(push.problem == .sameDeviceTwice(device: device, path: folder.path))
    #expect(try a.store.syncStatus()?.problem == push.problem)
    // The fix it names: a new id for one of them, after which both write again.
    _ = try a.store.startSync(folder: folder.path, name: "laptop", newDevice: true)
    #expect(try a.store.syncStatus()?.device != device)
    #expect(try a.store.pushSync().problem == nil)
  }

  @Test func syncOffStopsWritingAndKeepsWhatWasMerged() throws {
    let a = try SyncDevice(folder: folder.path)
    let b = try SyncDevice(folder: folder.path)
    _ = try a.startSync(name: "laptop")
    _ = try b.startSync(name: "desktop")
    let session = try a.practise()
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.stopSync())
    #expect(try b.store.syncStatus() == nil)
    #expect(try b.store.session(session.id) != nil)
    let size = try FileSystem.status(ofPath: b.logPath(folderOnly: true)).size
    try b.practise()
    #expect(try b.store.pushSync().written == 0)
    #expect(try FileSystem.status(ofPath: b.logPath(folderOnly: true)).size == size)
    // On again, the same id: its log goes on after what it holds, nothing is told twice.
    _ = try b.startSync(name: "desktop")
    #expect(try b.store.pushSync().problem == nil)
    _ = try a.store.syncNow()
    #expect(try a.sessionIDs == b.sessionIDs)
  }
}
