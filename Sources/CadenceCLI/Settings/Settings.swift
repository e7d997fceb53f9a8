import Cadence
import CadenceSound
import CadenceStore
import CadenceWords

/// Every setting `cadence config` knows, in the order it lists them: the defaults of the
/// practices' options, and when the practice day starts.
///
/// A practice reads a setting only when its option is absent: the command line always wins.
/// Keys other than these (`lastBreathingPattern`, `lastProgram`) are the commands' own
/// memory, not settings a person sets.
enum Settings {
  static let dayStartsAt = Setting(
    "day-starts-at", storedAs: SQLiteSessionStore.SettingKey.dayStartsAt,
    help: "When a practice day starts, as HH:MM (default 00:00).",
    default: "00:00", parser: .dayBoundary, canonical: { $0.description })

  static let breathePattern = Setting(
    "breathe.pattern",
    help: "Pattern when none is given (default: the last used).",
    default: "last used", completion: .patterns, parser: .text,
    storeCheck: { text, store throws(UsageError) in
      do throws(ResolvedPattern.Failure) {
        return try ResolvedPattern.resolve(text, store: store).name
      } catch {
        throw .invalidSetting(text, for: "breathe.pattern", problem: error)
      }
    })

  static let breatheCycles = Setting(
    "breathe.cycles", help: "Cycles of a breathing session, 1 to 1000 (default 4).",
    default: "4", parser: BreatheCommand.cycleCount, canonical: { "\($0)" })

  static let breatheBell = Setting(
    "breathe.bell",
    help: "on: a bell at each inhale, two at each exhale (default off).",
    default: "off", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let pomodoroWork = Setting(
    "pomodoro.work", help: "Length of a focus segment (default 25m).",
    default: "25m", parser: .durationWithUnit)

  static let pomodoroShort = Setting(
    "pomodoro.short", help: "Length of a short break (default 5m).",
    default: "5m", parser: .durationWithUnit)

  static let pomodoroLong = Setting(
    "pomodoro.long", help: "Length of a long break (default 15m).",
    default: "15m", parser: .durationWithUnit)

  static let pomodoroEvery = Setting(
    "pomodoro.every",
    help: "Focus segments before a long break, 1 to 12 (default 4).", default: "4",
    parser: PomodoroCommand.focusCount, canonical: { "\($0)" })

  static let pomodoroBell = Setting(
    "pomodoro.bell", help: "on: a bell when a segment ends (default on).",
    default: "on", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let timerBell = Setting(
    "timer.bell", help: "on: a bell and a flash when the time is up (default on).",
    default: "on", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let notify = Setting(
    "notify", help: "on: notify the desktop when a practice ends (default on).",
    default: "on", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let timerOnEnd = onEnd("timer")
  static let pomodoroOnEnd = onEnd("pomodoro")
  static let breatheOnEnd = onEnd("breathe")
  static let meditateOnEnd = onEnd("meditate")
  static let stopwatchOnEnd = onEnd("stopwatch")

  /// `timer.on-end`: the practice's `--on-end` command when none is given.
  private static func onEnd(_ practice: String) -> Setting<String> {
    Setting(
      "\(practice).on-end", help: "A shell command run when a \(practice) ends (default none).",
      default: "none", parser: .safeText(.settingValue), clearedBy: ["none", ""])
  }

  static let sound = Setting(
    "sound",
    help: "on: play cues where a sound server runs (default on).",
    default: "on", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let soundCues = Setting(
    "sound.cues",
    help: "tones or strikes, the breathing cues (default tones).",
    default: "tones", completion: .words(CueSet.allCases.map(\.rawValue)),
    parser: ValueParser<CueSet>.oneOf(.cueSet, accepted: CueSet.allCases.map(\.rawValue)),
    canonical: { (set: CueSet) in set.rawValue })

  static let soundTicks = Setting(
    "sound.ticks", help: "on: a soft tick each second of breathing (default off).",
    default: "off", completion: .words(["on", "off"]), parser: .onOff, canonical: onOff)

  static let soundVolumeCues = volume("cues", "the breathing cues", default: 80)
  static let soundVolumeBells = volume("bells", "bowls and chimes", default: 70)
  static let soundVolumeTicks = volume("ticks", "the ticks", default: 40)

  static let soundOffset = Setting(
    "sound.offset",
    help: "Sound later by this many ms, -1000 to 1000 (default 0).",
    default: "0", parser: .wholeNumber(in: -1000...1000, defaultValue: 0),
    canonical: { "\($0)" })

  /// `volume.cues`: a layer's volume, 0 to 100 (keys of 16 columns at most, as the table
  /// of `config list` is laid out for).
  private static func volume(_ layer: String, _ what: String, default value: Int) -> Setting<Int> {
    Setting(
      "volume.\(layer)", help: "Volume of \(what), 0 to 100 (default \(value)).",
      default: "\(value)", parser: .wholeNumber(in: 0...100, defaultValue: value),
      canonical: { "\($0)" })
  }

  static let language = Setting(
    "language", help: "Language of messages: en or zh-Hans (default: the locale's).",
    default: "locale", completion: .words(Language.allCases.map(\.rawValue)), parser: .language,
    canonical: { $0.rawValue })

  /// The table, in the order `config list`, help and completions show it.
  static let all: [AnySetting] = [
    dayStartsAt.erased, breathePattern.erased, breatheCycles.erased, breatheBell.erased,
    pomodoroWork.erased, pomodoroShort.erased, pomodoroLong.erased, pomodoroEvery.erased,
    pomodoroBell.erased, timerBell.erased, notify.erased, timerOnEnd.erased,
    pomodoroOnEnd.erased, breatheOnEnd.erased, meditateOnEnd.erased, stopwatchOnEnd.erased,
    sound.erased, soundCues.erased, soundTicks.erased, soundVolumeCues.erased,
    soundVolumeBells.erased, soundVolumeTicks.erased, soundOffset.erased, language.erased,
  ]

  /// The setting named `key`.
  static func named(_ key: String) -> AnySetting? {
    all.first { $0.key == key }
  }

  /// The key `text` most likely means: the same words written another way (`dayStartsAt`,
  /// `Breathe_Bell`), else the nearest by edit distance.
  static func suggestion(for text: String) -> String? {
    let folded = { (key: String) in key.lowercased().filter { $0.isLetter || $0.isNumber } }
    if let same = all.first(where: { folded($0.key) == folded(text) }) { return same.key }
    return closestMatch(to: text.lowercased(), in: all.map(\.key))
  }

  private static func onOff(_ value: Bool) -> String { value ? "on" : "off" }
}
