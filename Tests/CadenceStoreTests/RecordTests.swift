import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Journal notes, program progress, custom patterns and settings survive a reopen unchanged.
@Suite struct RecordTests {
  @Test func journalEntriesRoundTripNewestFirst() throws {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-03-01T20:00:00Z")
    let store = try openStore(
      in: directory, clock: clock, calendar: LocalCalendar(timeZone: "Europe/Berlin"))
    let session = try store.beginSession(NewSession(kind: .breathe, name: "4-7-8"))
    let first = try store.addJournalEntry("slept well,\nfelt \"calm\" 🌿", sessionID: session.id)
    clock.advance(seconds: 60)
    let second = try store.addJournalEntry("second note")
    #expect(
      first.createdAt
        == Timestamp(
          millisecondsSinceEpoch: milliseconds("2026-03-01T20:00:00Z"), utcOffsetSeconds: 3600))
    let reopened = try openStore(in: directory)
    #expect(try reopened.journalEntries() == [second, first])
    #expect(try reopened.journalEntries(limit: 1) == [second])
    let stranger = UUID()
    #expect(throws: StoreError.unknownSession(stranger.uuidString)) {
      try reopened.addJournalEntry("about nothing", sessionID: stranger)
    }
    #expect(try reopened.journalEntries().count == 2)
  }

  @Test func programProgressRoundTripsAndResets() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    let calm = ProgramProgress(
      programID: "calm-7", currentStep: 3, completedSteps: 4,
      lastPracticedAt: Timestamp(
        millisecondsSinceEpoch: 1_774_740_676_000, utcOffsetSeconds: -25200))
    let fresh = ProgramProgress(programID: "focus-5", currentStep: 0, completedSteps: 0)
    try store.saveProgramProgress(fresh)
    try store.saveProgramProgress(calm)
    let reopened = try openStore(in: directory)
    #expect(try reopened.programProgress("calm-7") == calm)
    #expect(try reopened.allProgramProgress() == [calm, fresh])
    #expect(try reopened.resetProgram("calm-7"))
    #expect(try !reopened.resetProgram("calm-7"))
    #expect(try reopened.programProgress("calm-7") == nil)
  }

  @Test func patternNamesAreUniqueWithoutRegardToCase() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    try store.addPattern(CustomPattern(name: "Evening", spec: "in 4 hold 2 out 6"))
    try store.addPattern(CustomPattern(name: "box-5", spec: "5-5-5-5"))
    #expect(throws: StoreError.duplicatePattern(name: "evening")) {
      try store.addPattern(CustomPattern(name: "evening", spec: "4-4"))
    }
    let reopened = try openStore(in: directory)
    #expect(
      try reopened.customPatterns() == [
        CustomPattern(name: "box-5", spec: "5-5-5-5"),
        CustomPattern(name: "Evening", spec: "in 4 hold 2 out 6"),
      ])
    #expect(try reopened.removePattern(named: "EVENING"))
    #expect(try !reopened.removePattern(named: "evening"))
    #expect(try reopened.customPatterns().map(\.name) == ["box-5"])
  }

  @Test func settingsRoundTripAndRemove() throws {
    let directory = TemporaryDirectory()
    let store = try openStore(in: directory)
    try store.setSetting("pomodoro.work", to: "50m")
    try store.setSetting("dayStartsAt", to: "4:30")
    try store.setSetting("pomodoro.work", to: "45m")
    let reopened = try openStore(in: directory)
    #expect(try reopened.setting("pomodoro.work") == "45m")
    #expect(
      try reopened.allSettings().map { "\($0.key)=\($0.value)" } == [
        "dayStartsAt=4:30", "pomodoro.work=45m",
      ])
    #expect(try reopened.dayBoundary() == DayBoundary(hour: 4, minute: 30))
    try reopened.setSetting("dayStartsAt", to: nil)
    #expect(try reopened.setting("dayStartsAt") == nil)
    #expect(try reopened.dayBoundary() == .midnight)
  }

  /// The read a practice makes before its first frame: nothing created, nothing written.
  @Test func settingsAreReadWithoutCreatingAStore() throws {
    let directory = TemporaryDirectory()
    let data = DataDirectory(path: directory.path + "/data")
    #expect(SQLiteSessionStore.settings(in: data).isEmpty)
    #expect(!TemporaryDirectory.exists(data.databasePath))
    let store = try SQLiteSessionStore.open(in: data)
    try store.setSetting("pomodoro.work", to: "50m")
    try store.setSetting("dayStartsAt", to: "04:00")
    #expect(
      SQLiteSessionStore.settings(in: data) == ["pomodoro.work": "50m", "dayStartsAt": "04:00"])
    let foreign = DataDirectory(path: directory.path + "/foreign")
    try foreign.create()
    TemporaryDirectory.write(Array("not a database".utf8), to: foreign.databasePath)
    #expect(SQLiteSessionStore.settings(in: foreign).isEmpty)
    #expect(TemporaryDirectory.read(foreign.databasePath) == Array("not a database".utf8))
  }
}
