import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The calendar of `cadence stats`: weeks as columns (oldest left), weekdays as rows (Monday
/// first), each day shaded by its minutes relative to the best day, with month names above
/// and a legend below.
///
/// ```
///      Nov     Dec
/// Mon  ░░▒▒  ··██
/// Tue  ▓▓██  ░░
/// ```
struct CalendarHeatMap {
  /// Oldest first, consecutive.
  let days: [DayTotal]
  /// Columns available.
  let width: Int
  /// The language of the months, weekdays and legend.
  var words: any Catalogue = EnglishCatalogue()

  private static let labelWidth = 5

  /// The calendar as lines, each ending in `\n`.
  var text: String {
    guard let first = days.first, let last = days.last else { return "" }
    let best = days.map(\.minutes).max() ?? 0
    // Monday of the first week: weekday 0 is Sunday, so Monday-based rows are shifted.
    let start = first.day.advanced(by: -Self.row(of: first.day))
    var weeks: [[Double?]] = []
    for day in days {
      let week = (day.day.daysSinceEpoch - start.daysSinceEpoch) / 7
      while weeks.count <= week { weeks.append(Array(repeating: nil, count: 7)) }
      weeks[week][Self.row(of: day.day)] = best > 0 ? day.minutes / best : 0
    }
    let available = max(1, width - Self.labelWidth)
    let cellWidth = weeks.count * 2 <= available ? 2 : 1
    let shownWeeks = min(weeks.count, available / cellWidth)
    let dropped = weeks.count - shownWeeks
    // Columns to spare, so a month named above the last week is not cut short.
    let monthWidth = (1...12).map { DisplayWidth.of(words.monthName($0)) }.max() ?? 3
    let spare = max(2, monthWidth - cellWidth)
    let columns = min(
      max(width, Self.labelWidth + 3), Self.labelWidth + shownWeeks * cellWidth + spare)
    var buffer = Buffer(size: Size(columns: columns, rows: 8))
    let map = HeatMap(columns: Array(weeks.suffix(shownWeeks)), cellWidth: cellWidth)
    let area = Rect(column: Self.labelWidth, row: 1, columns: shownWeeks * cellWidth, rows: 7)
    buffer.render(map, in: area)
    for row in 0..<7 { buffer.put(words.weekdayLabel((row + 1) % 7), at: 0, row: row + 1) }
    var nextFree = Self.labelWidth
    for week in 0..<shownWeeks {
      let monday = start.advanced(by: (week + dropped) * 7)
      // A month is named above the week that holds its first day (or the first week shown),
      // among the days shown: the 1st of a month after the last day is not on the calendar.
      let shownDays = (0..<7).map { monday.advanced(by: $0) }.filter { $0 <= last.day }
      let firstOfMonth = shownDays.first { $0.components.day == 1 }
      guard let month = firstOfMonth ?? (week == 0 ? monday : nil) else { continue }
      let column = Self.labelWidth + week * cellWidth
      let name = words.monthName(month.components.month)
      guard column >= nextFree, column + DisplayWidth.of(name) <= columns else { continue }
      buffer.put(name, at: column, row: 0)
      nextFree = column + DisplayWidth.of(name) + 1
    }
    let lines = buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) + "\n" }
    return lines.joined() + legend(best: best)
  }

  /// The shades and the time they stand for.
  private func legend(best: Double) -> String {
    let indent = String(repeating: " ", count: Self.labelWidth)
    guard best > 0 else { return indent + words.noPractice + "\n" }
    let upTo = [0.25, 0.5, 0.75, 1].map { fraction in
      words.practiceTime(PracticeTime(milliseconds: Int64((best * fraction * 60_000).rounded())))
    }
    return Self.packed(words.legend(upTo: upTo), width: max(1, width - Self.labelWidth))
      .map { indent + $0 + "\n" }.joined()
  }

  /// The legend's items on as few lines of `width` as they fit, two spaces apart; an item
  /// is never split.
  static func packed(_ items: [String], width: Int) -> [String] {
    var lines: [String] = []
    for item in items {
      if let last = lines.last, DisplayWidth.of(last) + 2 + DisplayWidth.of(item) <= width {
        lines[lines.count - 1] = last + "  " + item
      } else {
        lines.append(item)
      }
    }
    return lines
  }

  /// Monday 0 … Sunday 6.
  private static func row(of day: LocalDay) -> Int {
    (day.weekday + 6) % 7
  }
}
