import CGtk
import Cadence
import GtkGlue

/// The timer's and the pomodoro's ring: a dim full circle with the accent arc over the part
/// still to go, from the top, clockwise. Drawn only when the shown second changes.
enum ProgressRing {
  /// Draws the ring in a `width` × `height` area with `fraction` (0…1) of it left.
  @MainActor
  static func draw(_ painter: Painter, _ width: Int, _ height: Int, fraction: Double) {
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    let radius = Double(min(width, height)) / 2 - Double(Spacing.regular)
    painter.setLineWidth(Double(Spacing.regular) / 1.5)
    Theme.paintRing(painter)
    painter.arc(centerX: centerX, centerY: centerY, radius: radius, from: 0, to: 2 * Double.pi)
    painter.stroke()
    guard fraction > 0 else { return }
    Theme.paintAccent(painter)
    let top = -Double.pi / 2
    painter.arc(
      centerX: centerX, centerY: centerY, radius: radius, from: top,
      to: top + 2 * Double.pi * fraction)
    painter.stroke()
  }

  /// The clock face both pages show: `ring` filling the space, `digits` centred over it.
  @MainActor
  static func face(ring: DrawingArea, digits: Label) -> AnyWidget {
    let overlay = Overlay(child: ring, over: digits)
    ring.setSizeRequest(width: Theme.discSide, height: Theme.discSide)
    ring.setExpand(horizontal: true, vertical: true)
    digits.addCSSClass("digits")
    digits.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    return AnyWidget(overlay.pointer)
  }
}

extension Duration {
  /// Whole seconds, rounded up: what a countdown shows (`00:01` until the very end).
  var secondsRoundedUp: Int64 {
    let (seconds, attoseconds) = components
    return seconds + (attoseconds > 0 ? 1 : 0)
  }

  /// Milliseconds, rounded down (logs).
  var milliseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1000 + attoseconds / 1_000_000_000_000_000
  }
}
