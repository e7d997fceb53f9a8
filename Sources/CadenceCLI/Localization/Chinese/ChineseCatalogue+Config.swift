import CadenceWords

extension ChineseCatalogue: ConfigWords {
  func settingSet(_ key: String, to value: String) -> String { "已将 \(key) 设为 \(value)。" }

  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String {
    (wasSet ? "已取消 \(key) 的设置" : "\(key) 未曾设置") + "：默认值为 \(defaultText(defaultValue))。"
  }

  var defaultMarker: String { "（默认）" }
  var invalidStoredValue: String { "（无效，使用默认值）" }

  func defaultText(_ text: String) -> String {
    switch text {
    case "last used": "上次使用的"
    case "none": "无"
    case "locale": "跟随系统语言"
    default: text
    }
  }

  func settingDescription(_ setting: SettingTopic) -> String {
    switch setting {
    case .dayStartsAt: "每个练习日从何时开始，写成 HH:MM（默认 00:00）。"
    case .breatheBell: "on：每次吸气响一声铃，每次呼气响两声（默认 off）。"
    case .breathePattern: "未指定时使用的呼吸法（默认：上次使用的）。"
    case .breatheCycles: "一次呼吸练习的轮数，1 到 1000（默认 4）。"
    case .pomodoroWork: "一段专注的时长（默认 25m）。"
    case .pomodoroShort: "短休息的时长（默认 5m）。"
    case .pomodoroLong: "长休息的时长（默认 15m）。"
    case .pomodoroEvery: "长休息前的专注段数，1 到 12（默认 4）。"
    case .pomodoroBell: "on：每段结束时响铃（默认 on）。"
    case .timerBell: "on：时间到时响铃并闪屏（默认 on）。"
    case .sound: "on：有声音服务器时播放提示音（默认 on）。"
    case .soundCues: "呼吸提示音：tones 或 strikes（默认 tones）。"
    case .soundTicks: "on：呼吸时每秒一声轻响（默认 off）。"
    case .soundVolumeCues: "呼吸提示音的音量，0 到 100（默认 80）。"
    case .soundVolumeBells: "钵声和钟声的音量，0 到 100（默认 70）。"
    case .soundVolumeTicks: "每秒轻响的音量，0 到 100（默认 40）。"
    case .soundOffset: "声音推迟的毫秒数，-1000 到 1000（默认 0）。"
    case .notify: "on：练习结束时发送桌面通知（默认 on）。"
    case .timerOnEnd: onEnd(practiceName(.timer))
    case .pomodoroOnEnd: onEnd(practiceName(.pomodoro))
    case .breatheOnEnd: onEnd(practiceName(.breathe))
    case .meditateOnEnd: onEnd(practiceName(.meditate))
    case .stopwatchOnEnd: onEnd(practiceName(.stopwatch))
    case .language: "消息的语言：en 或 zh-Hans（默认跟随系统语言）。"
    }
  }

  private func onEnd(_ practice: String) -> String {
    "\(practice)结束时运行的 shell 命令（默认无）。"
  }
}
