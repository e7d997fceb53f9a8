/// Something that draws itself into a rectangle of a buffer.
///
/// Widgets are values built fresh for every frame from the app's state (immediate mode);
/// they keep no state between frames. A widget draws only inside `area` and must cope with
/// any size, including empty: it draws less, or nothing, and never traps.
public protocol Widget {
  /// Draws into the cells of `buffer` inside `area` (already clipped by the buffer).
  func render(in area: Rect, into buffer: inout Buffer)
}

extension Buffer {
  /// Draws `widget` into `area` clipped to this buffer; the usual way to render a widget.
  public mutating func render(_ widget: some Widget, in area: Rect) {
    widget.render(in: area.intersection(self.area), into: &self)
  }
}
