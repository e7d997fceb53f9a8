import Cadence
import CadencePractice
import CadenceStore
import Testing

@testable import CadenceCLI

/// `cadence config list | get | set | unset` on the real store in a temporary directory.
@Suite struct ConfigCommandTests {
  let directory = TemporaryDataDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  /// The first line on standard error.
  func firstError(_ arguments: [String]) -> String {
    String(run(arguments).errors.split(separator: "\n").first ?? "")
  }

  static let allDefaults = """
    day-starts-at     00:00      (default)
    timer.bell        on         (default)
    timer.on-end      none       (default)
    stopwatch.on-end  none       (default)
    pomodoro.work     25m        (default)
    pomodoro.short    5m         (default)
    pomodoro.long     15m        (default)
    pomodoro.every    4          (default)
    pomodoro.bell     on         (default)
    pomodoro.on-end   none       (default)
    breathe.pattern   last used  (default)
    breathe.cycles    4          (default)
    breathe.bell      off        (default)
    breathe.bpm       5.5        (default)
    breathe.ratio     1:1        (default)
    breathe.eyes      open       (default)
    breathe.on-end    none       (default)
    meditate.on-end   none       (default)
    notify            on         (default)
    practice.mood     off        (default)
    sound             on         (default)
    sound.cues        tones      (default)
    sound.ticks       off        (default)
    sound.hold-ticks  on         (default)
    sound.counts      off        (default)
    volume.cues       80         (default)
    volume.bells      70         (default)
    volume.ticks      40         (default)
    sound.offset      0          (default)
    language          locale     (default)

    """

