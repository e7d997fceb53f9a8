import Cadence
import CadenceSystem
import FoundationEssentials
import Testing

@testable import CadenceStore

#if canImport(Glibc)
  import Glibc
#endif

/// Two devices syncing through one folder (a sync engine that copies at once): what one
/// records, the other shows; edits and removals converge (issue 43).
@Suite struct SyncTests {
  let folder = TemporaryDirectory()

  func pair() throws -> (SyncDevice, SyncDevice) {
    let a = try SyncDevice(folder: folder.path)
    let b = try SyncDevice(folder: folder.path, at: "2026-03-01T09:00:30Z")
    _ = try a.startSync(name: "laptop")
    _ = try b.startSync(name: "desktop")
    return (a, b)
  }

  @Test func aSessionRecordedOnOneDeviceShowsOnTheOther() throws {
    let (a, b) = try pair()
    let session = try a.practise()
    #expect(try a.store.pushSync().written == 1)
    #expect(try b.sessionIDs.isEmpty)
    let merge = try b.store.mergeSync()
    #expect(merge.records == 1)
    #expect(try b.store.session(session.id) == session)
    // Merging again reads nothing new and changes nothing.
    #expect(try b.store.mergeSync().records == 0)
  }

  @Test func sessionsRecordedBeforeSyncWasOnAreWrittenOnceWhenItStarts() throws {
    let a = try SyncDevice(folder: folder.path)
    let first = try a.practise()
    a.clock.advance(seconds: 3600)
    let second = try a.practise()
    _ = try a.startSync(name: "laptop")
    let b = try SyncDevice(folder: folder.path)
    _ = try b.startSync(name: "desktop")
    #expect(try b.sessionIDs == [first.id, second.id])
    let log = try String(decoding: FileReading.contents(atPath: a.logPath), as: UTF8.self)
    #expect(log.split(separator: "\n").filter { $0.contains("\"t\":\"session\"") }.count == 2)
  }

