import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

#if canImport(Glibc)
  import Glibc
#endif

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, items 21 and 31: a hook that starts with `-` was taken by `sh` as an option; the
/// status a hook was told differed from the one recorded; `config set timer.on-end` took raw
/// control characters; a signal while a hook ran was swallowed until the hook ended.
@Suite(.hangLimit) struct EndHookAttackTests {
  let directory = TemporaryDirectory()

  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: true, host: ScriptedHost(script: script), dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), output.text, errors.text)
  }

  var statusFile: String { directory.file("status") }
  var recordStatus: String { "printf %s \"$CADENCE_STATUS\" > '\(statusFile)'" }

  @Test func aHookThatStartsWithADashIsTheCommand() throws {
    let marker = directory.file("ran")
    let result = run(
      ["timer", "1", "--exit", "--no-notify", "--on-end", "-x 2>/dev/null; touch '\(marker)'"])
    #expect(result.status == 0)
    #expect(TemporaryDirectory.exists(marker))
    #expect(!result.errors.contains("Illegal option"))
  }

  /// The hook is told what was recorded, for every practice whose run is one session and
  /// every way of ending it (a pomodoro's hook speaks for the whole run, its breaks too).
  @Test(arguments: [
    ["timer", "10"], ["stopwatch"], ["meditate", "1m"], ["breathe", "box", "--cycles", "1"],
  ])
  func theHookIsToldWhatWasRecorded(command: [String]) throws {
    let endings: [(Duration, ScriptedEventSource.Step)] = [
      (.seconds(3), .type("q")), (.seconds(3), .type("\u{03}")), (.seconds(3), .signal(2)),
      (.seconds(3), .signal(15)), (.seconds(12), .type("q")), (.seconds(12), .signal(1)),
      (.seconds(400), .type("q")),
    ]
    for (index, ending) in endings.enumerated() {
      try? FileManager.default.removeItem(atPath: statusFile)
      let before = try recorded().count
      _ = run(command + ["--no-notify", "--on-end", recordStatus], script: [ending])
      let sessions = try recorded()
      guard sessions.count > before, let last = sessions.last else { continue }
      let told = (try? String(contentsOfFile: statusFile, encoding: .utf8)) ?? "none"
      #expect(
        told == PracticeOutcome.Status(last.status).rawValue,
        "\(command) ending \(index): recorded \(last.status), hook told \(told)")
    }
  }

  func recorded() throws -> [SessionRecord] {
    try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
      .sessions(SessionQuery()).sorted {
        $0.startedAt.millisecondsSinceEpoch < $1.startedAt.millisecondsSinceEpoch
      }
  }

  @Test(arguments: ["\u{1B}[2J", "a\u{202E}b", "x\ny", "\u{07}"])
  func anEndHookSettingIsSafeText(value: String) {
    let result = run(["config", "set", "timer.on-end", value])
    #expect(result.status == 64)
    #expect(!result.errors.unicodeScalars.contains { $0 != "\n" && SafeText.isRefused($0) })
    #expect(run(["config", "get", "timer.on-end"]).output == "none\n")
  }

  /// Item 31: SIGTERM (SIGHUP, SIGINT) while a hook runs is passed on to the hook, and
  /// Cadence exits 128 + n at once instead of waiting the hook out and exiting 0.
  @Test(arguments: [SIGTERM, SIGHUP, SIGINT])
  func aSignalWhileTheHookRunsIsPassedOnAndEndsCadence(signal: Int32) throws {
    let pidFile = directory.file("hook-\(signal)")
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(),
      arguments: [
        "timer", "1", "--plain", "--no-notify", "--on-end", "echo $$ > '\(pidFile)'; exec sleep 30",
      ],
      environment: testEnvironment, size: Size(columns: 80, rows: 24))
    var hook: Int32?
    for _ in 0..<500 where hook == nil {
      hook = (try? String(contentsOfFile: pidFile, encoding: .utf8)).flatMap {
        Int32($0.trimmingCharacters(in: .whitespacesAndNewlines))
      }
      if hook == nil { usleep(10_000) }
    }
    let hookPID = try #require(hook)
    // Signal only once the hook's shell has become `sleep` (its exec done), whatever the load.
    var slept = false
    for _ in 0..<500 where !slept {
      slept =
        (try? String(contentsOfFile: "/proc/\(hookPID)/comm", encoding: .utf8))?
        .hasPrefix("sleep") == true
      if !slept { usleep(10_000) }
    }
    #expect(kill(pty.processID, signal) == 0)
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(128 + signal))
    // The hook got the signal too: it is gone (or a zombie of init's) within a moment.
    var gone = false
    for _ in 0..<200 where !gone {
      gone = !ProcessIdentity(pid: hookPID, startTicks: nil, bootID: nil).isAlive
      if !gone { usleep(10_000) }
    }
    #expect(gone)
  }
}
