import CadenceWords

extension EnglishCatalogue: ConfigWords {
  func settingSet(_ key: String, to value: String) -> String { "Set \(key) to \(value)." }

  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String {
    (wasSet ? "Unset \(key)" : "\(key) was not set") + ": the default is \(defaultValue)."
  }

  var defaultMarker: String { "(default)" }
  var invalidStoredValue: String { "(invalid: the default is used)" }

  func defaultText(_ text: String) -> String { text }

  func settingDescription(_ setting: SettingTopic) -> String {
    switch setting {
    case .dayStartsAt: "When a practice day starts, as HH:MM (default 00:00)."
    case .breathePattern: "Pattern when none is given (default: the last used)."
    case .breatheCycles: "Cycles of a breathing session, 1 to 1000 (default 4)."
    case .breatheBell: "on: a bell at each inhale, two at each exhale (default off)."
    case .pomodoroWork: "Length of a focus segment (default 25m)."
    case .pomodoroShort: "Length of a short break (default 5m)."
    case .pomodoroLong: "Length of a long break (default 15m)."
    case .pomodoroEvery: "Focus segments before a long break, 1 to 12 (default 4)."
    case .pomodoroBell: "on: a bell when a segment ends (default on)."
    case .timerBell: "on: a bell and a flash when the time is up (default on)."
    case .notify: "on: notify the desktop when a practice ends (default on)."
    case .timerOnEnd: onEnd("timer")
    case .pomodoroOnEnd: onEnd("pomodoro")
    case .breatheOnEnd: onEnd("breathe")
    case .meditateOnEnd: onEnd("meditate")
    case .stopwatchOnEnd: onEnd("stopwatch")
    case .language: "Language of messages: en or zh-Hans (default: the locale's)."
    }
  }

  private func onEnd(_ practice: String) -> String {
    "A shell command run when a \(practice) ends (default none)."
  }
}
