import Cadence
import CadenceStore
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `breathe resonance --find` on scripted time: five rates, each a session of its own that
/// starts where the engine's protocol says, rests between them, and the answer kept as
/// `breathe.bpm`.
@Suite struct ResonanceFindTests {
  /// A wall clock that moves with the host's ManualClock, so each session's start says
  /// when, on the loop's time, it began.
  static let base: Int64 = 1_800_000_000_000
  static func wallClock(_ host: ScriptedHost) -> @Sendable () -> Date {
    let clock = host.clock
    return {
      let offset = clock.now.offset
      let milliseconds =
        Self.base + offset.components.seconds * 1000
        + offset.components.attoseconds / 1_000_000_000_000_000
      return Date(timeIntervalSince1970: Double(milliseconds) / 1000)
    }
  }

  func run(
    _ arguments: [String], host: ScriptedHost, in directory: TemporaryDataDirectory,
    isTerminal: Bool = true
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: isTerminal, host: host, dataDirectory: directory.path,
      wallClock: Self.wallClock(host))
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func fiveRatesAtTheirInstantsThenTheAnswerBecomesTheRate() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    // Every rate and every rest runs to its end; 2 s into the question, 4 (5.0 a minute).
    // (Script times are on the host's clock, which runs on from one screen to the next.)
    let find = ResonanceAssessment()
    host.fullScreenScripts =
      Array(repeating: [], count: 9) + [[(find.total + .seconds(2), .type("4"))]]
    let result = run(["breathe", "resonance", "--find", "--no-sound"], host: host, in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(host.clock.now.offset == find.total + .seconds(2))
    let sessions = try directory.store().sessions(SessionQuery()).reversed()
    #expect(sessions.map(\.name) == find.steps.map(\.pace.name))
    #expect(sessions.allSatisfy { $0.status == .completed && $0.activeMilliseconds == 120_000 })
    #expect(
      sessions.map { $0.startedAt.millisecondsSinceEpoch - Self.base }
        == find.steps.map { $0.start / .milliseconds(1) }.map(Int64.init))
    #expect(try directory.store().setting("breathe.bpm") == "5.0")
    let lines = result.output.split(separator: "\n").map(String.init)
    #expect(lines.first == "resonance 6.5: 13 of 13 cycles, 02:00 of breathing")
    #expect(
      lines.last == "Your resonance rate is now 5.0 breaths a minute (breathe.bpm): "
        + "'cadence breathe resonance' breathes at it.")
    // The rate found is what `breathe resonance` breathes at.
    let next = run(
      ["breathe", "resonance", "--cycles", "1", "--count-in", "0", "--plain"],
      host: ScriptedHost(noTerminal: []), in: directory, isTerminal: false)
    #expect(next.errors.hasPrefix("resonance 5.0: 1 of 1 cycle, 00:12"), "\(next.errors)")
  }

  @Test func theRestScreenSaysTheNextRateAndSpaceStartsItAtOnce() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost(size: Size(columns: 60, rows: 12))
    // The first rate to its end; 5 s into the rest, space; then q in the second rate.
    // (Script times are on the host's clock: the first rate ends at 123 s.)
    host.fullScreenScripts = [[], [(.seconds(128), .type(" "))], [(.seconds(138), .type("q"))]]
    let result = run(["breathe", "resonance", "--find", "--no-sound"], host: host, in: directory)
    #expect(result.status == 1)
    #expect(host.clock.now.offset == .seconds(123 + 5 + 10))
    let sessions = try directory.store().sessions(SessionQuery())
    #expect(sessions.map(\.name) == ["resonance 6.0", "resonance 6.5"])
    #expect(sessions.map(\.status) == [.stoppedEarly, .completed])
    #expect(result.output.hasSuffix("Stopped before the question: no rate chosen.\n"))
    #expect(try directory.store().setting("breathe.bpm") == nil)
  }

  @Test func theRestAndTheQuestionOnTheScreen() {
    var rest = FindRestApp(nextRate: "6.0", length: .seconds(15), language: .english)
    let size = Size(columns: 60, rows: 12)
    _ = rest.update(.resize(size), at: .zero)
    #expect(rest.nextDeadline(after: .zero) == .seconds(1))
    _ = rest.update(.deadline, at: .milliseconds(14_200))
    #expect(rest.nextDeadline(after: .milliseconds(14_200)) == .seconds(15))
    var lines = frame(of: rest, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(
      lines == [
        "Next: 6.0 breaths a minute", "Breathe as you like · 1", "space start now · q quit",
      ])
    #expect(rest.update(.deadline, at: .seconds(15)).ending == .completed)

    var question = FindQuestionApp(
      rates: ["6.5", "6.0", "5.5", "5.0", "4.5"], language: .simplifiedChinese)
    _ = question.update(.resize(size), at: .zero)
    lines = frame(of: question, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(lines.first == "哪个频率最轻松？")
    #expect(lines.contains("1  每分钟 6.5 次"))
    #expect(question.update(.key(.character("9")), at: .zero).ending == nil)
    #expect(question.update(.key(.escape), at: .zero).ending == .closed)
    #expect(question.choice == nil)
    #expect(question.update(.key(.character("2")), at: .zero).ending == .completed)
    #expect(question.choice == 1)
  }

  @Test func escapeChoosesNoneAndKeepsTheRate() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    host.fullScreenScripts = Array(repeating: [], count: 9) + [[(.seconds(700), .input([0x1B]))]]
    _ = run(["config", "set", "breathe.bpm", "6"], host: host, in: directory)
    let result = run(
      ["breathe", "--find", "--count-in", "0", "--no-sound"], host: host, in: directory)
    #expect(result.status == 0)
    #expect(result.output.hasSuffix("No rate chosen: breathe.bpm stays 6.0.\n"))
    #expect(try directory.store().setting("breathe.bpm") == "6.0")
  }

  @Test func anotherPatternOrNoTerminalIsRefused() {
    let directory = TemporaryDataDirectory()
    let box = run(["breathe", "box", "--find"], host: ScriptedHost(), in: directory)
    #expect(box.status == 64)
    #expect(
      box.errors.hasPrefix("Error: '--find' sets the pace of resonance breathing, not of 'box'"))
    let piped = run(
      ["breathe", "resonance", "--find"], host: ScriptedHost(noTerminal: []), in: directory,
      isTerminal: false)
    #expect(piped.status == 64)
    #expect(
      piped.errors.hasPrefix("Error: '--find' is answered with keys on a full screen"),
      "\(piped.errors)")
    let chinese = run(
      ["--lang", "zh-Hans", "breathe", "resonance", "--find"], host: ScriptedHost(noTerminal: []),
      in: directory, isTerminal: false)
    #expect(chinese.status == 64)
    #expect(chinese.errors.hasPrefix("错误：“--find” 要在全屏上按键回答，需要在终端里运行"), "\(chinese.errors)")
    let both = run(["breathe", "--find", "--bpm", "6"], host: ScriptedHost(), in: directory)
    #expect(both.status == 64)
    #expect(both.errors.contains("'--find' and '--bpm' cannot be used together"), "\(both.errors)")
  }
}

/// The mood check is not asked around each rate of the protocol: it is one practice.
@Suite struct ResonanceFindMoodTests {
  @Test func noMoodQuestionBetweenTheRates() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    let (setting, _, _) = CommandContext.testing(host: host, dataDirectory: directory.path)
    _ = CadenceCommandLine.run(["config", "set", "practice.mood", "on"], in: setting)
    // Were the mood asked, its question would take the first script and the rates the rest.
    host.fullScreenScripts =
      Array(repeating: [], count: 9) + [[(.seconds(700), .type("2"))]]
    let (context, _, errors) = CommandContext.testing(
      isTerminal: true, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(
      ["breathe", "resonance", "--find", "--count-in", "0", "--no-sound"], in: context)
    #expect(status == 0, "\(errors.text)")
    let sessions = try directory.store().sessions(SessionQuery())
    #expect(sessions.count == 5 && sessions.allSatisfy { $0.moodBefore == nil })
    #expect(try directory.store().setting("breathe.bpm") == "6.0")
  }
}
