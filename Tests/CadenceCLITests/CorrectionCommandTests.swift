import Cadence
import CadenceStore
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `journal edit`, `journal remove`, `history remove` and the ids that `journal` and
/// `history --ids` show, on the real store in a temporary directory.
@Suite struct CorrectionCommandTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let now = Date(timeIntervalSince1970: DataCommandTests.noon)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "100"], wallClock: { now })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// The store, opened afresh at noon on 2026-11-29 (UTC).
  func store(hoursAgo: Double = 0) throws -> SQLiteSessionStore {
    let now = Date(timeIntervalSince1970: DataCommandTests.noon - hoursAgo * 3600)
    return try SQLiteSessionStore.open(
      in: DataDirectory(path: directory.path), calendar: .utc, now: { now })
  }

  /// A 25-minute timer that started an hour before noon, with a note about it.
  func seedTimer() throws -> (session: SessionRecord, note: JournalEntry) {
    let store = try store(hoursAgo: 1)
    let begun = try store.beginSession(
      NewSession(kind: .timer, name: "timer", planned: .seconds(1500)))
    let session = try store.finishSession(
      begun.id, status: .completed, active: .seconds(1500), cyclesCompleted: 0)
    return (session, try store.addJournalEntry("focused", sessionID: session.id))
  }

  static func id(_ uuid: UUID) -> String { ShortID(uuid).digits }

  // MARK: journal

  @Test func journalShowsEachNotesIdFirst() throws {
    let (_, note) = try seedTimer()
    _ = run(["journal", "add", "later"])
    let later = try #require(try store().journalEntries().first)
    #expect(
      run(["journal"]).output == """
        \(Self.id(later.id))  2026-11-29 12:00  later
        \(Self.id(note.id))  2026-11-29 11:00  focused
                                    after timer, 25:00, 2026-11-29 11:00

        """)
  }

  @Test func journalEditReplacesTheTextAndSaysWhichNote() throws {
    let (_, note) = try seedTimer()
    let id = Self.id(note.id)
    #expect(
      run(["journal", "edit", String(id.prefix(5)).uppercased(), "deeply", "focused"])
        == (0, "Edited note \(id) (2026-11-29 11:00).\n", ""))
    let stored = try #require(try store().journalEntries().first)
    #expect(stored.text == "deeply focused")
    #expect(stored.sessionID == note.sessionID)
  }

  @Test func journalRemoveRemovesTheNoteAndSaysWhichNote() throws {
    let (_, note) = try seedTimer()
    let id = Self.id(note.id)
    #expect(run(["journal", "remove", id]) == (0, "Removed note \(id) (2026-11-29 11:00).\n", ""))
    #expect(try store().journalEntries() == [])
    #expect(
      run(["journal"]).output
        == "No journal notes yet. Add one with 'cadence journal add <text>'.\n")
  }

  // MARK: history

  @Test func historyIdsShowsEachSessionsIdFirst() throws {
    let (session, _) = try seedTimer()
    let lines = run(["history", "--ids"]).output.split(separator: "\n")
    #expect(lines.first?.hasPrefix("Id        When              ") == true)
    #expect(lines.last?.hasPrefix("\(Self.id(session.id))  2026-11-29 11:00  timer") == true)
    #expect(run(["history"]).output.hasPrefix("When "))
  }

  @Test func historyRemoveRemovesTheSessionAndKeepsItsNote() throws {
    let (session, note) = try seedTimer()
    let id = Self.id(session.id)
    #expect(
      run(["history", "remove", id])
        == (
          0,
          "Removed session \(id) (timer 25:00, 2026-11-29 11:00). Its note stays in the journal.\n",
          ""
        ))
    #expect(run(["history"]).output == "No sessions yet.\n")
    #expect(try store().journalEntries().map(\.id) == [note.id])
    #expect(try store().journalEntries().first?.sessionID == nil)
  }

  @Test func aSessionStillRunningIsNotRemoved() throws {
    let running = try store().beginSession(NewSession(kind: .timer, name: "timer"))
    let id = Self.id(running.id)
    let result = run(["history", "remove", id])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "Error: The session '\(id)' is still in progress; it can be removed once it has ended.\n"
    )
    #expect(try store().session(running.id)?.status == .inProgress)
  }

  // MARK: errors

  @Test(arguments: [
    (
      ["history", "remove", "0000dead"],
      "Error: No session with id '0000dead'; 'cadence history --ids' shows the ids.\n"
    ),
    (
      ["journal", "remove", "0000dead"],
      "Error: No journal note with id '0000dead'; 'cadence journal' shows the ids.\n"
    ),
    (
      ["journal", "edit", "0000dead", "text"],
      "Error: No journal note with id '0000dead'; 'cadence journal' shows the ids.\n"
    ),
  ])
  func anUnknownIdIsNamedAndNothingChanges(arguments: [String], message: String) throws {
    let (session, note) = try seedTimer()
    #expect(run(arguments) == (1, "", message))
    #expect(try store().sessions(SessionQuery()).map(\.id) == [session.id])
    #expect(try store().journalEntries() == [note])
  }

  @Test func anIdThatStartsSeveralRecordsAsksForMore() throws {
    let start = Timestamp(millisecondsSinceEpoch: 1_796_000_000_000, utcOffsetSeconds: 0)
    let sessions = ["3F2A9C1E-0000-4000-8000-000000000001", "3F2A9C1F-0000-4000-8000-000000000002"]
      .map {
        SessionRecord(
          id: UUID(uuidString: $0)!, kind: .timer, name: "timer", status: .completed,
          startedAt: start)
      }
    _ = try store().importJSON(
      SQLiteSessionStore.exportJSON(sessions: sessions, exportedAt: start))
    #expect(
      run(["history", "remove", "3f2a9c"])
        == (
          1, "",
          "Error: 2 sessions have ids starting with '3f2a9c'; give more of the id"
            + " ('cadence history --ids' shows the ids).\n"
        ))
    #expect(try store().sessions(SessionQuery()).count == 2)
  }

  @Test(arguments: [
    (
      ["history", "remove", "12"],
      "Error: Invalid value '12' for '<id>': not an id; expected 4 or more hex digits of an id"
        + " as 'cadence history --ids' shows it, like 3f2a9c1e."
    ),
    (
      ["journal", "remove", "note"],
      "Error: Invalid value 'note' for '<id>': not an id; expected 4 or more hex digits of an id"
        + " as 'cadence journal' shows it, like 3f2a9c1e."
    ),
    (["journal", "edit", "3f2a9c1e"], "Error: Missing expected argument '<text>'."),
    (
      ["journal", "edit", "3f2a9c1e", " "],
      "Error: Invalid value ' ' for '<text>': the note is empty; expected a note of at least one "
        + "character, such as 'slept well'."
    ),
    (["journal", "remove"], "Error: Missing expected argument '<id>'."),
    (["history", "remove"], "Error: Missing expected argument '<id>'."),
    (
      ["history", "remove", "3f2a9c1e", "--ids"],
      "Error: 'remove' and '--ids' cannot be used together."
    ),
  ])
  func aMalformedIdIsAUsageError(arguments: [String], message: String) {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(message + "\n"))
    #expect(!TemporaryDirectory.exists(directory.file("cadence.sqlite3")))
  }

  @Test func importSaysWhatItRemovedAndUpdated() throws {
    let (session, note) = try seedTimer()
    let file = directory.file("all.json")
    #expect(run(["export", "-o", file]).status == 0)
    let other = TemporaryDirectory()
    let (context, _, _) = CommandContext.testing(dataDirectory: other.path)
    #expect(CadenceCommandLine.run(["import", file], in: context) == 0)
    _ = run(["history", "remove", Self.id(session.id)])
    let laterNow = Date(timeIntervalSince1970: DataCommandTests.noon + 60)
    let (later, _, _) = CommandContext.testing(
      dataDirectory: directory.path, wallClock: { laterNow })
    #expect(CadenceCommandLine.run(["journal", "edit", Self.id(note.id), "calm"], in: later) == 0)
    #expect(run(["export", "-o", file]).status == 0)
    let output = StringOutput()
    var again = context
    again.output = output
    #expect(CadenceCommandLine.run(["import", file], in: again) == 0)
    #expect(
      output.text == """
        Imported '\(file)'.
                         added  updated  removed  skipped
          sessions           0        0        1        0
          journal notes      0        1        0        0
          programs           0        0        0        0
          patterns           0        0        0        0
          settings           0        0        0        0

        """)
  }
}
