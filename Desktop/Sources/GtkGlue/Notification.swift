import CGtk

/// A desktop notification: a title, a body and buttons, each running an application action
/// (`app.timer-restart`), so a button works while the window is behind others.
public struct Notice: Hashable, Sendable {
  /// A button: its label and the action it runs (`app.name`).
  public struct Button: Hashable, Sendable {
    public var label: String
    public var action: String
    public init(label: String, action: String) {
      self.label = label
      self.action = action
    }
  }

  /// Replaces an earlier notice with the same id; withdrawn by it.
  public var id: String
  public var title: String
  public var body: String
  public var buttons: [Button]

  public init(id: String, title: String, body: String, buttons: [Button] = []) {
    self.id = id
    self.title = title
    self.body = body
    self.buttons = buttons
  }
}

extension Application {
  /// Sends `notice` as a `GNotification`. GLib hands it to the notification server over
  /// D-Bus without waiting for an answer, so with no server (a bare X server, a test)
  /// nothing blocks: the notice is lost, not the app's time.
  public func send(_ notice: Notice) {
    let notification = g_notification_new(notice.title)
    g_notification_set_body(notification, notice.body)
    for button in notice.buttons {
      g_notification_add_button(notification, button.label, button.action)
    }
    g_application_send_notification(cadence_application(raw), notice.id, notification)
    g_object_unref(UnsafeMutableRawPointer(notification))
  }

  /// Takes back the notice `id` if it is still shown.
  public func withdrawNotification(id: String) {
    g_application_withdraw_notification(cadence_application(raw), id)
  }

  /// Registers the application on the session bus now (what `run` does first), so windows
  /// and notifications can be made before the main loop runs (tests). False without a bus.
  public func register() -> Bool {
    g_application_register(cadence_application(raw), nil, nil) != 0
  }

  /// Runs the application action `name` (`timer-restart`) as a notification's button does.
  public func activateAction(_ name: String) {
    guard let action = g_action_map_lookup_action(OpaquePointer(raw), name) else { return }
    g_action_activate(action, nil)
  }
}

extension Window {
  /// Whether the window is in front, receiving the keyboard (`gtk_window_is_active`).
  public var isActive: Bool { gtk_window_is_active(cadence_window(raw)) != 0 }

  /// Runs `action` when the window comes to the front or goes behind another.
  public func onActiveChange(_ action: @escaping @MainActor () -> Void) {
    on("notify::is-active", action)
  }
}

extension Widget {
  /// Whether the window holding this widget is in front (false outside any window).
  public var isInActiveWindow: Bool {
    guard let root = gtk_widget_get_root(pointer),
      g_type_check_instance_is_a(
        UnsafeMutableRawPointer(root).assumingMemoryBound(to: GTypeInstance.self),
        gtk_window_get_type()) != 0
    else { return false }
    return gtk_window_is_active(cadence_window(UnsafeMutableRawPointer(root))) != 0
  }
}
