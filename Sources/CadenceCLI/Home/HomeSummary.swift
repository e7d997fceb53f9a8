import Cadence
import CadencePractice
import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// What the home screen shows, read from the store once before it opens: today's practice,
/// the program to continue (or to start), and the pattern breathed last.
struct HomeSummary: Equatable {
  /// The program entry: the next step of the program under way, or the first step of a
  /// program not started yet when none is under way.
  struct ProgramEntry: Equatable {
    var programID: String
    var name: String
    /// The title of the step the entry runs (`Day 3: 4-7-8, 6 cycles`).
    var stepTitle: String
    /// `true` when the entry starts the program rather than continuing it.
    var isStart: Bool
  }

  /// Minutes practised today (every kind of session); `nil` when the store is unavailable.
  var todayMinutes: Double?
  /// Consecutive practice days up to today; `nil` when the store is unavailable.
  var streak: Int?
  var program: ProgramEntry?
  /// The pattern `b` breathes: the `breathe.pattern` setting, else the last one used, else
  /// the default.
  var lastPattern: String
  /// The length of the focus `f` starts: the `pomodoro.work` setting, else the default.
  var focus = PomodoroPlan().work
  /// Every built-in program with how far along it is, for `p`'s chooser.
  var programs: [ProgramChoice] = []
  /// The patterns `a` offers: the built-ins, then the person's saved ones (by name).
  var patterns: [PatternChoice] = BreathingPreset.builtIns.map {
    PatternChoice(pattern: $0.id, isSaved: false)
  }

  /// A program in the chooser: under way or done (`progress`), or not started.
  struct ProgramChoice: Equatable {
    var programID: String
    var name: String
    /// `not started`, `step 3 of 7`, `done`, in the summary's language.
    var standing: String
    /// Whether the chooser continues it (else it starts it).
    var isUnderWay: Bool
  }

  /// A pattern in the chooser: a built-in's id or a saved pattern's name, as `breathe`
  /// takes it.
  struct PatternChoice: Equatable {
    var pattern: String
    var isSaved: Bool
  }

  /// The setting `cadence breathe` keeps its last pattern in.
  static let lastPatternSetting = BreatheCommand.lastPatternSetting
  /// The pattern when none was breathed yet: `cadence breathe`'s default.
  static let defaultPattern = BreatheCommand.defaultPattern

  /// Reads the summary from `store` as of `now`, naming programs in `words`; a store that
  /// cannot be read gives a home screen without figures rather than none.
  static func load(
    from store: SQLiteSessionStore?, now: Date, words: any Catalogue
  ) -> HomeSummary {
    var summary = HomeSummary(lastPattern: defaultPattern)
    guard let store else {
      summary.program = firstProgramToStart(progress: [], words: words)
      summary.programs = programChoices(progress: [], words: words)
      return summary
    }
    if let today = try? store.practiceDay(of: now),
      let stats = try? store.stats(StatsQuery(range: today...today, today: today))
    {
      summary.todayMinutes = stats.days.first?.minutes ?? 0
      summary.streak = stats.currentStreak
    }
    if let pattern = try? store.setting(BreathePractice.Settings.pattern.storedKey),
      let resolved = try? ResolvedPattern.resolve(pattern, store: store)
    {
      summary.lastPattern = resolved.name
    } else if let pattern = try? store.setting(lastPatternSetting), !pattern.isEmpty {
      summary.lastPattern = pattern
    }
    if let work = try? store.setting(PomodoroPractice.Settings.work.storedKey),
      let focus = try? PomodoroPractice.Settings.work.parse(work)
    {
      summary.focus = focus
    }
    let progress = (try? store.allProgramProgress()) ?? []
    summary.programs = programChoices(progress: progress, words: words)
    summary.patterns +=
      ((try? store.customPatterns()) ?? []).map { PatternChoice(pattern: $0.name, isSaved: true) }
    summary.program =
      programToContinue(
        current: (try? ProgramCommand.current(in: store)) ?? nil, all: progress, words: words)
      ?? firstProgramToStart(progress: progress, words: words)
    return summary
  }

