import CGtk

/// Draws with a ``Painter``: `(painter, width, height)`.
public typealias DrawAction = @MainActor (Painter, Int, Int) -> Void

private let drawThunk:
  @convention(c) (
    UnsafeMutablePointer<GtkDrawingArea>?, OpaquePointer?, Int32, Int32, UnsafeMutableRawPointer?
  ) -> Void =
    { _, cairo, width, height, data in
      let context = CallbackContext<DrawAction>.from(data)
      nonisolated(unsafe) let cairo = cairo!
      MainActor.assumeIsolated { context.action(Painter(cairo), Int(width), Int(height)) }
    }

private let releaseDraw: @convention(c) (UnsafeMutableRawPointer?) -> Void = { data in
  CallbackContext<DrawAction>.release(data)
}

/// `GtkDrawingArea`: a widget drawn by a Swift closure, called only when GTK paints it
/// (after ``Widget/queueDraw()``), never on a timer of its own.
public struct DrawingArea: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() { pointer = gtk_drawing_area_new() }

  /// A drawing that is a picture to assistive technologies (role `img`), named `label`.
  public init(picture label: String) {
    pointer = cadence_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_IMG)
    setAccessibleLabel(label)
  }

  /// Replaces the draw function; the previous closure is released by GTK.
  public func onDraw(_ action: @escaping DrawAction) {
    let context = CallbackContext<DrawAction>(action)
    gtk_drawing_area_set_draw_func(
      `as`(GtkDrawingArea.self), drawThunk, context.retainedPointer(), releaseDraw)
  }
}
