import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Export then import reproduces every record; importing twice is importing once.
@Suite struct ExportImportTests {
  /// A store holding one of everything, with sessions on 1…4 January 2026 at 07:00 UTC.
  struct Source {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-01-01T07:00:00Z")
    let store: SQLiteSessionStore
    var sessions: [SessionRecord] = []

    init() throws {
      store = try openStore(
        in: directory, clock: clock, calendar: LocalCalendar(timeZone: "Europe/Berlin"))
      let plans: [(PracticeKind, String, String?, SessionStatus)] = [
        (.breathe, "4-7-8", nil, .completed),
        (.pomodoro, "pomodoro", "essay, \"draft\"", .stoppedEarly),
        (.timer, "25m", nil, .completed), (.breathe, "box", "calm-7 step", .inProgress),
      ]
      for (index, (kind, name, label, status)) in plans.enumerated() {
        clock.set("2026-01-0\(index + 1)T07:00:00Z")
        let begun = try store.beginSession(
          NewSession(
            kind: kind, name: name, label: label, planned: .seconds(600), cyclesPlanned: 4,
            programID: index == 3 ? "calm-7" : nil, programStep: index == 3 ? 2 : nil))
        clock.advance(seconds: 300)
        sessions.append(
          status == .inProgress
            ? begun
            : try store.finishSession(
              begun.id, status: status, active: .seconds(299), cyclesCompleted: 2))
      }
      _ = try store.addJournalEntry("after 4-7-8", sessionID: sessions[0].id)
      clock.advance(seconds: 1)  // export order is by time; equal times would order by random id
      _ = try store.addJournalEntry("a \\ thought with \"quotes\"")
      try store.saveProgramProgress(
        ProgramProgress(programID: "calm-7", currentStep: 2, completedSteps: 2))
      try store.addPattern(CustomPattern(name: "evening", spec: "in 4 hold 2 out 6"))
      try store.setSetting("dayStartsAt", to: "04:00")
    }

    func exportText() throws -> String {
      String(decoding: try store.exportJSON(), as: UTF8.self)
    }
  }

  /// A store to import into, its clock after the source's last session (2026-01-04), as an
  /// importer's is: a time after it by more than a day is refused.
  static func importer() throws -> SQLiteSessionStore {
    try openStore(in: TemporaryDirectory(), clock: TestClock("2026-01-05T00:00:00Z"))
  }

  /// Everything a store holds, as comparable values.
  static func contents(_ store: SQLiteSessionStore) throws -> String {
    let sessions = try store.sessions(SessionQuery()).map { "\($0)" }
    let journal = try store.journalEntries().map { "\($0)" }
    let programs = try store.allProgramProgress().map { "\($0)" }
    let settings = try store.allSettings().map { "\($0.key)=\($0.value)" }
    let patterns = try store.customPatterns().map { "\($0)" }
    return (sessions + journal + programs + settings + patterns).joined(separator: "\n")
  }

  @Test func anImportReproducesEveryRecordOfTheExport() throws {
    let source = try Source()
    let target = try Self.importer()
    let summary = try target.importJSON(try source.store.exportJSON())
    var expected = ImportSummary()
    (expected.sessions.added, expected.journal.added, expected.programs.added) = (4, 2, 1)
    (expected.patterns.added, expected.settings.added) = (1, 1)
    #expect(summary == expected)
    var sessions = source.sessions
    sessions[3].status = .interrupted  // no process here runs the session that was in progress
    #expect(try target.sessions(SessionQuery()) == sessions.reversed())
    #expect(try target.journalEntries() == source.store.journalEntries())
    #expect(try target.allProgramProgress() == source.store.allProgramProgress())
    #expect(try target.customPatterns() == source.store.customPatterns())
    #expect(try target.dayBoundary() == DayBoundary(hour: 4, minute: 0))
  }

  @Test func importingTheSameFileTwiceChangesNothing() throws {
    let source = try Source()
    let export = try source.store.exportJSON()
    let target = try Self.importer()
    try target.addPattern(CustomPattern(name: "Evening", spec: "4-4"))  // local version wins
    _ = try target.importJSON(export)
    let once = try Self.contents(target)
    let again = try target.importJSON(export)
    #expect(again.totalAdded == 0)
    #expect(again.sessions == ImportCount(added: 0, skipped: 4))
    #expect(again.patterns == ImportCount(added: 0, skipped: 1))
    #expect(try Self.contents(target) == once)
    #expect(try target.customPatterns() == [CustomPattern(name: "Evening", spec: "4-4")])
  }

  @Test func theExportIsVersionedAndReadable() throws {
    let text = try Source().exportText()
    #expect(
      text.hasPrefix(
        "{\n  \"format\" : \"cadence-export\",\n  \"version\" : 2,\n"
          + "  \"exportedAt\" : \"2026-01-04T07:05:01.000Z\",\n  \"sessions\" : [\n    {\n"))
    #expect(text.contains("\"startedAt\" : \"2026-01-02T07:00:00.000Z\""))
    #expect(text.contains("\"utcOffsetSeconds\" : 3600"))
    #expect(text.hasSuffix("  \"removed\" : []\n}\n"))
  }

  @Test func sessionsExportAsRFC4180CSV() throws {
    let source = try Source()
    try source.store.setSetting("dayStartsAt", to: nil)
    let csv = try source.store.exportSessionsCSV()
    let lines = csv.components(separatedBy: "\r\n")
    #expect(lines.count == 6)  // header, 4 sessions, and the empty rest after the last CRLF
    #expect(
      lines[0]
        == "id,kind,name,label,status,started_at,utc_offset_seconds,local_date,ended_at,planned_ms,"
        + "active_ms,cycles_planned,cycles_completed,program_id,program_step")
    let id = source.sessions[1].id.uuidString
    #expect(
      lines[2]
        == "\(id),focus,pomodoro,\"essay, \"\"draft\"\"\",stoppedEarly,2026-01-02T07:00:00.000Z,3600,"
        + "2026-01-02,2026-01-02T07:05:00.000Z,600000,299000,4,2,,")
    #expect(
      lines[4].hasSuffix(
        ",inProgress,2026-01-04T07:00:00.000Z,3600,2026-01-04,,600000,0,4,0,calm-7,2"))
    #expect(lines[5] == "")
  }

  @Test(arguments: [
    ("a\nb", "\"a\nb\""), ("a\r\nb", "\"a\r\nb\""), ("plain", "plain"), ("", ""), ("=1+2", "=1+2"),
  ])
  func csvFieldsAreQuotedOnlyWhenNeeded(value: String, field: String) {
    #expect(SessionCSV.field(value) == field)
  }
}
