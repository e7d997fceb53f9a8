import CGtk

/// `GtkLabel`.
public struct Label: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ text: String = "") { pointer = gtk_label_new(text) }

  public var text: String {
    get { String(cString: gtk_label_get_text(opaque)) }
    nonmutating set {
      // Setting the same text still queues a resize and a redraw: skip it.
      if text != newValue { gtk_label_set_text(opaque, newValue) }
    }
  }

  public func setWrap(_ on: Bool) { gtk_label_set_wrap(opaque, on ? 1 : 0) }

  /// Sets the text of a wrapped label so that a line breaks at a space or after
  /// punctuation, never between two Han characters (Pango, by UAX #14, breaks anywhere in
  /// Chinese, so 放松 could be split): a word joiner (U+2060) goes between each two, and
  /// the wrap falls back to characters only where a phrase is wider than the line.
  public func setWrappedText(_ text: String) {
    gtk_label_set_wrap_mode(opaque, PANGO_WRAP_WORD_CHAR)
    self.text = Self.joiningHan(text)
  }

  /// The text as ``setWrappedText(_:)`` shows it: without its word joiners.
  public var wrappedText: String { String(text.unicodeScalars.filter { $0 != "\u{2060}" }) }

  static func joiningHan(_ text: String) -> String {
    var joined = String.UnicodeScalarView()
    var previousIsHan = false
    for scalar in text.unicodeScalars where scalar != "\u{2060}" {
      let isHan = scalar.properties.isIdeographic
      if isHan, previousIsHan { joined.append("\u{2060}") }
      joined.append(scalar)
      previousIsHan = isHan
    }
    return String(joined)
  }
  public func setXAlign(_ value: Float) { gtk_label_set_xalign(opaque, value) }
  /// Wraps before `count` average characters (a wrapped label's natural width).
  public func setMaxWidthChars(_ count: Int) { gtk_label_set_max_width_chars(opaque, Int32(count)) }
  /// Asks for the unwrapped width, wrapping only when the room is narrower: by default a
  /// wrapped label asks for no more than its longest word, and a box that gives it what it
  /// asks for (a caption beside a field) wrapped 轮数 a character a line.
  public func preferUnwrapped() {
    gtk_label_set_natural_wrap_mode(opaque, GTK_NATURAL_WRAP_NONE)
  }
  /// How many lines the text is laid out on, at the label's width now.
  public var lineCount: Int { Int(pango_layout_get_line_count(gtk_label_get_layout(opaque))) }
  /// Centres each wrapped line.
  public func setJustifyCenter() { gtk_label_set_justify(opaque, GTK_JUSTIFY_CENTER) }
}

/// `GtkInscription`: text in the room it was given. A label's new text re-lays out every
/// widget above it, up to the window; an inscription's is only drawn again. For text that
/// changes every second in a place of its own (a clock's digits). The room is as many of
/// the font's widest average characters as the text has (laid out again only when that
/// count changes), one line high, the text centred in it.
public struct Inscription: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ text: String = "") {
    pointer = gtk_inscription_new(nil)
    gtk_inscription_set_xalign(opaque, 0.5)
    self.text = text
  }

  public var text: String {
    get { gtk_inscription_get_text(opaque).map { String(cString: $0) } ?? "" }
    nonmutating set {
      guard text != newValue else { return }
      // Unchanged, the count asks for no layout.
      gtk_inscription_set_min_chars(opaque, UInt32(newValue.count))
      gtk_inscription_set_text(opaque, newValue)
    }
  }

  /// The size of `text`'s ink (what is drawn of it) in this inscription's font, at its
  /// scale: a room it must fit in is measured by what shows, not by the line.
  public func inkSize(of text: String) -> (width: Double, height: Double) {
    guard let layout = gtk_widget_create_pango_layout(pointer, text) else { return (0, 0) }
    defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
    if let attributes = gtk_inscription_get_attributes(opaque) {
      pango_layout_set_attributes(layout, attributes)
    }
    var ink = PangoRectangle()
    pango_layout_get_pixel_extents(layout, &ink, nil)
    return (Double(ink.width), Double(ink.height))
  }

  /// Draws the text at `scale` times the size its style gives it (a Pango scale, so the
  /// style, Large Text included, still decides the size it is scaled from).
  public func setScale(_ scale: Double) {
    let attributes = pango_attr_list_new()
    pango_attr_list_insert(attributes, pango_attr_scale_new(scale))
    gtk_inscription_set_attributes(opaque, attributes)
    pango_attr_list_unref(attributes)
  }
}

/// `GtkButton` with a label.
public struct Button: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ label: String) { pointer = gtk_button_new_with_label(label) }

  /// A button that shows one of `labels` at a time (Pause / Resume), always as wide as the
  /// widest: its child is a `GtkStack` of them, which is sized to its largest page, so a
  /// row of buttons never moves when the label changes. The first is shown.
  public init(labels: [String]) {
    pointer = gtk_button_new()
    let stack = gtk_stack_new()!
    for (index, text) in labels.enumerated() {
      _ = gtk_stack_add_named(OpaquePointer(stack), gtk_label_new(text), "\(index)")
    }
    gtk_button_set_child(`as`(GtkButton.self), stack)
    if let first = labels.first { setAccessibleLabel(first) }
  }

  /// Shows `labels[index]` of a button made with ``init(labels:)``; `text` is that label,
  /// which becomes its accessible name too.
  public func showLabel(_ index: Int, text: String) {
    guard let stack = gtk_button_get_child(`as`(GtkButton.self)) else { return }
    gtk_stack_set_visible_child_name(OpaquePointer(stack), "\(index)")
    setAccessibleLabel(text)
  }

  public func onClick(_ action: @escaping @MainActor () -> Void) { on("clicked", action) }
}

