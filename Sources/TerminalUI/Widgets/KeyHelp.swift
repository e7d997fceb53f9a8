/// A key-help line such as `space pause · r restart · q quit`, keys in bold (entries
/// apart by ` | ` for an ASCII terminal, the same width).
///
/// When the line is too narrow, whole entries are dropped rather than cutting a key in
/// half: a shorter help is still right, a truncated one may mislead. The last entry is the
/// way out (`q quit`) and goes last; the others go from the least important, the one just
/// before it, backwards.
public struct KeyHelp: Widget, Hashable, Sendable {
  /// One key and what it does.
  public struct Entry: Hashable, Sendable {
    /// The key as the user types it (`space`, `q`, `↑`).
    public var key: String
    /// What it does (`pause`).
    public var action: String

    /// Creates an entry.
    public init(key: String, action: String) {
      self.key = key
      self.action = action
    }
  }

  /// The entries, most important first.
  public var entries: [Entry]
  /// Style of the keys.
  public var keyStyle: Style
  /// Style of the descriptions and separators.
  public var actionStyle: Style

  /// Creates a key-help line from `(key, action)` pairs, most important first.
  public init(
    _ entries: [(key: String, action: String)], keyStyle: Style = Style(bold: true),
    actionStyle: Style = Style(dim: true)
  ) {
    self.entries = entries.map { Entry(key: $0.key, action: $0.action) }
    self.keyStyle = keyStyle
    self.actionStyle = actionStyle
  }

  static let separator = " · "

  /// The entries that fit in `columns`, and the width they take.
  func fitting(_ columns: Int) -> (entries: [Entry], width: Int) {
    var kept = entries
    while !kept.isEmpty, Self.width(of: kept) > columns {
      kept.remove(at: max(0, kept.count - 2))
    }
    return (kept, Self.width(of: kept))
  }

  /// The columns `entries` take on one line, separators included.
  private static func width(of entries: [Entry]) -> Int {
    entries.enumerated().reduce(0) { width, item in
      width + (item.offset == 0 ? 0 : DisplayWidth.of(separator))
        + DisplayWidth.of(item.element.key)
        + 1 + DisplayWidth.of(item.element.action)
    }
  }

  /// Draws the entries that fit, centred on the first row of `area`.
  public func render(in area: Rect, into buffer: inout Buffer) {
    guard !area.isEmpty else { return }
    let (kept, width) = fitting(area.columns)
    var column = area.column + (area.columns - width) / 2
    for (index, entry) in kept.enumerated() {
      if index > 0 {
        let separator = buffer.charset == .ascii ? " | " : Self.separator
        column += buffer.put(separator, at: column, row: area.row, style: actionStyle)
      }
      column += buffer.put(entry.key, at: column, row: area.row, style: keyStyle)
      column += buffer.put(" " + entry.action, at: column, row: area.row, style: actionStyle)
    }
  }
}
