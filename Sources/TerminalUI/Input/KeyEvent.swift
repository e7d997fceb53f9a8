/// A key press, decoded from the bytes a terminal sends in raw mode.
///
/// Printable input, including space, arrives as ``character(_:)``; Enter, Tab, Backspace
/// and Esc have their own cases because terminals send them as control bytes. Ctrl with a
/// letter arrives as ``control(_:)`` with the lower-case letter: Ctrl-C is
/// `.control("c")` (raw mode turns off `ISIG`, so it is a key, not `SIGINT`), Ctrl-Z is
/// `.control("z")`, Ctrl-L is `.control("l")`. Text pasted while bracketed paste is on
/// arrives whole as ``paste(_:)``, never as keys: a line break in it is not Enter.
public enum KeyEvent: Hashable, Sendable {
  /// A printable grapheme cluster, including `" "`.
  case character(Character)
  /// Enter / Return (CR or LF).
  case enter
  /// Tab (HT).
  case tab
  /// Backspace (DEL or BS).
  case backspace
  /// A lone Escape key, resolved after a short pause (see
  /// ``InputDecoder/flushPendingEscape()``).
  case escape
  /// Ctrl with a letter or one of `@ [ \ ] ^ _`: the lower-case letter or the symbol.
  case control(Character)
  /// Arrow up.
  case up
  /// Arrow down.
  case down
  /// Arrow left.
  case left
  /// Arrow right.
  case right
  /// Home.
  case home
  /// End.
  case end
  /// Page Up.
  case pageUp
  /// Page Down.
  case pageDown
  /// Insert.
  case insert
  /// Forward delete.
  case delete
  /// Function key F1...F12.
  case function(Int)
  /// Alt (Meta) with a printable character, sent as `ESC` then the character: Alt-B is
  /// `.alt("b")`.
  case alt(Character)
  /// Text pasted between `ESC [ 200 ~` and `ESC [ 201 ~` (bracketed paste), as it came:
  /// it may hold line breaks and control characters, which a text field must clean
  /// (``LineEditor/cleaned(_:)``) before showing or keeping it.
  case paste(String)
}
