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
