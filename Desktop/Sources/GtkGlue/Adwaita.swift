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

/// `AdwHeaderBar` with an `AdwViewSwitcherTitle` over `stack` as its title, and the
/// `AdwViewSwitcherBar` that goes at the bottom of the window: libadwaita 1.2's adaptive
/// switcher (1.4's breakpoints are newer than Debian 12). The header shows the pages with
/// their names, or their icons, while they fit; in a narrower window it shows the title
/// and the bar below the pages is revealed (bound to the title's `title-visible`).
///
/// The bar is revealed from the start and follows the title only from the window's first
/// layout, at once: the title's choice is made there (before it, the switcher stands in
/// the header whatever the width), and a bar sliding in after the window was shown grew
/// the window on each frame of the slide, the default 640 × 720 becoming 640 × 734 in
/// eight steps, each a whole window drawn again (a 1.8 MB image and as much shared memory
/// with the X server): 3 MB over the running page's memory, at start (issue 45).
public struct ViewSwitcher: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>
  private let switcherTitle: OpaquePointer
  /// The bar for the bottom of the window, revealed while the header has no room.
  public let bar: AnyWidget

  public init(stack: ViewStack, title: String) {
    let header = adw_header_bar_new()!
    let titleWidget = adw_view_switcher_title_new()!
    adw_view_switcher_title_set_stack(OpaquePointer(titleWidget), stack.opaque)
    adw_view_switcher_title_set_title(OpaquePointer(titleWidget), title)
    adw_header_bar_set_title_widget(OpaquePointer(header), titleWidget)
    pointer = header
    switcherTitle = OpaquePointer(titleWidget)
    let bar = adw_view_switcher_bar_new()!
    adw_view_switcher_bar_set_stack(OpaquePointer(bar), stack.opaque)
    adw_view_switcher_bar_set_reveal(OpaquePointer(bar), 1)
    self.bar = AnyWidget(bar)
    Self.followTitle(header: header, title: titleWidget, bar: bar)
    // The title the header was given while it did not show it, shown as it comes into view.
    let switcherTitle = self.switcherTitle
    connect(UnsafeMutableRawPointer(titleWidget), "notify::title-visible") {
      Self.showTitle(switcherTitle)
    }
  }

  /// From the header's frame clock's first layout on (GTK's own handler, which lays the
  /// window out, runs before this one), the bar is where the title says, put there at
  /// once the first time, then bound to it (and slid in and out as the window is resized).
  private static func followTitle(
    header: UnsafeMutablePointer<GtkWidget>, title: UnsafeMutablePointer<GtkWidget>,
    bar: UnsafeMutablePointer<GtkWidget>
  ) {
    final class Handler { var id: UInt = 0 }
    let handler = Handler()
    connect(UnsafeMutableRawPointer(header), "realize") {
      guard handler.id == 0, let clock = gtk_widget_get_frame_clock(header) else { return }
      handler.id = connect(UnsafeMutableRawPointer(clock), "layout") {
        g_signal_handler_disconnect(UnsafeMutableRawPointer(clock), gulong(handler.id))
        let visible = adw_view_switcher_title_get_title_visible(OpaquePointer(title))
        // A revealer slides only while mapped: hidden for the change, it is at its end.
        if adw_view_switcher_bar_get_reveal(OpaquePointer(bar)) != visible {
          gtk_widget_set_visible(bar, 0)
          adw_view_switcher_bar_set_reveal(OpaquePointer(bar), visible)
          gtk_widget_set_visible(bar, 1)
        }
        _ = g_object_bind_property(
          UnsafeMutableRawPointer(title), "title-visible", UnsafeMutableRawPointer(bar),
          "reveal", G_BINDING_SYNC_CREATE)
      }
    }
  }

  /// The title given last, kept on the switcher's title as object data.
  private static let titleKey = "cadence-title"

  /// Puts the title given last in the header, if the header shows it.
  private static func showTitle(_ switcherTitle: OpaquePointer) {
    guard adw_view_switcher_title_get_title_visible(switcherTitle) != 0,
      let title = g_object_get_data(object(switcherTitle), titleKey)
    else { return }
    adw_view_switcher_title_set_title(switcherTitle, title.assumingMemoryBound(to: CChar.self))
  }

  private static func object(_ pointer: OpaquePointer) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(pointer).assumingMemoryBound(to: GObject.self)
  }

  /// Puts `widget` at the header bar's end (a menu button).
  public func packEnd(_ widget: some Widget) { adw_header_bar_pack_end(opaque, widget.pointer) }

  /// What the header says when the pages' switcher does not fit (the window's title).
  ///
  /// Put in the header only while the header shows it (a narrow window), or as it comes
  /// into view: a title that changes every second (a running timer's) would lay the header
  /// and the window out again every second, for a label that is not shown.
  public var title: String {
    get {
      g_object_get_data(Self.object(switcherTitle), Self.titleKey).map {
        String(cString: $0.assumingMemoryBound(to: CChar.self))
      } ?? adw_view_switcher_title_get_title(switcherTitle).map { String(cString: $0) } ?? ""
    }
    nonmutating set {
      g_object_set_data_full(Self.object(switcherTitle), Self.titleKey, g_strdup(newValue), g_free)
      Self.showTitle(switcherTitle)
    }
  }

  /// Whether the pages are switched from the bar at the bottom (the window is narrow).
  public var isAtTheBottom: Bool {
    adw_view_switcher_bar_get_reveal(OpaquePointer(bar.pointer)) != 0
  }
}

