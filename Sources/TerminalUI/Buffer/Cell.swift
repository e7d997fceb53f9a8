/// One character cell of a ``Buffer``.
///
/// A wide grapheme (CJK, most emoji) occupies two cells: the *leading* cell holds the
/// grapheme with `width == 2`, and the cell to its right is a *continuation* cell (empty
/// grapheme, `width == 0`) that the renderer never writes, because the terminal fills it when
/// it draws the leading cell.
public struct Cell: Hashable, Sendable {
  /// The grapheme cluster drawn in this cell: exactly one `Character`, or empty for a
  /// continuation cell.
  public var grapheme: String
  /// Columns the grapheme advances the cursor: 1 or 2, or 0 for a continuation cell.
  public var width: Int
  /// Colours and attributes.
  public var style: Style

  /// Creates a cell. Prefer ``Buffer/put(_:at:row:style:maxColumn:)``, which measures the width.
  public init(grapheme: String, width: Int, style: Style = .plain) {
    self.grapheme = grapheme
    self.width = width
    self.style = style
  }

  /// A space in `style`: what a fresh buffer (and an erased terminal) holds.
  public static func blank(_ style: Style = .plain) -> Cell {
    Cell(grapheme: " ", width: 1, style: style)
  }

  /// The right half of a wide grapheme drawn in `style`.
  public static func continuation(_ style: Style = .plain) -> Cell {
    Cell(grapheme: "", width: 0, style: style)
  }

  /// True for the covered right half of a wide grapheme.
  public var isContinuation: Bool { width == 0 }
}
