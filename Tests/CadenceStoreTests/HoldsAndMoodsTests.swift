import Cadence
import CadenceSystem
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Migration 6: a retention session's breath holds and the mood check, kept with the session
/// to the millisecond, through export and import and through a sync folder.
@Suite struct HoldsAndMoodsTests {
  static let holds: [Duration] = [.milliseconds(83_400), .milliseconds(101_000), .seconds(180)]

  /// A completed retention session with its holds and a mood check, in `store`.
  static func retention(
    in store: SQLiteSessionStore, at start: Date = Date(timeIntervalSince1970: 1_772_355_600)
  ) throws -> SessionRecord {
    let begun = try store.beginSession(
      NewSession(kind: .breathe, name: "retention", cyclesPlanned: 3), at: start)
    try store.setHolds(Self.holds, for: begun.id)
    try store.setMood(before: 2, after: 4, for: begun.id)
    return try store.finishSession(
      begun.id, status: .completed, active: .seconds(600), cyclesCompleted: 3, planned: nil,
      at: start.addingTimeInterval(600))
  }

  @Test func aHoldOf83Point4SecondsIsKeptAs83Point4Seconds() throws {
    let store = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-01T09:00:00Z"))
    let session = try Self.retention(in: store)
    #expect(session.holds == Self.holds)
    #expect(session.holds[0] == .milliseconds(83_400))
    #expect((session.moodBefore, session.moodAfter) == (2, 4))
    let read = try #require(try store.sessions(SessionQuery()).first)
    #expect(read.holds == Self.holds && read.moodBefore == 2 && read.moodAfter == 4)
    let raw = try store.withConnection { connection in
      try connection.statement("SELECT holds_ms FROM sessions").firstRow([]) { $0.text(0) }
    }
    #expect(raw == "83400,101000,180000")
  }

  @Test func theSchemaRefusesWhatNoHoldOrMoodIs() throws {
    let store = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-01T09:00:00Z"))
    let session = try Self.retention(in: store)
    for assignment in ["holds_ms = '1,x'", "holds_ms = ''", "mood_before = 0", "mood_after = 6"] {
      #expect(throws: (any Error).self) {
        try store.withConnection { connection in
          try connection.statement("UPDATE sessions SET \(assignment) WHERE id = ?")
            .run([.text(session.id.uuidString)])
        }
      }
    }
  }

  @Test func exportAndImportCarryTheHoldsAndTheMoods() throws {
    let source = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-01T09:00:00Z"))
    let session = try Self.retention(in: source)
    let export = try source.exportJSON()
    let text = String(decoding: export, as: UTF8.self)
    #expect(text.contains("\"holdsMilliseconds\""), "\(text)")
    #expect(text.contains("83400") && text.contains("\"moodBefore\" : 2"), "\(text)")
    let target = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-02T09:00:00Z"))
    _ = try target.importJSON(export)
    #expect(try target.session(session.id) == session)
  }

  @Test func anImportRefusesAHoldLongerThanAnHourOrAMoodOfSix() throws {
    let source = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-01T09:00:00Z"))
    _ = try Self.retention(in: source)
    let text = String(decoding: try source.exportJSON(), as: UTF8.self)
    for (from, to) in [("83400", "3600001"), ("\"moodAfter\" : 4", "\"moodAfter\" : 6")] {
      let target = try openStore(in: TemporaryDirectory(), clock: TestClock("2026-03-02T09:00:00Z"))
      #expect(throws: StoreError.self) {
        _ = try target.importJSON(Data(text.replacingOccurrences(of: from, with: to).utf8))
      }
    }
  }

  /// Both ways a merge applies a session: line by line, and a bulk merge's (held back, 32
  /// rows to a statement).
  @Test(arguments: [false, true])
  func aSyncFolderCarriesTheHoldsAndTheMoodsToTheOtherStore(bulk: Bool) throws {
    let folder = TemporaryDirectory()
    let a = try SyncDevice(folder: folder.path)
    let b = try SyncDevice(folder: folder.path, at: "2026-03-01T09:00:30Z")
    _ = try a.startSync(name: "laptop")
    _ = try b.startSync(name: "desktop")
    let session = try Self.retention(in: a.store, at: a.clock.now().addingTimeInterval(-600))
    #expect(try a.store.pushSync().written == 1)
    let log = try String(decoding: FileReading.contents(atPath: a.logPath), as: UTF8.self)
    #expect(log.contains("\"holds\":\"83400,101000,180000\""), "\(log)")
    #expect(try b.store.mergeSync(sizes: bulk ? .always : .measured).records == 1)
    let there = try #require(try b.store.session(session.id))
    #expect(there.holds == Self.holds && there.moodBefore == 2 && there.moodAfter == 4)
    #expect(there == session)
  }
}
