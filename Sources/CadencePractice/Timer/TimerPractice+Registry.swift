import Cadence
import CadenceWords

extension TimerPractice {
  /// The timer's registry entry.
  public static let descriptor = PracticeDescriptor(
    kind: .timer, command: "timer", title: Translated("Timer", chinese: "倒计时"),
    summary: Translated(
      "Count down from a duration, or until a time of day.",
      chinese: "从一段时长倒计时，或倒计时到某个时刻。"),
    icon: StatusIcon("⏳", ascii: "T"), settings: [Settings.bell.erased])

  /// The timer's settings.
  public enum Settings {
    /// `timer.bell`: a bell and a flash when the time is up.
    public static let bell = Setting.onOff(
      "timer.bell",
      help: Translated(
        "on: a bell and a flash when the time is up (default on).",
        chinese: "on：时间到时响铃并闪屏（默认 on）。"), default: true)
  }
}
