import Cadence
import CadencePractice
import CadenceStore

/// `cadence program list | start ID | continue [ID] | status | reset ID`: multi-session
/// breathing courses whose progress the store keeps.
///
/// Progress moves only when a step's session *completes*: the store advances the program
/// in the same transaction that finishes a completed session carrying the program's id
/// and step. A step stopped early (`q`, Ctrl-C) is recorded in the history and leaves
/// the progress where it was, so `continue` offers the same step again.
struct ProgramCommand: Subcommand, Equatable {
  /// What to do.
  enum Action: Equatable {
    /// Every built-in program with its progress (also `cadence program` alone).
    case list
    /// Step 1 of a program; `restart` starts over a program that is under way or done.
    case start(programID: String, restart: Bool)
    /// The next step of a program: the one given, else the one practised last.
    case resume(programID: String?)
    /// The current program in detail, and every other program under way.
    case status
    /// Forgets a program's progress (its sessions stay in the history).
    case reset(programID: String)
  }

  private enum Argument {
    static let id = ArgumentSpec(
      "<id>", help: "A program: \(knownIDs.joined(separator: ", ")).", completion: .programs)
  }

  private enum Option {
    static let restart = OptionSpec(
      "restart", help: "With start: begin again at step 1 a program under way or done.")
  }

  private enum Word {
    static let list = SubcommandSpec(
      "list", help: "Every program, its steps and your progress (the default).")
    static let start = SubcommandSpec(
      "start", arguments: [Argument.id],
      options: [Option.restart] + BreatheCommand.SessionOption.all
        + PracticeSoundOptions.options + PracticeEndOptions.ending,
      help: """
        Breathe step 1. A program already under way is not started
        over unless you add \(Option.restart.longName); 'continue' goes on instead.
        """)
    static let resume = SubcommandSpec(
      "continue", arguments: [Argument.id.optional],
      options: BreatheCommand.SessionOption.all + PracticeSoundOptions.options
        + PracticeEndOptions.ending,
      help: """
        Breathe the next step of the program practised last (or of
        <id>).
        """)
    static let status = SubcommandSpec(
      "status",
      help: """
        Where you are: steps done, the next step, when you last
        practised, sessions completed.
        """)
    static let reset = SubcommandSpec(
      "reset", arguments: [Argument.id],
      help: "Forget a program's progress; its sessions stay in history.")
  }

  static let spec = CommandSpec(
    name: "program",
    abstract: "Multi-session breathing courses: list, start, continue, status, reset.",
    subcommands: [Word.list, Word.start, Word.resume, Word.status, Word.reset],
    withoutSubcommand: .defaultsTo(Word.list.name),
    exclusive: BreatheCommand.SessionOption.exclusive
      + [PracticeSoundOptions.exclusive, PracticeEndOptions.exclusive],
    discussion: """
      A step counts when its session is completed; stopping early (q, Ctrl-C) saves the
      session but keeps you on the same step.

      \(PracticeEndOptions.discussion) A step is a breathing session: the hook is
      breathe.on-end's, CADENCE_KIND is breathe, and it runs after the step's report.

      EXIT STATUS: 0 when the step was completed (or for list, status, reset), 1 after q
      before the end or when there is nothing to start or continue, 130 after Ctrl-C, 64
      for bad usage such as an unknown program id.
      """,
    examples: [
      "cadence program list", "cadence program start calm-7", "cadence program continue",
      "cadence program status",
    ])

  /// The setting that remembers the program practised last, for `continue`.
  static let lastProgramSetting = "lastProgram"

  static var knownIDs: [String] { BreathingProgram.builtIns.map(\.id) }

  var action: Action
  var options = BreatheRunner.Options()
  /// `--on-end`, `--notify` / `--no-notify`, `--trace`, for the step breathed.
  var end = PracticeEndOptions()
  /// `--sound` / `--no-sound`, for the step breathed.
  var sound = PracticeSoundOptions()

