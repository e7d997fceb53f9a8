import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// A new kind (`meditation`) goes everywhere the old ones go; a kind this version does not know
/// is read, shown and counted, but not imported.
@Suite struct SessionKindTests {
  @Test func theKnownKindsAndTheirStoredNames() throws {
    #expect(
      PracticeKind.builtIn.map(\.rawValue) == [
        "breathing", "focus", "timer", "meditation", "stopwatch",
      ])
    #expect(PracticeKind(rawValue: "meditation") == .meditate)
    #expect(PracticeKind(rawValue: "stopwatch") == .stopwatch)
    #expect(PracticeKind(rawValue: "yoga")?.isBuiltIn == false)
    #expect(PracticeKind(rawValue: "") == nil)
    #expect("\(PracticeKind.meditate)" == "meditation")
    let encoded = try JSONEncoder().encode([PracticeKind.meditate])
    #expect(String(decoding: encoded, as: UTF8.self) == "[\"meditation\"]")
    #expect(
      try JSONDecoder().decode([PracticeKind].self, from: Data("[\"yoga\"]".utf8))[0].rawValue
        == "yoga")
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([PracticeKind].self, from: Data("[\"\"]".utf8))
    }
  }

  @Test func aMeditationIsRecordedExportedImportedAndCounted() throws {
    let clock = TestClock("2026-03-29T06:00:00Z")
    let source = try openStore(in: TemporaryDirectory(), clock: clock)
    let sitting = try source.beginSession(
      NewSession(kind: .meditate, name: "20m", planned: .seconds(1200), cyclesPlanned: 4))
    clock.advance(seconds: 1200)
    let finished = try source.finishSession(
      sitting.id, status: .completed, active: .seconds(1200), cyclesCompleted: 4)
    #expect(try source.session(sitting.id) == finished)

    let json = String(decoding: try source.exportJSON(), as: UTF8.self)
    #expect(json.contains("\"kind\" : \"meditation\",\n      \"name\" : \"20m\""))
    let csv = try source.exportSessionsCSV()
    #expect(
      csv.hasSuffix(
        "\r\n\(sitting.id.uuidString),meditation,20m,,completed,2026-03-29T06:00:00.000Z,0,"
          + "2026-03-29,2026-03-29T06:20:00.000Z,1200000,1200000,4,4,,\r\n"))

    let target = try openStore(in: TemporaryDirectory(), clock: clock)
    #expect(try target.importJSON(Data(json.utf8)).sessions == ImportCount(added: 1, skipped: 0))
    #expect(try target.sessions(SessionQuery(kind: .meditate)) == [finished])

    let today = LocalDay(year: 2026, month: 3, day: 29)
    let stats = try target.stats(StatsQuery(range: today...today, today: today))
    #expect(stats.sessionCount == 1)
    #expect(stats.totalMinutes == 20)
    #expect(stats.currentStreak == 1)
    #expect(stats.byPattern == [])  // a sitting has no breathing pattern
    let meditationOnly = try target.stats(
      StatsQuery(range: today...today, today: today, kinds: [.meditate]))
    #expect(meditationOnly.days.map(\.minutes) == [20])
    let otherKinds = try target.stats(
      StatsQuery(range: today...today, today: today, kinds: [.breathe, .pomodoro]))
    #expect(otherKinds.sessionCount == 0)
    #expect(otherKinds.byPattern == [])
  }

  /// As if a newer Cadence had recorded a practice this one does not know in the same file.
  @Test func aKindFromANewerCadenceIsReadAndCountedButNotImported() throws {
    let clock = TestClock("2026-03-29T06:00:00Z")
    let store = try openStore(in: TemporaryDirectory(), clock: clock)
    try store.withConnection { connection in
      try connection.execute(
        """
        INSERT INTO sessions (id, kind, name, active_ms, status, started_at_ms, utc_offset_s,
          ended_at_ms, ended_offset_s, updated_at_ms)
        VALUES ('11111111-1111-4111-8111-111111111111', 'yoga', 'sun salutation', 600000,
          'completed', 1774764000000, 0, 1774764600000, 0, 1774764600000)
        """)
    }
    let yoga = try #require(PracticeKind(rawValue: "yoga"))
    #expect(try store.sessions(SessionQuery()).map(\.kind) == [yoga])
    #expect(try store.sessions(SessionQuery(kind: yoga)).map(\.name) == ["sun salutation"])
    let today = LocalDay(year: 2026, month: 3, day: 29)
    let stats = try store.stats(StatsQuery(range: today...today, today: today))
    #expect(stats.totalMinutes == 10)
    #expect(stats.sessionCount == 1)
    #expect(stats.byPattern == [])  // breathing patterns only
    #expect(try store.exportSessionsCSV().contains(",yoga,sun salutation,"))

    let export = try store.exportJSON()
    let target = try openStore(in: TemporaryDirectory(), clock: clock)
    let error = #expect(throws: StoreError.self) { try target.importJSON(export) }
    #expect(
      error
        == .malformedImport(
          ImportProblem(
            .field("sessions[0].kind"),
            .notOneOf(
              accepted: ["breathing", "focus", "timer", "meditation", "stopwatch"], found: "yoga"))
        ))
    #expect(try target.sessions(SessionQuery()) == [])
  }
}
