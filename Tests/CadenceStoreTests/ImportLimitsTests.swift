import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Import checks every value against what the app can produce (ImportLimits, SafeText), and
/// refuses the file, or with `skipsInvalid` leaves the record out and imports the rest.
@Suite struct ImportLimitsTests {
  typealias Case = MalformedImportTests.Case

  @Test(arguments: [
    Case(
      replace: firstSession + "\"activeMilliseconds\" : 299000",
      with: firstSession + "\"activeMilliseconds\" : 9223372036854775807",
      field: "sessions[0].activeMilliseconds", issue: .tooLarge(most: 604_800_000)),
    Case(
      replace: firstSession, with: firstSession.replacingFirst("600000", "604800001"),
      field: "sessions[0].plannedMilliseconds", issue: .tooLarge(most: 604_800_000)),
    Case(
      replace: "\"cyclesCompleted\" : 0", with: "\"cyclesCompleted\" : 1000001",
      field: "sessions[3].cyclesCompleted", issue: .tooLarge(most: 1_000_000)),
    Case(
      replace: "\"startedAt\" : \"2026-01-01T07:00:00.000Z\"",
      with: "\"startedAt\" : \"0000-12-31T07:00:00.000Z\"",
      field: "sessions[0].startedAt", issue: ImportLimitsTests.timeProblem),
    Case(
      replace: "\"startedAt\" : \"2026-01-01T07:00:00.000Z\"",
      with: "\"startedAt\" : \"1999-12-31T23:59:59.999Z\"",
      field: "sessions[0].startedAt", issue: ImportLimitsTests.timeProblem),
    Case(
      replace: "\"endedAt\" : \"2026-01-01T07:05:00.000Z\"",
      with: "\"endedAt\" : \"2090-01-01T07:05:00.000Z\"",
      field: "sessions[0].endedAt", issue: ImportLimitsTests.timeProblem),
    Case(
      replace: "\"exportedAt\" : \"2026-01-04T07:05:01.000Z\"",
      with: "\"exportedAt\" : \"2026-01-06T00:00:00.001Z\"",
      field: "exportedAt", issue: ImportLimitsTests.timeProblem),
    Case(
      replace: "\"name\" : \"evening\"", with: "\"name\" : \"pat\\u001b]52;c;ZXZpbA==\\u0007\"",
      field: "patterns[0].name",
      issue: .unsafeText(.refusedCharacter("\u{1B}"))),
    Case(
      replace: "\"label\" : \"calm-7 step\"", with: "\"label\" : \"calm\u{202E}7\"",
      field: "sessions[3].label",
      issue: .unsafeText(.refusedCharacter("\u{202E}"))),
    Case(
      replace: "\"text\" : \"after 4-7-8\"", with: "\"text\" : \"after\\u009b2J\"",
      field: "journal[0].text",
      issue: .unsafeText(.refusedCharacter("\u{9B}"))),
    Case(
      replace: "\"name\" : \"25m\"",
      with: "\"name\" : \"\(String(repeating: "x", count: 1_000_000))\"",
      field: "sessions[2].name", issue: .unsafeText(.tooLong(count: 1_000_000, limit: 200))),
    Case(
      replace: "\"name\" : \"evening\"",
      with: "\"name\" : \"\(String(repeating: "夜", count: 41))\"",
      field: "patterns[0].name", issue: .unsafeText(.tooLong(count: 41, limit: 40))),
    Case(
      replace: "\"kind\" : \"focus\"", with: "\"kind\" : \"\\u001b[2J\"", field: "sessions[1].kind",
      issue: .notOneOf(accepted: MalformedImportTests.kinds, found: "\u{1B}[2J")),
  ])
  func aValueTheAppCannotProduceIsRefused(_ example: Case) throws {
    try MalformedImportTests().aMalformedFileIsRejectedAndNothingIsWritten(example)
  }

  /// The end of the first session's record up to its active time, which follows.
  static let firstSession =
    "\"endedAt\" : \"2026-01-01T07:05:00.000Z\",\n      \"endedUtcOffsetSeconds\" : 3600,\n"
    + "      \"plannedMilliseconds\" : 600000,\n      "

  /// The store's clock in `MalformedImportTests.storeWithData` is 2026-01-05T00:00Z.
  static let timeProblem = ImportIssue.timeOutOfRange(latest: 1_767_657_600_000)

  /// What the CLI passes: `box` is a built-in's name.
  static let options = ImportOptions(patternProblem: { pattern in
    pattern.name == "box" ? PatternProblem.builtInName("box") : nil
  })

