import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The minutes-per-day bar chart of `cadence stats --svg FILE` as a standalone SVG document,
/// beside the terminal's ``MinutesChart`` of the same days.
///
/// A pure function of `PracticeStats.days`: the same days give the same bytes, so the output
/// can be tested as text. Each bar carries a `<title>` (`2026-03-29: 12 min`) that browsers show
/// on hover and screen readers read; numbers are formatted by hand to keep ICU out (PLATFORM.md).
///
/// ```swift
/// let svg = MinutesChartSVG.render(stats.days, title: "Last 30 days")
/// try PrivateFile.save(Data(svg.utf8), to: "chart.svg")
/// ```
enum MinutesChartSVG {
  /// Renders `days` (oldest first, as in `PracticeStats.days`) into a `width`×`height` chart.
  static func render(
    _ days: [DayTotal], width: Int = 720, height: Int = 240, title: String = "Minutes per day",
    words: any StatsWords & DateWords = EnglishCatalogue()
  ) -> String {
    let plot = (left: 44.0, top: 32.0, width: Double(width) - 56, height: Double(height) - 64)
    let top = niceCeiling(days.map(\.minutes).max() ?? 0)
    var svg = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(width)" height="\(height)" \
      viewBox="0 0 \(width) \(height)" font-family="sans-serif" font-size="11">
      <title>\(escape(title))</title>
      <rect width="100%" height="100%" fill="#ffffff"/>
      <text x="\(fixed(plot.left))" y="18" font-size="13" fill="#222222">\(escape(title))</text>

      """
    for fraction in [0.0, 0.5, 1.0] {
      let y = plot.top + plot.height * (1 - fraction)
      svg += "<line x1=\"\(fixed(plot.left))\" y1=\"\(fixed(y))\" "
      svg += "x2=\"\(fixed(plot.left + plot.width))\" y2=\"\(fixed(y))\" stroke=\"#dddddd\"/>\n"
      svg += "<text x=\"\(fixed(plot.left - 6))\" y=\"\(fixed(y + 4))\" text-anchor=\"end\" "
      svg += "fill=\"#555555\">\(minutes(top * fraction))</text>\n"
    }
    guard !days.isEmpty else {
      return svg + "<text x=\"\(width / 2)\" y=\"\(height / 2)\" text-anchor=\"middle\" "
        + "fill=\"#555555\">\(escape(words.svgNoDays))</text>\n</svg>\n"
    }
    let slot = plot.width / Double(days.count)
    let barWidth = slot > 3 ? slot * 0.8 : slot
    let labelWidth = days.map { Self.labelWidth(of: words.day($0.day)) }.max() ?? 0
    let labels = dateLabels(
      count: days.count, imageWidth: width, labelWidth: labelWidth,
      under: { plot.left + slot * (Double($0) + 0.5) })
    for (index, day) in days.enumerated() {
      let x = plot.left + slot * Double(index) + (slot - barWidth) / 2
      let barHeight = top > 0 ? plot.height * day.minutes / top : 0
      svg += "<rect x=\"\(fixed(x))\" y=\"\(fixed(plot.top + plot.height - barHeight))\" "
      svg += "width=\"\(fixed(barWidth))\" height=\"\(fixed(barHeight))\" fill=\"#4a7fb5\">"
      svg +=
        "<title>\(escape(words.svgBar(day.day, minutes: minutes(day.minutes))))</title></rect>\n"
      if let middle = labels[index] {
        svg += "<text x=\"\(fixed(middle))\" y=\"\(fixed(plot.top + plot.height + 16))\" "
        svg += "text-anchor=\"middle\" fill=\"#555555\">\(escape(words.day(day.day)))</text>\n"
      }
    }
    return svg + "</svg>\n"
  }

  /// The width a date label is taken to have at 11 points, generously, as the font is the
  /// viewer's: 0.65 em a character (the digits of DejaVu Sans are 0.64 em, of Arial 0.56 em),
  /// a whole em for a Chinese character.
  private static func labelWidth(of label: String) -> Double {
    let wide = label.filter { DisplayWidth.of($0) == 2 }.count
    return Double(label.count - wide) * 11 * 0.65 + Double(wide) * 11
  }

  /// The middle of each labelled day's date, by the day's index; `barMiddle` is the middle of
  /// a day's bar. Every label lies inside the image, two points clear of its edges: the last
  /// bar is nearer the right edge than half a label, so its label moves left, and a label it
  /// would then overlap is left out.
  private static func dateLabels(
    count: Int, imageWidth: Int, labelWidth: Double, under barMiddle: (Int) -> Double
  ) -> [Int: Double] {
    let half = labelWidth / 2 + 2
    var labels: [Int: Double] = [:]
    var nextMiddle = Double.infinity
    for index in (0..<count).reversed() where labelled(index, of: count) {
      let x = min(max(barMiddle(index), half), Double(imageWidth) - half)
      guard nextMiddle - x >= labelWidth else { continue }
      labels[index] = x
      nextMiddle = x
    }
    return labels
  }

  /// At most about eight date labels (each is about 60 points wide), counted back from the
  /// last day so that today is always labelled.
  private static func labelled(_ index: Int, of count: Int) -> Bool {
    let step = max(1, (count + 7) / 8)
    return (count - 1 - index) % step == 0
  }

  /// The smallest 1, 2, 3, 4, 5, 6 or 8 × 10ⁿ (n ≥ 0) at or above `value`, so the tallest bar
  /// fills at least half the height and the middle gridline is a round number; 10 when empty.
  static func niceCeiling(_ value: Double) -> Double {
    guard value > 0 else { return 10 }
    var step = 1.0
    while step * 10 <= value { step *= 10 }
    for multiple in [1.0, 2.0, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0] where step * multiple >= value {
      return step * multiple
    }
    return step * 10
  }

  /// Whole minutes, or one decimal below ten (`7.5`).
  private static func minutes(_ value: Double) -> String {
    value >= 10 || value == value.rounded() ? String(Int(value.rounded())) : fixed(value)
  }

  /// One decimal place, rounded half up: `12.3`.
  static func fixed(_ value: Double) -> String {
    let tenths = Int((value * 10).rounded())
    let sign = tenths < 0 ? "-" : ""
    return sign + "\(abs(tenths) / 10).\(abs(tenths) % 10)"
  }

  private static func escape(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }
}
