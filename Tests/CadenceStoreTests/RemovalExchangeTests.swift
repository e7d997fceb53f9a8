import FoundationEssentials
import Testing

@testable import CadenceStore

/// Removals and edits travel through export and import: a removed record never comes back, a
/// removal made on one machine reaches the others, and a note keeps its latest text.
@Suite struct RemovalExchangeTests {
  /// A second store, for "another machine", on the same test clock.
  static func otherStore(clock: TestClock) throws -> (TemporaryDirectory, SQLiteSessionStore) {
    let directory = TemporaryDirectory()
    return (directory, try openStore(in: directory, clock: clock))
  }

  /// The `removed` list of an export's text, as written.
  static func removals(in text: String) -> String {
    text.components(separatedBy: "\"removed\" :").dropFirst().joined()
  }

  @Test func aRemovedSessionDoesNotComeBackFromAnOlderExport() throws {
    let seeded = try CorrectionsTests.Seeded()
    let before = try seeded.store.exportJSON()
    _ = try seeded.store.removeSession(matching: ShortID(seeded.session.id))
    _ = try seeded.store.removeJournalEntry(matching: ShortID(seeded.note.id))
    let summary = try seeded.store.importJSON(before)
    #expect(summary.sessions == ImportCount(added: 0, skipped: 1))
    #expect(summary.journal == ImportCount(added: 0, skipped: 2))
    #expect(summary.totalChanged == 0)
    #expect(try seeded.store.sessions(SessionQuery()) == [])
    var unlinked = seeded.noteAbout
    unlinked.sessionID = nil
    #expect(try seeded.store.journalEntries() == [unlinked])
  }

  @Test func anExportCarriesItsRemovalsToAnotherStore() throws {
    let seeded = try CorrectionsTests.Seeded()
    let (_, other) = try Self.otherStore(clock: seeded.clock)
    let before = try seeded.store.exportJSON()
    _ = try other.importJSON(before)
    seeded.clock.set("2026-01-05T10:00:00Z")
    _ = try seeded.store.removeSession(matching: ShortID(seeded.session.id))
    seeded.clock.advance(seconds: 60)
    _ = try seeded.store.removeJournalEntry(matching: ShortID(seeded.note.id))
    let after = try seeded.store.exportJSON()
    let text = String(decoding: after, as: UTF8.self)
    #expect(
      text.contains(
        """
          "removed" : [
            {
              "kind" : "session",
              "id" : "\(seeded.session.id.uuidString)",
              "removedAt" : "2026-01-05T10:00:00.000Z"
            },
        """))

    let summary = try other.importJSON(after)
    #expect(summary.sessions == ImportCount(added: 0, skipped: 0, removed: 1))
    #expect(summary.journal == ImportCount(added: 0, skipped: 1, removed: 1))
    #expect(try other.sessions(SessionQuery()) == [])
    #expect(try other.journalEntries().map(\.text) == ["focused"])
    #expect(try other.journalEntries().first?.sessionID == nil)
    // The other store now remembers the removals too: the older file adds nothing back, and
    // its own export passes them on.
    #expect(try other.importJSON(before).totalChanged == 0)
    let passedOn = String(decoding: try other.exportJSON(), as: UTF8.self)
    #expect(Self.removals(in: passedOn) == Self.removals(in: text))
    #expect(Self.removals(in: text).count > 100)
  }

  @Test func aNoteAboutASessionRemovedHereArrivesUnlinked() throws {
    let seeded = try CorrectionsTests.Seeded()
    let (_, other) = try Self.otherStore(clock: seeded.clock)
    _ = try other.importJSON(try seeded.store.exportJSON())
    _ = try other.removeSession(matching: ShortID(seeded.session.id))
    let later = try seeded.store.addJournalEntry(
      "still thinking of it", sessionID: seeded.session.id)
    let summary = try other.importJSON(try seeded.store.exportJSON())
    #expect(summary.sessions == ImportCount(added: 0, skipped: 1))
    #expect(summary.journal == ImportCount(added: 1, skipped: 2))
    let arrived = try #require(try other.journalEntries().first { $0.id == later.id })
    #expect(arrived.sessionID == nil)
    #expect(arrived.text == "still thinking of it")
  }

  @Test func aNoteKeepsTheTextEditedLast() throws {
    let seeded = try CorrectionsTests.Seeded()
    let (_, other) = try Self.otherStore(clock: seeded.clock)
    _ = try other.importJSON(try seeded.store.exportJSON())
    seeded.clock.set("2026-01-05T10:00:00Z")
    _ = try seeded.store.editJournalEntry(matching: ShortID(seeded.note.id), text: "edited there")
    let edited = try seeded.store.exportJSON()
    #expect(String(decoding: edited, as: UTF8.self).contains("\"editedAt\" : \"2026-01-05T10:00"))

    let summary = try other.importJSON(edited)
    #expect(summary.journal == ImportCount(added: 0, skipped: 1, updated: 1))
    #expect(try other.journalEntry(matching: ShortID(seeded.note.id)).text == "edited there")
    #expect(
      try other.journalEntry(matching: ShortID(seeded.note.id)).editedAt?.millisecondsSinceEpoch
        == milliseconds("2026-01-05T10:00:00Z"))

    // An edit made here afterwards is newer than the file's: the file does not undo it.
    seeded.clock.set("2026-01-06T10:00:00Z")
    _ = try other.editJournalEntry(matching: ShortID(seeded.note.id), text: "edited here")
    #expect(try other.importJSON(edited).journal == ImportCount(added: 0, skipped: 2))
    #expect(try other.journalEntry(matching: ShortID(seeded.note.id)).text == "edited here")
  }

  @Test func aFileThatListsARecordAsBothPresentAndRemovedRemovesIt() throws {
    let seeded = try CorrectionsTests.Seeded()
    let text = String(decoding: try seeded.store.exportJSON(), as: UTF8.self)
    let removal = """
      "removed" : [{"kind": "session", "id": "\(seeded.session.id.uuidString)",
        "removedAt": "2026-01-01T10:00:00Z"}]
      """
    let (_, other) = try Self.otherStore(clock: seeded.clock)
    let summary = try other.importJSON(
      Data(text.components(separatedBy: "\"removed\" : []").joined(separator: removal).utf8))
    #expect(summary.sessions == ImportCount(added: 0, skipped: 1))
    #expect(try other.sessions(SessionQuery()) == [])
  }

  @Test func aDuplicateRemovalInTheFileIsRejected() throws {
    let seeded = try CorrectionsTests.Seeded()
    let text = String(decoding: try seeded.store.exportJSON(), as: UTF8.self)
    let one = """
      {"kind": "session", "id": "\(seeded.session.id.uuidString)", "removedAt": "2026-01-01T10:00:00Z"}
      """
    let (_, other) = try Self.otherStore(clock: seeded.clock)
    #expect(
      throws: StoreError.malformedImport(
        ImportProblem(.field("removed[1].id"), .duplicate(of: "removed[0].id")))
    ) {
      try other.importJSON(
        Data(
          text.components(separatedBy: "\"removed\" : []")
            .joined(separator: "\"removed\" : [\(one), \(one)]").utf8))
    }
  }
}
