import CAdw
import CGtk

private let closeRequestThunk:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    let context = CallbackContext<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { context.action() } ? 1 : 0
  }

private let releaseCloseRequest:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<@MainActor () -> Bool>.release(data) }

/// A top-level window: `AdwApplicationWindow` when it belongs to an application, a plain
/// `AdwWindow` otherwise (tests, screenshots).
public struct Window: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(application: Application?) {
    if let application {
      pointer = adw_application_window_new(cadence_gtk_application(application.raw))
    } else {
      pointer = adw_window_new()
    }
  }

  private var window: UnsafeMutablePointer<GtkWindow> { cadence_window(raw) }

  public func setContent(_ content: some Widget) {
    if gtk_window_get_application(window) != nil {
      adw_application_window_set_content(`as`(AdwApplicationWindow.self), content.pointer)
    } else {
      adw_window_set_content(`as`(AdwWindow.self), content.pointer)
    }
  }

  public var title: String {
    get { gtk_window_get_title(window).map { String(cString: $0) } ?? "" }
    nonmutating set {
      if title != newValue { gtk_window_set_title(window, newValue) }
    }
  }

  public func setDefaultSize(width: Int, height: Int) {
    gtk_window_set_default_size(window, Int32(width), Int32(height))
  }

  public func present() { gtk_window_present(window) }

  /// Runs `action` whenever the window is minimized: its surface's state is watched from
  /// the moment it exists (realize) until it goes (unrealize), since the surface can outlive
  /// the window until the display server confirms.
  public func onMinimize(_ action: @escaping @MainActor () -> Void) {
    let pointer = self.pointer
    on("realize") {
      guard let surface = gtk_native_get_surface(gtk_widget_get_native(pointer)) else { return }
      let connection = SignalConnection(
        instance: UnsafeMutableRawPointer(surface),
        id: connect(UnsafeMutableRawPointer(surface), "notify::state") {
          let state = gdk_toplevel_get_state(surface)
          if state.rawValue & GDK_TOPLEVEL_STATE_MINIMIZED.rawValue != 0 { action() }
        })
      AnyWidget(pointer).on("unrealize") { connection.disconnect() }
    }
  }
  /// Asks the window to close, as its close button does (`close-request` decides).
  public func close() { gtk_window_close(window) }

  /// Decides whether the window may close (its close button, Ctrl+W, the window manager):
  /// `action` returns `true` to keep it open.
  public func onCloseRequest(_ action: @escaping @MainActor () -> Bool) {
    let context = CallbackContext<@MainActor () -> Bool>(action)
    _ = cadence_signal_connect(
      raw, "close-request", unsafeBitCast(closeRequestThunk, to: GCallback.self),
      context.retainedPointer(), releaseCloseRequest)
  }

  /// Adds the window action `win.name` (an application's window only; no-op otherwise).
  public func addAction(_ name: String, _ action: @escaping @MainActor () -> Void) {
    guard gtk_window_get_application(window) != nil else { return }
    GtkGlue.addAction(name, to: raw, action)
  }
  /// Destroys the window now (`gtk_window_destroy`): its widgets and their callbacks go.
  public func destroy() { gtk_window_destroy(window) }
}

/// `AdwApplication`: GTK and libadwaita initialized, the style manager, GNotification.
@MainActor
public struct Application {
  public let raw: UnsafeMutableRawPointer

  /// The application `id`; `unique`: a second launch hands its command line to the one
  /// running (on the session bus, ``onCommandLine(_:)``) and exits with the status that
  /// one answers, instead of running as a second app.
  public init(id: String, unique: Bool = true) {
    let flags = unique ? G_APPLICATION_DEFAULT_FLAGS : G_APPLICATION_NON_UNIQUE
    raw = UnsafeMutableRawPointer(
      adw_application_new(
        id, GApplicationFlags(flags.rawValue | G_APPLICATION_HANDLES_COMMAND_LINE.rawValue)))
  }

  /// Adds the application action `app.name`.
  public func addAction(_ name: String, _ action: @escaping @MainActor () -> Void) {
    GtkGlue.addAction(name, to: raw, action)
  }

  /// Sets the keyboard shortcut of `action` (`"win.close"`, `"<Control>w"`).
  public func setShortcut(_ accelerator: String, for action: String) {
    cadence_set_accel(raw, action, accelerator)
  }

  public func onActivate(_ action: @escaping @MainActor () -> Void) {
    connect(raw, "activate", action)
  }

  /// Runs the main loop until the last window closes; returns the exit status. GLib's loop,
  /// not Swift's: `Task { @MainActor }` does not run while it does, so all timing is GLib
  /// sources (tick callbacks, timeouts).
  ///
  /// `arguments` (without the program's name) become the command line that
  /// ``onCommandLine(_:)`` receives, here or, from a second launch, in the app running.
  public func run(arguments: [String]) -> Int32 {
    let argv = (["cadence-desktop"] + arguments).map { strdup($0) }
    defer { argv.forEach { free($0) } }
    var pointers = argv + [nil]
    return g_application_run(cadence_application(raw), Int32(argv.count), &pointers)
  }

  public func quit() { g_application_quit(cadence_application(raw)) }

  /// Asks the session not to blank the screen or go idle (`gtk_application_inhibit`,
  /// `GTK_APPLICATION_INHIBIT_IDLE`) for `reason`; the cookie for ``uninhibit(_:)``, 0 if
  /// the session refused.
  public func inhibitIdle(reason: String) -> UInt32 {
    gtk_application_inhibit(
      cadence_gtk_application(raw), nil, GTK_APPLICATION_INHIBIT_IDLE, reason)
  }

  public func uninhibit(_ cookie: UInt32) {
    gtk_application_uninhibit(cadence_gtk_application(raw), cookie)
  }

  /// Sends a desktop notification through `GApplication` (`GNotification`), replacing any
  /// earlier one with the same `id`.
  public func notify(id: String, title: String, body: String) {
    let notification = g_notification_new(title)
    g_notification_set_body(notification, body)
    g_application_send_notification(cadence_application(raw), id, notification)
    g_object_unref(UnsafeMutableRawPointer(notification))
  }
}
