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

/// A program's step and the home screen's quick starts end as `cadence breathe` and the
/// other practices do: the end hook (option or setting), the notification and the trace.
/// Before, `program start` refused `--on-end` and `--trace` as unknown options, ran no
/// hook from the `breathe.on-end` setting and never notified; `home` took no option.
@Suite struct ProgramEndTests {
  let directory = TemporaryDirectory()

  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)] = []
  ) -> (status: Int32, errors: String, host: ScriptedHost) {
    let host = ScriptedHost(script: script)
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    return (CadenceCommandLine.run(arguments, in: context), errors.text, host)
  }

  var recordEnvironment: String { "env | grep '^CADENCE_' > '\(directory.file("env"))'" }

  func hookEnvironment() throws -> [String] {
    let text = try String(contentsOfFile: directory.file("env"), encoding: .utf8)
    return text.split(separator: "\n").map(String.init).sorted()
  }

  @Test func programStartRunsTheHookGivenWithTheStepsOutcome() throws {
    let result = run(
      ["program", "start", "calm-7", "--no-note", "--on-end", recordEnvironment],
      script: [(.milliseconds(10_500), .type("q"))])
    #expect(result.status == 1)
    let environment = try hookEnvironment()
    #expect(environment.contains("CADENCE_KIND=breathe"))
    #expect(environment.contains("CADENCE_STATUS=stopped"))
    #expect(environment.contains { $0.hasPrefix("CADENCE_LABEL=") && $0.count > 14 })
  }

  @Test func programContinueRunsTheBreatheSettingsHookAndNotifies() throws {
    let (context, _, _) = CommandContext.testing(dataDirectory: directory.path)
    #expect(
      CadenceCommandLine.run(["config", "set", "breathe.on-end", recordEnvironment], in: context)
        == 0)
    let result = run(["program", "continue", "calm-7", "--no-note"])
    #expect(result.status == 0)
    #expect(try hookEnvironment().contains("CADENCE_STATUS=completed"))
    #expect(result.host.notifier.notices.count == 1)
    let quiet = run(["program", "continue", "calm-7", "--no-note", "--no-notify"])
    #expect(quiet.host.notifier.notices.isEmpty)
  }

  @Test func programStartTracesItsStep() throws {
    let path = directory.file("step.json")
    let result = run(
      ["program", "start", "calm-7", "--no-note", "--trace", path],
      script: [(.seconds(3), .type("q"))])
    #expect(result.status == 1)
    let summary = try TraceSummary(
      json: Array(try Data(contentsOf: URL(fileURLWithPath: path))))
    #expect(!summary.frames.isEmpty)
  }

  @Test func homeTakesTheEndOptionsForThePracticeItStarts() throws {
    let path = directory.file("home.json")
    // s starts the first program; its step runs on the same scripted keys.
    let result = run(
      ["home", "--on-end", recordEnvironment, "--trace", path],
      script: [(.seconds(1), .type("s")), (.seconds(6), .type("q"))])
    // q ends the step and the home comes back (issue 24, item 10); the script's end closes it.
    #expect(result.status == 0)
    #expect(try hookEnvironment().contains("CADENCE_KIND=breathe"))
    #expect(FileManager.default.fileExists(atPath: path))
  }

  @Test func aHomeQuickStartTimerRunsItsHook() throws {
    let host = ScriptedHost(script: [(.seconds(3), .type("x"))])
    let (context, _, _) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    let command = HomeAction.timer(.seconds(2)).command(
      end: PracticeEndOptions(onEnd: recordEnvironment, notify: true))
    #expect(command.run(in: context) == .success)
    #expect(try hookEnvironment().contains("CADENCE_KIND=timer"))
    #expect(host.notifier.notices.count == 1)
  }
}