  @Test func theLogIsOwnerOnlyAndHoldsOneVersionedJSONObjectPerLine() throws {
    let (a, _) = try pair()
    try a.practise()
    try a.store.pushSync()
    let status = try FileSystem.status(ofPath: try a.logPath)
    #expect(status.permissions == 0o600)
    #expect(try FileSystem.status(ofPath: folder.path + "/cadence").permissions == 0o700)
    let lines = try String(decoding: FileReading.contents(atPath: a.logPath), as: UTF8.self)
      .split(separator: "\n")
    #expect(lines.allSatisfy { $0.hasPrefix("{\"v\":1,\"n\":") && $0.hasSuffix("}") })
    // Numbered from 1, one after another.
    #expect(
      lines.enumerated().allSatisfy { $0.element.hasPrefix("{\"v\":1,\"n\":\($0.offset + 1),") })
  }

  @Test func aNoteEditedOnBothDevicesConvergesToTheLaterEdit() throws {
    let (a, b) = try pair()
    let session = try a.practise()
    let note = try a.store.addJournalEntry("calm", sessionID: session.id)
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    a.clock.set("2026-03-01T10:00:00Z")
    b.clock.set("2026-03-01T10:00:05Z")
    _ = try a.store.editJournalEntry(matching: ShortID(note.id), text: "calm, then sleepy")
    _ = try b.store.editJournalEntry(matching: ShortID(note.id), text: "calm and warm")
    for _ in 0..<2 {
      _ = try a.store.syncNow()
      _ = try b.store.syncNow()
    }
    #expect(try a.store.journalEntry(matching: ShortID(note.id)).text == "calm and warm")
    #expect(try b.store.journalEntry(matching: ShortID(note.id)).text == "calm and warm")
    #expect(try b.store.journalEntry(matching: ShortID(note.id)).sessionID == session.id)
    #expect(try a.snapshot() == b.snapshot())
  }

  @Test func aClockADayAheadWinsOnlyUntilTheOthersHaveReadIt() throws {
    let (a, b) = try pair()
    let note = try a.store.addJournalEntry("first")
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    // A's clock jumps a day ahead; it edits; B, on the right time, reads that and edits after.
    a.clock.set("2026-03-02T09:10:00Z")
    _ = try a.store.editJournalEntry(matching: ShortID(note.id), text: "from tomorrow")
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.journalEntry(matching: ShortID(note.id)).text == "from tomorrow")
    b.clock.set("2026-03-01T09:11:00Z")
    _ = try b.store.editJournalEntry(matching: ShortID(note.id), text: "today, later")
    _ = try b.store.syncNow()
    _ = try a.store.syncNow()
    #expect(try a.store.journalEntry(matching: ShortID(note.id)).text == "today, later")
    #expect(try b.store.journalEntry(matching: ShortID(note.id)).text == "today, later")
  }

  @Test func editsAtTheSameMillisecondConvergeByDeviceID() throws {
    let (a, b) = try pair()
    let note = try a.store.addJournalEntry("first")
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    a.clock.set("2026-03-01T11:00:00Z")
    b.clock.set("2026-03-01T11:00:00Z")
    _ = try a.store.editJournalEntry(matching: ShortID(note.id), text: "A")
    _ = try b.store.editJournalEntry(matching: ShortID(note.id), text: "B")
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    _ = try a.store.syncNow()
    let onA = try a.store.journalEntry(matching: ShortID(note.id)).text
    #expect(onA == (try b.store.journalEntry(matching: ShortID(note.id)).text))
  }

  @Test func aRemovalOnOneDeviceRemovesOnTheOtherAndAnOlderCopyNeverBringsItBack() throws {
    let (a, b) = try pair()
    let session = try a.practise()
    let note = try a.store.addJournalEntry("a note", sessionID: session.id)
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    _ = try b.store.removeSession(matching: ShortID(session.id))
    _ = try b.store.removeJournalEntry(matching: ShortID(note.id))
    _ = try b.store.syncNow()
    _ = try a.store.syncNow()
    #expect(try a.store.session(session.id) == nil)
    #expect(try a.store.journalEntries().isEmpty)
    // A log read again from its start (a restored folder) does not bring them back.
    try b.store.withConnection { try $0.execute("DELETE FROM sync_logs") }
    _ = try b.store.mergeSync()
    #expect(try b.store.session(session.id) == nil)
    #expect(try a.snapshot() == b.snapshot())
  }

  @Test func patternsConvergeAndCanBeAddedAgainAfterARemoval() throws {
    let (a, b) = try pair()
    try a.store.addPattern(CustomPattern(name: "Calm", spec: "4-6"))
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.customPatterns() == [CustomPattern(name: "Calm", spec: "4-6")])
    b.clock.advance(seconds: 60)
    #expect(try b.store.removePattern(named: "calm"))
    _ = try b.store.syncNow()
    _ = try a.store.syncNow()
    #expect(try a.store.customPatterns().isEmpty)
    a.clock.advance(seconds: 120)
    try a.store.addPattern(CustomPattern(name: "calm", spec: "5-5"))
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.customPatterns() == [CustomPattern(name: "calm", spec: "5-5")])
  }

  @Test func programProgressCountsTheStepsCompletedOnEveryDevice() throws {
    let (a, b) = try pair()
    try a.store.saveProgramProgress(
      ProgramProgress(programID: "calm-week", currentStep: 0, completedSteps: 0))
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.programProgress("calm-week")?.currentStep == 0)
    a.clock.advance(seconds: 600)
    try a.practise(program: ("calm-week", 0))
    b.clock.advance(seconds: 900)
    try b.practise(program: ("calm-week", 1))
    for _ in 0..<2 {
      _ = try a.store.syncNow()
      _ = try b.store.syncNow()
    }
    let onA = try #require(try a.store.programProgress("calm-week"))
    let onB = try #require(try b.store.programProgress("calm-week"))
    #expect(onA.currentStep == 2)
    #expect(onA.completedSteps == 2)
    #expect(onA == onB)
    // A reset on one device resets both.
    b.clock.advance(seconds: 60)
    try b.store.resetProgram("calm-week")
    _ = try b.store.syncNow()
    _ = try a.store.syncNow()
    #expect(try a.store.programProgress("calm-week") == nil)
  }

  @Test func theDeviceNameAndStatusShowEachOtherDevice() throws {
    let (a, b) = try pair()
    try a.practise()
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    let status = try #require(try b.store.syncStatus())
    #expect(status.name == "desktop")
    #expect(status.devices.map(\.name) == ["laptop"])
    #expect(status.devices.first?.records == 2)  // its name and the session
    #expect(try a.store.nameSyncDevice("work laptop"))
    _ = try a.store.syncNow()
    _ = try b.store.syncNow()
    #expect(try b.store.syncStatus()?.devices.map(\.name) == ["work laptop"])
  }
}

