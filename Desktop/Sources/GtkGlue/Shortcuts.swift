import CGtk

/// `GtkShortcutsWindow`: the keys, in groups, as GNOME apps show them on Ctrl+?. GTK 4.8 has
/// no calls to add a group or a shortcut (4.14 does), so it is built from GtkBuilder XML.
public struct ShortcutsWindow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// A group: its title, and each key (`accelerator` as GTK writes it: `<Control>w`,
  /// `<Alt>1...<Alt>7` for a range) with what it does.
  public struct Group: Sendable {
    public var title: String
    public var shortcuts: [(accelerator: String, title: String)]
    public init(title: String, shortcuts: [(accelerator: String, title: String)]) {
      self.title = title
      self.shortcuts = shortcuts
    }
  }

  /// The window over `parent`, not yet shown; `nil` if GTK refused the description.
  public init?(parent: Window, groups: [Group]) {
    let builder = gtk_builder_new()!
    defer { g_object_unref(UnsafeMutableRawPointer(builder)) }
    guard gtk_builder_add_from_string(builder, Self.xml(groups), -1, nil) != 0,
      let object = gtk_builder_get_object(builder, "shortcuts")
    else { return nil }
    // GTK keeps a window it made until it is destroyed (closing it does).
    pointer = cadence_widget(object)
    gtk_window_set_transient_for(cadence_window(raw), cadence_window(parent.raw))
    gtk_window_set_modal(cadence_window(raw), 1)
    fitNarrowScreens()
  }

  /// The window as narrow as the main one (360 px, a phone's): GTK 4.8 gives its search
  /// entry 40 characters (394 px), and its section lays each page's groups out as two
  /// columns side by side (even two groups that fit one); there is no property for either.
  private func fitNarrowScreens() {
    for entry in descendants(of: pointer, gtk_search_entry_get_type()) {
      gtk_editable_set_width_chars(OpaquePointer(entry), 16)
    }
    for section in descendants(of: pointer, gtk_shortcuts_section_get_type()) {
      // The section lays its groups out when it is mapped (the class's handler, which
      // runs before this one): its pages' two columns are then put one above the other,
      // their keys and titles lined up as one column's.
      AnyWidget(section).on("map") {
        for stack in children(of: section) where Self.isA(stack, gtk_stack_get_type()) {
          for page in children(of: stack) {
            gtk_orientable_set_orientation(OpaquePointer(page), GTK_ORIENTATION_VERTICAL)
            let columns = children(of: page)
            guard let first = columns.first else { continue }
            for name in ["accel-size-group", "title-size-group"] {
              guard let sizeGroup = g_object_get_data(Self.object(first), name) else {
                continue
              }
              for group in columns.dropFirst().flatMap(children(of:)) {
                Self.setObject(group, name, sizeGroup)
              }
            }
          }
        }
      }
    }
  }

  static func xml(_ groups: [Group]) -> String {
    func property(_ name: String, _ value: String) -> String {
      "<property name=\"\(name)\">\(escaped(value))</property>"
    }
    let body = groups.map { group in
      "<child><object class=\"GtkShortcutsGroup\">\(property("title", group.title))"
        + group.shortcuts.map { shortcut in
          "<child><object class=\"GtkShortcutsShortcut\">"
            + property("title", shortcut.title) + property("accelerator", shortcut.accelerator)
            + "</object></child>"
        }.joined() + "</object></child>"
    }.joined()
    return """
      <interface><object class="GtkShortcutsWindow" id="shortcuts">\(property("modal", "1"))\
      <child><object class="GtkShortcutsSection">\(property("section-name", "shortcuts"))\
      \(property("max-height", "24"))\(body)</object></child></object></interface>
      """
  }

  static func escaped(_ text: String) -> String {
    var escaped = ""
    for character in text {
      switch character {
      case "&": escaped += "&amp;"
      case "<": escaped += "&lt;"
      case ">": escaped += "&gt;"
      case "\"": escaped += "&quot;"
      default: escaped.append(character)
      }
    }
    return escaped
  }

  /// The shortcuts its section lists: `(accelerator, title)` (tests; the window's search
  /// page holds copies, which are left out).
  public var shortcuts: [(accelerator: String, title: String)] {
    var found: [(String, String)] = []
    var inSection = false
    func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
      let isSection = Self.isA(widget, gtk_shortcuts_section_get_type())
      if isSection, inSection { return }
      if isSection { inSection = true }
      if inSection, Self.isA(widget, gtk_shortcuts_shortcut_get_type()) {
        found.append((Self.string(widget, "accelerator"), Self.string(widget, "title")))
      }
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        walk(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(pointer)
    return found
  }

  private func descendants(
    of widget: UnsafeMutablePointer<GtkWidget>, _ type: GType
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    children(of: widget).flatMap { child in
      (Self.isA(child, type) ? [child] : []) + descendants(of: child, type)
    }
  }

  private func children(
    of widget: UnsafeMutablePointer<GtkWidget>
  ) -> [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    var child = gtk_widget_get_first_child(widget)
    while let current = child {
      found.append(current)
      child = gtk_widget_get_next_sibling(current)
    }
    return found
  }

  private static func setObject(
    _ widget: UnsafeMutablePointer<GtkWidget>, _ name: String, _ target: UnsafeMutableRawPointer
  ) {
    var value = GValue()
    g_value_init(&value, g_object_get_type())
    g_value_set_object(&value, target)
    g_object_set_property(Self.object(widget), name, &value)
    g_value_unset(&value)
  }

  private static func object(
    _ widget: UnsafeMutablePointer<GtkWidget>
  ) -> UnsafeMutablePointer<GObject> {
    UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GObject.self)
  }

  private static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(to: GTypeInstance.self), type) != 0
  }

  private static func string(_ widget: UnsafeMutablePointer<GtkWidget>, _ name: String) -> String {
    guard let text = cadence_string_property(UnsafeMutableRawPointer(widget), name) else {
      return ""
    }
    defer { g_free(text) }
    return String(cString: text)
  }

  public func present() { gtk_window_present(cadence_window(raw)) }
  public func close() { gtk_window_close(cadence_window(raw)) }

  /// Runs `action` when the window goes (closed: GTK destroys it).
  public func onDestroy(_ action: @escaping @MainActor () -> Void) { on("destroy", action) }
}

/// Opens `uri` in the application the desktop has for it (`man:` in the help browser, Yelp),
/// over `parent`.
@MainActor
public func showURI(_ uri: String, over parent: Window) {
  gtk_show_uri(cadence_window(parent.raw), uri, guint32(GDK_CURRENT_TIME))
}
