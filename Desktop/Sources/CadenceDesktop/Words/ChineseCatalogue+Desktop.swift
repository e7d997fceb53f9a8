import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

extension ChineseCatalogue: DesktopWords {
  var historyTitle: String { "训练历史" }
  var programsTitle: String { "课程" }

  var start: String { "开始" }
  var pause: String { "暂停" }
  var resume: String { "继续" }
  var restart: String { "重来" }
  var runningHint: String { "空格暂停 · Esc 结束" }
  var pausedHint: String { "已暂停 · 空格继续 · Esc 结束" }
  func pausedWindowTitle(_ time: String) -> String { "\(time) 已暂停 — Cadence" }
  var minutesUnit: String { "分钟" }

  var closeQuestion: String { "结束练习并关闭窗口？" }
  var closeExplanation: String { "到现在为止的时间会保存，记为提前结束。" }
  var keepPractising: String { "继续练习" }
  var stopAndClose: String { "结束并关闭" }

  var menuName: String { "主菜单" }
  var soundName: String { "声音" }
  var keysTitle: String { "快捷键" }
  var close: String { "关闭" }
  var aboutItem: String { "关于 Cadence" }
  var aboutComments: String { "呼吸、倒计时、番茄钟和冥想，与时间同步。" }
  var helpItem: String { "帮助" }
  var generalKeys: String { "常用" }
  var practiceKeys: String { "练习进行中" }
  func shortcut(_ key: WindowShortcut) -> String {
    switch key {
    case .help: "帮助：查看手册页"
    case .keys: "快捷键"
    case .preferences: "设置"
    case .menu: "主菜单"
    case .pages: "切换页面"
    case .close: "关闭窗口"
    case .quit: "退出"
    case .pause: "暂停或继续"
    case .stop: "结束练习"
    }
  }
  var noSessionsTitle: String { "还没有练习" }

  var lap: String { "计次" }
  var reset: String { "重置" }
  func lapNumber(_ number: Int) -> String { "第 \(number) 次" }
  func lapRow(_ number: Int, lap: String, total: String) -> String {
    "第 \(number) 次：\(lap)，累计 \(total)"
  }
  func stopwatchSummary(time: String, laps: Int, saved: Bool) -> String {
    "已结束：\(time)" + (laps > 0 ? "，计次 \(laps) 次" : "") + (saved ? "，已保存。" : "。")
  }

  var journalTitle: String { "感受记录" }
  var noNotesTitle: String { "还没有感受记录" }
  var noNotes: String { "呼吸练习结束后写下现在的感受，记录会和对应的练习一起显示在这里。" }
  func noteDetail(written: String, session: String?) -> String {
    written + " · " + (session ?? "未关联练习")
  }
  func editNote(_ written: String) -> String { "编辑 \(written) 的感受记录" }
  func removeNote(_ written: String) -> String { "删除 \(written) 的感受记录" }
  var editNoteTitle: String { "编辑感受记录" }
  var removeNoteQuestion: String { "删除这条感受记录？" }
  var remove: String { "删除" }
  func journalNotRead(_ error: any Error) -> String { "无法读取感受记录：\(error)" }

