import CAdw
import CGtk

/// The app's look: libadwaita's style manager and one CSS stylesheet for the display.
@MainActor
public enum Style {
  /// Light or dark as the system says (`ADW_COLOR_SCHEME_DEFAULT`: the desktop's
  /// preference, light where it states none).
  public static func followSystem() {
    adw_style_manager_set_color_scheme(adw_style_manager_get_default(), ADW_COLOR_SCHEME_DEFAULT)
  }

  /// The colour scheme asked of libadwaita.
  public static var colorScheme: AdwColorScheme {
    adw_style_manager_get_color_scheme(adw_style_manager_get_default())
  }

  /// Loads `css` for the whole display, above the theme.
  public static func load(css: String) {
    guard let display = gdk_display_get_default() else { return }
    let provider = gtk_css_provider_new()
    gtk_css_provider_load_from_data(provider, css, -1)
    gtk_style_context_add_provider_for_display(
      display, OpaquePointer(provider), guint(GTK_STYLE_PROVIDER_PRIORITY_APPLICATION))
    g_object_unref(UnsafeMutableRawPointer(provider))
  }

  /// Whether the user allows animations (`gtk-enable-animations`); off means reduce motion.
  public static var animationsEnabled: Bool {
    get { cadence_animations_enabled() != 0 }
    set { cadence_set_animations_enabled(newValue ? 1 : 0) }
  }
}

/// The display's icon theme (`GtkIconTheme`), where icons are looked up by name.
@MainActor
public enum IconTheme {
  private static var theme: OpaquePointer? {
    gdk_display_get_default().map { gtk_icon_theme_get_for_display($0) }
  }

  /// Whether the theme, or a folder added to it, draws the icon `name` from a file of
  /// that name (`gtk_icon_theme_has_icon` does not see a folder's icons in GTK 4.8).
  public static func finds(_ name: String) -> Bool {
    guard let path = file(of: name, size: 128) else { return false }
    let file = path.split(separator: "/").last ?? ""
    return file.hasPrefix(name + ".")
  }

  /// Icons are looked for in `folder` too, after the theme's: a file `NAME.svg` or
  /// `NAME.png` directly in it is the icon `NAME` at every size.
  public static func addFolder(_ folder: String) {
    guard let theme else { return }
    gtk_icon_theme_add_search_path(theme, folder)
  }

  /// The folders icons are looked for in, the theme's and those added.
  public static var folders: [String] {
    guard let theme, let paths = gtk_icon_theme_get_search_path(theme) else { return [] }
    defer { g_strfreev(paths) }
    var folders: [String] = []
    var index = 0
    while let path = paths[index] {
      folders.append(String(cString: path))
      index += 1
    }
    return folders
  }

  /// The file the icon `name` is drawn from at `size` pixels (GTK's missing-image icon's,
  /// or none, when no icon has that name).
  public static func file(of name: String, size: Int) -> String? {
    guard let theme,
      let icon = gtk_icon_theme_lookup_icon(
        theme, name, nil, Int32(size), 1, GTK_TEXT_DIR_NONE, GtkIconLookupFlags(0))
    else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(icon)) }
    guard let file = gtk_icon_paintable_get_file(icon) else { return nil }
    defer { g_object_unref(UnsafeMutableRawPointer(file)) }
    guard let path = g_file_get_path(file) else { return nil }
    defer { g_free(path) }
    return String(cString: path)
  }
}

/// GTK's start-up without an application (tests, screenshots): `adw_init` (which calls
/// `gtk_init`). Returns false when there is no display.
@MainActor
public func initializeToolkit() -> Bool {
  guard gtk_init_check() != 0 else { return false }
  adw_init()
  return true
}

/// Runs pending GLib events without blocking (tests: let destroy and finalize happen).
@MainActor
public func drainEvents(iterations: Int = 1000) {
  for _ in 0..<iterations where g_main_context_iteration(nil, 0) != 0 {}
}

/// Runs GLib's default main loop until `condition` holds or `timeout` microseconds pass,
/// blocking between events. Returns whether the condition held.
@MainActor
public func runMainLoop(until condition: () -> Bool, timeoutMicroseconds: Int) -> Bool {
  let end = monotonicMicroseconds() + timeoutMicroseconds
  while !condition() {
    if monotonicMicroseconds() > end { return false }
    let expired = Timeout(at: min(end, monotonicMicroseconds() + 50_000)) {}
    _ = g_main_context_iteration(nil, 1)
    expired.cancel()
  }
  return true
}

/// Has GTK and libadwaita say their own words (a window's title, a search field, About's
/// rows) in `language` (gettext's `LANGUAGE`, `zh_CN` or `en`), before the toolkit is set
/// up: gettext reads it over the locale's.
public func setToolkitLanguage(_ language: String) {
  g_setenv("LANGUAGE", language, 1)
}