  @Test func listShowsEveryKeyItsValueAndWhetherItIsTheDefault() throws {
    #expect(run(["config", "list"]) == (0, Self.allDefaults, ""))
    #expect(run(["config"]) == (0, Self.allDefaults, ""))
    #expect(
      run(["config", "set", "pomodoro.work", "50m"]) == (0, "Set pomodoro.work to 50m.\n", ""))
    #expect(run(["config", "set", "breathe.bell", "on"]).status == 0)
    let listed = run(["config", "list"]).output.split(separator: "\n")
    #expect(listed[12] == "breathe.bell      on")
    #expect(listed[4] == "pomodoro.work     50m")
    #expect(listed[5] == "pomodoro.short    5m         (default)")
  }

  @Test func getPrintsTheValueOrTheDefault() {
    #expect(run(["config", "get", "pomodoro.every"]) == (0, "4\n", ""))
    #expect(run(["config", "set", "pomodoro.every", "3"]).status == 0)
    #expect(run(["config", "get", "pomodoro.every"]) == (0, "3\n", ""))
  }

  @Test func unsetGoesBackToTheDefault() throws {
    #expect(run(["config", "set", "breathe.cycles", "6"]) == (0, "Set breathe.cycles to 6.\n", ""))
    #expect(try directory.store().setting("breathe.cycles") == "6")
    #expect(
      run(["config", "unset", "breathe.cycles"])
        == (0, "Unset breathe.cycles: the default is 4.\n", ""))
    #expect(try directory.store().setting("breathe.cycles") == nil)
    #expect(
      run(["config", "unset", "breathe.cycles"])
        == (0, "breathe.cycles was not set: the default is 4.\n", ""))
  }

  // MARK: day-starts-at and the stored key older versions wrote

  @Test func dayStartsAtIsTheStoresDayStartsAtSetting() throws {
    #expect(
      run(["config", "set", "day-starts-at", "4:30"])
        == (0, "Set day-starts-at to 04:30.\n", ""))
    let store = try directory.store()
    #expect(try store.setting(SQLiteSessionStore.SettingKey.dayStartsAt) == "04:30")
    #expect(try store.dayBoundary() == DayBoundary(hour: 4, minute: 30))
    #expect(try store.setting("day-starts-at") == nil)
  }

  @Test func aDayStartWrittenByAnOlderVersionIsRead() throws {
    try directory.store().setSetting("dayStartsAt", to: "04:00")
    #expect(run(["config", "get", "day-starts-at"]) == (0, "04:00\n", ""))
    #expect(run(["config", "list"]).output.hasPrefix("day-starts-at     04:00\n"))
    #expect(run(["config", "unset", "day-starts-at"]).status == 0)
    #expect(try directory.store().setting("dayStartsAt") == nil)
  }

  @Test func anOlderExportsDayStartIsImportedAndShown() throws {
    let file = directory.path + "/old.json"
    let json = """
      {"format":"cadence-export","version":1,"exportedAt":"2026-11-29T12:00:00Z",
      "sessions":[],"journal":[],"programs":[],"patterns":[],
      "settings":[{"key":"dayStartsAt","value":"03:00"}]}
      """
    TemporaryDirectory.write(Array(json.utf8), to: file)
    #expect(run(["import", file]).status == 0)
    #expect(run(["config", "get", "day-starts-at"]) == (0, "03:00\n", ""))
    #expect(run(["config", "set", "breathe.cycles", "5"]).status == 0)
    let exported = run(["export"]).output
    #expect(exported.contains(#""key" : "dayStartsAt","#))
    #expect(exported.contains(#""key" : "breathe.cycles","#))
  }

  // MARK: values: what the matching option accepts, with its wording

  @Test func patternsAreBuiltInsSavedNamesOrSpecsStoredByName() throws {
    try directory.store().addPattern(CustomPattern(name: "calm", spec: "4-6"))
    #expect(
      run(["config", "set", "breathe.pattern", "calm"]).output == "Set breathe.pattern to calm.\n")
    #expect(
      run(["config", "set", "breathe.pattern", "4-4-4-4"]).output == "Set breathe.pattern to box.\n"
    )
    #expect(
      run(["config", "set", "breathe.pattern", "in", "4", "out", "5"]).output
        == "Set breathe.pattern to 4-5.\n")
    #expect(try directory.store().setting("breathe.pattern") == "4-5")
    #expect(
      firstError(["config", "set", "breathe.pattern", "clam"])
        == "Error: Invalid value 'clam' for 'breathe.pattern': unknown breathing pattern 'clam'. "
        + "Did you mean 'calm'? See 'cadence pattern list'.")
  }

  /// A bad value gets the matching option's own error, naming the key; status 64; nothing
  /// stored.
  @Test(arguments: [
    ("pomodoro.work", "25x", ["pomodoro", "--work", "25x"], "--work <duration>"),
    ("pomodoro.short", "0", ["pomodoro", "--short", "0"], "--short <duration>"),
    ("pomodoro.long", "-5m", ["pomodoro", "--long=-5m"], "--long <duration>"),
    ("pomodoro.every", "13", ["pomodoro", "--every", "13"], "--every <n>"),
    ("breathe.cycles", "0", ["breathe", "--cycles", "0"], "--cycles <n>"),
    ("breathe.pattern", "4-x", ["breathe", "4-x"], ""),
  ])
  func aBadValueIsTheOptionsErrorNamingTheKey(
    key: String, value: String, option: [String], label: String
  ) throws {
    let result = run(["config", "set", key, value])
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    let optionError = firstError(option)
    let expected =
      label.isEmpty
      ? "Error: Invalid value '\(value)' for '\(key)': "
        + optionError.dropFirst("Error: ".count).prefix(1).lowercased()
        + optionError.dropFirst("Error: ".count + 1)
      : optionError.replacing("'\(label)'", with: "'\(key)'")
    #expect(firstError(["config", "set", key, value]) == expected)
    #expect(result.errors.contains("Usage: cadence config"))
    #expect(try directory.store().setting(key) == nil)
  }

  @Test(arguments: [
    (
      ["config", "set", "breathe.bell", "yes"],
      "Error: Invalid value 'yes' for 'breathe.bell': not on or off; expected on or off."
    ),
    (
      ["config", "set", "day-starts-at", "24:00"],
      "Error: Invalid value '24:00' for 'day-starts-at': not a time from 00:00 to 23:59; "
        + "expected a time like 04:00."
    ),
    (
      ["config", "set", "breathe.patern", "box"],
      "Error: Unknown setting 'breathe.patern'. Did you mean 'breathe.pattern'? Settings: "
        + "day-starts-at, timer.bell, timer.on-end, stopwatch.on-end, pomodoro.work, "
        + "pomodoro.short, pomodoro.long, pomodoro.every, pomodoro.bell, pomodoro.on-end, "
        + "breathe.pattern, breathe.cycles, breathe.bell, breathe.bpm, breathe.ratio, "
        + "breathe.eyes, breathe.on-end, meditate.on-end, notify, practice.mood, sound, "
        + "sound.cues, sound.ticks, sound.hold-ticks, sound.counts, volume.cues, volume.bells, volume.ticks, sound.offset, "
        + "language."
    ),
    (
      ["config", "get", "dayStartsAt"],
      "Error: Unknown setting 'dayStartsAt'. Did you mean 'day-starts-at'? Settings: "
        + "day-starts-at, timer.bell, timer.on-end, stopwatch.on-end, pomodoro.work, "
        + "pomodoro.short, pomodoro.long, pomodoro.every, pomodoro.bell, pomodoro.on-end, "
        + "breathe.pattern, breathe.cycles, breathe.bell, breathe.bpm, breathe.ratio, "
        + "breathe.eyes, breathe.on-end, meditate.on-end, notify, practice.mood, sound, "
        + "sound.cues, sound.ticks, sound.hold-ticks, sound.counts, volume.cues, volume.bells, volume.ticks, sound.offset, "
        + "language."
    ),
    (
      ["config", "unset", "colour"],
      "Error: Unknown setting 'colour'. Settings: "
        + "day-starts-at, timer.bell, timer.on-end, stopwatch.on-end, pomodoro.work, "
        + "pomodoro.short, pomodoro.long, pomodoro.every, pomodoro.bell, pomodoro.on-end, "
        + "breathe.pattern, breathe.cycles, breathe.bell, breathe.bpm, breathe.ratio, "
        + "breathe.eyes, breathe.on-end, meditate.on-end, notify, practice.mood, sound, "
        + "sound.cues, sound.ticks, sound.hold-ticks, sound.counts, volume.cues, volume.bells, volume.ticks, sound.offset, "
        + "language."
    ),
    // Issue 41, item 19: a slip of one of the words had no "did you mean".
    (
      ["config", "set", "sound.cues", "tone"],
      "Error: Invalid value 'tone' for 'sound.cues': not a cue set (did you mean 'tones'?); "
        + "expected tones, strikes or voice."
    ),
    // Issue 41, item 12: a bare number was 50 seconds of focus, silently.
    (
      ["config", "set", "pomodoro.work", "50"],
      "Error: Invalid value '50' for 'pomodoro.work': a number alone has no unit here; "
        + "expected 50m for 50 minutes, or 50s for seconds."
    ),
    (
      ["config", "set", "pomodoro.long", "1.5"],
      "Error: Invalid value '1.5' for 'pomodoro.long': a number alone has no unit here; "
        + "expected 1.5m for 1.5 minutes, or 1.5s for seconds."
    ),
    (["config", "set", "breathe.cycles"], "Error: Missing expected argument '<value>'."),
    (["config", "get"], "Error: Missing expected argument '<key>'."),
    (["config", "get", "timer.bell", "on"], "Error: Unexpected argument 'on'."),
    (["config", "lst"], "Error: Unknown command 'config lst'. Did you mean 'config list'?"),
  ])
  func usageErrorsAreOneLineWithStatus64AndChangeNothing(arguments: [String], error: String)
    throws
  {
    let result = run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.hasPrefix(error + "\n"))
    #expect(try directory.store().allSettings().isEmpty)
  }

  @Test func aStoredValueThatNoLongerParsesIsShownAsIgnored() throws {
    try directory.store().setSetting("pomodoro.work", to: "25x")
    #expect(
      run(["config", "list"]).output.split(separator: "\n")[4]
        == "pomodoro.work     25x        (invalid: the default is used)")
  }

  @Test func helpListsEveryKeyWithItsDefault() {
    let help = run(["help", "config"]).output
    for setting in Settings.all {
      #expect(help.contains("\n  \(setting.key)  "), "\(setting.key)")
      #expect(setting.help.english.contains(setting.defaultText), "\(setting.key)")
    }
    #expect(help.contains("\n  pomodoro.work     Length of a focus segment (default 25m).\n"))
    for line in help.split(separator: "\n") {
      #expect(line.count <= 80, "\(line)")
    }
  }
}

