extension LineEditor {
  /// Applies an editing key, as shells' line editors bind them; returns `false` for a key
  /// that is not one (Enter, Escape, Tab, Up, Ctrl-C…), which the caller handles or drops.
  ///
  /// | keys | what they do |
  /// |---|---|
  /// | a character, a paste | inserted at the cursor (cleaned, see ``cleaned(_:)``) |
  /// | Left, Ctrl-B / Right, Ctrl-F | one grapheme left / right |
  /// | Home, Ctrl-A / End, Ctrl-E | to the start / end |
  /// | Alt-B / Alt-F | one word left / right |
  /// | Backspace, Ctrl-H / Delete, Ctrl-D | delete the grapheme before / after the cursor |
  /// | Ctrl-U / Ctrl-K | delete to the start / end |
  /// | Ctrl-W | delete the word before the cursor |
  ///
  /// Ctrl-D on an empty line usually means "no answer": callers decide that before.
  @discardableResult
  public mutating func apply(_ key: KeyEvent) -> Bool {
    switch key {
    case .character(let character): insert(String(character))
    case .paste(let text): insert(text)
    case .left, .control("b"): moveLeft()
    case .right, .control("f"): moveRight()
    case .home, .control("a"): moveToStart()
    case .end, .control("e"): moveToEnd()
    case .alt("b"): moveWordLeft()
    case .alt("f"): moveWordRight()
    case .backspace, .control("h"): deleteBackward()
    case .delete, .control("d"): deleteForward()
    case .control("u"): deleteToStart()
    case .control("k"): deleteToEnd()
    case .control("w"): deleteWordBackward()
    default: return false
    }
    return true
  }
}
