import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite struct ChartWidgetTests {
  private static let widgets: [any Widget & Sendable] = [
    BarChart(values: [1, 5, 0, 3], barWidth: 2, gap: 1), BarChart(values: []),
    HeatMap(columns: [[0, 0.5, nil], [1]], cellWidth: 2), HeatMap(columns: []),
  ]

  @Test(arguments: [Size.zero, Size(columns: 1, rows: 1), Size(columns: 0, rows: 5)])
  func rendersIntoTinyBuffersWithoutTrapping(size: Size) {
    for widget in Self.widgets {
      var buffer = Buffer(size: size)
      buffer.render(widget, in: buffer.area)
      buffer.render(widget, in: Rect(column: -3, row: -3, columns: 10, rows: 10))
      #expect(buffer.size == size)
    }
  }

  @Test func barsGrowFromTheBottomWithEighthTops() {
    var buffer = Buffer(size: Size(columns: 6, rows: 2))
    // Top 8: 8 → 16 eighths, 4 → 8, 1 → 2, 0.1 → at least 1, 3 → 6.
    buffer.render(BarChart(values: [8, 4, 1, 0.1, 0, 3]), in: buffer.area)
    #expect(buffer == Buffer(lines: ["█     ", "██▂▁ ▆"]))
  }

  @Test func widthGapAndMaximumShapeTheBars() {
    var buffer = Buffer(size: Size(columns: 7, rows: 1))
    buffer.render(BarChart(values: [5, 10, 40], maximum: 10, barWidth: 2, gap: 1), in: buffer.area)
    #expect(buffer == Buffer(lines: ["▄▄ ██ █"]))
  }

  @Test func aChartOfNothingDrawsNothing() {
    var buffer = Buffer(size: Size(columns: 3, rows: 2))
    buffer.render(BarChart(values: [0, 0, .nan, -2]), in: buffer.area)
    #expect(buffer == Buffer(size: Size(columns: 3, rows: 2)))
  }

  @Test func heatMapShadesByQuarterAndLeavesMissingCellsBlank() {
    var buffer = Buffer(size: Size(columns: 6, rows: 3))
    let map = HeatMap(columns: [[nil, 0, 0.2], [0.25, 0.5, 0.7], [0.76, 1, 3]], cellWidth: 2)
    buffer.render(map, in: buffer.area)
    #expect(buffer == Buffer(lines: ["  ░░██", "··▒▒██", "░░▓▓██"]))
  }

  @Test func heatMapClipsToItsArea() {
    var buffer = Buffer(size: Size(columns: 4, rows: 2))
    let map = HeatMap(columns: [[1, 1, 1], [1, 1, 1], [1, 1, 1]], cellWidth: 1)
    buffer.render(map, in: Rect(column: 1, row: 0, columns: 2, rows: 1))
    #expect(buffer == Buffer(lines: [" ██ ", "    "]))
  }
}
