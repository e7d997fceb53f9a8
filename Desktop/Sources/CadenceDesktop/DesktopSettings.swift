import Cadence
import CadenceSound
import CadenceStore
import CadenceWords

/// What `cadence config` set that the desktop app follows, read from the shared store's
/// settings under the keys `cadence config` writes (`breathe.pattern`, `breathe.cycles`,
/// `pomodoro.work`, `pomodoro.short`, `pomodoro.long`, `pomodoro.every`, `notify`,
/// `language`), and the last breathing pattern `cadence breathe` remembers.
///
/// A setting is a default: the command line always wins. `cadence config` checks every
/// value as it is set; a value this app cannot read (a hand-edited file) is as if unset.
struct DesktopSettings: Equatable, Sendable {
  var pattern: String?
  var cycles: Int?
  var work: Duration?
  var shortBreak: Duration?
  var longBreak: Duration?
  var longBreakEvery: Int?
  /// `notify off`: no desktop notifications at a practice's end.
  var notifies = true
  var language: Language?
  /// `sound`, `sound.cues`, `sound.ticks`, `volume.cues|bells|ticks`, `sound.offset`.
  var sound = SoundChoice()

  /// The key `cadence breathe` keeps its last pattern under (not a setting a person sets).
  static let lastPatternKey = "lastBreathingPattern"

  init(_ values: [String: String] = [:]) {
    pattern = values["breathe.pattern"] ?? values[Self.lastPatternKey]
    cycles = values["breathe.cycles"].flatMap(Int.init).flatMap {
      (1...1000).contains($0) ? $0 : nil
    }
    work = values["pomodoro.work"].flatMap(Self.length)
    shortBreak = values["pomodoro.short"].flatMap(Self.length)
    longBreak = values["pomodoro.long"].flatMap(Self.length)
    longBreakEvery = values["pomodoro.every"].flatMap(Int.init).flatMap {
      (1...12).contains($0) ? $0 : nil
    }
    notifies = values["notify"]?.lowercased() != "off"
    language = values["language"].flatMap(Language.init(locale:))
    sound.isOn = values["sound"]?.lowercased() != "off"
    let cues = values["sound.cues"].flatMap(CueSet.init(rawValue:)) ?? .tones
    sound.plan = CuePlan(set: cues, ticks: values["sound.ticks"]?.lowercased() == "on")
    var volumes: [CueLayer: Int] = [:]
    for layer in CueLayer.allCases {
      if let volume = values["volume.\(layer.rawValue)"].flatMap(Int.init),
        (0...100).contains(volume)
      {
        volumes[layer] = volume
      }
    }
    let offset =
      values["sound.offset"].flatMap(Int.init).flatMap {
        (-1000...1000).contains($0) ? $0 : nil
      } ?? 0
    sound.levels = SoundLevels(volumes: volumes, offset: .milliseconds(offset))
  }

  /// The settings in the store `dataDirectory` names (as ``DesktopStore/open(dataDirectory:)``
  /// finds it), read without creating or changing anything; none when there is no store.
  static func read(dataDirectory: String?, environment: [String: String]) -> DesktopSettings {
    let directory = DataDirectory.resolve(explicit: dataDirectory, environment: environment)
    return DesktopSettings(SQLiteSessionStore.settings(in: directory))
  }

  private static func length(_ text: String) -> Duration? {
    guard let length = try? DurationParser.parse(text), length > .zero else { return nil }
    return length
  }
}

extension DesktopOptions {
  /// These options with `settings` where the command line said nothing.
  func following(_ settings: DesktopSettings) -> DesktopOptions {
    var options = self
    if pattern == nil, let remembered = settings.pattern {
      options.pattern = remembered
      options.patternIsDefault = true
    }
    if cycles == nil, minutes == nil { options.cycles = settings.cycles }
    options.work = work ?? settings.work
    options.shortBreak = shortBreak ?? settings.shortBreak
    options.longBreak = longBreak ?? settings.longBreak
    options.longBreakEvery = longBreakEvery ?? settings.longBreakEvery
    options.language = language ?? settings.language
    return options
  }
}
