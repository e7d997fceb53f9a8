import Cadence
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

  /// The disc of `radius` dots on a canvas of `side` × `side` dots.
  ///
  /// A dot `(x, y)` is in the disc when its centre, `(x + ½, y + ½)`, is within `radius`
  /// of the canvas's middle `(side / 2, side / 2)`; doubled, that is the integer test
  /// `(2x + 1 − side)² + (2y + 1 − side)² ≤ (2 · radius)²`, exact and symmetric.
  package static func disc(radius: Int, side: Int) -> BrailleCanvas {
    var canvas = BrailleCanvas(columns: side / 2, rows: side / 4)
    guard radius > 0 else { return canvas }
    let limit = 4 * radius * radius
    for y in 0..<side {
      let dy = 2 * y + 1 - side
      let rest = limit - dy * dy
      guard rest >= 0 else { continue }
      // The widest half-span k with (2k + 1)² ≤ rest: dots side/2 − 1 − k ... side/2 + k.
      var reach = -1
      while (2 * (reach + 1) + 1) * (2 * (reach + 1) + 1) <= rest { reach += 1 }
      guard reach >= 0 else { continue }
      for x in (side / 2 - 1 - reach)...(side / 2 + reach) {
        canvas.set(x: x, y: y)
      }
    }
    return canvas
  }

  /// Draws the disc for ``size`` centred in `area`, quantised exactly as
  /// ``Cadence/BreathingGuide/level(of:steps:)`` quantises it for scheduling.
  package func render(in area: Rect, into buffer: inout Buffer) {
    let geometry = Geometry(fitting: area)
    guard geometry.side > 0 else { return }
    let level = BreathingGuide.level(of: size, steps: geometry.steps)
    var canvas = Self.disc(radius: geometry.radius(level: level), side: geometry.side)
    canvas.style = style
    buffer.render(canvas, in: geometry.canvas)
  }
}
