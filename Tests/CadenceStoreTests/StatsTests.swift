import Cadence
import FoundationEssentials
import Testing

@testable import CadenceStore

/// Stats group sessions by the local day recorded with them: month ends, DST, travel, 04:00.
@Suite struct StatsTests {
  static let berlin = LocalCalendar(timeZone: "Europe/Berlin")

  /// A store whose clock and zone the test moves; `record` writes one completed session.
  struct Practice {
    let directory = TemporaryDirectory()
    let clock = TestClock("2026-01-01T00:00:00Z")
    var store: SQLiteSessionStore

    init(calendar: LocalCalendar = .utc) throws {
      store = try openStore(in: directory, clock: clock, calendar: calendar)
    }

    /// Reopens the same file in another zone, as after flying somewhere else.
    mutating func travel(to calendar: LocalCalendar) throws {
      store = try openStore(in: directory, clock: clock, calendar: calendar)
    }

    @discardableResult
    func record(
      _ iso: String, kind: PracticeKind = .breathe, name: String = "box", label: String? = nil,
      minutes: Int64 = 10
    ) throws -> SessionRecord {
      clock.set(iso)
      let session = try store.beginSession(NewSession(kind: kind, name: name, label: label))
      return try store.finishSession(
        session.id, status: .completed, active: .seconds(minutes * 60), cyclesCompleted: 1)
    }

    func stats(from first: LocalDay, to last: LocalDay, today: LocalDay) throws -> PracticeStats {
      try store.stats(StatsQuery(range: first...last, today: today))
    }

    func practiceDays() throws -> [String] {
      let all = LocalDay(year: 2000, month: 1, day: 1)...LocalDay(year: 2030, month: 1, day: 1)
      return try store.stats(StatsQuery(range: all, today: all.upperBound)).days
        .filter { $0.sessions > 0 }.map { "\($0.day) ×\($0.sessions)" }
    }
  }

  static func day(_ year: Int, _ month: Int, _ day: Int) -> LocalDay {
    LocalDay(year: year, month: month, day: day)
  }

  @Test func streaksRunAcrossMonthAndYearEnds() throws {
    let practice = try Practice()
    for iso in [
      "2026-02-27T07:00:00Z", "2026-02-28T07:00:00Z", "2026-03-01T07:00:00Z",
      "2026-03-02T07:00:00Z", "2026-03-03T07:00:00Z",  // 5 days across a non-leap February
      "2026-12-30T07:00:00Z", "2026-12-31T07:00:00Z", "2027-01-01T07:00:00Z",
    ] {
      try practice.record(iso)
    }
    let stats = try practice.stats(
      from: Self.day(2026, 12, 30), to: Self.day(2027, 1, 2), today: Self.day(2027, 1, 2))
    #expect(stats.currentStreak == 3)  // today has no practice yet; yesterday continues it
    #expect(stats.longestStreak == 5)
    #expect(stats.longestStreakEnd == Self.day(2026, 3, 3))
    #expect(stats.days.map(\.sessions) == [1, 1, 1, 0])
    #expect(stats.practiceDayCount == 8)
    let broken = try practice.stats(
      from: Self.day(2027, 1, 3), to: Self.day(2027, 1, 3), today: Self.day(2027, 1, 3))
    #expect(broken.currentStreak == 0)
  }

  @Test func aLeapDayIsPartOfTheStreak() throws {
    let practice = try Practice()
    for iso in ["2028-02-28T07:00:00Z", "2028-02-29T07:00:00Z", "2028-03-01T07:00:00Z"] {
      try practice.record(iso)
    }
    let today = Self.day(2028, 3, 1)
    #expect(try practice.stats(from: today, to: today, today: today).currentStreak == 3)
  }

