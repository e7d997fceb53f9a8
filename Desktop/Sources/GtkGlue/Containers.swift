import CGtk

/// `GtkBox`: children in a row or a column with fixed spacing.
public struct Box: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(vertical: Bool, spacing: Int) {
    pointer = gtk_box_new(
      vertical ? GTK_ORIENTATION_VERTICAL : GTK_ORIENTATION_HORIZONTAL,
      Int32(spacing))
  }

  public func append(_ child: some Widget) { gtk_box_append(`as`(GtkBox.self), child.pointer) }
}

/// `GtkStack`: one named child shown at a time, without transitions (they are motion).
public struct Stack: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() { pointer = gtk_stack_new() }

  public func add(_ child: some Widget, name: String) {
    _ = gtk_stack_add_named(opaque, child.pointer, name)
  }

  public func show(_ name: String) {
    gtk_stack_set_visible_child_name(opaque, name)
  }

  public var visibleName: String? {
    gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) }
  }
}
