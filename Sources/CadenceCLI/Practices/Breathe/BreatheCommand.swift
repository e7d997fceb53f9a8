import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import TerminalUI

/// `cadence breathe [PATTERN] [--cycles N | --minutes M]`: a guided breathing session.
struct BreatheCommand: Subcommand, Equatable {
  private enum Argument {
    static let pattern = ArgumentSpec(
      "<pattern>", help: "A built-in, a saved name, or a spec like 4-7-8.", completion: .patterns,
      optional: true, repeating: true)
  }

  /// The options a breathing session takes, shared with `cadence program`.
  enum SessionOption {
    static let bell = OptionSpec(
      "bell", help: "Ring once when an inhale starts, twice for an exhale.")
    static let quiet = OptionSpec("quiet", help: "No bell, whatever the breathe.bell setting.")
    static let reduceMotion = OptionSpec(
      "reduce-motion", help: "No animation: the phase and its countdown only.")
    static let noNote = OptionSpec("no-note", help: "Do not ask for a note at the end.")
    static let plain = OptionSpec("plain", help: "Print a line per phase instead of a full screen.")
    static let all = [bell, quiet, reduceMotion, noNote, plain]
    /// Options of which at most one may be given.
    static let exclusive = [[bell, quiet]]

    /// The runner's options as `parsed` gives them; without `--bell` or `--quiet`, the
    /// `breathe.bell` setting decides.
    static func runnerOptions(_ parsed: ParsedArguments) -> BreatheRunner.Options {
      var options = BreatheRunner.Options()
      options.bell = parsed.has(bell) ? true : parsed.has(quiet) ? false : nil
      options.reduceMotion = parsed.has(reduceMotion)
      options.askForNote = !parsed.has(noNote)
      options.plain = parsed.has(plain)
      return options
    }
  }

  private enum Option {
    static let cycles = OptionSpec(
      "cycles", value: "<n>", help: "How many cycles, 1 to 1000 (default 4).")
    static let minutes = OptionSpec(
      "minutes", value: "<m>", help: "About this many minutes, rounded to whole cycles.")
    static let countIn = OptionSpec(
      "count-in", value: "<seconds>", help: "The 'Get ready' before the first breath (default 3).")
    static let bpm = OptionSpec(
      "bpm", value: "<rate>",
      help: "Resonance breathing at this many breaths a minute, 3 to 10 in steps of 0.1.")
    static let ratio = OptionSpec(
      "ratio", value: "<in:out>",
      help: "Resonance breathing's inhale:exhale, like 4:6 (default 1:1).")
    static let eyesClosed = OptionSpec(
      "eyes-closed", help: "Follow the sound with your eyes closed: the screen goes calm.")
    static let find = OptionSpec(
      "find", help: "Find your resonance rate: 2 minutes at each of 5 rates, then choose.")
    static let rounds = OptionSpec(
      "rounds", value: "<n>", help: "Retention: how many rounds, 1 to 10 (default 3).")
    static let breaths = OptionSpec(
      "breaths", value: "<m>", help: "Retention: deep breaths a round, 1 to 60 (default 30).")
    static let maxHold = OptionSpec(
      "max-hold", value: "<duration>", help: "Retention: the longest hold, at most 5m (default 3m)."
    )
    static let retention = [rounds, breaths, maxHold]
    static let mood = OptionSpec(
      "mood", help: "Before and after, how you feel: one key 1 to 5 (practice.mood).")
  }

