import CAdw
import CGtk

/// `AdwPreferencesWindow`: pages of groups of rows, over `parent`, with a search and toasts.
public struct PreferencesWindow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(parent: Window, title: String) {
    pointer = adw_preferences_window_new()
    gtk_window_set_title(cadence_window(raw), title)
    gtk_window_set_transient_for(cadence_window(raw), cadence_window(parent.raw))
    gtk_window_set_modal(cadence_window(raw), 1)
  }

  public func add(_ page: PreferencesPage) {
    adw_preferences_window_add(`as`(AdwPreferencesWindow.self), page.`as`(AdwPreferencesPage.self))
  }

  /// Shows `page`.
  public func show(_ page: PreferencesPage) {
    adw_preferences_window_set_visible_page(
      `as`(AdwPreferencesWindow.self), page.`as`(AdwPreferencesPage.self))
  }

  /// A short message at the bottom of the window that goes by itself (a refused value).
  public func toast(_ text: String) {
    adw_preferences_window_add_toast(`as`(AdwPreferencesWindow.self), adw_toast_new(text))
  }

  public func present() { gtk_window_present(cadence_window(raw)) }
  public func close() { gtk_window_close(cadence_window(raw)) }

  /// Runs `action` when the window goes (closed: GTK destroys it).
  public func onDestroy(_ action: @escaping @MainActor () -> Void) { on("destroy", action) }
}

/// `AdwPreferencesPage`: one page of a ``PreferencesWindow``, with a title and an icon.
public struct PreferencesPage: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(title: String, icon: String) {
    pointer = adw_preferences_page_new()
    adw_preferences_page_set_title(page, title)
    adw_preferences_page_set_icon_name(page, icon)
  }

  private var page: UnsafeMutablePointer<AdwPreferencesPage> { `as`(AdwPreferencesPage.self) }

  public func add(_ group: PreferencesGroup) {
    adw_preferences_page_add(page, group.`as`(AdwPreferencesGroup.self))
  }
}

/// `AdwPreferencesGroup`: rows under a title, with an optional widget beside the title (an
/// Add button).
public struct PreferencesGroup: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(title: String, description: String? = nil) {
    pointer = adw_preferences_group_new()
    adw_preferences_group_set_title(group, title)
    if let description { adw_preferences_group_set_description(group, description) }
  }

  private var group: UnsafeMutablePointer<AdwPreferencesGroup> { `as`(AdwPreferencesGroup.self) }

  public func add(_ row: some Widget) { adw_preferences_group_add(group, row.pointer) }
  public func remove(_ row: some Widget) { adw_preferences_group_remove(group, row.pointer) }
  /// The line under the title (`nil`: none).
  public func setDescription(_ text: String?) {
    adw_preferences_group_set_description(group, text)
  }

  public func setHeaderSuffix(_ widget: some Widget) {
    adw_preferences_group_set_header_suffix(group, widget.pointer)
  }
}

/// `AdwActionRow`: a title, a subtitle, and controls at its end.
public struct ActionRow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(title: String, subtitle: String) {
    pointer = adw_action_row_new()
    adw_preferences_row_set_title(`as`(AdwPreferencesRow.self), title)
    adw_preferences_row_set_use_markup(`as`(AdwPreferencesRow.self), 0)
    adw_action_row_set_subtitle(`as`(AdwActionRow.self), subtitle)
  }

  public var title: String {
    get { String(cString: adw_preferences_row_get_title(`as`(AdwPreferencesRow.self))) }
    nonmutating set { adw_preferences_row_set_title(`as`(AdwPreferencesRow.self), newValue) }
  }

  public var subtitle: String {
    get {
      adw_action_row_get_subtitle(`as`(AdwActionRow.self)).map { String(cString: $0) } ?? ""
    }
    nonmutating set { adw_action_row_set_subtitle(`as`(AdwActionRow.self), newValue) }
  }

  /// Puts `widget` at the row's end; `activates`: a click on the row is a click on it.
  public func addSuffix(_ widget: some Widget, activates: Bool = false) {
    gtk_widget_set_valign(widget.pointer, GTK_ALIGN_CENTER)
    adw_action_row_add_suffix(`as`(AdwActionRow.self), widget.pointer)
    if activates { adw_action_row_set_activatable_widget(`as`(AdwActionRow.self), widget.pointer) }
  }
}

/// `AdwComboRow` over a list of strings: a title, a subtitle and the chosen item.
public struct ComboRow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(title: String, subtitle: String, items: [String]) {
    pointer = adw_combo_row_new()
    adw_preferences_row_set_title(`as`(AdwPreferencesRow.self), title)
    adw_preferences_row_set_use_markup(`as`(AdwPreferencesRow.self), 0)
    adw_action_row_set_subtitle(`as`(AdwActionRow.self), subtitle)
    var strings: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    strings.append(nil)
    let model = strings.withUnsafeBufferPointer { gtk_string_list_new($0.baseAddress) }
    for string in strings { free(UnsafeMutableRawPointer(mutating: string)) }
    adw_combo_row_set_model(`as`(AdwComboRow.self), model)
    g_object_unref(UnsafeMutableRawPointer(model))
  }

  public var selected: Int {
    get { Int(adw_combo_row_get_selected(`as`(AdwComboRow.self))) }
    nonmutating set { adw_combo_row_set_selected(`as`(AdwComboRow.self), guint(newValue)) }
  }

  public var title: String {
    String(cString: adw_preferences_row_get_title(`as`(AdwPreferencesRow.self)))
  }

  public func onSelect(_ action: @escaping @MainActor () -> Void) {
    on("notify::selected", action)
  }
}

/// `GtkSwitch`, on or off.
public struct Switch: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() { pointer = gtk_switch_new() }

  public var isOn: Bool {
    get { gtk_switch_get_active(opaque) != 0 }
    nonmutating set { if isOn != newValue { gtk_switch_set_active(opaque, newValue ? 1 : 0) } }
  }

  public func onToggle(_ action: @escaping @MainActor () -> Void) { on("notify::active", action) }
}

/// A button showing only an icon, with a tooltip and the same accessible name.
public struct IconButton: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(icon: String, name: String) {
    pointer = gtk_button_new_from_icon_name(icon)
    gtk_widget_add_css_class(pointer, "flat")
    gtk_widget_set_tooltip_text(pointer, name)
    setAccessibleLabel(name)
  }

  public func onClick(_ action: @escaping @MainActor () -> Void) { on("clicked", action) }
}

extension Entry {
  /// Runs `action` after every change of its text.
  public func onChange(_ action: @escaping @MainActor () -> Void) { on("changed", action) }

  /// As wide as `count` average characters, no wider.
  public func setWidthChars(_ count: Int) {
    gtk_editable_set_width_chars(OpaquePointer(pointer), Int32(count))
    gtk_editable_set_max_width_chars(OpaquePointer(pointer), Int32(count))
  }
}
