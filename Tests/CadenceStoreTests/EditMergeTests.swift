import FoundationEssentials
import Testing

@testable import CadenceStore

/// Two machines merging the same note's edits end with the same text whatever the order,
/// and an edit stamped by a clock running ahead cannot undo a newer edit here (issue 24,
/// item 27).
@Suite struct EditMergeTests {
  /// Machine A (the seeded store) and machine B (a copy of A's data), each on its own clock.
  struct Machines {
    let a: CorrectionsTests.Seeded
    let directory = TemporaryDirectory()
    let bClock = TestClock("2026-01-02T09:00:00Z")
    let b: SQLiteSessionStore

    init() throws {
      a = try CorrectionsTests.Seeded()
      a.clock.set("2026-01-02T09:00:00Z")
      b = try openStore(in: directory, clock: bClock)
      _ = try b.importJSON(try a.store.exportJSON())
    }

    var id: ShortID { ShortID(a.note.id) }

    func text(on store: SQLiteSessionStore) throws -> String {
      try store.journalEntry(matching: id).text
    }
  }

  @Test func editsMadeAtTheSameMillisecondConvergeWhateverTheOrder() throws {
    let machines = try Machines()
    machines.a.clock.set("2026-01-02T10:00:00Z")
    machines.bClock.set("2026-01-02T10:00:00Z")
    _ = try machines.a.store.editJournalEntry(matching: machines.id, text: "TIE A")
    _ = try machines.b.editJournalEntry(matching: machines.id, text: "TIE B")
    let fromA = try machines.a.store.exportJSON()
    let fromB = try machines.b.exportJSON()
    _ = try machines.a.store.importJSON(fromB)
    _ = try machines.b.importJSON(fromA)
    let onA = try machines.text(on: machines.a.store)
    let onB = try machines.text(on: machines.b)
    #expect(onA == onB)
    // The rule is the text itself (the larger by Unicode scalars), so a third machine
    // importing both, in either order, ends the same too.
    #expect(onA == "TIE B")
    // Importing again changes nothing on either side.
    #expect(try machines.a.store.importJSON(fromB).journal.updated == 0)
    #expect(try machines.b.importJSON(fromA).journal.updated == 0)
  }

  @Test func anEditFromAClockAheadByMoreThanTheSkewIsRefusedAndCannotUndoANewerEdit() throws {
    let machines = try Machines()
    // A's clock runs two hours ahead of B's.
    machines.a.clock.set("2026-01-02T11:01:00Z")
    _ = try machines.a.store.editJournalEntry(matching: machines.id, text: "from the fast clock")
    let old = try machines.a.store.exportJSON()
    machines.bClock.set("2026-01-02T09:01:00Z")
    let latest = try #require(Timestamp.parseISO8601("2026-01-02T09:06:00Z"))
    #expect(
      throws: StoreError.malformedImport(
        ImportProblem(.field("journal[1].editedAt"), .timeOutOfRange(latest: latest)))
    ) { try machines.b.importJSON(old) }
    // B edits the note afterwards; the old export, skipping what is invalid, keeps it.
    machines.bClock.set("2026-01-02T09:10:00Z")
    _ = try machines.b.editJournalEntry(matching: machines.id, text: "newer here")
    machines.bClock.set("2026-01-02T09:11:00Z")
    let summary = try machines.b.importJSON(old, options: ImportOptions(skipsInvalid: true))
    #expect(summary.invalid.map(\.place) == [.field("journal[1].editedAt")])
    #expect(try machines.text(on: machines.b) == "newer here")
  }

  @Test func anEditAheadByLessThanTheSkewIsTakenAsWritten() throws {
    let machines = try Machines()
    machines.a.clock.set("2026-01-02T09:04:59Z")
    _ = try machines.a.store.editJournalEntry(matching: machines.id, text: "a little ahead")
    machines.bClock.set("2026-01-02T09:00:00Z")
    #expect(try machines.b.importJSON(try machines.a.store.exportJSON()).journal.updated == 1)
    #expect(try machines.text(on: machines.b) == "a little ahead")
  }
}
