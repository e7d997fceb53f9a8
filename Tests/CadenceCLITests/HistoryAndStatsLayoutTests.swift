import Cadence
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// `history` and `stats` as a person sees them at any width: every line fits the terminal,
/// nothing says the same thing twice, and only what counts is counted.
@Suite struct HistoryAndStatsLayoutTests {
  /// The store, the seeded week and the command runner of ``DataCommandTests``.
  let data = DataCommandTests()

  // MARK: history

  @Test func historyAtFortyColumnsDropsAndShortensColumnsInsteadOfWrapping() throws {
    try data.seedWeek()
    let output = data.run(["history"], columns: 40).output
    #expect(
      output == """
        When              Session         Actual
        2026-11-29 11:00  pomodoro foc…    25:00
        2026-11-29 09:30  4-7-8 breath…    02:30
        2026-11-28 12:00  timer          1:06:40
        2026-11-26 12:00  pomodoro foc…    10:00

        """)
  }

  @Test(arguments: [40, 50, 60, 70, 80])
  func noHistoryLineIsWiderThanTheTerminal(columns: Int) throws {
    try data.seedWeek()
    try data.seed(
      hoursAgo: 0.5,
      NewSession(
        kind: .pomodoro, name: "pomodoro", label: "a label far longer than any column should be",
        planned: .seconds(1500)),
      active: .seconds(1500))
    for line in data.run(["history"], columns: columns).output.split(separator: "\n") {
      #expect(DisplayWidth.of(line) <= columns, "'\(line)' is wider than \(columns)")
    }
  }

  @Test func historyToAPipeWithoutColumnsKeepsEveryColumn() throws {
    try data.seedWeek()
    let (context, output, _) = CommandContext.testing(
      dataDirectory: data.directory.path,
      wallClock: { Date(timeIntervalSince1970: DataCommandTests.noon) })
    #expect(CadenceCommandLine.run(["history"], in: context) == 0)
    #expect(output.text.hasPrefix("When              Session          Label   Planned"))
  }

  // MARK: stats

  @Test func sessionsShorterThanFiveSecondsDoNotCount() throws {
    try data.seedWeek()
    try data.seed(
      hoursAgo: 0.5, NewSession(kind: .timer, name: "timer", planned: .seconds(60)),
      active: .milliseconds(4_999), status: .stoppedEarly)
    try data.seed(
      hoursAgo: 0.25, NewSession(kind: .breathe, name: "box", cyclesPlanned: 4),
      active: .seconds(2), status: .stoppedEarly)
    let stats = data.run(["stats", "--days", "7"], columns: 40).output
    #expect(stats.contains("Last 7 days (2026-11-23 to 2026-11-29)\n  Time           1 h 44 min\n"))
    #expect(stats.contains("\n  Sessions       4\n"))
    #expect(!stats.contains("box"))
    // History lists them with --all (issue 24, item 11: hidden by default, as here).
    #expect(data.run(["history", "--all"]).output.split(separator: "\n").count == 7)
    #expect(
      HelpText.command(StatsCommand.self).contains("Sessions shorter than 5 seconds"))
  }

  @Test func sessionsPerPatternListsBreathingPatternsOnly() throws {
    try data.seedWeek()
    try data.seed(
      hoursAgo: 0.5, NewSession(kind: .breathe, name: "平静呼吸", cyclesPlanned: 4),
      active: .seconds(40))
    let stats = data.run(["stats", "--days", "7"], columns: 40).output
    let tally = try #require(stats.split(separator: "\n\n").first { $0.hasPrefix("Sessions per") })
    #expect(
      tally == """
        Sessions per pattern
          4-7-8     1 session  3 min
          平静呼吸  1 session   40 s
        """)
  }

  @Test func theCalendarNamesNoMonthItDoesNotShow() throws {
    try data.seedWeek()
    // 1 to 30 November, ending on a Monday: its week holds 1 December, which is not shown.
    let stats = data.run(["stats"], columns: 40, minutesAfterNoon: 24 * 60).output
    let calendar = try #require(stats.split(separator: "\n\n").first { $0.hasPrefix("Calendar") })
    #expect(calendar.split(separator: "\n")[1] == "     Nov")
  }

  @Test func anUnwritableSVGPathFailsBeforeTheReport() throws {
    try data.seedWeek()
    #expect(
      data.run(["stats", "--svg", "/nonexistent/x.svg"]) == (
        1, "", "Error: Cannot write '/nonexistent/x.svg': No such file or directory.\n"
      ))
  }
}
