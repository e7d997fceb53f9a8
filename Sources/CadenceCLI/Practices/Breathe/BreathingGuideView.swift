import Cadence
import CadencePractice
import TerminalUI

/// The breathing guide: a filled disc of braille dots whose radius follows the session's
/// guide size, centred in its area and as large as the area allows.
///
/// A braille dot is half a cell wide and a quarter of a cell tall, and a terminal cell is
/// about twice as tall as it is wide, so a dot is about square: a circle in dot
/// coordinates is round on screen. The disc is centred on the canvas's middle, between
/// dots, so it is exactly symmetric left–right and top–bottom.
///
/// The radius is a whole number of dots between ``Geometry/smallest`` (empty lungs) and
/// ``Geometry/largest`` (full lungs): every step of one dot adds dots to the picture, so
/// ``Geometry/steps`` is exactly the number of distinct pictures the guide can show —
/// the `guideSteps` to give ``Cadence/BreathingSession/nextVisibleChange(after:guideSteps:)``
/// so the screen wakes when, and only when, the disc changes.
package struct BreathingGuideView: Widget, Hashable, Sendable {
  /// Where the guide sits in an area and which radii it can draw there.
  package struct Geometry: Hashable, Sendable {
    /// The cells the canvas covers: a square of dots, centred in the area.
    package let canvas: Rect
    /// The side of the canvas in dots (a multiple of 4; 0 when nothing fits).
    package let side: Int
    /// The radius in dots for empty lungs.
    package let smallest: Int
    /// The radius in dots for full lungs: half the side, so the disc touches the edges.
    package let largest: Int

    /// The largest square canvas of dots that fits `area`.
    package init(fitting area: Rect) {
      // Dots are square: 2 per column across, 4 per row down. Keep the side a multiple of
      // 4 so the canvas is a whole number of cells both ways and its middle falls on a
      // cell boundary (an even number of columns and of dot rows on each side).
      let side = max(0, min(area.columns * 2, area.rows * 4)) / 4 * 4
      self.side = side
      largest = side / 2
      smallest = side == 0 ? 0 : max(1, largest / 4)
      let size = Size(columns: side / 2, rows: side / 4)
      canvas = area.centered(size)
    }

    /// How many distinct radii the guide can draw here: at least 1 (a still guide).
    package var steps: Int { max(1, largest - smallest + 1) }

    /// The radius in dots of a guide level in `0..<steps`.
    package func radius(level: Int) -> Int {
      guard side > 0 else { return 0 }
      return smallest + min(max(level, 0), steps - 1)
    }
  }

  /// The guide size, 0 (empty) to 1 (full), from ``Cadence/BreathingState/guide``.
  package var size: Double
  /// How the dots are drawn.
  package var style: Style

  /// A guide of `size` (0...1).
  package init(size: Double, style: Style = Style(foreground: .cyan)) {
    self.size = size
    self.style = style
  }

  /// The disc of `radius` dots on a canvas of `side` × `side` dots: the reference
  /// picture (``render(in:into:)`` draws exactly these dots, a test checks it).
  package static func disc(radius: Int, side: Int) -> BrailleCanvas {
    var canvas = BrailleCanvas(columns: side / 2, rows: side / 4)
    for (y, reach) in reaches(radius: radius, side: side).enumerated() where reach >= 0 {
      for x in (side / 2 - 1 - reach)...(side / 2 + reach) {
        canvas.set(x: x, y: y)
      }
    }
    return canvas
  }

  /// For each dot row, how far the disc reaches either side of the middle: the row's dots
  /// are `side / 2 − 1 − reach ... side / 2 + reach`; −1 for a row the disc misses.
  ///
  /// A dot `(x, y)` is in the disc when its centre, `(x + ½, y + ½)`, is within `radius`
  /// of the canvas's middle `(side / 2, side / 2)`; doubled, that is the integer test
  /// `(2x + 1 − side)² + (2y + 1 − side)² ≤ (2 · radius)²`, exact and symmetric.
  static func reaches(radius: Int, side: Int) -> [Int] {
    let limit = 4 * radius * radius
    var reach = -1
    var result = [Int](repeating: -1, count: max(0, side))
    // From the middle row outwards each row reaches no further than the one before.
    for y in (side / 2)..<max(side / 2, side) {
      let dy = 2 * y + 1 - side
      let rest = limit - dy * dy
      if y == side / 2 {
        while rest >= 0, (2 * (reach + 1) + 1) * (2 * (reach + 1) + 1) <= rest { reach += 1 }
      } else {
        while reach >= 0, (2 * reach + 1) * (2 * reach + 1) > rest { reach -= 1 }
      }
      result[y] = reach
      result[side - 1 - y] = reach
    }
    return result
  }

  /// Braille dot bits by `[y % 4][x % 2]` (dots 1–8 of the Unicode braille pattern).
  private static let bits: [[UInt32]] = [
    [0x01, 0x08], [0x02, 0x10], [0x04, 0x20], [0x40, 0x80],
  ]

  /// Draws the disc for ``size`` centred in `area`, quantised exactly as
  /// ``Cadence/BreathingGuide/level(of:steps:)`` quantises it for scheduling.
  ///
  /// The dots are those of ``disc(radius:side:)``, written straight into cells of width 1
  /// (braille is one column in every terminal) rather than through `BrailleCanvas`'s
  /// general text path, which measures each cell's display width: this runs on every
  /// frame of a breathing session, and that measuring was a tenth of its CPU time.
  package func render(in area: Rect, into buffer: inout Buffer) {
    let geometry = Geometry(fitting: area)
    guard geometry.side > 0 else { return }
    let level = BreathingGuide.level(of: size, steps: geometry.steps)
    let side = geometry.side
    let reaches = Self.reaches(radius: geometry.radius(level: level), side: side)
    let middle = side / 2
    for row in 0..<side / 4 {
      let rowReaches = reaches[(row * 4)..<(row * 4 + 4)]
      guard let widest = rowReaches.max(), widest >= 0 else { continue }
      for column in ((middle - 1 - widest) / 2)...((middle + widest) / 2) {
        var pattern: UInt32 = 0
        for (dy, reach) in rowReaches.enumerated() where reach >= 0 {
          for dx in 0..<2 where abs(2 * (column * 2 + dx) + 1 - side) <= 2 * reach + 1 {
            pattern |= Self.bits[dy][dx]
          }
        }
        guard pattern != 0, let scalar = Unicode.Scalar(0x2800 + pattern) else { continue }
        buffer.set(
          Cell(grapheme: String(Character(scalar)), width: 1, style: style),
          column: geometry.canvas.column + column, row: geometry.canvas.row + row)
      }
    }
  }
}