  @Test func daysFollowBerlinAcrossTheMarchDaylightSavingChange() throws {
    let practice = try Practice(calendar: Self.berlin)
    // 00:30 local on 28, 29 and 30 March 2026; summer time starts 29 March at 01:00 UTC.
    let sessions = try ["2026-03-27T23:30:00Z", "2026-03-28T23:30:00Z", "2026-03-29T22:30:00Z"]
      .map { try practice.record($0) }
    #expect(sessions.map(\.startedAt.utcOffsetSeconds) == [3600, 3600, 7200])
    #expect(try practice.practiceDays() == ["2026-03-28 ×1", "2026-03-29 ×1", "2026-03-30 ×1"])
    let stats = try practice.stats(
      from: Self.day(2026, 3, 28), to: Self.day(2026, 3, 30), today: Self.day(2026, 3, 30))
    #expect(stats.currentStreak == 3)
  }

  @Test func daysFollowBerlinAcrossTheOctoberDaylightSavingChange() throws {
    let practice = try Practice(calendar: Self.berlin)
    // 23:30 local on 23, 24 and 25 October; 25 October has 25 hours. 00:30 on the 25th too.
    let sessions = try [
      "2026-10-23T21:30:00Z", "2026-10-24T21:30:00Z", "2026-10-24T22:30:00Z",
      "2026-10-25T22:30:00Z",
    ].map { try practice.record($0) }
    #expect(sessions.map(\.startedAt.utcOffsetSeconds) == [7200, 7200, 7200, 3600])
    #expect(try practice.practiceDays() == ["2026-10-23 ×1", "2026-10-24 ×1", "2026-10-25 ×2"])
  }