  var preferencesItem: String { "设置" }
  var generalPreferences: String { "常用" }
  var soundPreferences: String { "声音" }
  var patternsPreferences: String { "呼吸法" }
  func settingTitle(_ key: String) -> String? {
    [
      "day-starts-at": "每日开始时间", "notify": "练习结束时通知", "language": "语言",
      "breathe.pattern": "呼吸法", "breathe.cycles": "轮数", "breathe.bell": "铃声",
      "breathe.bpm": "共振呼吸频率", "breathe.ratio": "共振吸呼比", "pomodoro.work": "专注",
      "pomodoro.short": "短休息", "pomodoro.long": "长休息", "pomodoro.every": "长休息间隔",
      "pomodoro.bell": "铃声", "timer.bell": "铃声", "sound": "声音", "sound.cues": "呼吸提示音",
      "sound.ticks": "每秒轻响", "volume.cues": "提示音音量", "volume.bells": "钟声音量",
      "volume.ticks": "轻响音量", "sound.offset": "声音延迟（毫秒）",
    ][key]
  }
  var systemLanguage: String { "跟随系统" }
  var lastUsedPattern: String { "上次使用的" }
  func settingRefused(_ problem: ValueProblem) -> String {
    switch problem {
    case .duration, .durationNeedsUnit: "不是时长：可以写成 25m、90s 或 1h30m。"
    case .dayBoundary, .clockTime: "不是 00:00 到 23:59 之间的时刻：可以写成 04:00。"
    case .wholeNumber(let range, _): "不是 \(range.lowerBound) 到 \(range.upperBound) 之间的整数。"
    case .notOneOf(_, let accepted, _): "只能是 " + accepted.joined(separator: "、") + "。"
    case .breathsPerMinute: "不是每分钟 3 到 10 次的频率：可以写成 5.5。"
    case .breathRatio: "不是 1 到 10 的整数组成的吸呼比：可以写成 4:6。"
    case .emptyNote: "感受记录不能为空。"
    case .unsafeText: "文字中有无法保存的字符，或者太长。"
    default: "这个设置不接受这个值。"
    }
  }
  func notSaved(_ error: any Error) -> String { "未保存：\(error)" }
  var noPatterns: String { "你自己的呼吸法会显示在这里和呼吸页面中。" }
  var addPattern: String { "添加呼吸法" }
  func editPattern(_ name: String) -> String { "编辑 \(name)" }
  func removePattern(_ name: String) -> String { "删除 \(name)" }
  var patternNameTitle: String { "名称" }
  var patternSpecTitle: String { "节奏" }
  var patternSpecHint: String { "每个阶段的秒数，如 4-7-8，或 in 4 hold 4 out 6。" }
  var save: String { "保存" }
  var cancel: String { "取消" }
  func patternPreview(_ pattern: BreathingPattern) -> String {
    pattern.phases.map { "\(phase($0.kind)) \(PatternPreview.seconds($0.duration)) 秒" }
      .joined(separator: "、") + "，每次呼吸 \(PatternPreview.seconds(pattern.cycleDuration)) 秒"
  }
  func patternNameRefused(_ problem: PatternNameProblem) -> String {
    switch problem {
    case .empty: "呼吸法需要一个名称。"
    case .builtIn(let name): "“\(name)”是内置呼吸法的名称，请换一个。"
    case .patternWord(let name): "“\(name)”是节奏写法中的词，请换一个。"
    case .invalid(let name):
      "“\(name)”不能作名称：须以字母或汉字开头，不含空格，最多 \(PatternNameProblem.longest) 个字符。"
    }
  }
  func patternExists(_ name: String) -> String { "已经有名为“\(name)”的呼吸法。" }
  func patternRemoved(_ name: String) -> String { "已删除“\(name)”。" }
  var patternChooserName: String { "呼吸法" }
  var lengthName: String { "时长" }
  var lengthUnitName: String { "时长单位" }
  var discName: String { "呼吸引导圆" }
  var ringName: String { "剩余时间" }
  var chartName: String { "每日分钟数" }
  func chartDescription(first: String, last: String, minutes: [Int]) -> String {
    "\(first)至\(last)：" + minutes.map(String.init).joined(separator: "、") + " 分钟"
  }
  func continueProgramName(_ program: String) -> String { "继续\(program)" }
  var breathingInhibitReason: String { "呼吸练习进行中" }

  var cyclesUnit: String { "轮" }
  func cycle(_ cycle: Int, of count: Int) -> String { "第 \(cycle) 轮，共 \(count) 轮" }

  func breatheSummary(
    completed: Bool, breathed: Duration, cyclesDone: Int, of count: Int, saved: Bool
  ) -> String {
    let seconds = Int(breathed.components.seconds)
    let time = seconds < 60 ? "\(seconds) 秒" : "\(seconds / 60) 分钟 \(seconds % 60) 秒"
    return (completed ? "已完成" : "提前结束")
      + "：完成 \(cyclesDone)/\(count) 轮，呼吸 \(time)" + (saved ? "，已保存。" : "（未保存）。")
  }

  var notePrompt: String { "现在感觉如何？" }
  var notePlaceholder: String { "写一句感受（按 Enter 保存）" }
  var noteSaved: String { "已保存到感受记录。" }
  func noteNotSaved(_ error: any Error) -> String { "感受记录没有保存：\(error)。" }

  var minusMinute: String { "−1 分钟" }
  var plusMinute: String { "+1 分钟" }
  var timeIsUp: String { "时间到" }
  func timerEndedNotice(length: String) -> String { "\(length) 的\(practiceName(.timer))结束了。" }
  var timerEnded: String { "时间到。" }
  var timerStopped: String { "已提前结束。" }
  var sittingLength: String { "静坐时长" }
  var bellEvery: String { "每隔多久响钟（0：不响）" }
  var warmUpLength: String { "准备时间" }
  var secondsUnit: String { "秒" }
  var sittingRefused: String { "钟声间隔需要短于静坐时长。" }
  var pausedStatus: String { "已暂停" }
  func timerFieldName(_ field: TimerField) -> String {
    switch field {
    case .hours: "倒计时时长：小时"
    case .minutes: "倒计时时长：分钟"
    case .seconds: "倒计时时长：秒"
    }
  }
  func presetLabel(_ length: Duration) -> String {
    let (hours, minutes, seconds) = TimerPage.parts(length)
    let parts = [(hours, "小时"), (minutes, "分钟"), (seconds, "秒")].filter { $0.0 > 0 }
    return parts.map { "\($0.0) \($0.1)" }.joined(separator: " ")
  }
  func startPreset(_ label: String) -> String { "开始 \(label)倒计时" }
  var recentLengths: String { "最近用过" }
  var minuteRefused: String { "只剩一分钟或更少：再减一分钟就会结束计时。" }
  // The store's and SQLite's own reasons stay as given, as the terminal app keeps them.
  func recordingProblem(_ problem: RecordingProblem) -> String {
    switch problem {
    case .willNotBeSaved(let error): "这次练习不会被保存：\(error)。"
    case .notSavedCompletely(let error): "这次练习可能没有完整保存：\(error)。"
    case .keptForLater(let path, _): "数据库正忙：这次练习暂存在 \(path)，下次会保存。"
    }
  }

