import Cadence
import CadenceWords

extension PomodoroPractice {
  /// The pomodoro's registry entry: a tomato while focusing, a cup in a break.
  public static let descriptor = PracticeDescriptor(
    kind: .pomodoro, command: "pomodoro", title: Translated("Pomodoro", chinese: "番茄钟"),
    summary: Translated(
      "Focus and break cycles (25 / 5 / 15, a long break every 4).",
      chinese: "专注与休息交替的番茄钟（25 / 5 / 15 分钟，每 4 个专注后一次长休息）。"),
    icon: { segment in
      segment == PomodoroSegment.Kind.focus.rawValue
        ? StatusIcon("🍅", ascii: "P") : StatusIcon("☕", ascii: "B")
    },
    settings: [
      Settings.work.erased, Settings.shortBreak.erased, Settings.longBreak.erased,
      Settings.longBreakEvery.erased, Settings.bell.erased,
    ])

  /// The pomodoro's settings.
  public enum Settings {
    /// `pomodoro.work`: a focus segment's length.
    public static let work = length(
      "pomodoro.work",
      Translated("Length of a focus segment (default 25m).", chinese: "一段专注的时长（默认 25m）。"),
      default: "25m")
    /// `pomodoro.short`: a short break's length.
    public static let shortBreak = length(
      "pomodoro.short",
      Translated("Length of a short break (default 5m).", chinese: "短休息的时长（默认 5m）。"),
      default: "5m")
    /// `pomodoro.long`: a long break's length.
    public static let longBreak = length(
      "pomodoro.long",
      Translated("Length of a long break (default 15m).", chinese: "长休息的时长（默认 15m）。"),
      default: "15m")
    /// `pomodoro.every`: focus segments before a long break.
    public static let longBreakEvery = Setting.wholeNumber(
      "pomodoro.every", in: 1...12,
      help: Translated(
        "Focus segments before a long break, 1 to 12 (default 4).",
        chinese: "长休息前的专注段数，1 到 12（默认 4）。"), default: 4)
    /// `pomodoro.bell`: a bell when a segment ends.
    public static let bell = Setting.onOff(
      "pomodoro.bell",
      help: Translated(
        "on: a bell when a segment ends (default on).", chinese: "on：每段结束时响铃（默认 on）。"),
      default: true)

    private static func length(_ key: String, _ help: Translated, default text: String)
      -> Setting<Duration>
    {
      Setting(key, help: help, default: text, parser: .durationWithUnit)
    }
  }
}
