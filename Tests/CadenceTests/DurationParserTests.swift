import Cadence
import Testing

@Suite struct DurationParserTests {
  @Test(arguments: [
    ("90", Duration.seconds(90)),
    ("90s", .seconds(90)),
    ("25m", .seconds(1500)),
    ("1h30m", .seconds(5400)),
    ("1h 30m 15s", .seconds(5415)),
    ("1.5h", .seconds(5400)),
    ("2:30", .seconds(150)),
    ("1:02:03", .seconds(3723)),
    ("90:00", .seconds(5400)),
    (" 25 min ", .seconds(1500)),
    ("2 hours 5 minutes", .seconds(7500)),
    ("0.5s", .milliseconds(500)),
    (".25m", .seconds(15)),
    ("1H30M", .seconds(5400)),
    ("99:59:59", .seconds(359_999)),
    ("0:01", .seconds(1)),
    ("0.000000001s", .nanoseconds(1)),
    ("1.333333333333333s", .nanoseconds(1_333_333_333)),
    // An hour's nanoseconds times twelve digits passes Int64; the result does not.
    ("0.999999999999h", .nanoseconds(3_599_999_999_996)),
    // Chinese units, with or without spaces.
    ("25分钟", .seconds(1500)),
    ("25 分", .seconds(1500)),
    ("1小时30分", .seconds(5400)),
    ("1 小时 30 分钟", .seconds(5400)),
    ("90秒", .seconds(90)),
    ("2分30秒", .seconds(150)),
    ("1小时30分钟15秒", .seconds(5415)),
    ("1.5小时", .seconds(5400)),
    ("2个小时", .seconds(7200)),
    ("1时5分", .seconds(3900)),
    ("10秒钟", .seconds(10)),
    ("1h30分", .seconds(5400)),
  ])
  func accepts(text: String, expected: Duration) throws {
    #expect(try DurationParser.parse(text) == expected)
  }

  @Test(arguments: [
    ("30秒1分", DurationParseError.Reason.unitsOutOfOrder("分")),
    ("5分5分钟", .repeatedUnit("分钟")),
    ("25天", .unexpected("天")),
    ("1小时30", .missingUnit("30")),
    ("分钟", .unexpected("分钟")),
  ])
  func rejectsChinese(text: String, reason: DurationParseError.Reason) {
    #expect(throws: DurationParseError(text: text, reason: reason)) {
      try DurationParser.parse(text)
    }
  }

  @Test(arguments: [
    ("", DurationParseError.Reason.empty),
    ("   ", .empty),
    ("-5m", .negative),
    ("0", .zero),
    ("0m 0s", .zero),
    ("0:00", .zero),
    ("25x", .unknownUnit("x")),
    ("5 days", .unknownUnit("days")),
    ("1:99", .fieldOutOfRange(field: .seconds, value: "99", limit: 60)),
    ("1:60:00", .fieldOutOfRange(field: .minutes, value: "60", limit: 60)),
    ("100h", .tooLarge),
    ("99999999999999999999s", .tooLarge),
    ("6000m", .tooLarge),
    ("25m!", .unexpected("!")),
    ("25mm", .unknownUnit("mm")),
    ("1h30", .missingUnit("30")),
    ("5m 5m", .repeatedUnit("m")),
    ("30s 1m", .unitsOutOfOrder("m")),
    ("1:2:3:4", .unexpected(":4")),
    ("2:", .unexpected(":")),
    ("abc", .unexpected("abc")),
    ("1.5.5h", .unexpected(".5h")),
    ("1:2x", .unexpected("x")),
  ])
  func rejects(text: String, reason: DurationParseError.Reason) {
    #expect(throws: DurationParseError(text: text, reason: reason)) {
      try DurationParser.parse(text)
    }
  }
}

@Suite struct ClockTimeTests {
  @Test(arguments: [
    ("14:30", 14, 30, 0), ("9:05", 9, 5, 0), ("00:00", 0, 0, 0), ("23:59:59", 23, 59, 59),
    ("2:30pm", 14, 30, 0), ("12am", 0, 0, 0), ("12pm", 12, 0, 0), ("9 AM", 9, 0, 0),
    ("0:00am", 0, 0, 0), ("0:30am", 0, 30, 0),
  ])
  func accepts(text: String, hour: Int, minute: Int, second: Int) throws {
    #expect(try ClockTime.parse(text) == ClockTime(hour: hour, minute: minute, second: second))
  }

  @Test(arguments: ["", "24:00", "14:60", "14", "13pm", "1430", "14:30x", "noon", "-1:00"])
  func rejects(text: String) {
    #expect(throws: DurationParseError.self) { try ClockTime.parse(text) }
  }
}
