import CadenceStore
import CadenceWords

/// The settings that belong to no one practice: when the practice day starts, notices, the
/// language. Each practice's own are in its registry entry (``PracticeDescriptor/settings``),
/// sound's in CadenceSound.
public enum CommonSettings {
  /// `day-starts-at`: when a practice day starts (stored as `dayStartsAt`, the first name).
  public static let dayStartsAt = Setting(
    "day-starts-at", storedAs: SQLiteSessionStore.SettingKey.dayStartsAt,
    help: Translated(
      "When a practice day starts, as HH:MM (default 00:00).",
      chinese: "每个练习日从何时开始，写成 HH:MM（默认 00:00）。"),
    default: "00:00", parser: .dayBoundary, canonical: { $0.description })

  /// `notify`: a desktop notification when a practice ends.
  public static let notify = Setting(
    "notify",
    help: Translated(
      "on: notify the desktop when a practice ends (default on).",
      chinese: "on：练习结束时发送桌面通知（默认 on）。"),
    default: "on", completion: .onOff, parser: .onOff, canonical: onOff)

  /// `practice.mood`: one keystroke before and one after each practice, how the person
  /// feels from 1 to 5, kept with the session (off by default: a question nobody asked for
  /// is in the way).
  public static let mood = Setting.onOff(
    "practice.mood",
    help: Translated(
      "on: before and after, how you feel, 1 to 5 (default off).",
      chinese: "on：练习前后各按一个键（1 到 5）记下感受（默认 off）。"), default: false)

  /// `language`: the language of messages, else the locale's.
  public static let language = Setting(
    "language",
    help: Translated(
      "Language of messages: en or zh-Hans (default: the locale's).",
      chinese: "消息的语言：en 或 zh-Hans（默认跟随系统语言）。"),
    default: "locale", completion: .words(Language.allCases.map(\.rawValue)), parser: .language,
    canonical: { $0.rawValue })

  /// `on` or `off`, as a setting stores a `Bool`.
  public static func onOff(_ value: Bool) -> String { value ? "on" : "off" }
}

extension SettingCompletion {
  /// `on` and `off`.
  public static let onOff = SettingCompletion.words(["on", "off"])
}

extension Setting where Value == Bool {
  /// An on/off setting of `key`, with `help` and its default.
  public static func onOff(_ key: String, help: Translated, default value: Bool) -> Self {
    Setting(
      key, help: help, default: CommonSettings.onOff(value), completion: .onOff,
      parser: .onOff, canonical: CommonSettings.onOff)
  }
}

extension Setting where Value == Int {
  /// A whole-number setting of `key` in `range`, with `help` and its default.
  public static func wholeNumber(
    _ key: String, in range: ClosedRange<Int>, help: Translated, default value: Int
  ) -> Self {
    Setting(
      key, help: help, default: "\(value)",
      parser: .wholeNumber(in: range, defaultValue: value), canonical: { "\($0)" })
  }
}
