/// What `cadence config` says: its confirmations, the markers of `config list`, and what
/// each setting sets.
protocol ConfigWords {
  /// `config set`: "Set pomodoro.work to 50m.".
  func settingSet(_ key: String, to value: String) -> String
  /// `config unset`: "Unset pomodoro.work: the default is 25m." or, when it was not set,
  /// "pomodoro.work was not set: the default is 25m.".
  func settingUnset(_ key: String, wasSet: Bool, defaultValue: String) -> String
  /// After a value of `config list` that is the default.
  var defaultMarker: String { get }
  /// After a stored value of `config list` that is no longer valid.
  var invalidStoredValue: String { get }
  /// A default as `config list` shows it: the values a person types stay as they are
  /// (`25m`, `on`); the words for "the last used", "none" and "the locale's" are translated.
  func defaultText(_ text: String) -> String
  /// What a setting sets and takes, one line of at most 60 columns, with its default.
  func settingDescription(_ setting: SettingTopic) -> String
}

/// Every setting of ``Settings/all`` by key, so every language must describe each (a test
/// holds the two lists together).
enum SettingTopic: String, CaseIterable, Sendable {
  case dayStartsAt = "day-starts-at"
  case breathePattern = "breathe.pattern"
  case breatheCycles = "breathe.cycles"
  case breatheBell = "breathe.bell"
  case pomodoroWork = "pomodoro.work"
  case pomodoroShort = "pomodoro.short"
  case pomodoroLong = "pomodoro.long"
  case pomodoroEvery = "pomodoro.every"
  case pomodoroBell = "pomodoro.bell"
  case timerBell = "timer.bell"
  case notify
  case timerOnEnd = "timer.on-end"
  case pomodoroOnEnd = "pomodoro.on-end"
  case breatheOnEnd = "breathe.on-end"
  case meditateOnEnd = "meditate.on-end"
  case stopwatchOnEnd = "stopwatch.on-end"
  case sound
  case soundCues = "sound.cues"
  case soundTicks = "sound.ticks"
  case soundVolumeCues = "volume.cues"
  case soundVolumeBells = "volume.bells"
  case soundVolumeTicks = "volume.ticks"
  case soundOffset = "sound.offset"
  case language
}
