import Cadence
import TerminalUI
import Testing

@testable import CadenceCLI

@Suite struct BreathingGuideViewTests {
  /// The guide alone, drawn at `size` (0...1) on a screen of `columns × rows`.
  func dots(size: Double, columns: Int, rows: Int) -> DotGrid {
    var buffer = Buffer(size: Size(columns: columns, rows: rows))
    buffer.render(BreathingGuideView(size: size), in: buffer.area)
    return DotGrid(buffer)
  }

  @Test(arguments: [(80, 19), (20, 4), (300, 74), (41, 13), (7, 3)])
  func theDiscIsRoundAndSymmetricEveryWay(columns: Int, rows: Int) throws {
    let geometry = BreathingGuideView.Geometry(fitting: Rect(Size(columns: columns, rows: rows)))
    // Every radius on small screens; about 20 of them, the largest included, on big ones.
    let levels = Set(stride(from: 0, to: geometry.steps, by: max(1, geometry.steps / 20)))
      .union([geometry.steps - 1])
    for level in levels.sorted() {
      let size = geometry.steps == 1 ? 1 : Double(level) / Double(geometry.steps - 1)
      let grid = dots(size: size, columns: columns, rows: rows)
      let bounds = try #require(grid.bounds)
      let radius = geometry.radius(level: level)
      // As wide as tall in dots — and a dot is square on screen (2 per column, 4 per row).
      #expect(bounds.maxX - bounds.minX + 1 == 2 * radius)
      #expect(bounds.maxY - bounds.minY + 1 == 2 * radius)
      // Mirrored left-right, top-bottom and across the diagonal: the same set of dots.
      var asymmetries: [String] = []
      for y in bounds.minY...bounds.maxY {
        for x in bounds.minX...bounds.maxX {
          let dot = grid[x: x, y: y]
          let (dx, dy) = (x - bounds.minX, y - bounds.minY)
          if dot != grid[x: bounds.minX + bounds.maxX - x, y: y] {
            asymmetries.append("left-right at \(x),\(y)")
          }
          if dot != grid[x: x, y: bounds.minY + bounds.maxY - y] {
            asymmetries.append("top-bottom at \(x),\(y)")
          }
          if dot != grid[x: bounds.minX + dy, y: bounds.minY + dx] {
            asymmetries.append("diagonal at \(x),\(y)")
          }
        }
      }
      #expect(asymmetries == [], "radius \(radius)")
      // A disc, not a square: its area is πr² to within the ragged edge.
      if radius >= 8 {
        let area = Double.pi * Double(radius * radius)
        #expect(abs(Double(grid.count) - area) < 4 * Double(radius))
      }
    }
  }

  @Test func theGuideIsCentredInItsArea() throws {
    for (columns, rows) in [(80, 19), (81, 20), (120, 30), (30, 30)] {
      let grid = dots(size: 1, columns: columns, rows: rows)
      let bounds = try #require(grid.bounds)
      let left = bounds.minX
      let right = grid.width - 1 - bounds.maxX
      let top = bounds.minY
      let bottom = grid.height - 1 - bounds.maxY
      // Centred to within one cell: 2 dots across, 4 down.
      #expect(abs(left - right) <= 2, "\(columns)x\(rows): \(left) vs \(right)")
      #expect(abs(top - bottom) <= 4, "\(columns)x\(rows): \(top) vs \(bottom)")
    }
  }

  @Test func eachStepIsADifferentPictureAndGrows() {
    let geometry = BreathingGuideView.Geometry(fitting: Rect(Size(columns: 78, rows: 19)))
    #expect(geometry.side == 76)
    #expect(geometry.largest == 38)
    #expect(geometry.smallest == 9)
    #expect(geometry.steps == 30)
    var previous = -1
    for level in 0..<geometry.steps {
      var buffer = Buffer(size: Size(columns: 38, rows: 19))
      buffer.render(
        BreathingGuideView.disc(radius: geometry.radius(level: level), side: 76), in: buffer.area)
      let dots = DotGrid(buffer).count
      #expect(dots > previous)
      previous = dots
    }
  }

  @Test(arguments: [(80, 19), (21, 7), (300, 74), (9, 3)])
  func theFrameHoldsExactlyTheBrailleCanvasDots(columns: Int, rows: Int) {
    let area = Rect(Size(columns: columns, rows: rows))
    let geometry = BreathingGuideView.Geometry(fitting: area)
    let levels = Set(stride(from: 0, to: geometry.steps, by: max(1, geometry.steps / 30)))
      .union([geometry.steps - 1])
    for level in levels.sorted() {
      let size = geometry.steps == 1 ? 1 : Double(level) / Double(geometry.steps - 1)
      var drawn = Buffer(size: area.size)
      drawn.render(BreathingGuideView(size: size), in: area)
      var reference = Buffer(size: area.size)
      var canvas = BreathingGuideView.disc(
        radius: geometry.radius(level: level), side: geometry.side)
      canvas.style = Style(foreground: .cyan)
      reference.render(canvas, in: geometry.canvas)
      #expect(drawn == reference, "level \(level) of \(geometry.steps)")
    }
  }

  @Test(arguments: [
    Size(columns: 0, rows: 0), Size(columns: 1, rows: 1), Size(columns: 2, rows: 1),
    Size(columns: 1, rows: 5), Size(columns: 3, rows: 2),
  ])
  func tinyAreasDrawLittleOrNothingWithoutTrapping(size: Size) {
    let geometry = BreathingGuideView.Geometry(fitting: Rect(size))
    #expect(geometry.steps >= 1)
    var buffer = Buffer(size: size)
    buffer.render(BreathingGuideView(size: 1), in: buffer.area)
    buffer.render(BreathingGuideView(size: 0), in: buffer.area)
  }
}
