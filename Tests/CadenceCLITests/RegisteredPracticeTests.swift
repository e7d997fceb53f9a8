import Cadence
import CadencePractice
import CadenceStore
import CadenceSystem
import CadenceWords
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A practice no other file knows of, registered with the registry alone: every list of
/// practices the command line shows must hold it. A list kept by hand anywhere (a switch
/// over kinds, a table of settings, a list of help rows) leaves it out, and the test fails.
@Suite struct RegisteredPracticeTests {
  static let qigong = PracticeDescriptor(
    kind: PracticeKind(storedName: "qigong-session"), command: "qigong",
    title: Translated("Qigong", chinese: "气功"),
    summary: Translated("Slow standing movements, breath led.", chinese: "随呼吸的站桩慢动作。"),
    icon: StatusIcon("🌀", ascii: "Q"),
    settings: [
      Setting.wholeNumber(
        "qigong.rounds", in: 1...9,
        help: Translated("Rounds of a session, 1 to 9 (default 3).", chinese: "每次的轮数，1 到 9（默认 3）。"),
        default: 3
      ).erased
    ])

  let directory = TemporaryDirectory()
  let start = Date(timeIntervalSince1970: 1_796_000_000)

  /// `arguments` run with the made-up practice registered, at 61.2 s after ``start``.
  func run(_ arguments: [String], language: String = "en")
    -> (status: Int32, output: String, errors: String)
  {
    let now = start.addingTimeInterval(61.2)
    let (context, output, errors) = CommandContext.testing(
      dataDirectory: directory.path, environment: ["LANG": "C.UTF-8"], wallClock: { now })
    let status = PracticeRegistry.$current.withValue(.standard.adding(Self.qigong)) {
      CadenceCommandLine.run(["--lang", language] + arguments, in: context)
    }
    return (status, output.text, errors.text)
  }

  @Test func statusShowsItsIconItsNameAndItsClasses() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    try store.showRunning(
      RunningPractice(id: UUID(), kind: "qigong", clock: .running(zeroAt: start)), at: start)
    #expect(run(["status"]) == (0, "🌀 01:01\n", ""))
    #expect(run(["status", "--format", "{kind} {icon}"]).output == "qigong 🌀\n")
    #expect(run(["status", "--format", "{kind}"], language: "zh").output == "气功\n")
    let waybar = run(["status", "--json"]).output
    #expect(waybar.contains(#""class":["cadence","qigong","qigong-session"]"#))
  }

  @Test func configListsItsSettingsAndTakesThem() {
    let listed = run(["config", "list"]).output.split(separator: "\n").map(String.init)
    #expect(listed.contains("qigong.rounds     3          (default)"))
    #expect(listed.contains("qigong.on-end     none       (default)"))
    #expect(run(["config", "set", "qigong.rounds", "5"]) == (0, "Set qigong.rounds to 5.\n", ""))
    let refused = run(["config", "set", "qigong.rounds", "12"])
    #expect(refused.status == 64)
    #expect(refused.errors.hasPrefix("Error: Invalid value '12' for 'qigong.rounds'"))
  }

  @Test func completionsOfferItsSettingsAndItsKind() {
    for shell in ["bash", "zsh", "fish"] {
      let script = run(["completions", shell]).output
      #expect(script.contains("qigong.rounds"), "\(shell)")
      #expect(script.contains("qigong.on-end"), "\(shell)")
      #expect(script.contains("'qigong'") || script.contains(" qigong"), "\(shell): --kind")
    }
  }

  @Test func historyFiltersByItsCommandOrItsStoredNameAndSuggestsIt() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let session = try store.beginSession(
      NewSession(kind: Self.qigong.kind, name: "qigong"), at: start)
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(60), cyclesCompleted: 0, planned: nil,
      at: start.addingTimeInterval(60))
    let byCommand = run(["history", "--kind", "qigong"])
    #expect(byCommand.status == 0)
    #expect(byCommand.output.contains("qigong-session"))
    #expect(run(["history", "--kind", "qigong-session"]).output == byCommand.output)
    #expect(run(["history", "--kind", "timer"]).output.contains("qigong") == false)
    let typo = run(["history", "--kind", "qigogn"])
    #expect(typo.status == 64)
    #expect(typo.errors.contains("qigong"))
  }

  /// Issue 42: `history --kind meditate`, `pomodoro` and `breathe` were refused, though
  /// they are the names a person starts them by.
  @Test(arguments: PracticeRegistry.standard.practices.flatMap(\.names))
  func historyTakesEveryPracticeByEachOfItsNames(name: String) throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    for practice in PracticeRegistry.standard.practices {
      let session = try store.beginSession(
        NewSession(kind: practice.kind, name: practice.command), at: start)
      _ = try store.finishSession(
        session.id, status: .completed, active: .seconds(60), cyclesCompleted: 0, planned: nil,
        at: start.addingTimeInterval(60))
    }
    let listed = run(["history", "--kind", name])
    #expect(listed.status == 0, "\(listed.errors)")
    let kind = try #require(PracticeRegistry.standard.practice(named: name)).kind
    let rows = listed.output.split(separator: "\n").filter { $0.contains(" completed") }
    #expect(rows.count == 1, "\(name): \(listed.output)")
    #expect(rows.first?.contains(EnglishCatalogue().kindName(kind)) == true, "\(name)")
  }

  @Test func theHelpListsItWithItsSummaryInEachLanguage() {
    #expect(run(["--help"]).output.contains("qigong"))
    #expect(run(["--help"]).output.contains("Slow standing movements, breath led."))
    #expect(run(["--help"], language: "zh").output.contains("随呼吸的站桩慢动作。"))
  }

  @Test func withoutItNothingListsIt() {
    let (context, output, _) = CommandContext.testing(dataDirectory: directory.path)
    _ = CadenceCommandLine.run(["config", "list"], in: context)
    #expect(!output.text.contains("qigong"))
  }
}
