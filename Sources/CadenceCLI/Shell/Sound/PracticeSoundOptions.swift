import CadencePractice
import CadenceSound

/// `--sound` / `--no-sound`, shared by the practices that have cues (breathe, meditate,
/// timer, pomodoro, program), and the sound settings they fall back on.
struct PracticeSoundOptions: Hashable, Sendable {
  /// `--sound`.
  static let sound = OptionSpec(
    "sound", help: "Play the cues through the sound server, whatever the sound setting.")
  /// `--no-sound`.
  static let noSound = OptionSpec("no-sound", help: "No sound: the terminal bell, as before.")
  /// The options, in the order help lists them.
  static let options = [sound, noSound]
  /// `--sound` and `--no-sound` exclude each other.
  static let exclusive = [sound, noSound]

  /// `--sound` (true) or `--no-sound` (false); `nil`: as the `sound` setting says (on).
  var choice: Bool?

  init(choice: Bool? = nil) {
    self.choice = choice
  }

  /// The options as parsed.
  init(_ parsed: ParsedArguments) {
    choice = parsed.has(Self.sound) ? true : parsed.has(Self.noSound) ? false : nil
  }

  /// Whether sound was asked for by name: `--sound`, or the `sound` setting set to on.
  func asked(in settings: SettingValues) -> Bool {
    choice ?? settings.value(SoundSettings.sound) ?? false
  }

  /// The practice's sound from the option and the settings, or `nil` when it is off.
  func sound(in settings: SettingValues) -> PracticeSound? {
    guard choice ?? settings.value(SoundSettings.sound) ?? true else { return nil }
    return PracticeSound.pulse(
      plan: Self.plan(in: settings), levels: Self.levels(in: settings), asked: asked(in: settings))
  }

  /// The cue set and ticks the settings choose.
  static func plan(in settings: SettingValues) -> CuePlan {
    CuePlan(
      set: settings.value(SoundSettings.cues) ?? .tones,
      ticks: settings.value(SoundSettings.ticks) ?? false)
  }

  /// The volumes and the offset the settings choose.
  static func levels(in settings: SettingValues) -> SoundLevels {
    var volumes: [CueLayer: Int] = [:]
    volumes[.cues] = settings.value(SoundSettings.cueVolume)
    volumes[.bells] = settings.value(SoundSettings.bellVolume)
    volumes[.ticks] = settings.value(SoundSettings.tickVolume)
    let offset = settings.value(SoundSettings.offset) ?? 0
    return SoundLevels(volumes: volumes, offset: .milliseconds(offset))
  }
}
