import CGtk

/// The cairo context of one draw call, with the few operations the app's drawings need:
/// the pages say *what* to draw (a ring, a disc, bars) and every `cairo_` call stays here.
@MainActor
public struct Painter {
  private let cairo: OpaquePointer

  init(_ cairo: OpaquePointer) { self.cairo = cairo }

  /// The colour of what is stroked or filled next, as RGB(A) in 0…1.
  public func setColor(red: Double, green: Double, blue: Double, alpha: Double = 1) {
    cairo_set_source_rgba(cairo, red, green, blue, alpha)
  }

  /// The width of lines stroked next, in pixels.
  public func setLineWidth(_ width: Double) { cairo_set_line_width(cairo, width) }

  /// Adds a circular arc (angles in radians, 0 at three o'clock, clockwise).
  public func arc(centerX: Double, centerY: Double, radius: Double, from: Double, to: Double) {
    cairo_arc(cairo, centerX, centerY, radius, from, to)
  }

  /// Starts a new piece of the path: the next arc is not joined to the last by a line.
  public func newSubPath() { cairo_new_sub_path(cairo) }

  /// Adds a rectangle.
  public func rectangle(x: Double, y: Double, width: Double, height: Double) {
    cairo_rectangle(cairo, x, y, width, height)
  }

  /// Moves the origin by (`x`, `y`): what follows is drawn that much further right and down.
  public func translate(x: Double, y: Double) { cairo_translate(cairo, x, y) }

  /// Strokes what was added, then forgets it.
  public func stroke() { cairo_stroke(cairo) }

  public func move(x: Double, y: Double) { cairo_move_to(cairo, x, y) }
  public func line(x: Double, y: Double) { cairo_line_to(cairo, x, y) }

  /// Fills what was added, then forgets it.
  public func fill() { cairo_fill(cairo) }

  /// What `draw` draws on a transparent `width` × `height` picture, without a window: its
  /// pixels row by row (ARGB, premultiplied), to compare two drawings.
  public static func pixels(width: Int, height: Int, _ draw: (Painter) -> Void) -> [UInt32] {
    let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))!
    defer { cairo_surface_destroy(surface) }
    let cairo = cairo_create(surface)!
    draw(Painter(cairo))
    cairo_destroy(cairo)
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let data = UnsafeRawPointer(cairo_image_surface_get_data(surface)!)
    return (0..<height).flatMap { row in
      (0..<width).map { column in
        data.load(fromByteOffset: row * stride + column * 4, as: UInt32.self)
      }
    }
  }
}
