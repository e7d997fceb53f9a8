import CadenceSystem
import Testing

@testable import CadenceStore

/// Calendar arithmetic, ISO 8601 text, day boundaries and zone offsets.
@Suite struct TimeTests {
  @Test(arguments: [
    (1970, 1, 1, 0), (1969, 12, 31, -1), (2000, 2, 29, 11_016), (2026, 3, 29, 20_541),
    (2026, 12, 31, 20_818), (2027, 1, 1, 20_819), (1600, 3, 1, -135_080),
  ])
  func localDaysAreConsecutiveIntegers(year: Int, month: Int, day: Int, number: Int) {
    let localDay = LocalDay(year: year, month: month, day: day)
    #expect(localDay.daysSinceEpoch == number)
    #expect(LocalDay(daysSinceEpoch: number).components == (year, month, day))
  }

  @Test func everyDayOfFourCenturiesRoundTrips() {
    var expected = (year: 1900, month: 1, day: 1)
    let monthLengths = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
    for number in LocalDay(year: 1900, month: 1, day: 1)
      .daysSinceEpoch..<LocalDay(year: 2300, month: 1, day: 1).daysSinceEpoch
    {
      let day = LocalDay(daysSinceEpoch: number)
      guard day.components == expected else {
        Issue.record("\(number) is \(day), expected \(expected)")
        return
      }
      let leap = expected.year % 4 == 0 && (expected.year % 100 != 0 || expected.year % 400 == 0)
      let length = expected.month == 2 && leap ? 29 : monthLengths[expected.month - 1]
      expected.day += 1
      if expected.day > length { (expected.day, expected.month) = (1, expected.month + 1) }
      if expected.month > 12 { (expected.month, expected.year) = (1, expected.year + 1) }
    }
  }

  @Test func weekdaysAndDescriptions() {
    #expect(LocalDay(year: 2026, month: 3, day: 29).weekday == 0)  // a Sunday
    #expect(LocalDay(year: 1970, month: 1, day: 1).weekday == 4)
    #expect(LocalDay(year: 1969, month: 12, day: 28).weekday == 0)
    #expect(LocalDay(year: 812, month: 7, day: 4).description == "0812-07-04")
  }

  @Test(arguments: [
    ("2026-03-29T01:00:00.000Z", 1_774_746_000_000),
    ("1970-01-01T00:00:00.000Z", 0),
    ("1969-12-31T23:59:59.999Z", -1),
    ("2028-02-29T23:59:59.123Z", 1_835_481_599_123),
  ])
  func iso8601RoundTrips(text: String, milliseconds: Int64) {
    #expect(Timestamp.iso8601(millisecondsSinceEpoch: milliseconds) == text)
    #expect(Timestamp.parseISO8601(text) == milliseconds)
  }

  @Test(arguments: [
    ("2026-03-29T01:00:00Z", 1_774_746_000_000), ("2026-03-29T01:00:00.5Z", 1_774_746_000_500),
    ("2026-03-29T01:00:00.123456789Z", 1_774_746_000_123),
  ])
  func iso8601AcceptsAnyFractionLength(text: String, milliseconds: Int64) {
    #expect(Timestamp.parseISO8601(text) == milliseconds)
  }

  @Test(arguments: [
    "2026-03-29T01:00:00+02:00", "2026-03-29 01:00:00Z", "2026-02-29T01:00:00Z",
    "2026-13-01T01:00:00Z", "2026-03-29T24:00:00Z", "2026-03-29T01:00:60Z", "2026-03-29T01:00:00.Z",
    "2026-03-29T01:00:00.1234567890Z", "2026-3-29T01:00:00Z", "yesterday", "",
    "2026-03-29T01:00:0xZ",
  ])
  func iso8601RejectsAnythingButUTC(text: String) {
    #expect(Timestamp.parseISO8601(text) == nil)
  }

  @Test(arguments: [("04:00", 240), ("4:30", 270), ("00:00", 0), ("23:59", 1439)])
  func dayBoundariesParse(text: String, minutes: Int) {
    #expect(DayBoundary(parsing: text)?.minutesAfterMidnight == minutes)
  }

  @Test(arguments: ["24:00", "12:60", "4", "04:0", "-1:00", "０4:00", "04:00 ", "", "004:00"])
  func invalidDayBoundariesAreRejected(text: String) {
    #expect(DayBoundary(parsing: text) == nil)
  }

  @Test func aDayBoundaryDescribesItselfAsHoursAndMinutes() {
    #expect(DayBoundary(hour: 4, minute: 5)?.description == "04:05")
  }

  @Test(arguments: [
    ("Europe/Berlin", "2026-03-29T00:59:59Z", 3600),
    ("Europe/Berlin", "2026-03-29T01:00:00Z", 7200),
    ("Europe/Berlin", "2026-10-25T00:59:59Z", 7200),
    ("Europe/Berlin", "2026-10-25T01:00:00Z", 3600),
    ("America/New_York", "2026-01-11T02:00:00Z", -18000),
    ("Asia/Kolkata", "2026-01-01T00:00:00Z", 19800),
    ("UTC", "2026-07-01T00:00:00Z", 0),
  ])
  func offsetsComeFromTheNamedZone(zone: String, iso: String, offset: Int32) {
    #expect(LocalCalendar(timeZone: zone).utcOffset(atMilliseconds: milliseconds(iso)) == offset)
  }

  @Test func aTimestampsLocalTimeUsesItsOwnOffset() {
    let evening = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-01-11T02:05:09.999Z"), utcOffsetSeconds: -18000)
    let local = evening.localTime
    #expect(local.day == LocalDay(year: 2026, month: 1, day: 10))
    #expect([local.hour, local.minute, local.second] == [21, 5, 9])
  }

  @Test func aTimestampsLocalDayUsesItsOwnOffset() {
    let lateInTokyo = Timestamp(
      millisecondsSinceEpoch: milliseconds("2026-01-11T15:30:00Z"), utcOffsetSeconds: 32400)
    #expect(lateInTokyo.localDay() == LocalDay(year: 2026, month: 1, day: 12))
    #expect(
      lateInTokyo.localDay(boundary: DayBoundary(hour: 4, minute: 0)!)
        == LocalDay(year: 2026, month: 1, day: 11))
  }
}
