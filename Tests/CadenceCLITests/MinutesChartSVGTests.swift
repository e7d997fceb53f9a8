import CadenceStore
import Testing

@testable import CadenceCLI

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The SVG chart is exact text: bar geometry, axis labels, titles, escaping.
@Suite struct MinutesChartSVGTests {
  static func days(_ minutes: [Double]) -> [DayTotal] {
    minutes.enumerated().map { index, value in
      DayTotal(
        day: LocalDay(year: 2026, month: 3, day: index + 1), sessions: value > 0 ? 1 : 0,
        activeMilliseconds: Int64(value * 60_000))
    }
  }

  @Test func barsAreScaledToANiceMaximum() {
    let svg = MinutesChartSVG.render(Self.days([0, 7.5, 20]))
    let lines = svg.split(separator: "\n").map(String.init)
    // Plot area: x 44…708, y 32…208 (176 high); three slots of 221.3, bars 80 % of a slot.
    #expect(
      lines.filter { $0.hasPrefix("<rect x=") } == [
        "<rect x=\"66.1\" y=\"208.0\" width=\"177.1\" height=\"0.0\" fill=\"#4a7fb5\">"
          + "<title>2026-03-01: 0 min</title></rect>",
        "<rect x=\"287.5\" y=\"142.0\" width=\"177.1\" height=\"66.0\" fill=\"#4a7fb5\">"
          + "<title>2026-03-02: 7.5 min</title></rect>",
        "<rect x=\"508.8\" y=\"32.0\" width=\"177.1\" height=\"176.0\" fill=\"#4a7fb5\">"
          + "<title>2026-03-03: 20 min</title></rect>",
      ])
    let axis = lines.filter { $0.contains("text-anchor=\"end\"") }
    #expect(axis.map { $0.split(separator: ">")[1].prefix { $0 != "<" } } == ["0", "10", "20"])
    #expect(
      lines.first?.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"720\"") == true)
    #expect(lines.last == "</svg>")
  }

  @Test func aLongRangeLabelsAboutEightDaysEndingWithTheLast() {
    let svg = MinutesChartSVG.render(Self.days(Array(repeating: 5, count: 30)))
    let labels = svg.split(separator: "\n").filter { $0.contains("text-anchor=\"middle\"") }
      .map { $0.split(separator: ">")[1].prefix(10) }
    #expect(
      labels == [
        "2026-03-02", "2026-03-06", "2026-03-10", "2026-03-14", "2026-03-18",
        "2026-03-22", "2026-03-26", "2026-03-30",
      ])
  }

  @Test func anEmptyRangeSaysSoAndTitlesAreEscaped() {
    let svg = MinutesChartSVG.render([], title: "Tom & Jerry's <practice>")
    #expect(svg.contains("<title>Tom &amp; Jerry's &lt;practice&gt;</title>"))
    #expect(svg.contains(">No days to show</text>"))
    #expect(!svg.contains("<rect x="))
  }

  @Test(arguments: [
    (0.0, 10.0), (0.4, 1), (7.5, 8), (20, 20), (21, 30), (41, 50), (51, 60), (61, 80), (99, 100),
    (100, 100), (101, 200),
  ])
  func niceCeilings(value: Double, expected: Double) {
    #expect(MinutesChartSVG.niceCeiling(value) == expected)
  }

  /// Every `<text>` lies inside the image, measured generously: 0.65 em a character is wider
  /// than the digits and dashes of common sans-serif fonts (DejaVu Sans: 0.64 em a digit).
  @Test(arguments: [1, 2, 3, 7, 30, 31, 90, 365, 366])
  func everyLabelLiesInsideTheImage(dayCount: Int) throws {
    let days = (0..<dayCount).map { index in
      DayTotal(
        day: LocalDay(year: 2026, month: 11, day: 30).advanced(by: index - dayCount + 1),
        sessions: 1, activeMilliseconds: Int64(index % 7) * 60_000)
    }
    let svg = MinutesChartSVG.render(days, title: "Minutes per day, last \(dayCount) days")
    let texts = svg.split(separator: "\n").filter { $0.hasPrefix("<text ") }
    #expect(texts.count >= min(dayCount, 7) + 4)  // the title, three gridline values, dates
    for text in texts {
      let x = try #require(Double(Self.attribute("x", in: text) ?? ""))
      let size = Double(Self.attribute("font-size", in: text) ?? "11") ?? 11
      let content = text.split(separator: ">")[1].prefix { $0 != "<" }
      let width = Double(content.count) * size * 0.65
      let start: Double
      switch Self.attribute("text-anchor", in: text) {
      case "middle": start = x - width / 2
      case "end": start = x - width
      default: start = x
      }
      #expect(start >= 0 && start + width <= 720, "\(text) is cut by the image's edge")
    }
  }

  /// Date labels never overlap, also where the last one is moved in from the edge.
  @Test(arguments: [2, 7, 30, 31, 90, 180, 365, 366, 1000])
  func dateLabelsNeverOverlap(dayCount: Int) throws {
    let days = (0..<dayCount).map { index in
      DayTotal(
        day: LocalDay(year: 2026, month: 11, day: 30).advanced(by: index - dayCount + 1),
        sessions: 0, activeMilliseconds: 0)
    }
    let labels = MinutesChartSVG.render(days).split(separator: "\n")
      .filter { $0.contains("text-anchor=\"middle\"") }
    let middles = try labels.map { try #require(Double(Self.attribute("x", in: $0) ?? "")) }
    #expect(labels.last?.contains(">2026-11-30<") == true)
    for (left, right) in zip(middles, middles.dropFirst()) {
      #expect(right - left >= 10 * 11 * 0.65, "labels at \(left) and \(right) overlap")
    }
  }

  private static func attribute(_ name: String, in element: Substring) -> String? {
    guard let range = element.range(of: " \(name)=\"") else { return nil }
    return String(element[range.upperBound...].prefix { $0 != "\"" })
  }
}
