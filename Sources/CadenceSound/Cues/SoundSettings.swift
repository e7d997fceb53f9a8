import CadencePractice
import CadenceWords

/// The sound settings both front ends follow: whether to play, which breathing cues, the
/// ticks, each layer's volume, and the offset.
public enum SoundSettings {
  /// `sound`: play cues where a sound server runs.
  public static let sound = Setting.onOff(
    "sound",
    help: Translated(
      "on: play cues where a sound server runs (default on).",
      chinese: "on：有声音服务器时播放提示音（默认 on）。"), default: true)

  /// `sound.cues`: tones or strikes, the breathing cues.
  public static let cues = Setting(
    "sound.cues",
    help: Translated(
      "tones, strikes or voice, the breathing cues (default tones).",
      chinese: "呼吸提示音：tones、strikes 或 voice（默认 tones）。"),
    default: "tones", completion: .words(CueSet.allCases.map(\.rawValue)),
    parser: ValueParser<CueSet>.oneOf(.cueSet, accepted: CueSet.allCases.map(\.rawValue)),
    canonical: { (set: CueSet) in set.rawValue })

  /// `sound.ticks`: a soft tick each second of breathing.
  public static let ticks = Setting.onOff(
    "sound.ticks",
    help: Translated(
      "on: a soft tick each second of breathing (default off).",
      chinese: "on：呼吸时每秒一声轻响（默认 off）。"), default: false)

  /// `sound.hold-ticks`: with closed eyes, a soft tick in each of a hold's last 3 seconds.
  public static let holdTicks = Setting.onOff(
    "sound.hold-ticks",
    help: Translated(
      "on: eyes closed, a tick in a hold's last 3 s (default on).",
      chinese: "on：闭眼练习时，屏息的最后 3 秒每秒一声轻响（默认 on）。"), default: true)

  /// `sound.counts`: with the voice, each second of a phase counted.
  public static let counts = Setting.onOff(
    "sound.counts",
    help: Translated(
      "on: the voice counts each second of a phase (default off).",
      chinese: "on：语音提示时数出每个阶段的秒数（默认 off）。"), default: false)

  /// `volume.cues`: the breathing cues' volume.
  public static let cueVolume = volume(
    .cues,
    Translated(
      "Volume of the breathing cues, 0 to 100 (default 80).",
      chinese: "呼吸提示音的音量，0 到 100（默认 80）。"))
  /// `volume.bells`: the bowls' and chimes' volume.
  public static let bellVolume = volume(
    .bells,
    Translated(
      "Volume of bowls and chimes, 0 to 100 (default 70).",
      chinese: "钵声和钟声的音量，0 到 100（默认 70）。"))
  /// `volume.ticks`: the ticks' volume.
  public static let tickVolume = volume(
    .ticks,
    Translated(
      "Volume of the ticks, 0 to 100 (default 40).", chinese: "每秒轻响的音量，0 到 100（默认 40）。"))

  /// `sound.offset`: sound later by this many milliseconds.
  public static let offset = Setting.wholeNumber(
    "sound.offset", in: -1000...1000,
    help: Translated(
      "Sound later by this many ms, -1000 to 1000 (default 0).",
      chinese: "声音推迟的毫秒数，-1000 到 1000（默认 0）。"), default: 0)

  /// Every sound setting, in the order `config list` shows them.
  public static let all: [AnySetting] = [
    sound.erased, cues.erased, ticks.erased, holdTicks.erased, counts.erased, cueVolume.erased,
    bellVolume.erased,
    tickVolume.erased, offset.erased,
  ]

  /// The volume setting of `layer` (`volume.cues`), keys of 16 columns at most, as the
  /// table of `config list` is laid out for.
  public static func volume(_ layer: CueLayer) -> Setting<Int> {
    switch layer {
    case .cues: cueVolume
    case .bells: bellVolume
    case .ticks: tickVolume
    }
  }

  private static func volume(_ layer: CueLayer, _ help: Translated) -> Setting<Int> {
    Setting.wholeNumber(
      "volume.\(layer.rawValue)", in: 0...100, help: help,
      default: SoundLevels.defaultVolumes[layer] ?? 100)
  }
}
