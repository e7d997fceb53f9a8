import CadencePractice
import CadenceSound
import CadenceWords

/// `--sound` / `--no-sound`, shared by the practices that have cues (breathe, meditate,
/// timer, pomodoro, program), and the sound settings they fall back on.
struct PracticeSoundOptions: Hashable, Sendable {
  /// `--sound`.
  static let sound = OptionSpec(
    "sound", help: "Play the cues through the sound server, whatever the sound setting.")
  /// `--no-sound`.
  static let noSound = OptionSpec("no-sound", help: "No sound: the terminal bell, as before.")
  /// `--voice` (breathing only).
  static let voice = OptionSpec(
    "voice", help: "Say each phase's name (eSpeak NG), whatever the sound.cues setting.")
  /// The options, in the order help lists them.
  static let options = [sound, noSound]
  /// `--sound` and `--no-sound` exclude each other.
  static let exclusive = [sound, noSound]

  /// `--sound` (true) or `--no-sound` (false); `nil`: as the `sound` setting says (on).
  var choice: Bool?
  /// `--voice`: the phases' names spoken, whatever `sound.cues` says.
  var voice = false

  init(choice: Bool? = nil, voice: Bool = false) {
    self.choice = choice
    self.voice = voice
  }

  /// The options as parsed.
  init(_ parsed: ParsedArguments) {
    choice = parsed.has(Self.sound) ? true : parsed.has(Self.noSound) ? false : nil
    voice = parsed.has(Self.voice)
  }

  /// Whether sound was asked for by name: `--sound`, or the `sound` setting set to on.
  func asked(in settings: SettingValues) -> Bool {
    choice ?? settings.value(SoundSettings.sound) ?? false
  }

  /// Whether sound is on: `--sound`, or not `--no-sound` and the `sound` setting not off.
  func isOn(in settings: SettingValues) -> Bool {
    choice ?? settings.value(SoundSettings.sound) ?? true
  }

  /// The practice's sound from the option and the settings, or `nil` when it is off; with
  /// `eyesClosed`, the cues of a practice followed with closed eyes (its start, and the end
  /// of a hold coming unless `sound.hold-ticks` is off), and asked for.
  /// Words are spoken in `language`; the voice where eSpeak NG is missing plays the tones,
  /// told once.
  func sound(
    in settings: SettingValues, eyesClosed: Bool = false, language: Language = .english
  ) -> PracticeSound? {
    guard isOn(in: settings) else { return nil }
    var plan = Self.plan(in: settings, eyesClosed: eyesClosed)
    if voice { plan.set = .voice }
    plan.language = language
    return PracticeSound.pulse(
      speaking: plan, levels: Self.levels(in: settings),
      asked: eyesClosed || voice || asked(in: settings))
  }

  /// The cue set and ticks the settings choose.
  static func plan(in settings: SettingValues, eyesClosed: Bool = false) -> CuePlan {
    let plan = CuePlan(
      set: settings.value(SoundSettings.cues) ?? .tones,
      ticks: settings.value(SoundSettings.ticks) ?? false,
      counts: settings.value(SoundSettings.counts) ?? false)
    guard eyesClosed else { return plan }
    return plan.eyesClosed(holdTicks: settings.value(SoundSettings.holdTicks) ?? true)
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
