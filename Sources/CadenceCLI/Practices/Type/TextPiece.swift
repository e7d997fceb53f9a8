import Cadence
import CadencePractice

/// One unit of text made safe for a terminal, with what the wrapper needs to know of it.
///
/// Each piece is exactly one ``TypewriterUnit`` of the reveal: the *unit* keeps the text's
/// own character (so pauses after punctuation and tabs work on the real text), and the
/// *text* is what reaches the terminal (ESC appears as `^[`).
enum TextPiece: Equatable {
  /// Something visible, `width` columns wide.
  case glyph(Glyph)
  /// A space (or an ideographic space): a place to break a line, dropped at a break.
  case space(TypewriterUnit, text: String, width: Int)
  /// A tab: spaces up to the next multiple of 8 columns, or a place to break.
  case tab(TypewriterUnit)
  /// A line break in the text.
  case newline(TypewriterUnit)
  /// A kept style sequence: no width, no time.
  case style(TypewriterUnit)
}

/// A visible piece and how lines may break around it.
struct Glyph: Equatable {
  /// Which breaks are allowed next to a glyph, besides the breaks on either side of any
  /// two-column glyph (a small part of UAX #14 and of the CJK line-start and line-end rules).
  enum BreakClass: Equatable {
    /// Letters, digits, most symbols.
    case ordinary
    /// Closing punctuation (`。，」)` and the like): never starts a line.
    case closing
    /// Opening brackets and quotes (`「（(`): never ends a line.
    case opening
  }

  let unit: TypewriterUnit
  let text: String
  let width: Int
  let breakClass: BreakClass

  /// Whether a line may break between `previous` and `next` with nothing between them:
  /// next to a wide (CJK, emoji) glyph, unless that would start a line with closing
  /// punctuation or end one with an opening bracket. Latin words never break inside.
  static func breakAllowed(between previous: Glyph, and next: Glyph) -> Bool {
    if next.breakClass == .closing || previous.breakClass == .opening { return false }
    return previous.width == 2 || next.width == 2
  }
}
