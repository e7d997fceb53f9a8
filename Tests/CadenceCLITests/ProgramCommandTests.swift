import Cadence
import CadenceStore
import FoundationEssentials
import Glibc
import TerminalUI
import Testing

@testable import CadenceCLI

/// A fresh data directory under `/tmp` for one test, removed with everything in it.
final class ProgramTestDirectory {
  let path: String

  init() {
    var template = Array("/tmp/cadence-program-test-XXXXXX".utf8CString)
    let created = template.withUnsafeMutableBufferPointer { mkdtemp($0.baseAddress!) }
    precondition(created != nil, "mkdtemp failed: errno \(errno)")
    path = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
  }

  deinit {
    try? FileManager.default.removeItem(atPath: path)
  }

  /// The real store in this directory.
  func store() throws -> SQLiteSessionStore {
    try SQLiteSessionStore.open(in: DataDirectory(path: path))
  }

  /// A context on the real store in this directory, with scripted time.
  func context(
    isTerminal: Bool = false, host: any LoopHost = ScriptedHost(noTerminal: [])
  ) -> (CommandContext, output: StringOutput, errors: StringOutput) {
    var (context, output, errors) = CommandContext.testing(
      isTerminal: isTerminal, host: host)
    context.dataDirectory = DataDirectory(path: path)
    return (context, output, errors)
  }

  /// Runs `cadence ARGUMENTS` on this directory's store.
  func run(
    _ arguments: [String], isTerminal: Bool = false,
    host: any LoopHost = ScriptedHost(noTerminal: [])
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = context(isTerminal: isTerminal, host: host)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }
}

/// 2026-11-28 08:30 UTC, recorded in UTC.
let saturdayMorning = Timestamp(millisecondsSinceEpoch: 1_795_854_600_000, utcOffsetSeconds: 0)

@Suite struct ProgramCommandParsingTests {
  @Test(arguments: [
    ([], ProgramCommand.Action.list),
    (["list"], .list),
    (["start", "calm-7"], .start(programID: "calm-7", restart: false)),
    (["start", "CALM-7", "--restart"], .start(programID: "calm-7", restart: true)),
    (["--restart", "start", "sleep"], .start(programID: "sleep", restart: true)),
    (["continue"], .resume(programID: nil)),
    (["continue", "focus"], .resume(programID: "focus")),
    (["status"], .status),
    (["reset", "sleep"], .reset(programID: "sleep")),
  ])
  func parses(arguments: [String], action: ProgramCommand.Action) throws {
    #expect(try ProgramCommand(parsing: arguments).action == action)
  }

  @Test func breathingOptionsGoToTheRunner() throws {
    let command = try ProgramCommand(
      parsing: ["continue", "--bell", "--reduce-motion", "--no-note", "--plain"])
    #expect(command.options.bell == true)
    #expect(command.options.reduceMotion)
    #expect(!command.options.askForNote)
    #expect(command.options.plain)
  }

  @Test func everyOptionInTheHelpIsAccepted() throws {
    for spec in ProgramCommand.options {
      let name = try #require(spec.longNames.first)
      let value = spec.takesValue ? ["x"] : []
      #expect(throws: Never.self) {
        try ProgramCommand(parsing: ["start", "calm-7", name] + value)
      }
    }
  }

  @Test(arguments: [
    (["program", "strat"], "Error: Unknown command 'strat'. Did you mean 'start'?"),
    (["program", "sleep"], "Error: Unknown command 'sleep'. Did you mean 'start sleep'?"),
    (["program", "start"], "Error: Missing expected argument '<id>'."),
    (["program", "reset"], "Error: Missing expected argument '<id>'."),
    (
      ["program", "start", "calm"],
      "Error: Invalid value 'calm' for '<id>': no such program (did you mean 'calm-7'?); expected one of calm-7, sleep, focus."
    ),
    (
      ["program", "reset", "yoga-30"],
      "Error: Invalid value 'yoga-30' for '<id>': no such program; expected one of calm-7, sleep, focus."
    ),
    (
      ["program", "continue", "nope"],
      "Error: Invalid value 'nope' for '<id>': no such program; expected one of calm-7, sleep, focus."
    ),
    (["program", "start", "calm-7", "sleep"], "Error: Unexpected argument 'sleep'."),
    (["program", "list", "calm-7"], "Error: Unexpected argument 'calm-7'."),
    (
      ["program", "status", "--restart"], "Error: 'status' and '--restart' cannot be used together."
    ),
    (
      ["program", "continue", "--restart"],
      "Error: 'continue' and '--restart' cannot be used together."
    ),
    (
      ["program", "reset", "sleep", "--bell"],
      "Error: 'reset' and '--bell' cannot be used together."
    ),
    (
      ["program", "start", "sleep", "--restar"],
      "Error: Unknown option '--restar'. Did you mean '--restart'?"
    ),
    (["program", "list", "--restart=yes"], "Error: Option '--restart' takes no value."),
  ])
  func usageErrorsExit64WithNothingOnStandardOutput(arguments: [String], firstLine: String) {
    let directory = ProgramTestDirectory()
    let result = directory.run(arguments)
    #expect(result.status == 64)
    #expect(result.output.isEmpty)
    #expect(result.errors.split(separator: "\n").first.map(String.init) == firstLine)
    #expect(result.errors.contains("\nUsage: cadence program list\n"))
    #expect(result.errors.hasSuffix("  See 'cadence help program' for more information.\n"))
  }

  @Test func helpListsTheSubcommands() {
    let result = ProgramTestDirectory().run(["help", "program"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("OVERVIEW: Multi-session breathing courses"))
    #expect(result.output.contains("\n  continue [<id>]         Breathe the next step"))
    #expect(result.errors.isEmpty)
  }
}

