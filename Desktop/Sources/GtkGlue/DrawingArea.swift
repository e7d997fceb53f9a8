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

/// A drawing area's new size: `(width, height)`.
public typealias ResizeAction = @MainActor (Int, Int) -> Void

/// `GtkDrawingArea::resize`: (area, width, height, user data).
private let resizeThunk:
  @convention(c) (UnsafeMutableRawPointer?, Int32, Int32, UnsafeMutableRawPointer?) -> Void = {
    _, width, height, data in
    let context = CallbackContext<ResizeAction>.from(data)
    MainActor.assumeIsolated { context.action(Int(width), Int(height)) }
  }

private let releaseResize:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?) -> Void = { data, _ in
    CallbackContext<ResizeAction>.release(data)
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

  /// A tile of a larger drawing (``Grid/init(picture:)``), which assistive technologies
  /// name as a whole: the tile has no role of its own (`presentation`).
  public static func tile() -> DrawingArea {
    DrawingArea(pointer: cadence_drawing_area_new_with_role(GTK_ACCESSIBLE_ROLE_PRESENTATION))
  }

  private init(pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }

  /// Runs `action` when the area's size changes (not when it only moves).
  public func onResize(_ action: @escaping ResizeAction) {
    let context = CallbackContext<ResizeAction>(action)
    _ = cadence_signal_connect(
      raw, "resize", unsafeBitCast(resizeThunk, to: GCallback.self), context.retainedPointer(),
      releaseResize)
  }

  /// Replaces the draw function; the previous closure is released by GTK.
  public func onDraw(_ action: @escaping DrawAction) {
    let context = CallbackContext<DrawAction>(action)
    gtk_drawing_area_set_draw_func(
      `as`(GtkDrawingArea.self), drawThunk, context.retainedPointer(), releaseDraw)
  }
}