  /// The next step of the current program; when that one is done, of the most recently
  /// practised program still under way.
  private static func programToContinue(
    current: (program: BreathingProgram, progress: ProgramProgress)?, all: [ProgramProgress],
    words: any Catalogue
  ) -> ProgramEntry? {
    let candidates =
      (current.map { [$0] } ?? [])
      + all.compactMap { saved in
        BreathingProgram.builtIn(id: saved.programID).map { (program: $0, progress: saved) }
      }
    for (program, saved) in candidates {
      guard let step = program.step(at: saved.currentStep) else { continue }
      return ProgramEntry(
        programID: program.id, name: words.programName(of: program),
        stepTitle: words.stepTitle(step), isStart: false)
    }
    return nil
  }

  /// Every built-in program, in order, with its standing.
  private static func programChoices(
    progress: [ProgramProgress], words: any Catalogue
  ) -> [ProgramChoice] {
    BreathingProgram.builtIns.map { program in
      let saved = progress.first { $0.programID == program.id }
      let underWay = saved.map { !program.isComplete(after: $0.currentStep) } ?? false
      return ProgramChoice(
        programID: program.id, name: words.programName(of: program),
        standing: ProgramReport(words: words).progressText(program, saved),
        isUnderWay: underWay)
    }
  }

  /// The first built-in program with no progress, offered when none is under way.
  private static func firstProgramToStart(
    progress: [ProgramProgress], words: any Catalogue
  ) -> ProgramEntry? {
    let started = Set(progress.map(\.programID))
    guard let program = BreathingProgram.builtIns.first(where: { !started.contains($0.id) }),
      let step = program.step(at: 0)
    else { return nil }
    return ProgramEntry(
      programID: program.id, name: words.programName(of: program),
      stepTitle: words.stepTitle(step), isStart: true)
  }

  /// `12 min today · 3-day streak`, in `words`.
  func practiceText(in words: any Catalogue) -> String {
    guard let todayMinutes, let streak else { return words.homeFiguresUnavailable }
    let minutes =
      todayMinutes > 0 && todayMinutes < 1 ? "<1" : String(Int(todayMinutes.rounded(.down)))
    return words.homeToday(minutes: minutes, streak: streak)
  }
}

/// What the person chose on the home screen: a command to run once it has closed.
enum HomeAction: Equatable {
  case continueProgram(programID: String)
  case startProgram(programID: String)
  case breathe(pattern: String)
  /// A focus: the pomodoro, whose first segment is the work length (25 minutes, or as
  /// the `pomodoro.work` setting says).
  case focus
  /// A countdown of a duration the screen has already parsed.
  case timer(Duration)
  /// A sitting of a length the screen has already parsed (no interval bells).
  case meditate(MeditationSitting)

  /// The command that does it, built as a value: nothing is turned back into an argument
  /// list to be parsed again.
  var command: any Subcommand { command(end: PracticeEndOptions()) }

  /// The command, with `cadence home`'s `--on-end`, `--notify` / `--no-notify` and
  /// `--trace` for the practice it starts (without them, the settings decide, as for the
  /// command typed alone).
  func command(end: PracticeEndOptions) -> any Subcommand {
    switch self {
    case .continueProgram(let id):
      return ProgramCommand(action: .resume(programID: id), end: end)
    case .startProgram(let id):
      return ProgramCommand(action: .start(programID: id, restart: false), end: end)
    case .breathe(let pattern):
      var command = BreatheCommand(pattern: pattern)
      command.end = end
      return command
    case .focus:
      var command = PomodoroCommand()
      command.end = end
      return command
    case .timer(let duration):
      var command = TimerCommand(target: .duration(duration))
      command.end = end
      return command
    case .meditate(let sitting):
      var command = MeditateCommand(sitting: sitting)
      command.end = end
      return command
    }
  }
}
