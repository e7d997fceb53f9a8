import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The minutes-per-day bar chart of `cadence stats`: a ``TerminalUI/BarChart`` with a
/// minutes axis on the left and the first and last dates below, fitted to a width.
///
/// ```
///  42 │    ▂ █
///     │  ▅ █ █   ▁
///   0 │▁ █ █ █ ▄ █
///     └───────────
///      11-24  11-29
/// ```
struct MinutesChart {
  /// Oldest first, as in ``CadenceStore/PracticeStats/days``.
  let days: [DayTotal]
  /// Columns available, the axis included.
  let width: Int
  /// The language of the dates below.
  var words: any DateWords = EnglishCatalogue()
  /// Rows of bars.
  var height = 8

  init(days: [DayTotal], width: Int, words: any DateWords = EnglishCatalogue()) {
    self.days = days
    self.width = width
    self.words = words
  }

  /// The chart as lines, each ending in `\n`.
  var text: String {
    let top = Int((days.map(\.minutes).max() ?? 0).rounded(.up))
    let labelWidth = max(String(top).count, 1)
    let available = max(1, width - labelWidth - 3)
    let shown = Array(days.suffix(available))
    let barWidth = max(1, min(3, (available + 1) / max(shown.count, 1) - 1))
    let gap = (barWidth + 1) * shown.count - 1 <= available ? 1 : 0
    let plotWidth = max(0, (barWidth + gap) * shown.count - gap)
    let left = labelWidth + 3
    var buffer = Buffer(size: Size(columns: left + plotWidth, rows: height + 2))
    let chart = BarChart(
      values: shown.map(\.minutes), maximum: Double(max(top, 1)), barWidth: barWidth, gap: gap)
    buffer.render(chart, in: Rect(column: left, row: 0, columns: plotWidth, rows: height))
    for row in 0..<height {
      let label = row == 0 ? String(top) : row == height - 1 ? "0" : ""
      buffer.put(pad(label, labelWidth) + " │", at: 0, row: row)
    }
    buffer.put(
      String(repeating: " ", count: labelWidth + 1) + "└"
        + String(repeating: "─", count: plotWidth), at: 0, row: height)
    if let first = shown.first, let last = shown.last {
      let firstLabel = words.monthDay(first.day)
      buffer.put(firstLabel, at: left, row: height + 1)
      let lastLabel = words.monthDay(last.day)
      let lastColumn = left + plotWidth - DisplayWidth.of(lastLabel)
      if shown.count > 1, lastColumn > left + DisplayWidth.of(firstLabel) {
        buffer.put(lastLabel, at: lastColumn, row: height + 1)
      }
    }
    return buffer.lines.map { String($0.reversed().drop { $0 == " " }.reversed()) + "\n" }
      .joined()
  }

  /// How many of the days fit (the most recent ones are shown).
  var shownDayCount: Int {
    let top = Int((days.map(\.minutes).max() ?? 0).rounded(.up))
    return min(days.count, max(1, width - max(String(top).count, 1) - 3))
  }

  private func pad(_ text: String, _ width: Int) -> String {
    String(repeating: " ", count: max(0, width - text.count)) + text
  }
}