/// The table's defaults are the practices' own, so `config list` says what really happens.
@Suite struct SettingTableTests {
  @Test func theShownDefaultsAreTheEnginesDefaults() throws {
    let plan = PomodoroPlan()
    #expect(
      try PomodoroPractice.Settings.work.parse(PomodoroPractice.Settings.work.defaultText)
        == plan.work)
    #expect(
      try PomodoroPractice.Settings.shortBreak.parse(
        PomodoroPractice.Settings.shortBreak.defaultText) == plan.shortBreak)
    #expect(
      try PomodoroPractice.Settings.longBreak.parse(PomodoroPractice.Settings.longBreak.defaultText)
        == plan.longBreak)
    #expect(
      try PomodoroPractice.Settings.longBreakEvery.parse(
        PomodoroPractice.Settings.longBreakEvery.defaultText) == plan.longBreakEvery)
    #expect(
      try .cycles(
        BreathePractice.Settings.cycles.parse(BreathePractice.Settings.cycles.defaultText))
        == BreatheCommand.defaultLength)
    #expect(
      try BreathePractice.Settings.bell.parse(BreathePractice.Settings.bell.defaultText) == false)
    #expect(
      try BreathePractice.Settings.breathsPerMinute.parse(
        BreathePractice.Settings.breathsPerMinute.defaultText)
        == PatternLookup.defaultResonance.tenthsPerMinute)
    #expect(
      try BreathePractice.Settings.ratio.parse(BreathePractice.Settings.ratio.defaultText)
        == .even)
    #expect(try TimerPractice.Settings.bell.parse(TimerPractice.Settings.bell.defaultText) == true)
    #expect(
      try PomodoroPractice.Settings.bell.parse(PomodoroPractice.Settings.bell.defaultText) == true)
    #expect(
      try CommonSettings.dayStartsAt.parse(CommonSettings.dayStartsAt.defaultText) == .midnight)
  }

  @Test func keysAreKebabCaseAndUnique() {
    let keys = Settings.all.map(\.key)
    #expect(Set(keys).count == keys.count)
    for key in keys {
      #expect(key.allSatisfy { $0.isLowercase || $0 == "-" || $0 == "." }, "\(key)")
    }
  }
}
