import Cadence
import CadenceStore
import TerminalUI
import Testing

@testable import CadenceCLI

/// Issue 24, item 12: every line of `stats` fits the width it is given (`COLUMNS`, or the
/// terminal's), in both languages, measured in display columns (a CJK character is two).
@Suite struct StatsWidthTests {
  /// The store and the command runner of ``DataCommandTests``.
  let data = DataCommandTests()

  /// A longest streak that ended long ago (its line names the day), a chart with more days
  /// than fit, a best day over an hour (a long legend), long labels and pattern names.
  func seedWideFigures() throws {
    for day in 0..<12 {
      try data.seed(
        hoursAgo: Double(24 * (40 + day)),
        NewSession(kind: .pomodoro, name: "pomodoro", label: "a label long enough to be cut"),
        active: .seconds(6_000 + 60 * day))
    }
    try data.seed(
      hoursAgo: 1, NewSession(kind: .breathe, name: "a-very-long-custom-pattern-name"),
      active: .seconds(4_000), cycles: 3)
    try data.seed(
      hoursAgo: 3, NewSession(kind: .breathe, name: "4-7-8"), active: .seconds(90), cycles: 3)
  }

  @Test func everyLineOfStatsFitsEveryWidthInBothLanguages() throws {
    try seedWideFigures()
    for language in ["en", "zh-Hans"] {
      for columns in 40...200 {
        for days in ["30", "90"] {
          let output = data.run(
            ["--lang", language, "stats", "--days", days], columns: columns
          ).output
          #expect(output.contains("\n"))
          for line in output.split(separator: "\n") {
            #expect(
              DisplayWidth.of(line) <= columns,
              "\(language) at \(columns) (--days \(days)): '\(line)' is \(DisplayWidth.of(line))")
          }
        }
      }
    }
  }

  @Test func anEmptyStatsFitsFortyColumns() {
    for language in ["en", "zh-Hans"] {
      for line in data.run(["--lang", language, "stats"], columns: 40).output.split(
        separator: "\n")
      {
        #expect(DisplayWidth.of(line) <= 40, "\(language): '\(line)'")
      }
    }
  }

  /// The longest streak's line goes on under its value when it would be too wide.
  @Test func theLongestStreaksDayWrapsUnderItsValue() throws {
    try seedWideFigures()
    let output = data.run(["stats"], columns: 40).output
    #expect(
      output.contains(
        """
          Longest streak  12 days, ending
                          2026-10-20

        """))
  }
}
