import Cadence
import CadenceStore
import CadenceTestSupport
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A setting is a practice's default when its option is absent; an option always wins.
@Suite struct SettingDefaultsTests {
  let directory = TemporaryDataDirectory()

  func set(_ key: String, _ value: String) {
    let (context, _, errors) = CommandContext.testing(dataDirectory: directory.path)
    #expect(
      CadenceCommandLine.run(["config", "set", key, value], in: context) == 0, "\(errors.text)")
  }

  /// Runs `arguments` full screen (with `script`) or as plain lines (without).
  @discardableResult
  /// Runs `arguments`; `later` moves the wall clock on, as the scripted time of an earlier
  /// run in the same test would have (sessions are stamped from the start's wall-clock
  /// time plus the loop's time, and scripted loops take no real time).
  func run(
    _ arguments: [String], script: [(at: Duration, step: ScriptedEventSource.Step)]? = nil,
    later: Double = 0
  ) -> (status: Int32, output: String, errors: String, host: ScriptedHost) {
    let host = script.map { ScriptedHost(script: $0) } ?? ScriptedHost(noTerminal: [])
    let (context, output, errors) = CommandContext.testing(
      isTerminal: script != nil, host: host, dataDirectory: directory.path,
      wallClock: { Date().addingTimeInterval(later) })
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text, host)
  }

  /// The newest stored session.
  func lastSession() throws -> SessionRecord {
    try #require(try directory.store().sessions(SessionQuery()).first)
  }

  /// How many bells the full screen rang.
  static func bells(_ host: ScriptedHost) -> Int {
    host.terminal?.output.filter { $0 == 0x07 }.count ?? 0
  }

  // MARK: breathe

  @Test func breathePatternAndCyclesComeFromTheSettingsUnlessGiven() throws {
    set("breathe.pattern", "4-6")
    set("breathe.cycles", "2")
    #expect(run(["breathe", "--plain", "--count-in", "0"]).status == 0)
    var session = try lastSession()
    #expect(session.name == "4-6")
    #expect(session.cyclesPlanned == 2)
    #expect(run(["breathe", "box", "--cycles", "1", "--plain", "--count-in", "0"]).status == 0)
    session = try lastSession()
    #expect(session.name == "box")
    #expect(session.cyclesPlanned == 1)
    #expect(run(["breathe", "--minutes", "0.5", "--plain", "--count-in", "0"]).status == 0)
    session = try lastSession()
    #expect(session.name == "4-6")
    #expect(session.cyclesPlanned == 3)
  }

  @Test func theSettingWinsOverThePatternUsedLast() throws {
    #expect(run(["breathe", "box", "--cycles", "1", "--plain", "--count-in", "0"]).status == 0)
    #expect(run(["breathe", "--cycles", "1", "--plain", "--count-in", "0"]).status == 0)
    #expect(try lastSession().name == "box")
    try directory.store().addPattern(CustomPattern(name: "calm", spec: "4-6"))
    set("breathe.pattern", "calm")
    #expect(run(["breathe", "--cycles", "1", "--plain", "--count-in", "0"]).status == 0)
    #expect(try lastSession().name == "calm")
  }

  @Test func breatheBellRingsWhenSetAndQuietSilencesIt() {
    let arguments = ["breathe", "4-4", "--cycles", "1", "--count-in", "0", "--no-note"]
    #expect(Self.bells(run(arguments, script: []).host) == 0)
    set("breathe.bell", "on")
    let rung = run(arguments, script: [])
    #expect(rung.status == 0)
    #expect(Self.bells(rung.host) == 4)
    #expect(Self.bells(run(arguments + ["--quiet"], script: []).host) == 0)
    set("breathe.bell", "off")
    #expect(Self.bells(run(arguments + ["--bell"], script: []).host) == 4)
  }

  @Test func programStepsRingWithTheBreatheBellSetting() throws {
    set("breathe.bell", "on")
    let result = run(
      ["program", "start", "calm-7", "--no-note"], script: [(.seconds(10), .type("q"))])
    #expect(result.status == 1)
    #expect(Self.bells(result.host) > 0)
  }

  @Test func aStoredValueThatNoLongerParsesWarnsAndTheDefaultIsUsed() throws {
    try directory.store().setSetting("breathe.cycles", to: "lots")
    let result = run(["breathe", "box", "--plain", "--count-in", "0"])
    #expect(result.status == 0)
    #expect(
      result.errors.hasPrefix(
        "Warning: Invalid value 'lots' for 'breathe.cycles': not a whole number from 1 to 1000; "
          + "the default is 4. The setting is ignored: the default is used.\n"))
    #expect(try lastSession().cyclesPlanned == 4)
  }

  // MARK: the home screen

  @Test func theHomeScreenBreathesThePatternAndFocusesForTheLengthOfTheSettings() throws {
    let store = try directory.store()
    try store.setSetting(HomeSummary.lastPatternSetting, to: "coherent")
    set("breathe.pattern", "box")
    set("pomodoro.work", "50m")
    let summary = HomeSummary.load(from: store, now: Date(), words: EnglishCatalogue())
    #expect(summary.lastPattern == "box")
    let labels = HomeApp(summary: summary, words: EnglishCatalogue()).entries.map(\.label)
    #expect(labels.contains("Breathe: Box breathing"))
    #expect(labels.contains("Focus for 50 minutes (pomodoro)"))
    set("pomodoro.work", "90s")
    #expect(
      HomeApp(
        summary: HomeSummary.load(from: store, now: Date(), words: EnglishCatalogue()),
        words: EnglishCatalogue()
      ).entries.map(\.label)
        .contains("Focus for 01:30 (pomodoro)"))
  }

  // MARK: pomodoro

  @Test func pomodoroLengthsComeFromTheSettingsUnlessGiven() throws {
    set("pomodoro.work", "3s")
    set("pomodoro.short", "2s")
    // q in the second focus stops it early: 1.
    #expect(run(["pomodoro"], script: [(.milliseconds(6500), .type("q"))]).status == 1)
    let sessions = try directory.store().sessions(SessionQuery())
    #expect(sessions.map(\.activeMilliseconds) == [1500, 3000])
    #expect(sessions.allSatisfy { $0.plannedMilliseconds == 3000 })
    // Focus 4 s, then the short break of the setting, 2 s: the second focus starts at 6 s.
    let second = run(
      ["pomodoro", "--work", "4s"], script: [(.milliseconds(6500), .type("q"))], later: 60)
    #expect(second.status == 1)
    let newest = try directory.store().sessions(SessionQuery()).prefix(2)
    #expect(newest.map(\.activeMilliseconds) == [500, 4000])
    #expect(newest.allSatisfy { $0.plannedMilliseconds == 4000 })
  }

  @Test func pomodoroEveryAndLongComeFromTheSettings() throws {
    set("pomodoro.work", "2s")
    set("pomodoro.short", "1s")
    set("pomodoro.long", "5s")
    set("pomodoro.every", "1")
    // Focus 2 s, then a long break (every focus), 5 s: the second focus starts at 7 s.
    #expect(run(["pomodoro"], script: [(.milliseconds(7500), .type("q"))]).status == 1)
    let sessions = try directory.store().sessions(SessionQuery())
    #expect(sessions.map(\.activeMilliseconds) == [500, 2000])
  }

  @Test func pomodoroBellFollowsTheSettingAndTheOptions() {
    let script: [(at: Duration, step: ScriptedEventSource.Step)] = [
      (.milliseconds(2500), .type("q"))
    ]
    #expect(Self.bells(run(["pomodoro", "--work", "2s"], script: script).host) == 1)
    set("pomodoro.bell", "off")
    #expect(Self.bells(run(["pomodoro", "--work", "2s"], script: script).host) == 0)
    #expect(Self.bells(run(["pomodoro", "--work", "2s", "--bell"], script: script).host) == 1)
  }

  // MARK: timer

  @Test func timerBellFollowsTheSettingAndTheOptions() {
    let script: [(at: Duration, step: ScriptedEventSource.Step)] = [(.seconds(3), .type("q"))]
    #expect(Self.bells(run(["timer", "2"], script: script).host) == 1)
    set("timer.bell", "off")
    #expect(Self.bells(run(["timer", "2"], script: script).host) == 0)
    #expect(Self.bells(run(["timer", "2", "--bell"], script: script).host) == 1)
    set("timer.bell", "on")
    #expect(Self.bells(run(["timer", "2", "--quiet"], script: script).host) == 0)
  }

  @Test func bellAndQuietCannotBeUsedTogether() {
    for command in [["timer", "2"], ["pomodoro"], ["breathe"]] {
      let result = run(command + ["--bell", "--quiet"])
      #expect(result.status == 64)
      #expect(result.errors.hasPrefix("Error: '--bell' and '--quiet' cannot be used together.\n"))
    }
  }
}
