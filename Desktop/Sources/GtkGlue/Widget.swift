import CAdw
import CGtk

/// A GTK widget seen from Swift: a pointer GTK owns (the parent holds the reference), with
/// the calls every widget takes. Wrappers are small values; they do not keep widgets alive.
@MainActor
public protocol Widget {
  /// The underlying `GtkWidget *`.
  var pointer: UnsafeMutablePointer<GtkWidget> { get }
}

extension Widget {
  /// The widget as another C type (GtkBox, GtkLabel…): GObject's cast without the check.
  func `as`<T>(_: T.Type) -> UnsafeMutablePointer<T> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: T.self)
  }

  /// A final GTK type (GtkLabel, GtkDrawingArea…), which imports as an opaque pointer.
  var opaque: OpaquePointer { OpaquePointer(pointer) }

  var raw: UnsafeMutableRawPointer { UnsafeMutableRawPointer(pointer) }

  public func addCSSClass(_ name: String) { gtk_widget_add_css_class(pointer, name) }
  public func removeCSSClass(_ name: String) { gtk_widget_remove_css_class(pointer, name) }

  public func setVisible(_ visible: Bool) { gtk_widget_set_visible(pointer, visible ? 1 : 0) }
  public func setSensitive(_ on: Bool) { gtk_widget_set_sensitive(pointer, on ? 1 : 0) }
  /// Whether it takes input (a button shown but not usable is not).
  public var isSensitive: Bool { gtk_widget_get_sensitive(pointer) != 0 }
  public func setExpand(horizontal: Bool = false, vertical: Bool = false) {
    gtk_widget_set_hexpand(pointer, horizontal ? 1 : 0)
    gtk_widget_set_vexpand(pointer, vertical ? 1 : 0)
  }
  public func setAlign(horizontal: GtkAlign = GTK_ALIGN_FILL, vertical: GtkAlign = GTK_ALIGN_FILL) {
    gtk_widget_set_halign(pointer, horizontal)
    gtk_widget_set_valign(pointer, vertical)
  }
  public func setSizeRequest(width: Int, height: Int) {
    gtk_widget_set_size_request(pointer, Int32(width), Int32(height))
  }
  public func setMargins(_ margin: Int) {
    gtk_widget_set_margin_top(pointer, Int32(margin))
    gtk_widget_set_margin_bottom(pointer, Int32(margin))
    gtk_widget_set_margin_start(pointer, Int32(margin))
    gtk_widget_set_margin_end(pointer, Int32(margin))
  }
  public func grabFocus() { _ = gtk_widget_grab_focus(pointer) }
  public func queueDraw() { gtk_widget_queue_draw(pointer) }
  public var width: Int { Int(gtk_widget_get_width(pointer)) }
  public var height: Int { Int(gtk_widget_get_height(pointer)) }
  public var isMapped: Bool { gtk_widget_get_mapped(pointer) != 0 }
  public var isVisible: Bool { gtk_widget_get_visible(pointer) != 0 }
  /// The window (or other root) holding this widget, `nil` outside any: a dialog's parent.
  public var root: AnyWidget? {
    gtk_widget_get_root(pointer).map {
      AnyWidget(UnsafeMutableRawPointer($0).assumingMemoryBound(to: GtkWidget.self))
    }
  }

  /// Where this widget lies in `ancestor`'s coordinates, in pixels; `nil` before both are
  /// laid out.
  public func bounds(in ancestor: some Widget) -> (
    x: Double, y: Double, width: Double, height: Double
  )? {
    var rect = graphene_rect_t()
    guard gtk_widget_compute_bounds(pointer, ancestor.pointer, &rect) != 0 else { return nil }
    return (
      Double(rect.origin.x), Double(rect.origin.y), Double(rect.size.width),
      Double(rect.size.height)
    )
  }

  /// Rings the display's bell, as the desktop's sound settings say (GNOME plays its alert
  /// sound, or flashes the window when sounds are off).
  public func errorBell() { gtk_widget_error_bell(pointer) }

  /// The name a screen reader says for this control when no visible label is tied to it.
  public func setAccessibleLabel(_ label: String) {
    cadence_accessible_label(pointer, label)
  }

  /// What a screen reader says after the name (a picture's content: the phase, the time).
  public func setAccessibleDescription(_ text: String) {
    cadence_accessible_description(pointer, text)
  }

  /// The name and the description set by the two calls above (GTK 4.8 has no getter).
  public var accessibleLabel: String? {
    cadence_accessible_data(pointer, "cadence-accessible-label").map { String(cString: $0) }
  }
  public var accessibleDescription: String? {
    cadence_accessible_data(pointer, "cadence-accessible-description").map {
      String(cString: $0)
    }
  }

  /// Runs `action` on a signal without arguments (`map`, `unmap`, `destroy`, `notify::…`).
  public func on(_ signal: String, _ action: @escaping @MainActor () -> Void) {
    connect(raw, signal, action)
  }

  /// Handles key presses on this widget and its children (a capture-phase controller, so a
  /// focused button does not eat space first).
  public func onKeyPress(_ action: @escaping KeyAction) {
    let controller = gtk_event_controller_key_new()!
    gtk_event_controller_set_propagation_phase(controller, GTK_PHASE_CAPTURE)
    connectKey(UnsafeMutableRawPointer(controller), action)
    gtk_widget_add_controller(pointer, controller)
  }
}

/// Any widget made elsewhere (by libadwaita, say).
public struct AnyWidget: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>
  public init(_ pointer: UnsafeMutablePointer<GtkWidget>) { self.pointer = pointer }
}

extension Widget {
  /// Runs `action` on a signal of another object this widget's code watches (a surface,
  /// a frame clock); the closure lives until that object is finalized or the connection is
  /// disconnected.
  public func onObject(
    _ object: UnsafeMutableRawPointer, _ signal: String, _ action: @escaping @MainActor () -> Void
  ) -> SignalConnection {
    SignalConnection(instance: object, id: connect(object, signal, action))
  }
}

extension UnsafeMutablePointer where Pointee == GtkWidget {
  /// `gtk_widget_queue_resize`: a new layout and paint (the baseline's full redraw).
  @MainActor public func queueResize() { gtk_widget_queue_resize(self) }
}
