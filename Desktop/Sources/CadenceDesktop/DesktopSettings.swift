import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords

/// What `cadence config` set that the desktop app follows, read as the typed settings the
/// practices declare (``BreathePractice/Settings``, ``PomodoroPractice/Settings``,
/// ``CommonSettings``, ``SoundSettings``), and the last breathing pattern `cadence breathe`
/// remembers.
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
  /// `sound`, `sound.cues`, `sound.ticks`, `sound.counts`, `sound.hold-ticks`,
  /// `volume.cues|bells|ticks`, `sound.offset`.
  var sound = SoundChoice()
  /// `breathe.eyes closed`: every breathing session starts with the eyes closed.
  var eyesClosed = false

  /// The key `cadence breathe` keeps its last pattern under (not a setting a person sets).
  static let lastPatternKey = "lastBreathingPattern"

  init(_ values: [String: String] = [:]) {
    let stored = StoredSettings(values)
    pattern = stored.value(BreathePractice.Settings.pattern) ?? values[Self.lastPatternKey]
    cycles = stored.value(BreathePractice.Settings.cycles)
    work = stored.value(PomodoroPractice.Settings.work)
    shortBreak = stored.value(PomodoroPractice.Settings.shortBreak)
    longBreak = stored.value(PomodoroPractice.Settings.longBreak)
    longBreakEvery = stored.value(PomodoroPractice.Settings.longBreakEvery)
    notifies = stored.value(CommonSettings.notify) ?? true
    language = stored.value(CommonSettings.language)
    sound.isOn = stored.value(SoundSettings.sound) ?? true
    sound.plan = CuePlan(
      set: stored.value(SoundSettings.cues) ?? .tones,
      ticks: stored.value(SoundSettings.ticks) ?? false,
      counts: stored.value(SoundSettings.counts) ?? false)
    sound.holdTicks = stored.value(SoundSettings.holdTicks) ?? true
    eyesClosed = stored.value(BreathePractice.Settings.eyes) == .closed
    var volumes: [CueLayer: Int] = [:]
    for layer in CueLayer.allCases {
      volumes[layer] = stored.value(SoundSettings.volume(layer))
    }
    sound.levels = SoundLevels(
      volumes: volumes, offset: .milliseconds(stored.value(SoundSettings.offset) ?? 0))
  }

  /// The settings in the store `dataDirectory` names (as ``DesktopStore/open(dataDirectory:)``
  /// finds it), read without creating or changing anything; none when there is no store.
  static func read(dataDirectory: String?, environment: [String: String]) -> DesktopSettings {
    let directory = DataDirectory.resolve(explicit: dataDirectory, environment: environment)
    return DesktopSettings(SQLiteSessionStore.settings(in: directory))
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
    options.eyesClosed = eyesClosed || settings.eyesClosed
    return options
  }
}
