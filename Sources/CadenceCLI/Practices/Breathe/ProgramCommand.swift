import Cadence
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

  static let name = "program"
  static let abstract = "Multi-session breathing courses: list, start, continue, status, reset."
  static let usage = [
    "program list",
    "program start <id> [--restart] [--bell] [--reduce-motion] [--no-note] [--plain]",
    "program continue [<id>] [--bell] [--reduce-motion] [--no-note] [--plain]",
    "program status",
    "program reset <id>",
  ]
  static let arguments = [
    OptionSpec(label: "<id>", help: "A program: \(knownIDs.joined(separator: ", ")).")
  ]
  static let options = [
    OptionSpec(
      label: "--restart", help: "With start: begin again at step 1 a program under way or done."),
    OptionSpec(label: "--bell", help: "Ring once when an inhale starts, twice for an exhale."),
    OptionSpec(label: "--reduce-motion", help: "No animation: the phase and its countdown only."),
    OptionSpec(label: "--no-note", help: "Do not ask for a note at the end."),
    OptionSpec(label: "--plain", help: "Print a line per phase instead of a full screen."),
  ]
  static let discussion = """
    SUBCOMMANDS:
      list                    Every program, its steps and your progress (the default).
      start <id>              Breathe step 1. A program already under way is not started
                              over unless you add --restart; 'continue' goes on instead.
      continue [<id>]         Breathe the next step of the program practised last (or of
                              <id>).
      status                  Where you are: steps done, the next step, when you last
                              practised, sessions completed.
      reset <id>              Forget a program's progress; its sessions stay in history.

    A step counts when its session is completed; stopping early (q, Ctrl-C) saves the
    session but keeps you on the same step.

    EXIT STATUS: 0 when the step was completed (or for list, status, reset), 1 after q
    before the end or when there is nothing to start or continue, 130 after Ctrl-C, 64
    for bad usage such as an unknown program id.
    """

  /// The setting that remembers the program practised last, for `continue`.
  static let lastProgramSetting = "lastProgram"

  static var knownIDs: [String] { BreathingProgram.builtIns.map(\.id) }

  var action: Action
  var options = BreatheRunner.Options()

  init(action: Action, options: BreatheRunner.Options = BreatheRunner.Options()) {
    self.action = action
    self.options = options
  }

  init(parsing arguments: inout ArgumentLexer) throws(UsageError) {
    var subcommand: String?
    var programID: String?
    var restart = false
    var options = BreatheRunner.Options()
    while let token = try arguments.next() {
      switch token {
      case .long("help"), .short("h"): throw .helpRequested
      case .long("restart"): restart = true
      case .long("bell"): options.bell = true
      case .long("reduce-motion"): options.reduceMotion = true
      case .long("no-note"): options.askForNote = false
      case .long("plain"): options.plain = true
      case .value(let word) where subcommand == nil:
        guard Self.subcommands.contains(word) else {
          // `cadence program calm-7` most likely means to start it.
          let suggestion =
            BreathingProgram.builtIn(id: word).map { "start \($0.id)" }
            ?? closestMatch(to: word, in: Self.subcommands)
          throw .unknownCommand(word, suggestion: suggestion)
        }
        subcommand = word
      case .value(let word) where programID == nil && Self.takesID.contains(subcommand ?? ""):
        programID = try Self.validated(word)
      default: throw Self.unknown(token)
      }
    }
    let name = subcommand ?? "list"
    let runsAStep = name == "start" || name == "continue"
    if restart, name != "start" { throw .conflictingOptions(name, "--restart") }
    if !runsAStep, options != BreatheRunner.Options() {
      throw .conflictingOptions(name, Self.firstBreathingOption(options))
    }
    switch name {
    case "start":
      guard let programID else { throw .missingArgument("<id>") }
      action = .start(programID: programID, restart: restart)
    case "continue": action = .resume(programID: programID)
    case "status": action = .status
    case "reset":
      guard let programID else { throw .missingArgument("<id>") }
      action = .reset(programID: programID)
    default: action = .list
    }
    self.options = options
  }

  static let subcommands = ["list", "start", "continue", "status", "reset"]
  private static let takesID: Set<String> = ["start", "continue", "reset"]

  /// The built-in program id `text` names (ignoring case), or a usage error listing them.
  static func validated(_ text: String) throws(UsageError) -> String {
    if let program = BreathingProgram.builtIn(id: text) { return program.id }
    let suggestion = closestMatch(to: text.lowercased(), in: knownIDs)
    throw .invalidValue(
      text, for: "<id>",
      reason: "no such program" + (suggestion.map { " (did you mean '\($0)'?)" } ?? ""),
      expected: "one of " + knownIDs.joined(separator: ", "))
  }

  private static func firstBreathingOption(_ options: BreatheRunner.Options) -> String {
    if options.bell { return "--bell" }
    if options.reduceMotion { return "--reduce-motion" }
    if !options.askForNote { return "--no-note" }
    return "--plain"
  }

  func run(in context: CommandContext) -> Int32 {
    let store: SQLiteSessionStore
    do {
      store = try context.openStore()
    } catch {
      context.errorOutput.write("Error: \(error)\n")
      return ExitStatus.failure
    }
    do {
      switch action {
      case .list:
        context.output.write(ProgramReport.list(progress: try store.allProgramProgress()))
        return ExitStatus.success
      case .status:
        let current = try Self.current(in: store)
        context.output.write(
          ProgramReport.status(current: current, all: try store.allProgramProgress()))
        return ExitStatus.success
      case .reset(let programID):
        return try reset(programID, in: store, context: context)
      case .start(let programID, let restart):
        return try start(programID, restart: restart, in: store, context: context)
      case .resume(let programID):
        return try resume(programID, in: store, context: context)
      }
    } catch {
      context.errorOutput.write("Error: \(error)\n")
      return ExitStatus.failure
    }
  }

  private func reset(
    _ programID: String, in store: SQLiteSessionStore, context: CommandContext
  ) throws -> Int32 {
    guard let program = BreathingProgram.builtIn(id: programID) else { return ExitStatus.usage }
    let hadProgress = try store.resetProgram(program.id)
    if try store.setting(Self.lastProgramSetting) == program.id {
      try store.setSetting(Self.lastProgramSetting, to: nil)
    }
    context.output.write(ProgramReport.reset(program, hadProgress: hadProgress))
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