  static let spec = CommandSpec(
    name: BreathePractice.descriptor.command, abstract: BreathePractice.descriptor.summary.english,
    arguments: [Argument.pattern],
    options: [
      Option.cycles, Option.minutes, Option.countIn, Option.bpm, Option.ratio, Option.eyesClosed,
      Option.find, Option.mood,
    ] + Option.retention
      + SessionOption.all
      + PracticeSoundOptions.options + [PracticeSoundOptions.voice] + PracticeEndOptions.ending,
    exclusive: [[Option.cycles, Option.minutes]]
      + [Option.bpm, Option.cycles, Option.minutes, SessionOption.plain].map { [Option.find, $0] }
      + SessionOption.exclusive
      + [PracticeSoundOptions.exclusive, PracticeEndOptions.exclusive],
    discussion: """
      PATTERN: a built-in name ('cadence pattern list'), one you saved, or a spec: seconds
      in-hold-out-hold (4-7-8, 4-4-4-4, 5.5-5.5) or words (in 4 hold 7 out 8). Without one,
      the breathe.pattern setting, else the last pattern used (the first time: 4-7-8).
      Settings ('cadence config') give the defaults of the pattern, the cycles and the bell.

      RESONANCE: 'resonance' breathes at your own rate, 3 to 10 breaths a minute in steps
      of 0.1 (--bpm, else the breathe.bpm setting, else 5.5), in and out evenly or in the
      ratio --ratio gives (4:6: a longer exhale). Each breath lasts exactly 60/rate seconds.
      It is saved as 'resonance 5.5' (or 'resonance 5.5 4:6'), a name that finds it again.

      RETENTION: 'retention' breathes --rounds rounds (3) of --breaths deep breaths (30;
      1.5 s in, 1.5 s out), then you hold your breath out as long as is easy and end the
      hold with space; a 15 s held breath in follows, then the next round. No hold lasts
      longer than --max-hold (3m, at most 5m): the cap ends it and says so. Each hold is
      kept with the session and shown in history and stats. A safety page comes before the
      first rounds ever: never in or near water, never driving; sit or lie down; stop if
      dizzy. It needs a terminal.

      FIND YOUR RATE: 'resonance --find' breathes 2 minutes at each of 6.5, 6.0, 5.5, 5.0
      and 4.5 breaths a minute (in the --ratio or breathe.ratio), with a 15 s rest between
      (space starts the next rate at once), then asks which felt easiest: keys 1 to 5, or
      Esc for none. The answer becomes the breathe.bpm setting, so 'cadence breathe
      resonance' then breathes at it (Shaffer & Meehan 2020). Each rate is saved as a
      session of its own ('resonance 6.5'). It needs a terminal.

      EYES CLOSED: --eyes-closed (or the breathe.eyes setting closed, or the e key while
      breathing) calms the screen to one dim line, the phase and the time left, and the
      sound carries the session: a tone for each kind of phase, a soft tick in each of a
      hold's last three seconds (sound.hold-ticks), three rising notes at the start and
      three falling at the end. The count-in is then at least 3 s, so the start is heard
      apart from the first breath. Without a sound server it does not start, unless --bell
      asks for the terminal bell instead.

      VOICE: --voice (or sound.cues voice) says each phase in the interface's language:
      breathe in, hold, breathe out; with sound.counts on, each second after it (two,
      three, four…). eSpeak NG makes the words before the practice starts, and each is
      placed in the tones' stream on its phase's instant. Without eSpeak NG
      (libespeak-ng.so.1) the tones play, and one line says so.

      MOOD: --mood (or practice.mood on) asks before and after the session how you feel,
      one key from 1 (low) to 5 (good), Esc to skip; the answers are kept with the session
      and 'cadence stats' shows the average change per practice.

      KEYS: space pause / resume, e eyes closed / open, q stop early. Ctrl-Z and the
      machine sleeping pause the session. At the end a summary is printed and a one-line
      note can go to your journal. Every session is saved, also when stopped early.
      'cadence pattern list' shows the patterns.

      EXAMPLES:
        cadence breathe                  the last pattern, 4 cycles
        cadence breathe box --minutes 3
        cadence breathe resonance --bpm 5.5 --ratio 4:6
        cadence breathe resonance --find  find your rate, about 11 minutes
        cadence breathe sighing          cyclic sighing, 5 minutes
        cadence breathe retention --rounds 4 --max-hold 2m
        cadence breathe resonance --eyes-closed --voice
        cadence breathe in 4 hold 4 out 6 --bell

      EXIT STATUS: 0 when the session is complete, 1 after q before the end, 130 after
      Ctrl-C, 64 for bad usage.

      \(PracticeSoundHelp.breathe)

      \(PracticeEndOptions.discussion) CADENCE_LABEL is the pattern's name; the hook
      runs after the note.
      """)

