import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceTesting
import TerminalUI
import Testing

@testable import CadenceCLI

/// `breathe retention` on scripted time: the safety page once, each hold as the person ended
/// it (83.4 s kept as 83.4 s), the cap, the summary, history and stats.
@Suite struct RetentionTests {
  func run(
    _ arguments: [String], host: ScriptedHost, in directory: TemporaryDataDirectory,
    isTerminal: Bool = true
  ) -> (status: Int32, output: String, errors: String) {
    let (context, output, errors) = CommandContext.testing(
      isTerminal: isTerminal, host: host, dataDirectory: directory.path)
    let status = CadenceCommandLine.run(arguments, in: context)
    return (status, output.text, errors.text)
  }

  @Test func theSafetyPageOnceThenEachHoldAsHeldAndTheCap() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    // Enter at the safety page; the first hold begins at 3 + 30 × 3 = 93 s and is ended
    // 83.4 s later; the second (from 176.4 + 15 + 90 = 281.4 s) runs to the 3-minute cap.
    // (Script times are on the host's clock, which runs on from one screen to the next.)
    host.fullScreenScripts = [
      [(.zero, .type("\r"))], [(.milliseconds(176_400), .type(" "))],
    ]
    let result = run(
      ["breathe", "retention", "--rounds", "2", "--no-sound"], host: host, in: directory)
    #expect(result.status == 0, "\(result.errors)")
    #expect(host.clock.now.offset == .milliseconds(476_400))
    let session = try #require(try directory.store().sessions(SessionQuery()).first)
    #expect(session.name == "retention" && session.kind == .breathe)
    #expect(session.holds == [.milliseconds(83_400), .seconds(180)])
    #expect(session.status == .completed && session.cyclesCompleted == 2)
    #expect(result.output == "Retention rounds: 2 of 2 rounds, holds 1:23.4, 3:00.0\n")
    #expect(try directory.store().setting(RetentionInTerminal.safetySeenSetting) == "yes")

    // The page is not shown again: the first screen is the rounds', where q stops them.
    let again = ScriptedHost()
    again.fullScreenScripts = [[(.seconds(10), .type("q"))]]
    let second = run(["breathe", "retention", "--no-sound"], host: again, in: directory)
    #expect(second.status == 1)
    #expect(second.output == "Retention rounds: 0 of 3 rounds (stopped early)\n")

    let history = run(["history"], host: ScriptedHost(), in: directory, isTerminal: false)
    #expect(
      history.output.contains("retention breathing · holds 1:23.4, 3:00.0"), "\(history.output)")
    let stats = run(["stats"], host: ScriptedHost(), in: directory, isTerminal: false)
    #expect(
      stats.output.contains("Breath holds: best 3:00.0, average 2:11.7 (2 holds)"),
      "\(stats.output)")
  }

  @Test func theCapEndsTheHoldWithABellAndSaysSo() {
    var app = RetentionApp(
      rounds: RetentionRounds(rounds: 1, breaths: 1, maxHold: .seconds(20), countIn: .zero),
      language: .english)
    let size = Size(columns: 60, rows: 12)
    _ = app.update(.resize(size), at: .zero)
    _ = app.update(.deadline, at: .seconds(13))
    var lines = frame(of: app, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(
      lines == [
        "Retention rounds · round 1 of 1", "Hold · 0:10", "the cap ends it at 0:20",
        "space breathe in · q quit",
      ])
    #expect(app.nextDeadline(after: .seconds(13)) == .seconds(14))
    #expect(app.update(.deadline, at: .seconds(23)).effects == [.bell])
    lines = frame(of: app, size: size).lines.map(\.trimmingSpaces).filter { !$0.isEmpty }
    #expect(lines.contains("The 0:20 cap ended the hold"), "\(lines)")
    #expect(app.recordedSessions.first?.holds == [.seconds(20)])
    #expect(app.update(.deadline, at: .seconds(38)).ending == .completed)
  }

  /// The rounds played nothing (their timeline was empty, and a cap's bell is not rung
  /// while sound plays): the kernel's sound now follows the practice's timeline, which the
  /// desktop's page plays too.
  @Test func theRoundsAreHeard() {
    var app = RetentionApp(
      rounds: RetentionRounds(rounds: 1, breaths: 1, maxHold: .seconds(20), countIn: .zero),
      language: .english)
    let cues = { CuePlan().cues(for: app.soundTimeline).map { "\($0.kind)@\($0.at)" } }
    _ = app.update(.resize(Size(columns: 60, rows: 12)), at: .zero)
    #expect(
      cues() == [
        "inhale@0.0 seconds", "exhale@1.5 seconds", "hold@3.0 seconds", "inhale@23.0 seconds",
      ])
    _ = app.update(.key(.character(" ")), at: .seconds(10))
    #expect(cues() == ["inhale@10.0 seconds", "endChime@25.0 seconds"])
    #expect(app.soundTimeline == app.practice.timeline(within: .seconds(30)))
  }

  @Test func leavingTheSafetyPageStartsNothing() throws {
    let directory = TemporaryDataDirectory()
    let host = ScriptedHost()
    host.fullScreenScripts = [[(.seconds(1), .type("q"))]]
    let result = run(["breathe", "retention"], host: host, in: directory)
    #expect(result.status == 0)
    #expect(result.output == "Not started: the safety page was not accepted.\n")
    #expect(try directory.store().sessions(SessionQuery()).isEmpty)
    #expect(try directory.store().setting(RetentionInTerminal.safetySeenSetting) == nil)
  }

  @Test func aCapOverFiveMinutesAnotherPatternOrNoTerminalIsRefused() {
    let directory = TemporaryDataDirectory()
    let long = run(
      ["breathe", "retention", "--max-hold", "6m"], host: ScriptedHost(), in: directory)
    #expect(long.status == 64)
    #expect(
      long.errors.hasPrefix(
        "Error: Invalid value '6m' for '--max-hold': a hold is capped at 5 minutes at most"),
      "\(long.errors)")
    let box = run(["breathe", "box", "--rounds", "2"], host: ScriptedHost(), in: directory)
    #expect(box.status == 64)
    #expect(box.errors.hasPrefix("Error: '--rounds' is for retention rounds, not for 'box'"))
    let paced = run(["breathe", "retention", "--bpm", "6"], host: ScriptedHost(), in: directory)
    #expect(paced.status == 64)
    #expect(paced.errors.hasPrefix("Error: '--bpm' sets the pace of resonance breathing"))
    let piped = run(
      ["breathe", "retention"], host: ScriptedHost(noTerminal: []), in: directory,
      isTerminal: false)
    #expect(piped.status == 64)
    #expect(piped.errors.hasPrefix("Error: 'retention' is answered with keys on a full screen"))
  }

  /// `--cycles` and `--minutes` set a breathing session's length; retention rounds have
  /// rounds and breaths instead. Before, both were silently ignored.
  @Test func aBreathingLengthIsRefusedNamingWhatRetentionTakes() {
    let directory = TemporaryDataDirectory()
    for option in [["--cycles", "5"], ["--minutes", "3"]] {
      let result = run(["breathe", "retention"] + option, host: ScriptedHost(), in: directory)
      #expect(result.status == 64)
      #expect(
        result.errors.hasPrefix(
          "Error: '\(option[0])' sets the length of a breathing session; retention rounds "
            + "take --rounds (1 to 10), --breaths (1 to 60) and --max-hold (at most 5m)"),
        "\(result.errors)")
      #expect(result.output.isEmpty)
    }
  }
}
