import Cadence
import CadenceStore
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

/// `program start` and `program continue` breathing whole steps on scripted time: a
/// completed step advances the saved progress, a step stopped early does not.
@Suite struct ProgramStepTests {
  /// Runs `cadence ARGUMENTS` full screen on scripted keys and time (sessions of minutes
  /// run instantly).
  func run(
    _ arguments: [String], in directory: ProgramTestDirectory,
    script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (status: Int32, output: String, errors: String) {
    directory.run(arguments, isTerminal: true, host: ScriptedHost(script: script))
  }

  func sessions(in directory: ProgramTestDirectory) throws -> [SessionRecord] {
    try directory.store().sessions(SessionQuery()).reversed()
  }

  @Test func startThenContinueAdvanceOneStepEach() throws {
    let directory = ProgramTestDirectory()
    var result = run(["program", "start", "calm-7"], in: directory)
    #expect(result.status == 0)
    #expect(result.errors == "")
    // The step's title, the session and its summary (the runner's), the note question
    // (this fake answers nothing), then what comes next.
    #expect(
      result.output
        == "7-day calm, step 1 of 7: Day 1: 4-7-8 relaxing breath, 4 cycles\n"
        + "4-7-8 relaxing breath · 4-7-8: 4 of 4 cycles, 01:16 of breathing\n"
        + "Step 1 of 7 done. Next: Day 2: 4-7-8 relaxing breath, 5 cycles.\n"
        + "Run 'cadence program continue' when you are ready.\n")
    let store = try directory.store()
    var progress = try #require(try store.programProgress("calm-7"))
    #expect(progress.currentStep == 1)
    #expect(progress.completedSteps == 1)
    #expect(progress.lastPracticedAt != nil)
    #expect(try store.setting(ProgramCommand.lastProgramSetting) == "calm-7")

    result = run(["program", "continue"], in: directory)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("7-day calm, step 2 of 7: Day 2:"))
    progress = try #require(try store.programProgress("calm-7"))
    #expect(progress.currentStep == 2)
    #expect(progress.completedSteps == 2)

