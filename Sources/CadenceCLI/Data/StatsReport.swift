import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The text of `cadence stats`: a pure function of the figures, a width and the words, so
/// it is tested as text.
struct StatsReport {
  let stats: PracticeStats
  /// Columns available for the charts.
  let width: Int
  /// The language it is written in.
  var words: any Catalogue = EnglishCatalogue()
  /// Every breath hold of retention rounds ever kept: their best and average follow the
  /// all-time figures.
  var holds: [Duration] = []
  /// The mood check's average change per practice kind.
  var moods: [MoodChange] = []

  var text: String {
    let days = stats.days
    let inRange = days.reduce(Int64(0)) { $0 + $1.activeMilliseconds }
    let sessions = days.reduce(0) { $0 + $1.sessions }
    let practiced = days.filter { $0.activeMilliseconds > 0 }.count
    var text = ""
    if let first = days.first, let last = days.last {
      text += fitted(words.lastDays(days.count, range: words.days(from: first.day, to: last.day)))
    }
    text += figures([
      [words.figure(.time), time(inRange)],
      [words.figure(.sessions), "\(sessions)"],
      [words.figure(.practiceDays), words.practiceDays(practiced, of: days.count)],
    ])
    text += fitted(words.allTime)
    let longestEnd = stats.longestStreakEnd.map { words.streakEnding(words.day($0)) } ?? ""
    text += figures([
      [words.figure(.time), time(stats.totalActiveMilliseconds)],
      [words.figure(.sessions), "\(stats.sessionCount)"],
      [words.figure(.practiceDays), "\(stats.practiceDayCount)"],
      [words.figure(.currentStreak), words.streak(days: stats.currentStreak)],
      [words.figure(.longestStreak), words.streak(days: stats.longestStreak) + longestEnd],
    ])
    if let best = holds.max() {
      let average = holds.reduce(Duration.zero, +) / holds.count
      text += fitted(
        words.holdsStats(
          best: HoldText.tenths(best), average: HoldText.tenths(average), count: holds.count))
    }
    for mood in moods {
      let practice = PracticeRegistry.current.title(of: mood.kind, in: words.language)
      text += fitted(
        words.moodChange(
          practice: practice.lowercased(), change: mood.average, sessions: mood.sessions))
    }
    guard stats.sessionCount > 0 else {
      return text + "\n"
        + words.noSessionsYet.split(separator: "\n").map { fitted(String($0)) }
        .joined()
    }
    text += "\n" + chartSection + "\n" + calendarSection + tallies
    return text
  }

  /// A line of prose (a title, a sentence) wrapped to the width, each line ending in `\n`.
  private func fitted(_ line: String) -> String {
    WrappedLines.of(line, width: width).map { $0 + "\n" }.joined()
  }

  /// Names and values, aligned; a value too wide for the width goes on under itself
  /// (`Longest streak  12 days, ending` / `                2026-10-20`).
  private func figures(_ rows: [[String]]) -> String {
    let lines = TextTable(rows: rows, indent: "  ").text.split(separator: "\n")
    return zip(lines, rows).map { line, row in
      let value = row[row.count - 1]
      let start = DisplayWidth.of(line) - DisplayWidth.of(value)
      guard DisplayWidth.of(line) > width, line.hasSuffix(value), width - start >= 10 else {
        return fitted(String(line))
      }
      let head = String(line.dropLast(value.count))
      return WrappedLines.of(value, width: width - start).enumerated().map { index, part in
        (index == 0 ? head : String(repeating: " ", count: start)) + part + "\n"
      }.joined()
    }.joined()
  }

  private func time(_ milliseconds: Int64) -> String {
    words.practiceTime(PracticeTime(milliseconds: milliseconds))
  }

  private var chartSection: String {
    let chart = MinutesChart(days: stats.days, width: width, words: words)
    let title = words.minutesPerDay(shown: chart.shownDayCount, of: stats.days.count)
    return fitted(title) + chart.text
  }

  private var calendarSection: String {
    fitted(words.calendar) + CalendarHeatMap(days: stats.days, width: width, words: words).text
  }

  private var tallies: String {
    var text = ""
    if !stats.byPattern.isEmpty {
      text += "\n" + fitted(words.sessionsPerPattern)
      text += tally(
        stats.byPattern.map {
          [
            words.tallyPattern($0.name.printable), words.sessions($0.sessions),
            time($0.activeMilliseconds),
          ]
        })
    }
    if !stats.focusByLabel.isEmpty {
      text += "\n" + fitted(words.focusPerLabel)
      text += tally(
        stats.focusByLabel.map {
          [
            $0.label?.printable ?? words.noLabel, words.sessions($0.sessions),
            time($0.activeMilliseconds),
          ]
        })
    }
    return text
  }

  /// Name, count and time, the name shortened first on a narrow terminal.
  private func tally(_ rows: [[String]]) -> String {
    TextTable(
      columns: [
        TextTable.Column(shortenedAt: 1, toAtLeast: 10),
        TextTable.Column(alignment: .right), TextTable.Column(alignment: .right),
      ],
      rows: rows, showsHeader: false, indent: "  ", width: width
    ).text
  }
}
