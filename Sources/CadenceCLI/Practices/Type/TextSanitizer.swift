import Cadence
import CadencePractice
import TerminalUI

/// Turns text into ``TextPiece``s that are safe to send to a terminal.
///
/// - Printable grapheme clusters pass through whole, measured by ``DisplayWidth``.
/// - `\n`, `\r\n`, U+2028 and U+2029 are line breaks; `\t` is a tab.
/// - Every other control character is shown in caret notation, as `cat -v` does: C0 as
///   `^[` (ESC), `^G` (BEL), `^M` (a lone CR), DEL as `^?`, C1 as `M-^[` (U+009B, the
///   one-character CSI). So an escape sequence in the text is shown, never obeyed: it
///   cannot retitle the window, clear the screen or move the cursor.
/// - With `keepsStyles`, a complete SGR sequence (`ESC [ digits ; : m`) becomes one
///   zero-width, zero-time piece, kept whole (or dropped when `dropsStyles`, for
///   `NO_COLOR`). Anything else after ESC is still shown as text.
struct TextSanitizer {
  /// Keep SGR sequences (`--ansi`).
  var keepsStyles = false
  /// Drop the SGR sequences `keepsStyles` would keep (`NO_COLOR`).
  var dropsStyles = false

  /// The longest SGR parameter list kept (longer is shown as text).
  static let maximumStyleLength = 128

  /// Calls `body` with each piece of `text`, in order. O(n).
  func forEachPiece(of text: String, _ body: (TextPiece) -> Void) {
    forEachUnit(
      of: text,
      style: { sequence in
        if !dropsStyles { body(.style(.instant(String(sequence)))) }
      },
      character: { body(Self.piece(for: $0)) })
  }

  /// Calls `body` with each character of `text` that takes time to reveal: every
  /// ``forEachPiece(of:_:)`` piece but the kept style sequences, without making pieces
  /// (the pass that weighs a whole text to fit it to a duration). O(n).
  func forEachTimedCharacter(of text: String, _ body: (Character) -> Void) {
    forEachUnit(of: text, style: { _ in }, character: body)
  }

  /// Walks `text` once: each SGR sequence kept whole (with `keepsStyles`) to `style`, each
  /// other grapheme cluster to `character`.
  private func forEachUnit(
    of text: String, style: (Substring) -> Void, character: (Character) -> Void
  ) {
    var index = text.startIndex
    while index < text.endIndex {
      let next = text.index(after: index)
      if keepsStyles, text[index] == "\u{1B}", let end = Self.styleEnd(in: text, after: next) {
        style(text[index..<end])
        index = end
        continue
      }
      character(text[index])
      index = next
    }
  }

  /// The piece for one grapheme cluster.
  ///
  /// Decided on the first scalar's value (a switch, no hashing of `Character`s): this runs
  /// once per character of a megabyte text.
  static func piece(for character: Character) -> TextPiece {
    let unit = TypewriterUnit.character(character)
    let scalars = character.unicodeScalars
    let first = scalars.first!.value
    let single = scalars.index(after: scalars.startIndex) == scalars.endIndex
    if single {
      switch first {
      case 0x0A, 0x2028, 0x2029: return .newline(unit)
      case 0x09: return .tab(unit)
      case 0x20: return .space(unit, text: " ", width: 1)
      case 0x3000: return .space(unit, text: "\u{3000}", width: 2)
      default: break
      }
    } else if character == "\r\n" {
      return .newline(unit)
    }
    if first < 0x20 || (0x7F...0x9F).contains(first) {
      let shown = caretNotation(first)
      return .glyph(Glyph(unit: unit, text: shown, width: shown.utf8.count, breakClass: .ordinary))
    }
    let width = single && first < 0x7F ? 1 : DisplayWidth.of(character)
    let breakClass = single ? breakClass(of: first) : .ordinary
    return .glyph(Glyph(unit: unit, text: String(character), width: width, breakClass: breakClass))
  }

  /// `cat -v`'s notation for a control code: `^@`…`^_`, `^?`, `M-^@`…`M-^_`.
  static func caretNotation(_ code: UInt32) -> String {
    switch code {
    case 0x7F: return "^?"
    case 0x80...0x9F: return "M-" + caretNotation(code - 0x80)
    default: return "^" + String(Character(Unicode.Scalar(UInt8(code + 0x40))))
    }
  }

  /// Closing punctuation never starts a line; opening brackets never end one.
  static func breakClass(of scalar: UInt32) -> Glyph.BreakClass {
    switch scalar {
    case 0x21, 0x29, 0x2C, 0x2E, 0x3A, 0x3B, 0x3F, 0x5D, 0x7D,  // ! ) , . : ; ? ] }
      0x2019, 0x201D, 0x2026,  // ’ ” …
      0x3001, 0x3002, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011, 0x3015,  // 、。〉》」』】〕
      0x30FB, 0x30FC,  // ・ー
      0xFF01, 0xFF09, 0xFF0C, 0xFF0E, 0xFF1A, 0xFF1B, 0xFF1F:  // ！）,．：；？
      return .closing
    case 0x28, 0x5B, 0x7B,  // ( [ {
      0x2018, 0x201C,  // ‘ “
      0x3008, 0x300A, 0x300C, 0x300E, 0x3010, 0x3014,  // 〈《「『【〔
      0xFF08:  // （
      return .opening
    default:
      return .ordinary
    }
  }

  /// Where an SGR sequence starting with ESC just before `start` ends, if it is one:
  /// `[`, parameters (digits, `;`, `:`), then `m`, ending on a character boundary.
  static func styleEnd(in text: String, after start: String.Index) -> String.Index? {
    let scalars = text.unicodeScalars
    var index = start
    guard index < scalars.endIndex, scalars[index] == "[" else { return nil }
    index = scalars.index(after: index)
    var length = 0
    while index < scalars.endIndex, length <= maximumStyleLength {
      let scalar = scalars[index]
      index = scalars.index(after: index)
      switch scalar {
      case "0"..."9", ";", ":":
        length += 1
      case "m":
        // `m` followed by a combining mark is one grapheme cluster: not a clean end.
        return index.samePosition(in: text)
      default:
        return nil
      }
    }
    return nil
  }
}