  init(
    action: Action, options: BreatheRunner.Options = BreatheRunner.Options(),
    end: PracticeEndOptions = PracticeEndOptions()
  ) {
    self.action = action
    self.options = options
    self.end = end
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    let parsed: ParsedArguments
    do {
      parsed = try Self.spec.parse(&arguments)
    } catch .unknownCommand(let word, let suggestion) {
      // `cadence program calm-7` most likely means to start it.
      let start = BreathingProgram.builtIn(id: word).map { "\(Word.start.name) \($0.id)" }
      throw .unknownCommand(word, suggestion: start ?? suggestion)
    }
    let programID = try parsed.value(Argument.id, as: Self.programID)
    switch parsed.subcommand {
    case Word.start:
      guard let programID else { throw .missingArgument(Argument.id.label) }
      action = .start(programID: programID, restart: parsed.has(Option.restart))
    case Word.resume:
      action = .resume(programID: programID)
    case Word.status:
      action = .status
    case Word.reset:
      guard let programID else { throw .missingArgument(Argument.id.label) }
      action = .reset(programID: programID)
    default:
      action = .list
    }
    options = BreatheCommand.SessionOption.runnerOptions(parsed)
    end = PracticeEndOptions(parsed)
    sound = PracticeSoundOptions(parsed)
  }

  /// The built-in program id a text names (ignoring case), or why not, naming the nearest.
  static let programID = ValueParser { text throws(InvalidValue) -> String in
    if let program = BreathingProgram.builtIn(id: text) { return program.id }
    let suggestion = closestMatch(to: text.lowercased(), in: knownIDs)
    throw InvalidValue(.unknownProgram(suggestion: suggestion, known: knownIDs))
  }

  /// Runs the action; a store failure is `Error: …` (``RuntimeMessage/StoreTask/programs``)
  /// and status 1.
  func run(in context: CommandContext) -> ExitStatus {
    // Only start and continue take --trace; the step's screen is what it traces.
    context.tracing(to: end.trace, name: Self.name) { run(traced: $0) }
  }

  private func run(traced context: CommandContext) -> ExitStatus {
    var context = context
    context.sound = sound.sound(in: SettingValues.read(in: context), language: context.language)
    return context.withStore(.programs) { store in
      switch action {
      case .list:
        context.output.write(
          ProgramReport(words: context.words).list(progress: try store.allProgramProgress()))
        return ExitStatus.success
      case .status:
        let current = try Self.current(in: store)
        context.output.write(
          ProgramReport(words: context.words).status(
            current: current, all: try store.allProgramProgress()))
        return ExitStatus.success
      case .reset(let programID):
        return try reset(programID, in: store, context: context)
      case .start(let programID, let restart):
        return try start(programID, restart: restart, in: store, context: context)
      case .resume(let programID):
        return try resume(programID, in: store, context: context)
      }
    }
  }

  private func reset(
    _ programID: String, in store: SQLiteSessionStore, context: CommandContext
  ) throws -> ExitStatus {
    guard let program = BreathingProgram.builtIn(id: programID) else { return ExitStatus.usage }
    let hadProgress = try store.resetProgram(program.id)
    if try store.setting(Self.lastProgramSetting) == program.id {
      try store.setSetting(Self.lastProgramSetting, to: nil)
    }
    context.output.write(
      ProgramReport(words: context.words).reset(program, hadProgress: hadProgress))
    return ExitStatus.success
  }

  /// The program `continue` goes on with: the one named by the last-program setting if it
  /// has progress, else the one with the most recent progress; only built-in programs.
  static func current(
    in store: SQLiteSessionStore
  ) throws -> (program: BreathingProgram, progress: ProgramProgress)? {
    let known = try store.allProgramProgress().compactMap { progress in
      BreathingProgram.builtIn(id: progress.programID).map { (program: $0, progress: progress) }
    }
    if let last = try store.setting(lastProgramSetting),
      let match = known.first(where: { $0.program.id == last })
    {
      return match
    }
    return known.first
  }
}