  @Test func aPatternTheCallerRefusesRefusesTheFile() throws {
    let store = try MalformedImportTests.storeWithData()
    let before = try ExportImportTests.contents(store)
    let file = MalformedImportTests.document(patterns: [("calm", "4-6"), ("box", "4-4-4-4")])
    #expect(
      throws: StoreError.malformedImport(
        ImportProblem(.field("patterns[1].name"), .pattern(PatternProblem.builtInName("box"))))
    ) { try store.importJSON(Data(file.utf8), options: Self.options) }
    #expect(try ExportImportTests.contents(store) == before)
  }

  @Test func skippingInvalidRecordsImportsTheRestAndReportsEachOne() throws {
    var text = try MalformedImportTests.validExport()
    for (old, new) in [
      (
        Self.firstSession + "\"activeMilliseconds\" : 299000",
        Self.firstSession + "\"activeMilliseconds\" : 9223372036854775807"
      ),
      ("\"name\" : \"evening\"", "\"name\" : \"box\""),
      (
        "\"sessionId\" : \"\(MalformedImportTests.firstID)\"",
        "\"sessionId\" : \"22222222-2222-4222-8222-222222222222\""
      ),
    ] {
      text = text.components(separatedBy: old).joined(separator: new)
    }
    let store = try MalformedImportTests.storeWithData()
    var options = Self.options
    options.skipsInvalid = true
    let summary = try store.importJSON(Data(text.utf8), options: options)
    #expect(
      summary.invalid == [
        ImportProblem(.field("sessions[0].activeMilliseconds"), .tooLarge(most: 604_800_000)),
        ImportProblem(.field("patterns[0].name"), .pattern(PatternProblem.builtInName("box"))),
        ImportProblem(
          .field("journal[0].sessionId"),
          .unknownSession(UUID(uuidString: "22222222-2222-4222-8222-222222222222")!)),
      ])
    #expect(summary.sessions == ImportCount(added: 3))
    #expect(summary.journal == ImportCount(added: 1))
    #expect(summary.patterns == ImportCount())
    #expect(summary.settings == ImportCount(added: 1))
  }

  @Test func skippingLeavesOutALaterDuplicateAndKeepsThePlaceInTheFile() throws {
    let file = MalformedImportTests.document(patterns: [
      ("calm", "4-6"), ("bad\u{7F}", "4-4"), ("Calm", "4-4"), ("fine", "4-4"),
    ])
    let store = try MalformedImportTests.storeWithData()
    let summary = try store.importJSON(
      Data(file.utf8), options: ImportOptions(skipsInvalid: true))
    #expect(
      summary.invalid.map(\.place) == [.field("patterns[1].name"), .field("patterns[2].name")])
    #expect(summary.invalid[1].issue == .duplicate(of: "patterns[0].name"))
    #expect(try store.customPatterns().map(\.name) == ["calm", "fine"])
  }

  @Test func statsCannotOverflowOnADurationStoredBeforeTheLimits() throws {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-01-01T07:00:00Z")
    let store = try openStore(in: directory, clock: clock)
    for _ in 0..<2 {
      let session = try store.beginSession(NewSession(kind: .pomodoro, name: "pomodoro"))
      _ = try store.finishSession(
        session.id, status: .completed, active: .seconds(60), cyclesCompleted: 1)
    }
    try store.withConnection { connection in
      try connection.statement("UPDATE sessions SET active_ms = 9223372036854775807").run([])
    }
    let day = LocalDay(year: 2026, month: 1, day: 1)
    let stats = try store.stats(StatsQuery(range: day...day, today: day))
    #expect(stats.totalActiveMilliseconds == 2 * ImportLimits.longestDuration)
    #expect(stats.focusByLabel.first?.activeMilliseconds == 2 * ImportLimits.longestDuration)
  }

  @Test func aSessionAfterTheStoresClockNeverCountsTowardAStreak() throws {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-01-02T07:00:00Z")
    let store = try openStore(in: directory, clock: clock)
    let session = try store.beginSession(NewSession(kind: .breathe, name: "box"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(60), cyclesCompleted: 1)
    clock.set("2026-01-01T12:00:00Z")  // the session now lies in the future
    let today = LocalDay(year: 2026, month: 1, day: 1)
    let stats = try store.stats(StatsQuery(range: today...today.advanced(by: 1), today: today))
    #expect(stats.sessionCount == 1)
    #expect(stats.currentStreak == 0)
    #expect(stats.longestStreak == 0)
  }
}

extension String {
  fileprivate func replacingFirst(_ old: String, _ new: String) -> String {
    let parts = components(separatedBy: old)
    return parts[0] + new + parts.dropFirst().joined(separator: old)
  }
}