/// `GtkMenuButton` with an icon: the window's primary menu (F10 opens it), its items in
/// sections, each `(label, action)` (`win.about`), named and with a tooltip.
public struct MenuButton: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(icon: String, name: String, sections: [[(label: String, action: String)]]) {
    pointer = gtk_menu_button_new()
    gtk_menu_button_set_icon_name(opaque, icon)
    gtk_menu_button_set_primary(opaque, 1)
    let menu = g_menu_new()!
    for items in sections {
      let section = g_menu_new()!
      for item in items { g_menu_append(section, item.label, item.action) }
      g_menu_append_section(
        menu, nil, UnsafeMutableRawPointer(section).assumingMemoryBound(to: GMenuModel.self))
      g_object_unref(UnsafeMutableRawPointer(section))
    }
    gtk_menu_button_set_menu_model(
      opaque, UnsafeMutableRawPointer(menu).assumingMemoryBound(to: GMenuModel.self))
    g_object_unref(UnsafeMutableRawPointer(menu))
    setAccessibleLabel(name)
    gtk_widget_set_tooltip_text(pointer, name)
  }

  /// The menu's items, section by section: `(label, action)` (tests).
  public var items: [[(label: String, action: String)]] {
    guard let model = gtk_menu_button_get_menu_model(opaque) else { return [] }
    return (0..<g_menu_model_get_n_items(model)).map { index in
      guard let section = g_menu_model_get_item_link(model, index, "section") else { return [] }
      defer { g_object_unref(UnsafeMutableRawPointer(section)) }
      return (0..<g_menu_model_get_n_items(section)).map { item in
        (
          Self.attribute(section, item, "label"), Self.attribute(section, item, "action")
        )
      }
    }
  }

  private static func attribute(
    _ model: UnsafeMutablePointer<GMenuModel>, _ item: Int32, _ name: String
  ) -> String {
    guard let value = g_menu_model_get_item_attribute_value(model, item, name, nil) else {
      return ""
    }
    defer { g_variant_unref(value) }
    return String(cString: g_variant_get_string(value, nil))
  }
}

/// `AdwAboutWindow`: the app's name, icon, version, a line about it, who makes it, its
/// website and where to report a problem, over `parent`.
public struct AboutWindow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// What the window says of the app.
  public struct Details: Sendable {
    public var name: String
    public var icon: String
    public var version: String
    public var comments: String
    public var developer: String
    public var website: String
    public var issueURL: String
    public init(
      name: String, icon: String, version: String, comments: String, developer: String,
      website: String, issueURL: String
    ) {
      self.name = name
      self.icon = icon
      self.version = version
      self.comments = comments
      self.developer = developer
      self.website = website
      self.issueURL = issueURL
    }
  }

  public init(parent: Window, details: Details) {
    pointer = adw_about_window_new()
    adw_about_window_set_application_name(about, details.name)
    adw_about_window_set_application_icon(about, details.icon)
    adw_about_window_set_version(about, details.version)
    adw_about_window_set_comments(about, details.comments)
    adw_about_window_set_developer_name(about, details.developer)
    adw_about_window_set_website(about, details.website)
    adw_about_window_set_issue_url(about, details.issueURL)
    gtk_window_set_transient_for(cadence_window(raw), cadence_window(parent.raw))
    gtk_window_set_modal(cadence_window(raw), 1)
  }

  private var about: OpaquePointer { opaque }

  public var version: String { text(adw_about_window_get_version(about)) }
  public var developer: String { text(adw_about_window_get_developer_name(about)) }
  public var website: String { text(adw_about_window_get_website(about)) }
  public var issueURL: String { text(adw_about_window_get_issue_url(about)) }

  private func text(_ value: UnsafePointer<CChar>?) -> String {
    value.map { String(cString: $0) } ?? ""
  }

  public func present() { gtk_window_present(cadence_window(raw)) }
  public func close() { gtk_window_close(cadence_window(raw)) }
}

/// `AdwStatusPage`: what a page shows while it has nothing to list, an icon, a title and a
/// line saying how to get something there.
public struct StatusPage: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(icon: String, title: String, description: String) {
    pointer = adw_status_page_new()
    adw_status_page_set_icon_name(opaque, icon)
    adw_status_page_set_title(opaque, title)
    adw_status_page_set_description(opaque, description)
  }

  public var title: String {
    adw_status_page_get_title(opaque).map { String(cString: $0) } ?? ""
  }
}

/// `AdwClamp`: its child no wider than `maximum` pixels, centred, so a list keeps a
/// readable width in a wide window (and narrows with a narrow one).
public struct Clamp: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ child: some Widget, maximum: Int) {
    pointer = adw_clamp_new()
    adw_clamp_set_child(opaque, child.pointer)
    adw_clamp_set_maximum_size(opaque, Int32(maximum))
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

/// `AdwToastOverlay`: its child, and a passing notice (a toast) over it.
public struct ToastOverlay: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(child: some Widget) {
    pointer = adw_toast_overlay_new()
    adw_toast_overlay_set_child(opaque, child.pointer)
  }

  /// Shows `text` for a few seconds over the child.
  public func toast(_ text: String) { adw_toast_overlay_add_toast(opaque, adw_toast_new(text)) }
}