  @Test func aTimeZoneChangeKeepsEachSessionOnTheDayItWasLived() throws {
    var practice = try Practice(calendar: LocalCalendar(timeZone: "America/New_York"))
    // 21:00 on 10 January in New York, then 20:00 on 11 January in Tokyo: both 11 January UTC.
    let evening = try practice.record("2026-01-11T02:00:00Z")
    try practice.travel(to: LocalCalendar(timeZone: "Asia/Tokyo"))
    let tokyo = try practice.record("2026-01-11T11:00:00Z")
    #expect(
      [evening.startedAt.utcOffsetSeconds, tokyo.startedAt.utcOffsetSeconds] == [-18000, 32400])
    #expect(try practice.practiceDays() == ["2026-01-10 ×1", "2026-01-11 ×1"])
    let today = try practice.store.practiceDay(of: date("2026-01-11T16:00:00Z"))  // 01:00 in Tokyo
    #expect(today == Self.day(2026, 1, 12))
    #expect(try practice.stats(from: today, to: today, today: today).currentStreak == 2)
  }

  @Test func aFourOClockDayBoundaryCountsNightSessionsForTheEveningBefore() throws {
    let practice = try Practice()
    for iso in [
      "2026-01-05T23:00:00Z", "2026-01-06T02:30:00Z", "2026-01-07T03:59:00Z",
      "2026-01-07T04:00:00Z",
    ] {
      try practice.record(iso)
    }
    #expect(try practice.practiceDays() == ["2026-01-05 ×1", "2026-01-06 ×1", "2026-01-07 ×2"])
    try practice.store.setSetting("dayStartsAt", to: "04:00")
    #expect(try practice.practiceDays() == ["2026-01-05 ×2", "2026-01-06 ×1", "2026-01-07 ×1"])
    #expect(
      try practice.store.practiceDay(of: date("2026-01-08T03:00:00Z")) == Self.day(2026, 1, 7))
    let fifth = try practice.store.sessions(
      SessionQuery(days: Self.day(2026, 1, 5)...Self.day(2026, 1, 5)))
    #expect(
      fifth.map(\.startedAt.millisecondsSinceEpoch) == [
        milliseconds("2026-01-06T02:30:00Z"), milliseconds("2026-01-05T23:00:00Z"),
      ])
    #expect(
      throws: StoreError.invalidSetting(
        key: "dayStartsAt", value: "24:00", expected: .timeOfDay)
    ) {
      try practice.store.setSetting("dayStartsAt", to: "24:00")
    }
  }

  @Test func totalsAndTalliesPerPatternAndLabel() throws {
    let practice = try Practice()
    try practice.record("2026-04-01T07:00:00Z", name: "4-7-8", minutes: 5)
    try practice.record("2026-04-01T08:00:00Z", name: "box", minutes: 4)
    try practice.record("2026-04-03T07:00:00Z", name: "4-7-8", minutes: 6)
    try practice.record(
      "2026-04-03T09:00:00Z", kind: .pomodoro, name: "pomodoro", label: "essay", minutes: 25)
    try practice.record(
      "2026-04-03T10:00:00Z", kind: .pomodoro, name: "pomodoro", label: "essay", minutes: 25)
    try practice.record("2026-04-03T11:00:00Z", kind: .pomodoro, name: "pomodoro", minutes: 20)
    let stats = try practice.stats(
      from: Self.day(2026, 4, 1), to: Self.day(2026, 4, 3), today: Self.day(2026, 4, 3))
    #expect(stats.sessionCount == 6)
    #expect(stats.totalMinutes == 85)
    #expect(stats.days.map(\.minutes) == [9, 0, 76])
    #expect(stats.currentStreak == 1)
    #expect(stats.longestStreak == 1)
    // Breathing patterns only: a pomodoro or a timer is not a pattern.
    #expect(
      stats.byPattern == [
        PatternTally(kind: .breathe, name: "4-7-8", sessions: 2, activeMilliseconds: 660_000),
        PatternTally(kind: .breathe, name: "box", sessions: 1, activeMilliseconds: 240_000),
      ])
    #expect(
      stats.focusByLabel == [
        LabelTally(label: "essay", sessions: 2, activeMilliseconds: 3_000_000),
        LabelTally(label: nil, sessions: 1, activeMilliseconds: 1_200_000),
      ])
    let breathingOnly = try practice.store.stats(
      StatsQuery(
        range: Self.day(2026, 4, 3)...Self.day(2026, 4, 3), today: Self.day(2026, 4, 3),
        kinds: [.breathe]))
    #expect(breathingOnly.totalMinutes == 15)
    #expect(breathingOnly.days.map(\.minutes) == [6])
    #expect(breathingOnly.focusByLabel == [])
  }

  /// A session under five seconds of practice (a start changed at once, a key pressed by
  /// mistake) is no practice: it counts nowhere in the stats, though it stays in the history.
  @Test func sessionsShorterThanFiveSecondsCountNowhere() throws {
    let practice = try Practice()
    try practice.record("2026-04-01T07:00:00Z", name: "4-7-8", minutes: 5)
    practice.clock.set("2026-04-02T07:00:00Z")
    for (name, milliseconds) in [("box", 4_999), ("sigh", 0)] {
      let session = try practice.store.beginSession(NewSession(kind: .breathe, name: name))
      _ = try practice.store.finishSession(
        session.id, status: .stoppedEarly, active: .milliseconds(milliseconds), cyclesCompleted: 0)
    }
    let five = try practice.store.beginSession(NewSession(kind: .timer, name: "timer"))
    _ = try practice.store.finishSession(
      five.id, status: .stoppedEarly, active: .seconds(5), cyclesCompleted: 0)
    let stats = try practice.stats(
      from: Self.day(2026, 4, 1), to: Self.day(2026, 4, 2), today: Self.day(2026, 4, 2))
    #expect(stats.sessionCount == 2)
    #expect(stats.totalActiveMilliseconds == 305_000)
    #expect(stats.days.map(\.sessions) == [1, 1])
    #expect(stats.practiceDayCount == 2)
    #expect(stats.byPattern.map(\.name) == ["4-7-8"])
    #expect(try practice.store.sessions(SessionQuery()).count == 4)
    let everything = try practice.store.stats(
      StatsQuery(
        range: Self.day(2026, 4, 2)...Self.day(2026, 4, 2), today: Self.day(2026, 4, 2),
        shortestCounted: .zero))
    #expect(everything.days.map(\.sessions) == [3])
  }
}
