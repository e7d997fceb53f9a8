import Cadence
import CadenceStore
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

/// The mood check: off by default; with `--mood` or `practice.mood on`, one key before and
/// one after the practice, kept with its session, exported, and averaged in stats.
@Suite struct MoodCheckTests {
  let breathe = ["breathe", "1-1", "--cycles", "1", "--count-in", "0", "--no-sound", "--no-note"]

  func run(
    _ arguments: [String], host: ScriptedHost, in directory: TemporaryDataDirectory,
    isTerminal: Bool = true
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: isTerminal, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func oneKeyBeforeAndOneAfterAreKeptWithTheSession() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    // 2 before; the 2 s session; 4 after, a second later (times on the host's clock).
    host.fullScreenScripts = [[(.zero, .type("2"))], [], [(.seconds(3), .type("4"))]]
    let result = run(breathe + ["--mood"], host: host, in: directory)
    #expect(result.status == 0, "\(result.errors)")
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.moodBefore == 2 && session.moodAfter == 4)
    #expect(session.status == .completed)
    let stats = run(["stats"], host: ScriptedHost(), in: directory, isTerminal: false)
    #expect(
      stats.output.contains("Mood, breathing: +2.0 on average (1 session)"), "\(stats.output)")
    let export = run(["export"], host: ScriptedHost(), in: directory, isTerminal: false)
    #expect(export.output.contains("\"moodBefore\" : 2"), "\(export.output)")
  }

  @Test func offByDefaultAndTheSettingTurnsItOn() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    // No question: the first screen is the practice's.
    host.fullScreenScripts = [[]]
    _ = run(breathe, host: host, in: directory)
    #expect(try directory.store().sessions(SessionQuery()).first?.moodBefore == nil)
    _ = run(["config", "set", "practice.mood", "on"], host: host, in: directory)
    let asked = ScriptedHost()
    asked.fullScreenScripts = [[(.zero, .type("5"))], [], [(.seconds(3), .input([0x1B]))]]
    _ = run(breathe, host: asked, in: directory)
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.moodBefore == 5 && session.moodAfter == nil)
  }

  @Test func escapeSkipsBothAndNothingIsKept() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    host.fullScreenScripts = [[(.zero, .input([0x1B]))], [], [(.seconds(3), .input([0x1B]))]]
    let result = run(breathe + ["--mood"], host: host, in: directory)
    #expect(result.status == 0)
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.moodBefore == nil && session.moodAfter == nil)
  }

  @Test func theQuestionOnTheScreen() {
    var question = MoodQuestionApp(after: false, language: .simplifiedChinese)
    let size = Size(columns: 60, rows: 12)
    _ = question.update(.resize(size), at: .zero)
    let lines = frame(of: question, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(lines == ["现在感觉如何？", "1 很差 · 2 · 3 · 4 · 5 很好", "1–5 回答 · Esc 跳过"])
    #expect(question.update(.key(.character("6")), at: .zero).ending == nil)
    #expect(question.update(.key(.character("3")), at: .zero).ending == .completed)
    #expect(question.answer == 3)
  }

  @Test func theAverageChangeIsSignedToOneDecimal() {
    #expect(MoodChange(kind: .breathe, total: 7, sessions: 3).average == "+2.3")
    #expect(MoodChange(kind: .breathe, total: -1, sessions: 2).average == "-0.5")
    #expect(MoodChange(kind: .breathe, total: 0, sessions: 4).average == "0.0")
  }
}