@Suite struct SyncFixtureTests {
  @Test func aFreshDeviceMergesTheFixture() throws {
    let folder = TemporaryDirectory()
    #expect(mkdir(folder.path + "/cadence", 0o700) == 0)
    let written = try SyncLogFixture.write(
      devices: 2, days: 10, sessionsPerDay: 3, noteEvery: 5, end: date("2026-03-01T09:00:00Z"),
      into: folder.path + "/cadence")
    let device = try SyncDevice(folder: folder.path)
    let report = try device.startSync(name: "fresh")
    #expect(report.problem == nil)
    #expect(try device.store.sessionCount(SessionQuery()) == written.sessions)
    #expect(try device.store.journalEntries().count == written.notes)
  }
}

@Suite struct SyncTextTests {
  @Test func aUUIDsTextRoundTripsAsFoundationWritesAndReadsIt() {
    for _ in 0..<200 {
      let id = UUID()
      #expect(id.syncText == id.uuidString)
      #expect(UUID(syncText: id.uuidString) == id)
      #expect(UUID(syncText: id.uuidString.lowercased()) == id)
    }
    for bad in [
      "", "not a uuid", "0123456789abcdef0123456789abcdef0123",
      "G1C1C77E-984A-4836-98BA-086F241A3306",
      "1C1C77E6-984A-4836-98BA-086F241A330", "1C1C77E6+984A-4836-98BA-086F241A3306",
    ] {
      #expect(UUID(syncText: bad) == nil)
    }
  }

  /// A line's ids and stamp are read from its bytes where they are plain; written with
  /// escapes (JSON allows any character so), they are read as text, to the same line.
  @Test func aLineReadsTheSameWrittenPlainlyOrWithEscapes() throws {
    let device = try #require(DeviceID(text: "0123456789abcdef0123456789abcdef"))
    let other = try #require(DeviceID(text: "fedcba9876543210fedcba9876543210"))
    let session = UUID()
    let note = SyncLine(
      number: 7, clock: HybridClock(milliseconds: 1_772_355_600_000, counter: 3, device: device),
      record: .note(
        JournalEntry(
          id: UUID(), text: "慢慢呼气 \"calm\"",
          createdAt: Timestamp(millisecondsSinceEpoch: 1_772_355_600_000, utcOffsetSeconds: 3600),
          sessionID: session)))
    let plain = String(decoding: note.encoded().dropLast(), as: UTF8.self)
    // Every hex digit of the ids and the stamp's device as a \u escape.
    var escaped = plain
    for id in [session.syncText, device.text] {
      let written = id.unicodeScalars.map { scalar in
        scalar.properties.isASCIIHexDigit
          ? "\\u00" + String(scalar.value, radix: 16, uppercase: false) : String(scalar)
      }.joined()
      escaped = escaped.replacing(id, with: written)
    }
    #expect(escaped != plain)
    for text in [plain, escaped] {
      var members = FlatJSON.Members()
      let read = try Array(text.utf8).withUnsafeBufferPointer {
        try SyncLine(decoding: $0, from: device, members: &members)
      }
      #expect(read == note)
      #expect(read.clock.device == device)
      // Read as another device's log, the stamp still names the device that wrote it.
      let elsewhere = try Array(text.utf8).withUnsafeBufferPointer {
        try SyncLine(decoding: $0, from: other, members: &members)
      }
      #expect(elsewhere.clock.device == device)
      #expect(elsewhere.clock.text == note.clock.text)
    }
  }

  /// Names past 16 bytes (none of ours: a newer Cadence's) are told apart by all their
  /// bytes, not only their first 16.
  @Test func longNamesAlikeInTheirFirstSixteenBytesAreTwoMembers() throws {
    func parse(_ text: String) throws(FlatJSON.Failure) -> FlatJSON.Members {
      var members = FlatJSON.Members()
      let bytes = Array(text.utf8)
      try bytes.withUnsafeBufferPointer { buffer throws(FlatJSON.Failure) in
        try FlatJSON.parse(buffer, into: &members)
      }
      return members
    }
    let two = try parse(#"{"breathsPerMinuteBefore":5,"breathsPerMinuteAfter":6,"v":1}"#)
    #expect(two.value(FlatJSON.Key("breathsPerMinuteBefore")) == .integer(5))
    #expect(two.value(FlatJSON.Key("breathsPerMinuteAfter")) == .integer(6))
    #expect(two.value(FlatJSON.Key("breathsPerMinuteBeforf")) == nil)
    #expect(two.value(FlatJSON.Key("v")) == .integer(1))
    #expect(throws: FlatJSON.Failure(reason: "the key \"breathsPerMinute…\" twice")) {
      try parse(#"{"breathsPerMinuteBefore":5,"breathsPerMinuteBefore":6}"#)
    }
  }
}