/// `GtkDropDown` over a list of strings.
public struct DropDown: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ items: [String]) {
    var cStrings: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    cStrings.append(nil)
    pointer = cStrings.withUnsafeBufferPointer { gtk_drop_down_new_from_strings($0.baseAddress) }
    for string in cStrings { free(UnsafeMutableRawPointer(mutating: string)) }
  }

  public var selected: Int {
    get { Int(gtk_drop_down_get_selected(opaque)) }
    nonmutating set { gtk_drop_down_set_selected(opaque, guint(newValue)) }
  }

  /// Adds `item` at the end of the list (a drop-down made from strings).
  public func append(_ item: String) {
    guard let model = gtk_drop_down_get_model(opaque) else { return }
    gtk_string_list_append(model, item)
  }

  /// Its items replaced by `items`.
  public func replaceAll(_ items: [String]) {
    guard let model = gtk_drop_down_get_model(opaque) else { return }
    var strings: [UnsafePointer<CChar>?] = items.map { UnsafePointer(strdup($0)) }
    strings.append(nil)
    strings.withUnsafeBufferPointer {
      gtk_string_list_splice(model, 0, g_list_model_get_n_items(model), $0.baseAddress)
    }
    for string in strings { free(UnsafeMutableRawPointer(mutating: string)) }
  }

  /// The text the drop-down shows for its selected item.
  public var selectedText: String? {
    guard let item = gtk_drop_down_get_selected_item(opaque) else { return nil }
    return gtk_string_object_get_string(OpaquePointer(item)).map { String(cString: $0) }
  }
}

private let outputThunk:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutableRawPointer?) -> gboolean = { _, data in
    let context = CallbackContext<@MainActor () -> Bool>.from(data)
    return MainActor.assumeIsolated { context.action() } ? 1 : 0
  }

private let releaseOutput:
  @convention(c) (UnsafeMutableRawPointer?, UnsafeMutablePointer<GClosure>?)
    -> Void = { data, _ in CallbackContext<@MainActor () -> Bool>.release(data) }

/// `GtkSpinButton` over whole numbers.
public struct SpinButton: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(range: ClosedRange<Int>, value: Int) {
    pointer = gtk_spin_button_new_with_range(Double(range.lowerBound), Double(range.upperBound), 1)
    gtk_spin_button_set_value(opaque, Double(value))
  }

  public var value: Int {
    get { Int(gtk_spin_button_get_value_as_int(opaque)) }
    nonmutating set { gtk_spin_button_set_value(opaque, Double(newValue)) }
  }

  /// − below and + above the number, as a clock's fields are set (GNOME Clocks).
  public func setVertical() {
    gtk_orientable_set_orientation(OpaquePointer(pointer), GTK_ORIENTATION_VERTICAL)
  }

  /// Shows the number with two digits at least (`05`), as a clock's fields do.
  public func showTwoDigits() {
    let spin = opaque
    let pointer = self.pointer
    let context = CallbackContext<@MainActor () -> Bool> {
      let value = Int(gtk_spin_button_get_value_as_int(spin))
      let text = value < 10 && value >= 0 ? "0\(value)" : "\(value)"
      gtk_editable_set_text(OpaquePointer(pointer), text)
      return true
    }
    _ = cadence_signal_connect(
      raw, "output", unsafeBitCast(outputThunk, to: GCallback.self), context.retainedPointer(),
      releaseOutput)
    gtk_spin_button_update(spin)
  }

  /// Wraps from the top of its range to the bottom (59 → 0).
  public func setWraps(_ on: Bool) { gtk_spin_button_set_wrap(opaque, on ? 1 : 0) }

  public func onChange(_ action: @escaping @MainActor () -> Void) {
    on("value-changed", action)
  }
}

/// `GtkEntry`, one line of text.
public struct Entry: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(placeholder: String) {
    pointer = gtk_entry_new()
    gtk_entry_set_placeholder_text(`as`(GtkEntry.self), placeholder)
  }

  public var text: String {
    get {
      let buffer = gtk_entry_get_buffer(`as`(GtkEntry.self))
      return String(cString: gtk_entry_buffer_get_text(buffer))
    }
    nonmutating set {
      gtk_entry_buffer_set_text(gtk_entry_get_buffer(`as`(GtkEntry.self)), newValue, -1)
    }
  }

  public func onActivate(_ action: @escaping @MainActor () -> Void) { on("activate", action) }
}

extension Button {
  public func setLabel(_ text: String) { gtk_button_set_label(`as`(GtkButton.self), text) }
}

/// `GtkToggleButton` with an icon (the header's Sound switch), named for a screen reader.
public struct ToggleButton: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(icon: String, name: String) {
    pointer = gtk_toggle_button_new()
    gtk_button_set_icon_name(`as`(GtkButton.self), icon)
    setAccessibleLabel(name)
    gtk_widget_set_tooltip_text(pointer, name)
  }

  public var isActive: Bool {
    get { gtk_toggle_button_get_active(`as`(GtkToggleButton.self)) != 0 }
    nonmutating set {
      if isActive != newValue {
        gtk_toggle_button_set_active(`as`(GtkToggleButton.self), newValue ? 1 : 0)
      }
    }
  }

  public func onToggle(_ action: @escaping @MainActor () -> Void) { on("toggled", action) }
}