  /// The setting that remembers the last pattern breathed (a preset id, a saved name or
  /// a spec), the default for the next `cadence breathe`.
  static let lastPatternSetting = "lastBreathingPattern"
  /// The pattern when none is given and none was used before.
  static let defaultPattern = "4-7-8"
  /// The shortest count-in with closed eyes: the start chime rings out before the first
  /// breath, and is never heard as one.
  static let eyesClosedCountIn = Duration.seconds(3)
  /// How many cycles a session may have, whether asked for directly or by `--minutes`.
  static let cycleRange = BreathePractice.Settings.cycleRange

  /// The length when neither `--cycles` nor `--minutes` is given, nor `breathe.cycles`.
  static let defaultLength = BreathingSession.Length.cycles(4)
  /// What `--cycles` and the `breathe.cycles` setting take.
  static let cycleCount = BreathePractice.Settings.cycles.parser

  /// The pattern as typed (several words are joined: `in 4 out 6`); nil for the default.
  var pattern: String?
  /// `--cycles` or `--minutes`; nil for the default.
  var length: BreathingSession.Length?
  var countIn = BreathingSession.defaultCountIn
  var options = BreatheRunner.Options()
  /// `--bpm`, in tenths of a breath a minute; nil when not given.
  var breathsPerMinute: Int?
  /// `--ratio`; nil when not given.
  var ratio: ResonancePace.Ratio?
  /// `--eyes-closed`; without it, the `breathe.eyes` setting decides.
  var eyesClosed = false
  /// `--find`: the resonance rate protocol instead of one session.
  var find = false
  /// `--mood`: the mood check, whatever the `practice.mood` setting says.
  var mood = false
  /// `--rounds`, `--breaths`, `--max-hold` as given (retention rounds only).
  var retention = RetentionOptions()
  /// The retention options as given; `nil` for the defaults.
  struct RetentionOptions: Hashable, Sendable {
    var rounds: Int?
    var breaths: Int?
    var maxHold: Duration?
  }
  /// The retention option given first, if any (for a refusal naming it).
  var retentionOption: String?
  /// `--cycles` or `--minutes` as given, if either was (retention rounds refuse them).
  var lengthOption: String?
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`.
  var end = PracticeEndOptions()
  /// `--sound` / `--no-sound`.
  var sound = PracticeSoundOptions()

  /// A session of `pattern` (`nil`: the last one used), with every default.
  init(pattern: String? = nil) {
    self.pattern = pattern
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed = try Self.spec.parse(&arguments)
    pattern = parsed.value(Argument.pattern)
    if let cycles = try parsed.value(Option.cycles, as: Self.cycleCount) {
      length = .cycles(cycles)
    }
    let minutes = ValueParser(.breathingMinutes, Self.minutes)
    if let minutes = try parsed.value(Option.minutes, as: minutes) {
      length = .about(minutes)
    }
    let seconds = ValueParser(
      .countIn(defaultValue: Int(BreathingSession.defaultCountIn.components.seconds)),
      Self.countIn)
    if let seconds = try parsed.value(Option.countIn, as: seconds) {
      countIn = seconds
    }
    breathsPerMinute = try parsed.value(Option.bpm, as: .breathsPerMinute)
    ratio = try parsed.value(Option.ratio, as: .breathRatio)
    eyesClosed = parsed.has(Option.eyesClosed)
    find = parsed.has(Option.find)
    mood = parsed.has(Option.mood)
    retention.rounds = try parsed.value(
      Option.rounds,
      as: .wholeNumber(
        in: RetentionRounds.roundsRange, defaultValue: RetentionRounds.defaultRounds))
    retention.breaths = try parsed.value(
      Option.breaths,
      as: .wholeNumber(
        in: RetentionRounds.breathsRange, defaultValue: RetentionRounds.defaultBreaths))
    retention.maxHold = try parsed.value(Option.maxHold, as: .duration)
    if let cap = retention.maxHold, cap > RetentionRounds.longestMaxHold {
      throw .holdCapTooLong(parsed.value(Option.maxHold) ?? "")
    }
    retentionOption = Option.retention.first { parsed.has($0) }.map { "--" + $0.name }
    lengthOption = [Option.cycles, Option.minutes].first { parsed.has($0) }.map { "--" + $0.name }
    options = SessionOption.runnerOptions(parsed)
    end = PracticeEndOptions(parsed)
    sound = PracticeSoundOptions(parsed)
  }

  /// Why `--minutes` asks for more cycles of a short pattern than a session may have, and
  /// how long the longest session of it is (tenths of a minute, rounded down).
  static func tooManyCycles(
    minutes: Duration, pattern: String, cycles: Int, cycle: Duration
  ) -> UsageError {
    let most = cycle * cycleRange.upperBound
    let tenths = Int(most / .seconds(6))
    return .tooManyCycles(
      minutes: decimal(milliseconds: minutes / .milliseconds(60)), pattern: pattern,
      cycles: cycles, most: cycleRange.upperBound, mostMinutes: "\(tenths / 10).\(tenths % 10)")
  }

  /// `thousandths` / 1000 written as a short decimal: 600, 1.5, 0.125.
  private static func decimal(milliseconds thousandths: Double) -> String {
    let whole = Int(thousandths.rounded())
    let fraction = whole % 1000
    guard fraction != 0 else { return "\(whole / 1000)" }
    var digits = String(fraction + 1000).dropFirst()
    while digits.hasSuffix("0") { digits = digits.dropLast() }
    return "\(whole / 1000).\(digits)"
  }

  /// Minutes as a decimal (`3`, `1.5`), 0.1 to 600, exact to the millisecond.
  static func minutes(_ text: String) -> Duration? {
    guard let milliseconds = Self.milliseconds(text, scale: 60_000),
      (6_000...36_000_000).contains(milliseconds)
    else { return nil }
    return .milliseconds(milliseconds)
  }

  /// Count-in seconds (`3`, `0`, `1.5`, `2s`), 0 to 60.
  static func countIn(_ text: String) -> Duration? {
    let body = text.hasSuffix("s") ? String(text.dropLast()) : text
    guard let milliseconds = Self.milliseconds(body, scale: 1000),
      (0...60_000).contains(milliseconds)
    else { return nil }
    return .milliseconds(milliseconds)
  }

  /// A plain decimal times `scale`, in whole milliseconds (up to three fraction digits
  /// of the scaled value); nil for anything else, signs and exponents included.
  private static func milliseconds(_ text: String, scale: Int64) -> Int64? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in
      !part.isEmpty && part.count <= 9 && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard isDigits(parts[0]), parts.count == 1 || isDigits(parts[1]) else { return nil }
    var value = Int64(parts[0])! * scale
    if parts.count == 2 {
      let digits = parts[1].prefix(6)
      let fraction = Int64(digits)!
      var divisor: Int64 = 1
      for _ in 0..<digits.count { divisor *= 10 }
      value += fraction * scale / divisor
    }
    return value
  }

  func run(in context: CommandContext) -> ExitStatus {
    context.tracing(to: end.trace, name: Self.name) { run(traced: $0) }
  }

  /// The session, on a context whose host traces it when `--trace` asks.
  private func run(traced context: CommandContext) -> ExitStatus {
    let store = try? context.openStore()
    let settings = SettingValues(store: store, warnings: context.errorOutput, words: context.words)
    var context = context
    if mood { context.moodCheck = true }
    let eyesClosed = self.eyesClosed || settings.value(BreathePractice.Settings.eyes) == .closed
    context.sound = sound.sound(in: settings, eyesClosed: eyesClosed, language: context.language)
    var options = options
    options.bell = options.bell ?? settings.value(BreathePractice.Settings.bell)
    options.eyesClosed = eyesClosed
    if eyesClosed, options.bell != true,
      let unheard = EyesClosedCheck.unheard(
        soundOn: sound.isOn(in: settings), environment: context.environment)
    {
      let error = UsageError.eyesClosedUnheard(
        self.eyesClosed
          ? "--" + Option.eyesClosed.name : BreathePractice.Settings.eyes.key + " closed",
        unheard)
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    if find {
      return runFind(options: options, settings: settings, in: context)
    }
    if pattern?.lowercased() == RetentionApp.name {
      return runRetention(options: options, in: context)
    }
    if let retentionOption {
      let error = UsageError.optionOfRetention(option: retentionOption, pattern: pattern ?? "")
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    let paced = breathsPerMinute != nil || ratio != nil
    var name =
      pattern ?? (paced ? ResonancePace.keyword : nil)
      ?? settings.value(BreathePractice.Settings.pattern) ?? remembered(in: store)
      ?? Self.defaultPattern
    do throws(UsageError) {
      if let pace = try resonancePace(named: name, in: settings) {
        name = pace.name
      }
    } catch {
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    let resolved: ResolvedPattern
    do {
      resolved = try ResolvedPattern.resolve(name, store: store)
    } catch {
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    for caution in resolved.pattern.cautions {
      context.errorOutput.write(context.words.cautionLabel + context.words.caution(caution) + "\n")
    }
    try? store?.setSetting(Self.lastPatternSetting, to: resolved.name)
    // A practice defined by its length (cyclic sighing: five minutes) keeps it unless asked.
    let length =
      length ?? BreathingPreset.builtIn(named: resolved.name)?.length
      ?? settings.value(BreathePractice.Settings.cycles).map { .cycles($0) }
      ?? Self.defaultLength
    options.notify = end.notifies(in: settings)
    let countIn = eyesClosed ? max(countIn, Self.eyesClosedCountIn) : countIn
    let session = BreathingSession(pattern: resolved.pattern, length: length, countIn: countIn)
    if case .about(let minutes) = length, session.cycleCount > Self.cycleRange.upperBound {
      let error = Self.tooManyCycles(
        minutes: minutes, pattern: resolved.name, cycles: session.cycleCount,
        cycle: resolved.pattern.cycleDuration)
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    let result = BreatheRunner.run(
      session: session, patternName: resolved.name, options: options, in: context)
    let hookSignal = EndHook.run(
      end.hook(BreathePractice.descriptor.onEnd, in: settings),
      for: result.outcome(of: session, label: resolved.name), in: context)
    return hookSignal.map(ExitStatus.signal) ?? result.exitStatus
  }

  /// `breathe retention`: refused without a terminal (64); the safety page before the first
  /// rounds ever; then the rounds, recorded as one session with each hold.
  private func runRetention(options: BreatheRunner.Options, in context: CommandContext)
    -> ExitStatus
  {
    // Refused rather than taken as rounds: `--cycles 30` most likely means breaths, and
    // `--minutes` has no rounds to map to.
    let refusal: UsageError? =
      if breathsPerMinute != nil || ratio != nil {
        .paceOfOtherPattern(
          option: breathsPerMinute != nil ? "--bpm" : "--ratio", pattern: RetentionApp.name)
      } else if let lengthOption {
        .lengthOfRetention(option: lengthOption)
      } else {
        nil
      }
    if let refusal {
      context.errorOutput.write(
        UsageError.report(
          refusal.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    guard !options.plain, PracticeRunner.wantsFullScreen(context) else {
      let error = UsageError.needsTerminal(option: RetentionApp.name)
      context.errorOutput.write(
        UsageError.report(
          error.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    if let status = RetentionInTerminal.safetyPage(in: context) { return status }
    let rounds = RetentionRounds(
      rounds: retention.rounds ?? RetentionRounds.defaultRounds,
      breaths: retention.breaths ?? RetentionRounds.defaultBreaths,
      maxHold: retention.maxHold ?? RetentionRounds.defaultMaxHold, countIn: countIn)
    let run = PracticeRunner.run(
      RetentionInTerminal(rounds: rounds, language: context.language), plain: false, in: context)
    return ExitStatus.of(run.ending, saving: run.saving)
  }

  /// The environment variable that shortens each rate of `--find` to so many seconds (whole
  /// breaths, at least one): for tests of the real binary, which cannot wait 11 minutes.
  static let findStepVariable = "CADENCE_FIND_STEP_SECONDS"

  /// `breathe resonance --find`: refused for another pattern or without a terminal (64);
  /// otherwise the protocol, then the end hook once, told of the last rate breathed.
  private func runFind(
    options: BreatheRunner.Options, settings: SettingValues, in context: CommandContext
  ) -> ExitStatus {
    var refusal: UsageError?
    if let pattern, pattern.lowercased() != ResonancePace.keyword {
      refusal = .paceOfOtherPattern(option: "--" + Option.find.name, pattern: pattern)
    } else if !PracticeRunner.wantsFullScreen(context) {
      refusal = .needsTerminal(option: "--" + Option.find.name)
    }
    if let refusal {
      context.errorOutput.write(
        UsageError.report(
          refusal.message(in: context.words), for: BreatheCommand.self, words: context.words))
      return ExitStatus.usage
    }
    var options = options
    options.notify = end.notifies(in: settings)
    let countIn = options.eyesClosed ? max(countIn, Self.eyesClosedCountIn) : countIn
    let stepSeconds = context.environment[Self.findStepVariable].flatMap(Int.init)
      .flatMap { (1...120).contains($0) ? $0 : nil }
    let assessment = ResonanceAssessment(
      ratio: ratio ?? settings.value(BreathePractice.Settings.ratio) ?? .even, countIn: countIn,
      stepLength: stepSeconds.map { .seconds($0) } ?? ResonanceAssessment.stepLength)
    let outcome = ResonanceFind.run(
      assessment, options: options,
      sound: {
        sound.sound(in: settings, eyesClosed: options.eyesClosed, language: context.language)
      }, in: context)
    guard let last = outcome.last else { return outcome.exitStatus }
    let hookSignal = EndHook.run(
      end.hook(BreathePractice.descriptor.onEnd, in: settings),
      for: last.result.outcome(of: last.step.session, label: last.step.pace.name), in: context)
    return hookSignal.map(ExitStatus.signal) ?? outcome.exitStatus
  }

  /// The resonance pace to breathe when `name` asks for resonance at the person's rate:
  /// `resonance` alone, or with `--bpm` / `--ratio` (which take the place of a rate and a
  /// ratio it names); the rest from the settings `breathe.bpm` and `breathe.ratio`, else
  /// 5.5 a minute, 1:1. `nil` when `name` is another pattern, or a whole pace name
  /// (`resonance 6`) with no option to change it.
  private func resonancePace(named name: String, in settings: SettingValues) throws(UsageError)
    -> ResonancePace?
  {
    let words = name.lowercased().split(whereSeparator: \.isWhitespace)
    let paced = breathsPerMinute != nil || ratio != nil
    guard words.first == Substring(ResonancePace.keyword) else {
      guard !paced else {
        throw .paceOfOtherPattern(
          option: breathsPerMinute != nil ? "--bpm" : "--ratio", pattern: name)
      }
      return nil
    }
    guard paced || words.count == 1 else { return nil }
    let named = ResonancePace(name: name)
    let fallback = PatternLookup.defaultResonance
    let tenths =
      breathsPerMinute ?? named?.tenthsPerMinute
      ?? settings.value(BreathePractice.Settings.breathsPerMinute) ?? fallback.tenthsPerMinute
    let ratio =
      ratio ?? named.map { ResonancePace.Ratio(inhale: $0.inhale, exhale: $0.exhale) }
      ?? settings.value(BreathePractice.Settings.ratio) ?? .even
    return ResonancePace(tenthsPerMinute: tenths, ratio: ratio)
  }

  /// The last pattern breathed, if it still resolves.
  private func remembered(in store: SQLiteSessionStore?) -> String? {
    guard let name = try? store?.setting(Self.lastPatternSetting),
      (try? ResolvedPattern.resolve(name, store: store)) != nil
    else { return nil }
    return name
  }
}
