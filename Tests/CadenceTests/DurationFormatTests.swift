import Cadence
import Testing

@Suite struct DurationFormatTests {
  @Test func minutesAndSecondsBelowAnHour() {
    let format = DurationFormat(forRunOf: .seconds(25 * 60))
    #expect(format.layout == .minutesSeconds)
    #expect(format.string(seconds: 1500) == "25:00")
    #expect(format.string(seconds: 61) == "01:01")
    #expect(format.string(seconds: 0) == "00:00")
    #expect(format.string(seconds: -5) == "00:00")
    #expect(format.overtimeString(seconds: 12) == "+00:12")
  }

  @Test func hoursFromAnHourOnAndTheWidthNeverChanges() {
    let format = DurationFormat(forRunOf: .seconds(5400))
    #expect(format.layout == .hoursMinutesSeconds(hourDigits: 1))
    #expect(format.string(seconds: 5400) == "1:30:00")
    #expect(format.string(seconds: 59) == "0:00:59")
    #expect(format.string(seconds: 0) == "0:00:00")
    let widths = Set(
      stride(from: Int64(0), through: 5400, by: 1).map { format.string(seconds: $0).count })
    #expect(widths == [7])
    #expect(DurationFormat(forRunOf: .seconds(3600)).string(seconds: 3600) == "1:00:00")
    #expect(DurationFormat(forRunOf: .seconds(3599)).layout == .minutesSeconds)
    #expect(DurationFormat(forRunOf: .milliseconds(3_599_001)).layout != .minutesSeconds)
  }

  @Test func tenHoursPadsTheHours() {
    let format = DurationFormat(forRunOf: .seconds(36_000))
    #expect(format.string(seconds: 36_000) == "10:00:00")
    #expect(format.string(seconds: 35_999) == "09:59:59")
  }

  @Test func tenthsForTheStopwatch() {
    let format = DurationFormat(layout: .minutesSeconds, showsTenths: true)
    #expect(format.string(tenths: 0) == "00:00.0")
    #expect(format.string(tenths: 6019) == "10:01.9")
    let hours = DurationFormat(layout: .hoursMinutesSeconds(hourDigits: 1), showsTenths: true)
    #expect(hours.string(tenths: 36_005) == "1:00:00.5")
  }

  @Test func minutesBeyondTheLayoutStillShowEveryDigit() {
    let format = DurationFormat(layout: .minutesSeconds)
    #expect(format.string(seconds: 6000) == "100:00")
  }
}
