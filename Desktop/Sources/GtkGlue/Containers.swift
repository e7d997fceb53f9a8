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

  /// Gives every child the same size (the largest one's): a row of buttons of one width.
  public func setHomogeneous(_ on: Bool) { gtk_box_set_homogeneous(`as`(GtkBox.self), on ? 1 : 0) }
}

/// `GtkStack`: one named child shown at a time, without transitions (they are motion).
public struct Stack: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() { pointer = gtk_stack_new() }

  /// Whether it is as wide as its widest child even while showing another (the default);
  /// off, a narrow child may be shown in a window narrower than the widest.
  public func setHorizontallyHomogeneous(_ on: Bool) {
    gtk_stack_set_hhomogeneous(opaque, on ? 1 : 0)
  }

  /// The same for its height.
  public func setVerticallyHomogeneous(_ on: Bool) {
    gtk_stack_set_vhomogeneous(opaque, on ? 1 : 0)
  }

  public func add(_ child: some Widget, name: String) {
    _ = gtk_stack_add_named(opaque, child.pointer, name)
  }

  /// Adds `child` under `name`, titled `title` for a ``StackSwitcher``.
  public func add(_ child: some Widget, name: String, title: String) {
    _ = gtk_stack_add_titled(opaque, child.pointer, name, title)
  }

  public func show(_ name: String) {
    gtk_stack_set_visible_child_name(opaque, name)
  }

  public var visibleName: String? {
    gtk_stack_get_visible_child_name(opaque).map { String(cString: $0) }
  }

  /// Whether it has a child named `name`.
  public func contains(_ name: String) -> Bool {
    gtk_stack_get_child_by_name(opaque, name) != nil
  }
}

/// `GtkScrolledWindow` scrolling its child up and down when the window is too short for it
/// (never sideways: the child fits the width).
public struct ScrolledWindow: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ child: some Widget) {
    pointer = gtk_scrolled_window_new()
    gtk_scrolled_window_set_child(opaque, child.pointer)
    gtk_scrolled_window_set_policy(opaque, GTK_POLICY_NEVER, GTK_POLICY_AUTOMATIC)
  }
}

/// `GtkStackSwitcher`: a row of linked buttons, one per titled child of a ``Stack``.
public struct StackSwitcher: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(stack: Stack) {
    pointer = gtk_stack_switcher_new()
    gtk_stack_switcher_set_stack(opaque, stack.opaque)
  }
}

/// `GtkFlowBox` of children all as wide as the widest, as many to a line as fit: a row of
/// buttons that wraps in a narrow window instead of making it wider. Nothing in it is
/// selected, and its cells take no focus (the buttons in them do).
public struct FlowBox: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  /// Every child taken out (a row of buttons refilled).
  public func removeAll() {
    while let child = gtk_widget_get_first_child(pointer) { gtk_flow_box_remove(opaque, child) }
  }

  public init(spacing: Int) {
    pointer = gtk_flow_box_new()
    gtk_flow_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
    gtk_flow_box_set_homogeneous(opaque, 1)
    gtk_flow_box_set_min_children_per_line(opaque, 1)
    gtk_flow_box_set_column_spacing(opaque, guint(spacing))
    gtk_flow_box_set_row_spacing(opaque, guint(spacing))
  }

  public func append(_ child: some Widget) {
    gtk_flow_box_append(opaque, child.pointer)
    if let cell = gtk_widget_get_parent(child.pointer) { gtk_widget_set_focusable(cell, 0) }
    var count: guint = 0
    var cell = gtk_widget_get_first_child(pointer)
    while let current = cell {
      count += 1
      cell = gtk_widget_get_next_sibling(current)
    }
    gtk_flow_box_set_max_children_per_line(opaque, max(count, 1))
  }
}

/// `GtkGrid`: cells in rows and columns, each column as wide as its widest cell, so a
/// table's columns line up in a proportional font.
public struct Grid: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(rowSpacing: Int, columnSpacing: Int) {
    pointer = gtk_grid_new()
    gtk_grid_set_row_spacing(`as`(GtkGrid.self), UInt32(rowSpacing))
    gtk_grid_set_column_spacing(`as`(GtkGrid.self), UInt32(columnSpacing))
  }

  /// A grid that is one picture to assistive technologies (role `img`), named `label`: its
  /// cells are tiles of one drawing, its rows and columns of one size.
  public init(picture label: String) {
    pointer = cadence_widget_new_with_role(gtk_grid_get_type(), GTK_ACCESSIBLE_ROLE_IMG)
    gtk_grid_set_row_homogeneous(`as`(GtkGrid.self), 1)
    gtk_grid_set_column_homogeneous(`as`(GtkGrid.self), 1)
    setAccessibleLabel(label)
  }

  public func attach(_ child: some Widget, column: Int, row: Int) {
    gtk_grid_attach(`as`(GtkGrid.self), child.pointer, Int32(column), Int32(row), 1, 1)
  }

  /// Every cell taken out (a table refilled from new rows).
  public func removeAll() {
    while let child = gtk_widget_get_first_child(pointer) {
      gtk_grid_remove(`as`(GtkGrid.self), child)
    }
  }
}

/// `GtkAspectFrame` without a frame: its child kept square, as large as the room allows,
/// centred in it.
public struct SquareFrame: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init(_ child: some Widget) {
    pointer = gtk_aspect_frame_new(0.5, 0.5, 1, 0)
    gtk_aspect_frame_set_child(opaque, child.pointer)
  }
}

/// `GtkListBox` of rows, none selectable: a list a screen reader walks row by row, each
/// row named as a whole.
public struct ListBox: Widget {
  public let pointer: UnsafeMutablePointer<GtkWidget>

  public init() {
    pointer = gtk_list_box_new()
    gtk_list_box_set_selection_mode(opaque, GTK_SELECTION_NONE)
  }

  /// Appends a row holding `child`, named `name` for assistive technologies.
  public func append(_ child: some Widget, name: String) {
    let row = gtk_list_box_row_new()!
    let listRow = UnsafeMutableRawPointer(row).assumingMemoryBound(to: GtkListBoxRow.self)
    gtk_list_box_row_set_child(listRow, child.pointer)
    gtk_list_box_row_set_activatable(listRow, 0)
    AnyWidget(row).setAccessibleLabel(name)
    gtk_list_box_append(opaque, row)
  }

  /// Every row taken out (a list refilled).
  public func removeAll() {
    while let row = gtk_widget_get_first_child(pointer) { gtk_list_box_remove(opaque, row) }
  }
}

/// `GtkSizeGroup`: widgets given one width (a list's cells, so its columns line up). Each
/// widget in it holds a reference; the one made here lives as long as its owner (a page).
@MainActor
public struct SizeGroup {
  let group: UnsafeMutablePointer<GtkSizeGroup>

  public init() { group = gtk_size_group_new(GTK_SIZE_GROUP_HORIZONTAL) }

  public func add(_ widget: some Widget) { gtk_size_group_add_widget(group, widget.pointer) }
}