  func pomodoroSetting(_ setting: PomodoroSetting) -> String {
    switch setting {
    case .work: "分钟专注"
    case .shortBreak: "分钟短休息"
    case .longBreak: "分钟长休息"
    case .every: "轮专注后长休息"
    }
  }

  var focusLabelPlaceholder: String { "专注于什么（可不填）" }
  var skip: String { "跳过" }
  var stop: String { "结束" }

  func pomodoroNext(_ next: PomodoroSegment, length: String, done: Int) -> String {
    "接下来：\(segmentName(next)) \(length) · 已完成 \(done) 轮"
  }

  func segmentEndedNotice(_ ended: PomodoroSegment, next: PomodoroSegment) -> String {
    "\(segmentTitle(ended))结束了。接下来：\(segmentName(next))。"
  }

  func pomodoroSummary(focusSessions: Int, focus: Duration, saved: Bool) -> String {
    let seconds = Int(focus.components.seconds)
    let time = seconds < 60 ? "\(seconds) 秒" : "\(seconds / 60) 分钟"
    return "已结束：专注 \(focusSessions) 轮，共 \(time)" + (saved ? "，已保存。" : "（未保存）。")
  }

  var minutesToday: String { "今天的分钟数" }
  var daysInARow: String { "连续练习天数" }
  var latestSessions: String { "最近的练习" }
  var noSessions: String { "在这里或终端里完成的练习会显示在这里。" }
  var storeUnavailable: String { "无法打开数据目录，练习不会被保存。" }
  func storeUnavailable(because error: any Error) -> String {
    "无法打开数据目录（\(error)），练习不会被保存。"
  }
  func historyNotRead(_ error: any Error) -> String { "无法读取练习记录：\(error)。" }
  func patternsNotRead(_ error: any Error) -> String { "无法读取你保存的呼吸法：\(error)。" }
  func programNotRead(_ error: any Error) -> String { "无法读取课程进度：\(error)。" }

  /// As the terminal app words its usage errors: the option and the value in Chinese
  /// quotes, what is accepted after it.
  func usageError(_ error: UsageError) -> String {
    let q = Self.quoted
    return switch error {
    case .missingValue(let option): "\(q(option)) 缺少值。"
    case .notWholeNumber(let option, let range, let text):
      "\(q(option)) 的值 \(q(text)) 无效：不是 \(range.lowerBound) 到 \(range.upperBound) 之间的整数。"
    case .notDuration(let option, let text):
      "\(q(option)) 的值 \(q(text)) 无效：可以写成 25m、90s、90（秒）或 1:30。"
    case .timerOutOfRange(let text):
      "\(q("--timer")) 的值 \(q(text)) 无效：时长需要在 1 秒到 24 小时之间，如 25m。"
    case .notInstant(let text): "\(q("--at")) 的值 \(q(text)) 无效：需要练习开始后的秒数，如 7.5。"
    case .unknownPage(let text):
      "\(q("--page")) 的值 \(q(text)) 无效：可以是 breathe、timer、pomodoro、meditate、stopwatch、history、programs 或 journal。"
    case .unknownLanguage(let text): "\(q("--lang")) 的值 \(q(text)) 无效：可以是 en 或 zh-Hans。"
    case .sittingRefused:
      "\(q("--sitting"))、\(q("--bell-every")) 和 \(q("--warm-up")) 组不成一次静坐：钟声间隔需要短于静坐时长。"
    case .cyclesAndMinutes: "\(q("--cycles")) 和 \(q("--minutes")) 不能同时使用。"
    case .unknownOption(let option): "没有 \(q(option)) 这个选项，请看 --help。"
    }
  }

  var noDisplay: String { "没有可以绘制的显示器：请在 xvfb-run 下运行。" }
  func cannotRender(path: String) -> String { "无法把页面绘制到 \(Self.quoted(path))。" }
  func cannotWriteFrameLog(path: String) -> String { "无法写入帧记录 \(Self.quoted(path))。" }
  var practiceRunsInOpenWindow: String { "已打开的窗口里正在练习，这次启动没有改动任何设置（请先在窗口里停止练习）。" }
  func onlyWhenStarting(_ options: [String]) -> String {
    "\(options.map(Self.quoted).joined(separator: "、")) 只在应用启动时生效，已打开的窗口保持原样。"
  }

  var continueProgram: String { "继续" }

  func programProgress(step: Int, of count: Int) -> String {
    step > count ? "已完成" : "第 \(step) 节，共 \(count) 节"
  }
}
