import CGtk

/// Renders what `widget` shows now into a PNG: the widget's paintable snapshotted and
/// rendered by its window's own renderer to a texture (`gsk_renderer_render_texture`), then
/// `gdk_texture_save_to_png`. The widget must be mapped and painted once.
@MainActor
public func savePNG(of widget: some Widget, to path: String) -> Bool {
  let width = widget.width
  let height = widget.height
  guard width > 0, height > 0, let native = gtk_widget_get_native(widget.pointer),
    let renderer = gtk_native_get_renderer(native)
  else { return false }
  let paintable = gtk_widget_paintable_new(widget.pointer)
  defer { g_object_unref(UnsafeMutableRawPointer(paintable)) }
  let snapshot = gtk_snapshot_new()
  gdk_paintable_snapshot(paintable, snapshot, Double(width), Double(height))
  guard let node = gtk_snapshot_free_to_node(snapshot) else { return false }
  defer { gsk_render_node_unref(node) }
  guard let texture = gsk_renderer_render_texture(renderer, node, nil) else { return false }
  defer { g_object_unref(UnsafeMutableRawPointer(texture)) }
  return gdk_texture_save_to_png(texture, path) != 0
}
