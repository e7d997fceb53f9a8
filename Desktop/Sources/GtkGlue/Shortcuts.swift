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
