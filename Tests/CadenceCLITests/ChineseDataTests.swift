import Cadence
import CadenceStore
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// history, stats and journal in Chinese: headings, kinds and statuses in Chinese, dates in
/// Chinese order, and every line within the terminal's width, measured in columns.
@Suite struct ChineseDataTests {
  /// The store, the seeded week (2026-11-26 to 2026-11-29, UTC) and the command runner of
  /// ``DataCommandTests``.
  let data = DataCommandTests()

  func chinese(_ arguments: [String], columns: Int = 80) -> (status: Int32, output: String) {
    let result = data.run(["--lang", "zh-Hans"] + arguments, columns: columns)
    return (result.status, result.output)
  }

  /// 2026-11-30 09:05 at UTC+8: a Monday, Beijing time.
  static let mondayMorning = Timestamp(
    millisecondsSinceEpoch: (Int64(LocalDay(year: 2026, month: 11, day: 30).daysSinceEpoch)
      * 86_400 + 3_600 + 300) * 1000,
    utcOffsetSeconds: 8 * 3600)

  // MARK: dates

  @Test func chineseDatesAreInChineseOrderWithTheWeekday() {
    let words = ChineseCatalogue()
    let day = LocalDay(year: 2026, month: 11, day: 30)
    #expect(words.day(day) == "2026年11月30日")
    #expect(words.dateTime(Self.mondayMorning) == "2026年11月30日 周一 09:05")
    #expect(words.tableDateTime(Self.mondayMorning) == "2026年11月30日 周一 09:05")
    #expect(words.monthDay(day) == "11月30日")
    #expect(words.monthName(11) == "11月")
    #expect((0..<7).map(words.weekdayLabel) == ["日", "一", "二", "三", "四", "五", "六"])
    #expect(words.days(from: day.advanced(by: -6), to: day) == "2026年11月24日至11月30日")
    #expect(
      words.days(from: LocalDay(year: 2025, month: 12, day: 31), to: day)
        == "2025年12月31日至2026年11月30日")
  }

  /// One form everywhere (issue 24, item 13): a table writes a date as a sentence does,
  /// month and day unpadded, with the weekday.
  @Test func aTableDateIsWrittenAsEverywhereElse() {
    let early = Timestamp(
      millisecondsSinceEpoch: Int64(LocalDay(year: 2027, month: 1, day: 3).daysSinceEpoch)
        * 86_400_000 + 14 * 3_600_000,
      utcOffsetSeconds: 0)
    #expect(ChineseCatalogue().tableDateTime(early) == "2027年1月3日 周日 14:00")
    #expect(ChineseCatalogue().dateTime(early) == "2027年1月3日 周日 14:00")
  }

  /// English keeps its ISO dates and three-letter months exactly.
  @Test func englishDatesAreUnchanged() {
    let words = EnglishCatalogue()
    let day = LocalDay(year: 2026, month: 11, day: 30)
    #expect(words.dateTime(Self.mondayMorning) == "2026-11-30 09:05")
    #expect(words.tableDateTime(Self.mondayMorning) == "2026-11-30 09:05")
    #expect(words.monthDay(day) == "11-30")
    #expect(words.monthName(11) == "Nov")
    #expect((0..<7).map(words.weekdayLabel) == ["Sun", "Mon", "", "Wed", "", "Fri", ""])
    #expect(words.days(from: day.advanced(by: -6), to: day) == "2026-11-24 to 2026-11-30")
  }

  // MARK: history

  @Test func historyInChinese() throws {
    try data.seedWeek()
    #expect(
      chinese(["history"]).output == """
        时间                       练习          标签     计划     实际  轮数  状态
        2026年11月29日 周日 11:00  番茄钟专注    essay   25:00    25:00     –  已完成
        2026年11月29日 周日 09:30  4-7-8 呼吸法              –    02:30   3/8  提前结束
        2026年11月28日 周六 12:00  倒计时        茶 tea  05:00  1:06:40     –  中断
        2026年11月26日 周四 12:00  番茄钟专注            25:00    10:00     –  提前结束

        """)
    // Too narrow for the weekday beside the session and its time: the date without it.
    #expect(
      chinese(["history"], columns: 40).output == """
        时间                  练习          实际
        2026年11月29日 11:00  番茄钟专…    25:00
        2026年11月29日 09:30  4-7-8 呼…    02:30
        2026年11月28日 12:00  倒计时     1:06:40
        2026年11月26日 12:00  番茄钟专…    10:00

        """)
  }

  /// A resonance pace is named in the language wherever a session's pattern shows
  /// (history, stats' tally, a note's session), never "resonance 5.5 呼吸" (issue 46).
  @Test func aResonancePaceIsNamedInTheLanguage() throws {
    try data.seed(
      hoursAgo: 1, NewSession(kind: .breathe, name: "resonance 5.5", cyclesPlanned: 11),
      active: .seconds(120), cycles: 11)
    try data.seed(
      hoursAgo: 2, NewSession(kind: .breathe, name: "resonance 6.0 4:6", cyclesPlanned: 12),
      active: .seconds(120), cycles: 12)
    let history = chinese(["history"], columns: 100).output
    #expect(history.contains("共振呼吸 每分钟 5.5 次 "), "\(history)")
    #expect(history.contains("共振呼吸 每分钟 6.0 次 4:6"), "\(history)")
    let stats = chinese(["stats"], columns: 100).output
    #expect(stats.contains("  共振呼吸 每分钟 5.5 次 "), "\(stats)")
    for output in [history, stats] { #expect(!output.contains("resonance"), "\(output)") }
    let english = data.run(["--lang", "en", "history"], columns: 100).output
    #expect(english.contains("resonance 5.5 breathing"), "\(english)")
    #expect(english.contains("resonance 6.0 4:6 breathing"), "\(english)")
  }

  @Test func anEmptyHistoryInChinese() {
    #expect(chinese(["history"]).output == "还没有练习记录。\n")
    #expect(
      chinese(["history", "--kind", "focus", "--days", "3"]).output == "最近 3 天没有专注记录。\n")
  }

  @Test func everyKindHasAChineseName() {
    let words = ChineseCatalogue()
    #expect(words.sessionText(name: "timer", kind: .timer) == "倒计时")
    #expect(words.sessionText(name: "pomodoro", kind: .pomodoro) == "番茄钟专注")
    #expect(words.sessionText(name: "stopwatch", kind: .stopwatch) == "秒表")
    #expect(words.sessionText(name: "meditation", kind: .meditate) == "冥想")
    #expect(words.sessionText(name: "20m", kind: .meditate) == "20m 冥想")
    #expect(words.sessionText(name: "box", kind: .breathe) == "盒式呼吸")
    #expect(words.sessionText(name: "calm", kind: .breathe) == "calm 呼吸")
    #expect(
      SessionStatus.allCases.map(words.sessionStatus) == ["进行中", "已完成", "提前结束", "中断"])
  }

  // MARK: stats

  @Test func statsInChinese() throws {
    try data.seedWeek()
    let stats = chinese(["stats", "--days", "7"], columns: 40).output
    #expect(
      stats.hasPrefix(
        """
        最近 7 天：2026年11月23日至11月29日
          时长      1 小时 44 分钟
          练习次数  4
          练习天数  3 天，共 7 天
        全部
          时长      1 小时 44 分钟
          练习次数  4
          练习天数  3
          当前连续  2 天
          最长连续  2 天，截至 2026年11月29日

        每日分钟数

        """))
    #expect(stats.contains("\n     11月23日           11月29日\n"))
    #expect(
      stats.contains(
        """
        练习日历
             11月
        一   ··
        二   ··
        三   ··
        四   ░░
        五   ··
        六   ██
        日   ▒▒
             · 无练习  ░ ≤17 分钟  ▒ ≤33 分钟
             ▓ ≤50 分钟  █ ≤1 小时 7 分钟

        各呼吸法的练习次数
          4-7-8 呼吸法  1 次  3 分钟

        各标签的专注时长
          essay       1 次  25 分钟
          （无标签）  1 次  10 分钟

        """))
  }

  @Test func statsWithoutSessionsInChinese() {
    #expect(
      chinese(["stats"], columns: 40).output.hasSuffix(
        "\n还没有练习记录。\n用 cadence timer 25m 开始第一次练习。\n"))
  }

  /// The SVG chart's title, tooltips and date labels in Chinese; the labels, a Chinese
  /// character being an em wide, still never overlap.
  @Test func theSVGChartInChinese() {
    let days = (0..<30).map { index in
      DayTotal(
        day: LocalDay(year: 2026, month: 11, day: 30).advanced(by: index - 29), sessions: 1,
        activeMilliseconds: 300_000)
    }
    let words = ChineseCatalogue()
    let svg = MinutesChartSVG.render(days, title: words.svgTitle(days: 30), words: words)
    #expect(svg.contains("<title>每日分钟数（最近 30 天）</title>"))
    #expect(svg.contains("<title>2026年11月30日：5 分钟</title>"))
    let labels = svg.split(separator: "\n").filter { $0.contains("text-anchor=\"middle\"") }
    #expect(labels.last?.contains(">2026年11月30日<") == true)
    let middles = labels.compactMap { label -> Double? in
      guard let start = label.range(of: " x=\"") else { return nil }
      return Double(label[start.upperBound...].prefix { $0 != "\"" })
    }
    #expect(middles.count == labels.count && middles.count >= 4)
    // 2026年11月30日: 4 characters of 11 points and 8 digits of 0.65 em.
    let labelWidth: Double = 4 * 11 + 8 * 11 * 0.65
    for (left, right) in zip(middles, middles.dropFirst()) {
      let gap = right - left
      #expect(gap >= labelWidth)
    }
  }

  // MARK: journal

  @Test func journalInChinese() throws {
    #expect(chinese(["journal"]).output == "还没有感受记录。\n用 cadence journal add <内容> 写一条。\n")
    #expect(chinese(["journal", "add", "睡前做了 4-7-8，很放松。"]).output == "已添加到感受记录。\n")
    let line = chinese(["journal"]).output
    #expect(line.hasSuffix("  2026年11月29日 周日 12:00  睡前做了 4-7-8，很放松。\n"))
  }

  /// A long note continues under where it started, broken between Chinese characters and
  /// never before a full-width comma; on a narrow terminal it goes under the date.
  @Test func aLongNoteWrapsByDisplayWidth() throws {
    let note = "今天呼吸很顺，睡前做了 4-7-8 呼吸法，感觉很放松，很快就睡着了。"
    #expect(chinese(["journal", "add", note]).status == 0)
    let wide = chinese(["journal"], columns: 80).output.split(separator: "\n")
    #expect(wide.count == 2)
    #expect(wide[0].hasSuffix("  今天呼吸很顺，睡前做了 4-7-8 呼吸法，感觉很"))
    #expect(wide[1] == String(repeating: " ", count: 37) + "放松，很快就睡着了。")
    let narrow = chinese(["journal"], columns: 40).output.split(separator: "\n")
    #expect(narrow.dropFirst().joined() == "今天呼吸很顺，睡前做了 4-7-8 呼吸法，感觉很放松，很快就睡着了。")
    #expect(narrow.dropFirst().allSatisfy { !$0.hasPrefix("，") && !$0.hasPrefix("。") })
  }

  // MARK: widths

  @Test(arguments: [40, 80])
  func noChineseLineIsWiderThanTheTerminal(columns: Int) throws {
    try data.seedWeek()
    try data.seed(
      hoursAgo: 0.5,
      NewSession(
        kind: .pomodoro, name: "pomodoro", label: "写一篇很长很长的文章的第二章", planned: .seconds(1500)),
      active: .seconds(1500))
    #expect(chinese(["journal", "add", String(repeating: "呼吸，放松。", count: 12)]).status == 0)
    // Not `history --ids`: id, date, session and time never give way, and take 49 columns
    // (45 in English).
    for command in [
      ["history"], ["history", "--kind", "focus"], ["stats"], ["stats", "--days", "7"],
      ["stats", "--days", "90"], ["journal"],
    ] {
      let output = chinese(command, columns: columns).output
      #expect(hasChinese(output), "\(command)")
      for line in output.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= columns, "\(command): '\(line)' is wider than \(columns)")
      }
    }
  }

  // MARK: corrections, export, import

  @Test func correctionsSayWhatChangedInChinese() throws {
    try data.seedWeek()
    let listed = chinese(["history", "--ids", "--limit", "1"]).output.split(separator: "\n")
    let id = String(try #require(listed.last?.prefix(8)))
    #expect(
      chinese(["history", "remove", id]).output
        == "已删除练习记录 \(id)（番茄钟专注 25:00，2026年11月29日 周日 11:00）。\n")
    _ = chinese(["journal", "add", "好"])
    let note = String(chinese(["journal"]).output.prefix(8))
    #expect(
      chinese(["journal", "edit", note, "很好"]).output
        == "已修改感受记录 \(note)（2026年11月29日 周日 12:00）。\n")
    #expect(
      chinese(["journal", "remove", note]).output
        == "已删除感受记录 \(note)（2026年11月29日 周日 12:00）。\n")
  }

  @Test func exportAndImportReportInChinese() throws {
    try data.seedWeek()
    let file = data.directory.path + "/导出.json"
    #expect(chinese(["export", "-o", file]).output == "已导出到 “\(file)”。\n")
    #expect(
      chinese(["import", file]).output == """
        “\(file)” 中没有新内容：全部已经存在。
                    新增  跳过
          练习记录     0     4
          感受记录     0     0
          课程进度     0     0
          呼吸法       0     0
          设置         0     0

        """)
  }
}
