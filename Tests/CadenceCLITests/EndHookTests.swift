import Cadence
import CadenceStore
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 13: `--on-end 'CMD'` runs CMD through `/bin/sh -c` once the practice has ended,
/// with the CADENCE_* variables; a failing or slow hook changes neither the exit status
/// nor what was recorded. The practice runs on scripted time; the hook is a real shell.
@Suite struct EndHookTests {
  let directory = TemporaryDirectory()

  /// Runs `cadence ARGUMENTS` full screen on `script`; returns the status and stderr.
  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (status: Int32, errors: String) {
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(script: script), dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), errors.text)
  }

  /// The CADENCE_* lines the hook wrote, sorted.
  func hookEnvironment() throws -> [String] {
    let text = try String(contentsOfFile: directory.file("env"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init).sorted()
  }

  var recordEnvironment: String { "env | grep '^CADENCE_' > '\(directory.file("env"))'" }

  func storedStatuses() throws -> [SessionStatus] {
    try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery()).map(\.status)
  }

  @Test func aCompletedTimerTellsTheHookItCompleted() throws {
    let result = run(
      ["timer", "3", "--exit", "--title", "Tea", "--no-notify", "--on-end", recordEnvironment])
    #expect(result.status == 0)
    #expect(result.errors == "")
    #expect(
      try hookEnvironment() == [
        "CADENCE_ACTIVE_SECONDS=3", "CADENCE_KIND=timer", "CADENCE_LABEL=Tea",
        "CADENCE_PLANNED_SECONDS=3", "CADENCE_STATUS=completed",
      ])
  }

  @Test func aStoppedTimerTellsTheHookItStoppedAndHowLongItRan() throws {
    let result = run(
      ["timer", "1m", "--on-end", recordEnvironment],
      script: [(.milliseconds(12_500), .type("q"))])
    #expect(result.status == 1)
    #expect(
      try hookEnvironment() == [
        "CADENCE_ACTIVE_SECONDS=12", "CADENCE_KIND=timer", "CADENCE_LABEL=",
        "CADENCE_PLANNED_SECONDS=60", "CADENCE_STATUS=stopped",
      ])
  }

  @Test func aTerminatedStopwatchIsInterruptedWithNoPlannedTime() throws {
    let result = run(
      ["stopwatch", "--on-end", recordEnvironment], script: [(.seconds(4), .signal(15))])
    #expect(result.status == 143)
    #expect(
      try hookEnvironment() == [
        "CADENCE_ACTIVE_SECONDS=4", "CADENCE_KIND=stopwatch", "CADENCE_LABEL=",
        "CADENCE_PLANNED_SECONDS=", "CADENCE_STATUS=interrupted",
      ])
  }

  /// A pomodoro's hook runs once at its end, for all its focus segments.
  @Test func aPomodorosHookSumsItsFocusSegments() throws {
    let result = run(
      [
        "pomodoro", "--work", "10s", "--short", "5s", "--label", "essay", "--no-notify",
        "--on-end", recordEnvironment,
      ], script: [(.seconds(20), .type("q"))])
    // q in the second focus stops it early: 1, the hook's status says stopped.
    #expect(result.status == 1)
    // Focus 10 s, break 5 s, then 5 s of the second focus before q.
    #expect(
      try hookEnvironment() == [
        "CADENCE_ACTIVE_SECONDS=15", "CADENCE_KIND=pomodoro", "CADENCE_LABEL=essay",
        "CADENCE_PLANNED_SECONDS=20", "CADENCE_STATUS=stopped",
      ])
  }

  @Test func aFailingHookIsReportedAndChangesNothing() throws {
    let result = run(["timer", "2", "--exit", "--on-end", "exit 3"])
    #expect(result.status == 0)
    #expect(result.errors == "Warning: The end hook 'exit 3' exited with status 3.\n")
    #expect(try storedStatuses() == [.completed])
  }

  @Test func aHookKilledByASignalIsReportedInOneLine() throws {
    let result = run(["timer", "2", "--exit", "--on-end", "kill -9 $$"])
    #expect(result.status == 0)
    #expect(result.errors == "Warning: The end hook 'kill -9 $$' was ended by signal 9.\n")
  }

  /// A slow hook is waited for, and changes neither the exit status nor the record.
  @Test func aSlowHookChangesNothing() throws {
    let result = run(
      ["timer", "5", "--on-end", "sleep 0.3; echo slow > '\(directory.file("env"))'"],
      script: [(.seconds(2), .type("q"))])
    #expect(result.status == 1)
    #expect(result.errors == "")
    #expect(try hookEnvironment() == ["slow"])
    #expect(try storedStatuses() == [.stoppedEarly])
  }

  @Test func theSettingGivesTheHookAndTheOptionWins() throws {
    let (context, _, _) = CommandContext.testing(dataDirectory: directory.path)
    let touch = "echo setting > '\(directory.file("env"))'"
    #expect(CadenceCommandLine.run(["config", "set", "timer.on-end", touch], in: context) == 0)
    _ = run(["timer", "1", "--exit"])
    #expect(try hookEnvironment() == ["setting"])
    _ = run(["timer", "1", "--exit", "--on-end", recordEnvironment])
    #expect(try hookEnvironment().contains("CADENCE_KIND=timer"))
    // An empty --on-end turns the setting's hook off.
    try FileManager.default.removeItem(atPath: directory.file("env"))
    _ = run(["timer", "1", "--exit", "--on-end", ""])
    #expect(!FileManager.default.fileExists(atPath: directory.file("env")))
  }
}

/// `config set KIND.on-end none` (or an empty text) clears the hook: before the fix it stored
/// "none" as a command, and every practice then reported "The end hook 'none' exited with
/// status 127".
@Suite struct EndHookNoneTests {
  let directory = TemporaryDirectory()

  func run(_ arguments: [String]) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(script: []), dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), output.text, errors.text)
  }

  @Test(arguments: ["timer", "pomodoro", "breathe", "meditate", "stopwatch"])
  func settingNoneClearsTheHook(practice: String) throws {
    #expect(run(["config", "set", "\(practice).on-end", "echo hi"]).status == 0)
    let cleared = run(["config", "set", "\(practice).on-end", "none"])
    #expect(cleared.status == 0)
    #expect(cleared.output == "Unset \(practice).on-end: the default is none.\n")
    #expect(run(["config", "get", "\(practice).on-end"]).output == "none\n")
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    #expect(try store.setting("\(practice).on-end") == nil)
  }

  @Test func settingAnEmptyHookClearsItToo() throws {
    #expect(run(["config", "set", "timer.on-end", "echo hi"]).status == 0)
    #expect(run(["config", "set", "timer.on-end", ""]).status == 0)
    #expect(run(["config", "get", "timer.on-end"]).output == "none\n")
  }

  @Test func aTimerWithTheHookSetToNoneRunsNoHook() {
    #expect(run(["config", "set", "timer.on-end", "none"]).status == 0)
    let result = run(["timer", "1", "--exit", "--no-notify"])
    #expect(result.status == 0)
    #expect(result.errors == "")
  }

  /// A "none" stored before the fix (or imported) and `--on-end none` mean no hook as well.
  @Test func aStoredNoneAndOnEndNoneMeanNoHook() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    try store.setSetting("timer.on-end", to: "none")
    #expect(run(["timer", "1", "--exit", "--no-notify"]).errors == "")
    #expect(run(["timer", "1", "--exit", "--no-notify", "--on-end", "none"]).errors == "")
  }
}
