import Cadence
import CadenceWords

extension BreathePractice {
  /// Breathing's registry entry.
  public static let descriptor = PracticeDescriptor(
    kind: .breathe, command: "breathe", title: Translated("Breathing", chinese: "呼吸"),
    summary: Translated(
      "Guided breathing: follow a circle that grows and shrinks.",
      chinese: "引导呼吸：跟着圆圈呼吸，圆圈随吸气变大、随呼气变小。"),
    icon: StatusIcon("🫁", ascii: "~"),
    settings: [
      Settings.pattern.erased, Settings.cycles.erased, Settings.bell.erased,
      Settings.breathsPerMinute.erased, Settings.ratio.erased, Settings.eyes.erased,
    ])

  /// Breathing's settings.
  public enum Settings {
    /// `breathe.pattern`: the pattern when none is given. The terminal checks the name
    /// against the built-in and saved patterns as it is set.
    public static let pattern = Setting(
      "breathe.pattern",
      help: Translated(
        "Pattern when none is given (default: the last used).",
        chinese: "未指定时使用的呼吸法（默认：上次使用的）。"),
      default: "last used", completion: .patterns, parser: .text)
    /// The cycles `--cycles` and `breathe.cycles` take.
    public static let cycleRange = 1...1000
    /// `breathe.cycles`: a session's cycles.
    public static let cycles = Setting.wholeNumber(
      "breathe.cycles", in: cycleRange,
      help: Translated(
        "Cycles of a breathing session, 1 to 1000 (default 4).",
        chinese: "一次呼吸练习的轮数，1 到 1000（默认 4）。"), default: 4)
    /// `breathe.bpm`: the person's resonance rate, what `breathe resonance` breathes at
    /// without `--bpm`; in tenths of a breath a minute.
    public static let breathsPerMinute = Setting(
      "breathe.bpm",
      help: Translated(
        "Your resonance rate, 3 to 10 breaths a minute (default 5.5).",
        chinese: "你的共振呼吸频率，每分钟 3 到 10 次（默认 5.5）。"),
      default: "5.5", parser: .breathsPerMinute,
      canonical: { "\($0 / 10).\($0 % 10)" })
    /// `breathe.ratio`: the resonance breath's inhale:exhale, without `--ratio`.
    public static let ratio = Setting(
      "breathe.ratio",
      help: Translated(
        "Resonance inhale:exhale, like 1:1 or 4:6 (default 1:1).",
        chinese: "共振呼吸的吸呼比，如 1:1 或 4:6（默认 1:1）。"),
      default: "1:1", parser: .breathRatio, canonical: { "\($0.inhale):\($0.exhale)" })
    /// `breathe.eyes`: `closed` starts every session with the screen calm and the cues
    /// carrying it. (Open or closed rather than on or off: a key of 16 columns at most, as
    /// `config list` and its help are laid out for.)
    public static let eyes = Setting(
      "breathe.eyes",
      help: Translated(
        "closed: follow the sound, the screen calm (default open).",
        chinese: "closed：闭上眼睛跟着声音练习，画面保持安静（默认 open）。"),
      default: "open", completion: .words(Eyes.allCases.map(\.rawValue)),
      parser: ValueParser<Eyes>.oneOf(.eyes, accepted: Eyes.allCases.map(\.rawValue)),
      canonical: { (eyes: Eyes) in eyes.rawValue })
    /// How a breathing session is followed: watching the screen, or by ear.
    public enum Eyes: String, Hashable, Sendable, CaseIterable {
      /// Watching the guide.
      case open
      /// By ear: the screen calm, the cues carrying the session.
      case closed
    }
    /// `breathe.bell`: a bell at each inhale, two at each exhale.
    public static let bell = Setting.onOff(
      "breathe.bell",
      help: Translated(
        "on: a bell at each inhale, two at each exhale (default off).",
        chinese: "on：每次吸气响一声铃，每次呼气响两声（默认 off）。"), default: false)
  }
}
