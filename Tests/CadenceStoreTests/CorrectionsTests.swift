import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Editing and removing notes and sessions by their short ids, and what a removal leaves.
@Suite struct CorrectionsTests {
  /// A store with a finished session on 1 January 2026 at 09:00 UTC, a note about it and a
  /// note of its own.
  struct Seeded {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-01-01T09:00:00Z")
    let store: SQLiteSessionStore
    let session: SessionRecord
    let noteAbout: JournalEntry
    let note: JournalEntry

    init() throws {
      store = try openStore(in: directory, clock: clock)
      let begun = try store.beginSession(
        NewSession(kind: .timer, name: "timer", planned: .seconds(1500)))
      clock.advance(seconds: 1500)
      session = try store.finishSession(
        begun.id, status: .completed, active: .seconds(1500), cyclesCompleted: 0)
      noteAbout = try store.addJournalEntry("focused", sessionID: session.id)
      clock.advance(seconds: 60)
      note = try store.addJournalEntry("a thought")
    }

    func removals() throws -> [String] {
      try store.withConnection { connection in
        try connection.statement(
          "SELECT kind || ' ' || id || ' ' || removed_at_ms FROM removed_records ORDER BY kind"
        ).rows { $0.text(0) }
      }
    }
  }

  /// Sessions with the given ids, imported so their ids are known.
  static func store(withSessionIDs ids: [String]) throws -> SQLiteSessionStore {
    let store = try SQLiteSessionStore.inMemory()
    let start = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-01-01T09:00:00Z"), utcOffsetSeconds: 0)
    let sessions = ids.map {
      SessionRecord(
        id: UUID(uuidString: $0)!, kind: .timer, name: "timer", status: .completed,
        startedAt: start)
    }
    _ = try store.importJSON(SQLiteSessionStore.exportJSON(sessions: sessions, exportedAt: start))
    return store
  }

  // MARK: short ids

  @Test(arguments: [
    ("3f2a9c1e", "3f2a9c1e"), ("3F2A", "3f2a"), ("3f2a9c1e-4b", "3f2a9c1e4b"),
    ("6F9619FF-8B86-D011-B42D-00C04FC964FF", "6f9619ff8b86d011b42d00c04fc964ff"),
  ])
  func aShortIDIsHexDigitsInAnyCaseWithHyphensIgnored(typed: String, digits: String) throws {
    #expect(try #require(ShortID(typed)).digits == digits)
  }

  @Test(arguments: [
    "3f2", "12", "", "3f2g", "zzzz", "3f2a 9c", "٣٣٣٣", String(repeating: "a", count: 33),
  ])
  func anythingElseIsNotAShortID(typed: String) {
    #expect(ShortID(typed) == nil)
  }

  @Test func aShortIDMatchesTheStoredFormOfTheUUID() throws {
    let id = try #require(UUID(uuidString: "6F9619FF-8B86-D011-B42D-00C04FC964FF"))
    #expect(ShortID(id).digits == "6f9619ff")
    #expect(try #require(ShortID("6f9619ff8b86d")).likePattern == "6F9619FF-8B86-D%")
    #expect(try #require(ShortID("6f9619ff8b86d")).matches(id))
    #expect(try #require(ShortID("6f9619fe")).matches(id) == false)
  }

  @Test func listsShowEightDigitsOrAsManyAsTellEveryRecordApart() throws {
    let apart = try Self.store(withSessionIDs: [
      "6F9619FF-8B86-D011-B42D-00C04FC964FF", "6F9619F0-8B86-D011-B42D-00C04FC964FF",
    ])
    #expect(try apart.shortIDLength(of: .session) == 8)
    #expect(try apart.shortIDLength(of: .journalEntry) == 8)
    let close = try Self.store(withSessionIDs: [
      "6F9619FF-8B86-D011-B42D-00C04FC964FF", "6F9619FF-8B8A-D011-B42D-00C04FC964FF",
      "10000000-0000-0000-0000-000000000000",
    ])
    #expect(try close.shortIDLength(of: .session) == 12)
  }

  @Test func findingBySomeDigitsNamesNoneOneOrHowManyMatch() throws {
    let store = try Self.store(withSessionIDs: [
      "6F9619FF-8B86-D011-B42D-00C04FC964FF", "6F9619FF-8B8A-D011-B42D-00C04FC964FF",
      "6F961000-0000-0000-0000-000000000000",
    ])
    let one = try store.session(matching: #require(ShortID("6f9619ff8b8a")))
    #expect(one.id.uuidString == "6F9619FF-8B8A-D011-B42D-00C04FC964FF")
    #expect(throws: StoreError.ambiguousID(.session, id: "6f96", matches: 3)) {
      try store.session(matching: #require(ShortID("6f96")))
    }
    #expect(throws: StoreError.noRecord(.session, id: "6f9619fe")) {
      try store.session(matching: #require(ShortID("6F9619FE")))
    }
  }

  // MARK: edit and remove

  @Test func editingANoteChangesItsTextAndStampsIt() throws {
    let seeded = try Seeded()
    seeded.clock.set("2026-01-02T08:00:00Z")
    let edited = try seeded.store.editJournalEntry(
      matching: ShortID(seeded.note.id), text: "a better thought")
    var expected = seeded.note
    expected.text = "a better thought"
    expected.editedAt = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-01-02T08:00:00Z"), utcOffsetSeconds: 0)
    #expect(edited == expected)
    #expect(try seeded.store.journalEntries() == [expected, seeded.noteAbout])
  }

  @Test func removingANoteKeepsATombstone() throws {
    let seeded = try Seeded()
    seeded.clock.set("2026-01-02T08:00:00Z")
    let removed = try seeded.store.removeJournalEntry(matching: ShortID(seeded.note.id))
    #expect(removed == seeded.note)
    #expect(try seeded.store.journalEntries() == [seeded.noteAbout])
    #expect(
      try seeded.removals() == [
        "journalEntry \(seeded.note.id.uuidString) \(milliseconds("2026-01-02T08:00:00Z"))"
      ])
    #expect(throws: StoreError.noRecord(.journalEntry, id: ShortID(seeded.note.id).digits)) {
      try seeded.store.removeJournalEntry(matching: ShortID(seeded.note.id))
    }
  }

  @Test func removingASessionKeepsItsNotesUnlinkedAndItsProgramProgress() throws {
    let seeded = try Seeded()
    try seeded.store.saveProgramProgress(
      ProgramProgress(programID: "calm-7", currentStep: 1, completedSteps: 1))
    let removed = try seeded.store.removeSession(matching: ShortID(seeded.session.id))
    #expect(removed == RemovedSession(record: seeded.session, detachedNotes: 1))
    #expect(try seeded.store.sessions(SessionQuery()) == [])
    var unlinked = seeded.noteAbout
    unlinked.sessionID = nil
    #expect(try seeded.store.journalEntries() == [seeded.note, unlinked])
    #expect(try seeded.store.programProgress("calm-7")?.completedSteps == 1)
    #expect(try seeded.removals().map { String($0.prefix(44)) } == ["session \(seeded.session.id)"])
  }

  @Test func aSessionStillRunningCannotBeRemoved() throws {
    let seeded = try Seeded()
    let running = try seeded.store.beginSession(NewSession(kind: .timer, name: "timer"))
    #expect(throws: StoreError.sessionInProgress(ShortID(running.id).digits)) {
      try seeded.store.removeSession(matching: ShortID(running.id))
    }
    #expect(try seeded.store.session(running.id)?.status == .inProgress)
    #expect(try seeded.removals() == [])
  }
}
