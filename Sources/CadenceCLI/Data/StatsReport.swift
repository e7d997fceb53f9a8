import CadenceStore

/// The text of `cadence stats`: a pure function of the figures and a width, so it is tested
/// as text.
struct StatsReport {
  let stats: PracticeStats
  /// Columns available for the charts.
  let width: Int

  var text: String {
    let days = stats.days
    let inRange = days.reduce(Int64(0)) { $0 + $1.activeMilliseconds }
    let sessions = days.reduce(0) { $0 + $1.sessions }
    let practiced = days.filter { $0.activeMilliseconds > 0 }.count
    var text = ""
    if let first = days.first, let last = days.last {
      text += "Last \(DataFormat.count(days.count, "day")) (\(first.day) to \(last.day))\n"
    }
    text +=
      TextTable(
        rows: [
          ["Time", DataFormat.minutes(milliseconds: inRange)],
          ["Sessions", "\(sessions)"],
          ["Practice days", "\(practiced) of \(days.count)"],
        ], indent: "  "
      ).text
    text += "All time\n"
    let longestEnd = stats.longestStreakEnd.map { ", ending \($0)" } ?? ""
    text +=
      TextTable(
        rows: [
          ["Time", DataFormat.minutes(milliseconds: stats.totalActiveMilliseconds)],
          ["Sessions", "\(stats.sessionCount)"],
          ["Practice days", "\(stats.practiceDayCount)"],
          ["Current streak", DataFormat.count(stats.currentStreak, "day")],
          ["Longest streak", DataFormat.count(stats.longestStreak, "day") + longestEnd],
        ], indent: "  "
      ).text
    guard stats.sessionCount > 0 else {
      return text + "\nNo sessions yet. Start one with 'cadence timer 25m' or 'cadence pomodoro'.\n"
    }
    text += "\n" + chartSection + "\n" + calendarSection + tallies
    return text
  }

  private var chartSection: String {
    let chart = MinutesChart(days: stats.days, width: width)
    let shown = chart.shownDayCount
    let title =
      shown < stats.days.count
      ? "Minutes per day (the last \(shown) of \(stats.days.count) days fit)\n"
      : "Minutes per day\n"
    return title + chart.text
  }

  private var calendarSection: String {
    "Calendar\n" + CalendarHeatMap(days: stats.days, width: width).text
  }

  private var tallies: String {
    var text = ""
    if !stats.byPattern.isEmpty {
      text += "\nSessions per pattern\n"
      text +=
        TextTable(
          columns: [
            TextTable.Column(shortenedAt: 1, toAtLeast: 10),
            TextTable.Column(alignment: .right), TextTable.Column(alignment: .right),
          ],
          rows: stats.byPattern.map {
            [
              $0.name.printable, DataFormat.count($0.sessions, "session"),
              DataFormat.minutes(milliseconds: $0.activeMilliseconds),
            ]
          }, showsHeader: false, indent: "  ", width: width
        ).text
    }
    if !stats.focusByLabel.isEmpty {
      text += "\nFocus time per label\n"
      text +=
        TextTable(
          columns: [
            TextTable.Column(shortenedAt: 1, toAtLeast: 10),
            TextTable.Column(alignment: .right), TextTable.Column(alignment: .right),
          ],
          rows: stats.focusByLabel.map {
            [
              $0.label?.printable ?? "(no label)", DataFormat.count($0.sessions, "session"),
              DataFormat.minutes(milliseconds: $0.activeMilliseconds),
            ]
          }, showsHeader: false, indent: "  ", width: width
        ).text
    }
    return text
  }
}
