import CadencePractice
import CadenceStore
import CadenceWords

extension ChineseCatalogue: StatsWords {
  func lastDays(_ count: Int, range: String) -> String { "最近 \(count) 天：\(range)" }

  var allTime: String { "全部" }

  func figure(_ figure: StatsFigure) -> String {
    switch figure {
    case .time: "时长"
    case .sessions: "练习次数"
    case .practiceDays: "练习天数"
    case .currentStreak: "当前连续"
    case .longestStreak: "最长连续"
    }
  }

  func practiceDays(_ practiced: Int, of count: Int) -> String { "\(practiced) 天，共 \(count) 天" }

  func streak(days: Int) -> String { "\(days) 天" }

  func streakEnding(_ day: String) -> String { "，截至 \(day)" }

  func practiceTime(_ time: PracticeTime) -> String {
    switch time {
    case .seconds(let seconds): "\(seconds) 秒"
    case .minutes(let minutes): "\(minutes) 分钟"
    case .hours(let hours, minutes: 0): "\(hours) 小时"
    case .hours(let hours, let minutes): "\(hours) 小时 \(minutes) 分钟"
    }
  }

  /// Two lines, so each fits 40 columns.
  var noSessionsYet: String { "还没有练习记录。\n用 cadence timer 25m 开始第一次练习。" }

  func minutesPerDay(shown: Int, of count: Int) -> String {
    shown < count ? "每日分钟数（显示最近 \(shown) 天，共 \(count) 天）" : "每日分钟数"
  }

  var calendar: String { "练习日历" }
  var noPractice: String { "· 没有练习" }

  func legend(upTo: [String]) -> [String] {
    ["· 无练习"] + zip(["░", "▒", "▓", "█"], upTo).map { "\($0) ≤\($1)" }
  }

  func tallyPattern(_ id: String) -> String { patternName(id: id) }

  var sessionsPerPattern: String { "各呼吸法的练习次数" }
  var focusPerLabel: String { "各标签的专注时长" }
  var noLabel: String { "（无标签）" }

  func sessions(_ count: Int) -> String { "\(count) 次" }

  func chartWritten(to path: String) -> String { "图表已写入 \(Self.quoted(path))。" }

  func svgTitle(days: Int) -> String { "每日分钟数（最近 \(days) 天）" }

  func svgBar(_ day: LocalDay, minutes: String) -> String { "\(self.day(day))：\(minutes) 分钟" }

  var svgNoDays: String { "没有可显示的日子" }
}
