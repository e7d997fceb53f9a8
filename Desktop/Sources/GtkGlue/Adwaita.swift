import CAdw
import CGtk

/// `AdwViewStack`: the app's pages, one shown at a time, each with a title and an icon for
/// the ``ViewSwitcher``.
public struct ViewStack: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() { pointer = adw_view_stack_new() }

  /// Adds `page` under `name`, titled `title` with the icon named `icon`.
  public func add(_ page: some Widget, name: String, title: String, icon: String) {
    let added = adw_view_stack_add_titled(opaque, page.pointer, name, title)
    adw_view_stack_page_set_icon_name(added, icon)
  }

  /// Shows the page named `name`.
  public func show(_ name: String) { adw_view_stack_set_visible_child_name(opaque, name) }

  /// The name of the page shown.
  public var visibleName: String? {
    adw_view_stack_get_visible_child_name(opaque).map { String(cString: $0) }
  }
}

/// `AdwHeaderBar` with a wide `AdwViewSwitcher` over `stack` as its title.
public struct ViewSwitcher: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(stack: ViewStack) {
    pointer = adw_header_bar_new()
    let switcher = adw_view_switcher_new()!
    adw_view_switcher_set_stack(OpaquePointer(switcher), stack.opaque)
    adw_view_switcher_set_policy(OpaquePointer(switcher), ADW_VIEW_SWITCHER_POLICY_WIDE)
    adw_header_bar_set_title_widget(opaque, switcher)
  }
}

/// `GtkOverlay`: a child filling the space with another centred over it.
public struct Overlay: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(child: some Widget, over overlay: some Widget) {
    pointer = gtk_overlay_new()
    gtk_overlay_set_child(opaque, child.pointer)
    gtk_overlay_add_overlay(opaque, overlay.pointer)
  }
}
