import CGtk
import Cadence
import GtkGlue

/// The timer's and the pomodoro's ring: a dim full circle with the accent arc over the part
/// still to go, from the top, clockwise. Drawn only when the shown second changes.
enum ProgressRing {
  /// Draws the ring in a `width` × `height` area with `fraction` (0…1) of it left.
  @MainActor
  static func draw(_ cairo: OpaquePointer, _ width: Int, _ height: Int, fraction: Double) {
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    let radius = Double(min(width, height)) / 2 - Double(Spacing.regular)
    cairo_set_line_width(cairo, Double(Spacing.regular) / 1.5)
    cairo_set_source_rgba(
      cairo, Theme.ring.red, Theme.ring.green, Theme.ring.blue, Theme.ring.alpha)
    cairo_arc(cairo, centerX, centerY, radius, 0, 2 * Double.pi)
    cairo_stroke(cairo)
    guard fraction > 0 else { return }
    cairo_set_source_rgb(cairo, Theme.accent.red, Theme.accent.green, Theme.accent.blue)
    let top = -Double.pi / 2
    cairo_arc(cairo, centerX, centerY, radius, top, top + 2 * Double.pi * fraction)
    cairo_stroke(cairo)
  }

  /// The clock face both pages show: `ring` filling the space, `digits` centred over it.
  @MainActor
  static func face(ring: DrawingArea, digits: Label) -> AnyWidget {
    let overlay = gtk_overlay_new()!
    gtk_overlay_set_child(OpaquePointer(overlay), ring.pointer)
    gtk_overlay_add_overlay(OpaquePointer(overlay), digits.pointer)
    ring.setSizeRequest(width: Theme.discSide, height: Theme.discSide)
    ring.setExpand(horizontal: true, vertical: true)
    digits.addCSSClass("digits")
    digits.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    return AnyWidget(overlay)
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
