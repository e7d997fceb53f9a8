import CGtk
import GtkGlue

/// The widgets under a root, walked as GTK holds them (first child, next sibling), for
/// in-process checks of what a page shows: buttons by their text, labels, sizes.
@MainActor
struct WidgetTree {
  let root: UnsafeMutablePointer<GtkWidget>

  init(_ root: some Widget) { self.root = root.pointer }

  /// Every widget under the root, the root first, depth first.
  var all: [UnsafeMutablePointer<GtkWidget>] {
    var found: [UnsafeMutablePointer<GtkWidget>] = []
    func walk(_ widget: UnsafeMutablePointer<GtkWidget>) {
      found.append(widget)
      var child = gtk_widget_get_first_child(widget)
      while let current = child {
        walk(current)
        child = gtk_widget_get_next_sibling(current)
      }
    }
    walk(root)
    return found
  }

  static func isA(_ widget: UnsafeMutablePointer<GtkWidget>, _ type: GType) -> Bool {
    g_type_check_instance_is_a(
      UnsafeMutableRawPointer(widget).assumingMemoryBound(
        to: GTypeInstance.self), type) != 0
  }

  /// The texts of the labels under `widget` (a button's own label, or a stack of them).
  static func texts(in widget: UnsafeMutablePointer<GtkWidget>) -> [String] {
    WidgetTree(AnyWidget(widget)).all.filter { isA($0, gtk_label_get_type()) }.map {
      String(cString: gtk_label_get_text(OpaquePointer($0)))
    }
  }

  /// The buttons whose labels say `text`.
  func buttons(saying text: String) -> [UnsafeMutablePointer<GtkWidget>] {
    all.filter { Self.isA($0, gtk_button_get_type()) && Self.texts(in: $0).contains(text) }
  }

  /// The labels that say `text`, shown or not.
  func labels(saying text: String) -> [UnsafeMutablePointer<GtkWidget>] {
    all.filter { Self.isA($0, gtk_label_get_type()) && Self.texts(in: $0) == [text] }
  }

  /// `widget`'s natural width, as a row lays it out.
  static func naturalWidth(_ widget: UnsafeMutablePointer<GtkWidget>) -> Int {
    var minimum: Int32 = 0
    var natural: Int32 = 0
    gtk_widget_measure(widget, GTK_ORIENTATION_HORIZONTAL, -1, &minimum, &natural, nil, nil)
    return Int(natural)
  }

  /// Clicks `button` as a pointer would: its `clicked` signal.
  static func click(_ button: UnsafeMutablePointer<GtkWidget>) {
    cadence_emit(UnsafeMutableRawPointer(button), "clicked")
  }
}