@Suite struct ProgramCommandOutputTests {
  @Test func listShowsEveryProgramWithItsProgress() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(
        programID: "calm-7", currentStep: 2, completedSteps: 2, lastPracticedAt: saturdayMorning))
    try store.saveProgramProgress(
      ProgramProgress(programID: "focus", currentStep: 5, completedSteps: 6))
    let result = directory.run(["program", "list"])
    #expect(result.status == 0)
    #expect(result.errors.isEmpty)
    #expect(
      result.output == """
          calm-7  7-day calm           7 steps   step 3 of 7
                  A week of 4-7-8 breathing, growing from four cycles to five minutes
          sleep   Wind down for sleep  5 steps   not started
                  Five evenings of long exhales and 4-7-8, for an easier time falling
                  asleep
          focus   Focus                5 steps   done
                  Five days of triangle and box breathing, ending with physiological
                  sighs

        Start one with 'cadence program start <id>'.
        See where you are with 'cadence program status'.

        """)
    // `cadence program` alone is the list.
    #expect(directory.run(["program"]).output == result.output)
  }

  @Test func statusShowsTheCurrentProgramThenTheOthers() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(
        programID: "calm-7", currentStep: 2, completedSteps: 3, lastPracticedAt: saturdayMorning))
    try store.saveProgramProgress(
      ProgramProgress(programID: "sleep", currentStep: 0, completedSteps: 0))
    // The setting wins over the most recent practice.
    try store.setSetting(ProgramCommand.lastProgramSetting, to: "sleep")
    var result = directory.run(["program", "status"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        Wind down for sleep (sleep): step 1 of 5
          Steps done:          0 of 5
          Next step:           Day 1: Long exhale (2:1), about 3 minutes
          Last practised:      not yet
          Sessions completed:  0

        Other programs:
          calm-7  7-day calm  step 3 of 7, last practised 2026-11-28 08:30

        """)
    try store.setSetting(ProgramCommand.lastProgramSetting, to: nil)
    result = directory.run(["program", "status"])
    #expect(
      result.output.hasPrefix(
        """
        7-day calm (calm-7): step 3 of 7
          Steps done:          2 of 7
          Next step:           Day 3: 4-7-8 relaxing breath, 6 cycles
          Last practised:      2026-11-28 08:30
          Sessions completed:  3

        Other programs:
          sleep  Wind down for sleep  step 1 of 5

        """))
  }

  @Test func statusOfAFinishedProgram() throws {
    let directory = ProgramTestDirectory()
    try directory.store().saveProgramProgress(
      ProgramProgress(
        programID: "focus", currentStep: 5, completedSteps: 5, lastPracticedAt: saturdayMorning))
    #expect(
      directory.run(["program", "status"]).output == """
        Focus (focus): done
          Steps done:          5 of 5
          Next step:           none, all done (start over: --restart)
          Last practised:      2026-11-28 08:30
          Sessions completed:  5

        """)
  }

  @Test func statusWithNothingStarted() {
    let result = ProgramTestDirectory().run(["program", "status"])
    #expect(result.status == 0)
    #expect(
      result.output == """
        No program in progress. Start one with 'cadence program start calm-7'.
        'cadence program list' shows them all.

        """)
    #expect(result.errors.isEmpty)
  }

  @Test func resetClearsProgressAndSaysWhat() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(programID: "sleep", currentStep: 3, completedSteps: 3))
    try store.setSetting(ProgramCommand.lastProgramSetting, to: "sleep")
    var result = directory.run(["program", "reset", "Sleep"])
    #expect(result.status == 0)
    #expect(
      result.output
        == "Reset Wind down for sleep (sleep): its progress is cleared; its sessions stay in your history.\n"
    )
    #expect(try store.programProgress("sleep") == nil)
    #expect(try store.setting(ProgramCommand.lastProgramSetting) == nil)
    result = directory.run(["program", "reset", "sleep"])
    #expect(result.status == 0)
    #expect(result.output == "Wind down for sleep (sleep) had no progress; nothing to reset.\n")
  }

  @Test func continueWithNothingInProgressSaysHowToStart() {
    let result = ProgramTestDirectory().run(["program", "continue"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == "No program in progress. Start one with 'cadence program start calm-7'.\n")
  }

  @Test func continueAFinishedProgramSaysSo() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    try store.saveProgramProgress(
      ProgramProgress(
        programID: "focus", currentStep: 5, completedSteps: 5, lastPracticedAt: saturdayMorning))
    var result = directory.run(["program", "continue"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors
        == "You have finished Focus (all 5 steps).\n"
        + "Start it over with 'cadence program start focus --restart'.\n"
    )
    try store.saveProgramProgress(
      ProgramProgress(programID: "sleep", currentStep: 1, completedSteps: 1))
    try store.setSetting(ProgramCommand.lastProgramSetting, to: "focus")
    result = directory.run(["program", "continue"])
    #expect(
      result.errors
        == "You have finished Focus (all 5 steps).\n"
        + "Start it over with 'cadence program start focus --restart',\n"
        + "or go on with 'cadence program continue sleep'.\n"
    )
  }

  @Test func startRefusesAProgramUnderWayWithoutRestart() throws {
    let directory = ProgramTestDirectory()
    let store = try directory.store()
    let progress = ProgramProgress(
      programID: "calm-7", currentStep: 2, completedSteps: 2, lastPracticedAt: saturdayMorning)
    try store.saveProgramProgress(progress)
    let result = directory.run(["program", "start", "calm-7"])
    #expect(result.status == 1)
    #expect(result.output.isEmpty)
    #expect(
      result.errors == """
        7-day calm is under way: step 3 of 7 is next (Day 3: 4-7-8 relaxing breath, 6 cycles).
        Go on with 'cadence program continue calm-7',
        or start over with 'cadence program start calm-7 --restart'.

        """)
    #expect(try store.programProgress("calm-7") == progress)
  }

  /// Issue 24, item 8: at 40 columns the terminal cut the message mid-word and began lines
  /// with a space (" of 5 is next", "sle" / "ep'"): it is wrapped at spaces to the width.
  @Test func theUnderWayMessageIsWrappedAtSpacesToTheTerminal() throws {
    let directory = ProgramTestDirectory()
    try directory.store().saveProgramProgress(
      ProgramProgress(programID: "sleep", currentStep: 1, completedSteps: 1))
    var (context, _, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "40"])
    context.errorOutputIsTerminal = true
    #expect(CadenceCommandLine.run(["program", "start", "sleep"], in: context) == 1)
    #expect(
      errors.text == """
        Wind down for sleep is under way: step 2
        of 5 is next (Day 2: Long exhale (2:1),
        about 4 minutes).
        Go on with 'cadence program continue
        sleep',
        or start over with 'cadence program
        start sleep --restart'.

        """)
    (context, _, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["COLUMNS": "40", "LANG": "zh_CN.UTF-8"])
    #expect(CadenceCommandLine.run(["program", "start", "sleep"], in: context) == 1)
    let lines = errors.lines
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 40 && !$0.hasPrefix(" ") })
    #expect(lines.allSatisfy { !$0.hasPrefix("）") && !$0.hasPrefix("，") && !$0.hasPrefix("。") })
  }

  @Test func aStoreThatCannotOpenIsAFailure() {
    let directory = ProgramTestDirectory()
    let file = directory.path + "/file"
    _ = FileManager.default.createFile(atPath: file, contents: Data())
    var (context, output, errors) = CommandContext.testing()
    context.dataDirectory = DataDirectory(path: file)
    #expect(CadenceCommandLine.run(["program", "list"], in: context) == 1)
    #expect(output.text.isEmpty)
    #expect(errors.text.hasPrefix("Error: Cannot write to the data directory '\(file)'"))
  }
}
