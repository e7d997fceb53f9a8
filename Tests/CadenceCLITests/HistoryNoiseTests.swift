import Cadence
import CadenceStore
import CadenceWords
import TerminalUI
import Testing

@testable import CadenceCLI

/// Issue 24, item 11: `history` without the noise. A session shorter than the stats'
/// threshold (a restart's `00:00 stopped early`, a `| head -1`) is hidden unless `--all` is
/// given, and the listing says in one line how many it hid; a stopwatch's laps are named
/// as laps in the cycles column.
@Suite struct HistoryNoiseTests {
  /// The store, the seeded week and the command runner of ``DataCommandTests``.
  let data = DataCommandTests()

  /// The week, plus two sessions under 5 s and one of exactly 5 s (which counts).
  func seedNoise() throws {
    try data.seedWeek()
    try data.seed(
      hoursAgo: 0.5, NewSession(kind: .timer, name: "timer", planned: .seconds(300)),
      active: .milliseconds(4_999), status: .stoppedEarly)
    try data.seed(
      hoursAgo: 0.4, NewSession(kind: .timer, name: "timer", planned: .seconds(300)),
      active: .zero, status: .stoppedEarly)
    try data.seed(
      hoursAgo: 0.3, NewSession(kind: .timer, name: "timer", planned: .seconds(60)),
      active: .seconds(5), status: .stoppedEarly)
  }

  @Test func sessionsShorterThanTheStatsThresholdAreHiddenAndCounted() throws {
    try seedNoise()
    let result = data.run(["history"], columns: 100)
    #expect(result.status == 0)
    #expect(
      result.output == """
        When              Session          Label   Planned   Actual  Cycles  Status
        2026-11-29 11:42  timer                      01:00    00:05       –  stopped early
        2026-11-29 11:00  pomodoro focus   essay     25:00    25:00       –  completed
        2026-11-29 09:30  4-7-8 breathing                –    02:30     3/8  stopped early
        2026-11-28 12:00  timer            茶 tea    05:00  1:06:40       –  interrupted
        2026-11-26 12:00  pomodoro focus             25:00    10:00       –  stopped early
        2 sessions under 5 s hidden; 'cadence history --all' shows them.

        """)
  }

  @Test func allShowsEverySessionAndHidesNothing() throws {
    try seedNoise()
    let output = data.run(["history", "--all"], columns: 100).output
    let lines = output.split(separator: "\n")
    try #require(lines.count == 8)
    #expect(lines[2].hasPrefix("2026-11-29 11:36  timer"))
    #expect(lines[2].hasSuffix("00:00       –  stopped early"))
    #expect(!output.contains("hidden"))
  }

  @Test func theHiddenLineIsInChinese() throws {
    try seedNoise()
    let output = data.run(["--lang", "zh-Hans", "history"], columns: 100).output
    #expect(output.hasSuffix("\n另有 2 条短于 5 秒的练习未列出，cadence history --all 可以列出全部。\n"))
  }

  /// With `--limit`, the count is of the short sessions among those shown (no older than the
  /// oldest row listed).
  @Test func theCountWithALimitIsOfTheSessionsBetweenTheRowsShown() throws {
    try seedNoise()
    let lines = data.run(["history", "--limit", "1"], columns: 100).output.split(separator: "\n")
    #expect(lines.count == 2)
    #expect(lines[1].hasPrefix("2026-11-29 11:42  timer"))
    let two = data.run(["history", "--limit", "2"], columns: 100).output.split(separator: "\n")
    #expect(two.count == 4)
    #expect(two[3] == "2 sessions under 5 s hidden; 'cadence history --all' shows them.")
  }

  @Test func onlyShortSessionsSayTheyAreHidden() throws {
    try data.seed(
      hoursAgo: 0.5, NewSession(kind: .timer, name: "timer", planned: .seconds(300)),
      active: .zero, status: .stoppedEarly)
    #expect(
      data.run(["history"], columns: 100).output
        == "1 session under 5 s hidden; 'cadence history --all' shows it.\n")
  }

  @Test(arguments: [40, 60, 80])
  func theHiddenLineFitsTheTerminal(columns: Int) throws {
    try seedNoise()
    for language in ["en", "zh-Hans"] {
      let output = data.run(["--lang", language, "history"], columns: columns).output
      for line in output.split(separator: "\n") {
        #expect(DisplayWidth.of(line) <= columns, "'\(line)' is wider than \(columns)")
      }
    }
  }

  /// The stopwatch's laps are counted as laps, not as cycles (issue 24, item 11).
  @Test func aStopwatchsLapsAreNamedAsLaps() throws {
    try data.seed(
      hoursAgo: 0.5, NewSession(kind: .stopwatch, name: "stopwatch"), active: .seconds(330),
      cycles: 3)
    try data.seed(
      hoursAgo: 0.4, NewSession(kind: .stopwatch, name: "stopwatch"), active: .seconds(60),
      cycles: 1)
    #expect(
      data.run(["history"], columns: 100).output == """
        When              Session    Label  Planned  Actual  Cycles  Status
        2026-11-29 11:36  stopwatch               –   01:00   1 lap  completed
        2026-11-29 11:30  stopwatch               –   05:30  3 laps  completed

        """)
    let chinese = data.run(["--lang", "zh-Hans", "history"], columns: 100).output
    #expect(
      chinese.split(separator: "\n").map { $0.hasSuffix("计次 3  已完成") } == [false, false, true])
  }

  @Test func helpManualAndCompletionsOfferAll() throws {
    #expect(HelpText.command(HistoryCommand.self).contains("--all"))
    #expect(HelpText.command(HistoryCommand.self).contains("shorter than 5 seconds"))
    #expect(HistoryCommand.spec.options.contains { $0.name == "all" })
    #expect(try HistoryCommand(parsing: ["--all"]).showsAll)
    let manual = ManualPage.command(HistoryCommand.self, words: EnglishCatalogue())
    #expect(manual.contains(#"\-\-all"#))
    let bash = CompletionScript.script(
      for: .bash, commands: CadenceCommandLine.commands.map { $0.spec })
    #expect(bash.contains("--all"))
  }
}