    let recorded = try sessions(in: directory)
    #expect(recorded.map(\.status) == [.completed, .completed])
    #expect(recorded.map(\.programID) == ["calm-7", "calm-7"])
    #expect(recorded.map(\.programStep) == [0, 1])
    #expect(recorded.map(\.name) == ["4-7-8", "4-7-8"])
    #expect(recorded.map(\.cyclesCompleted) == [4, 5])
  }

  /// Issue 41, item 17: a step's screen showed only the pattern, not the program nor how
  /// far along it is. Its title line names both, in either language; the summary still
  /// names the pattern alone (the step's header line above it names the program).
  @Test func aStepsScreenNamesTheProgramAndTheStep() throws {
    let directory = ProgramTestDirectory()
    let quit: [(at: Duration, step: ScriptedEventSource.Step)] = [(.seconds(5), .type("q"))]
    let first = ScriptedHost(script: quit)
    let result = directory.run(["program", "start", "calm-7"], isTerminal: true, host: first)
    #expect(
      first.terminal!.screen.lines[0].drop { $0 == " " }.hasPrefix(
        "7-day calm · step 1 of 7 · 4-7-8 relaxing breath · 4-7-8"))
    #expect(result.output.contains("\n4-7-8 relaxing breath · 4-7-8: 0 of 4 cycles"))
    // Step 1 completed on its own, then step 2 in Chinese.
    #expect(run(["program", "start", "calm-7", "--restart"], in: directory).status == 0)
    let second = ScriptedHost(script: quit)
    _ = directory.run(
      ["--lang", "zh-Hans", "program", "continue"], isTerminal: true, host: second)
    #expect(second.terminal!.screen.lines[0].drop { $0 == " " }.hasPrefix("7 天平静 · 第 2 节，共 7 节 · "))
  }

  @Test func aStepStoppedEarlyDoesNotAdvance() throws {
    let directory = ProgramTestDirectory()
    let saved = ProgramProgress(
      programID: "calm-7", currentStep: 2, completedSteps: 2, lastPracticedAt: saturdayMorning)
    try directory.store().saveProgramProgress(saved)
    let result = run(
      ["program", "continue"], in: directory, script: [(at: .seconds(20), step: .type("q"))])
    #expect(result.status == 1)
    #expect(
      result.output.hasSuffix(
        "Step 3 was not completed; it stays next for 'cadence program continue'.\n"))
    #expect(try directory.store().programProgress("calm-7") == saved)
    let recorded = try sessions(in: directory)
    #expect(recorded.map(\.status) == [.stoppedEarly])
    #expect(recorded.map(\.programStep) == [2])
  }

  @Test func ctrlCDuringAStepExits130AndDoesNotAdvance() throws {
    let directory = ProgramTestDirectory()
    let result = run(
      ["program", "start", "sleep"], in: directory,
      script: [(at: .seconds(8), step: .input([0x03]))])
    #expect(result.status == 130)
    let progress = try directory.store().programProgress("sleep")
    #expect(progress == ProgramProgress(programID: "sleep", currentStep: 0, completedSteps: 0))
  }

  @Test func theLastStepFinishesTheProgram() throws {
    let directory = ProgramTestDirectory()
    try directory.store().saveProgramProgress(
      ProgramProgress(programID: "focus", currentStep: 4, completedSteps: 4))
    var result = run(["program", "continue", "focus"], in: directory)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Focus, step 5 of 5: Day 5: Physiological sigh, 10 cycles\n"))
    #expect(result.output.hasSuffix("That was the last step: you have finished Focus.\n"))
    result = run(["program", "continue"], in: directory)
    #expect(result.status == 1)
    #expect(result.output == "")
    #expect(result.errors.hasPrefix("You have finished Focus (all 5 steps)."))
  }

  @Test func restartBeginsAgainAndKeepsTheTotals() throws {
    let directory = ProgramTestDirectory()
    try directory.store().saveProgramProgress(
      ProgramProgress(
        programID: "calm-7", currentStep: 7, completedSteps: 9, lastPracticedAt: saturdayMorning))
    let refused = run(["program", "start", "calm-7"], in: directory)
    #expect(refused.status == 1)
    #expect(refused.output == "")
    #expect(
      refused.errors
        == "You have finished 7-day calm (all 7 steps).\n"
        + "Start it over with 'cadence program start calm-7 --restart'.\n")
    let result = run(["program", "start", "calm-7", "--restart"], in: directory)
    #expect(result.status == 0)
    let progress = try #require(try directory.store().programProgress("calm-7"))
    #expect(progress.currentStep == 1)
    #expect(progress.completedSteps == 10)
  }

  @Test func continueNamingAProgramNeverStartedBeginsIt() throws {
    let directory = ProgramTestDirectory()
    let result = run(["program", "continue", "sleep"], in: directory)
    #expect(result.status == 0)
    #expect(try directory.store().programProgress("sleep")?.currentStep == 1)
  }

  @Test func withoutATerminalTheStepRunsAsPlainLines() throws {
    let directory = ProgramTestDirectory()
    let result = directory.run(["program", "start", "focus"])
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("Focus, step 1 of 5: Day 1: Triangle breathing"))
    #expect(try directory.store().programProgress("focus")?.currentStep == 1)
  }

  @Test func theHomeScreenContinuesTheProgram() throws {
    let directory = ProgramTestDirectory()
    try directory.store().saveProgramProgress(
      ProgramProgress(programID: "calm-7", currentStep: 1, completedSteps: 1))
    // c continues in the home screen; the session runs to its end; the home screen comes
    // back (issue 24, item 10) and q quits it.
    let host = ScriptedHost()
    host.fullScreenScripts = [
      [(at: .milliseconds(10), step: .type("c"))], [], [(at: .milliseconds(10), step: .type("q"))],
    ]
    let result = directory.run([], isTerminal: true, host: host)
    #expect(result.status == 0)
    #expect(result.output.hasPrefix("7-day calm, step 2 of 7: Day 2:"))
    #expect(try directory.store().programProgress("calm-7")?.currentStep == 2)
  }
}
