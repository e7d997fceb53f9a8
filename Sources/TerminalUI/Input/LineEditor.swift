/// One line of text being typed, and where the cursor is in it: the state of a prompt or a
/// text field, as a pure value.
///
/// The text is a list of grapheme clusters and the cursor an index between them, so every
/// move and every deletion takes a whole grapheme (an emoji with its modifiers, a letter
/// with its accents, a CJK character), never part of one. What is inserted is cleaned
/// first (``LineEditor/cleaned(_:)``): control characters and bidirectional overrides
/// never enter the text, a line break or a tab becomes a space, so the text is always
/// exactly what a terminal shows of it.
///
/// ```swift
/// var line = LineEditor()
/// line.insert("abcd")
/// line.apply(.backspace)   // "abc"
/// line.apply(.left)
/// line.insert("X")         // "abXc", the cursor after the X
/// ```
///
/// Drawing is ``view(columns:)`` (what fits in a width, scrolled so the cursor shows) and
/// the ``TextField`` widget.
public struct LineEditor: Hashable, Sendable {
  /// The text, one grapheme cluster per element; never holds a control character.
  public private(set) var graphemes: [Character]
  /// Where the cursor is: the number of graphemes before it (`0...graphemes.count`).
  public private(set) var cursor: Int
  /// The most graphemes the text may hold; what would go past it is not inserted.
  public let limit: Int?

  /// A line holding `text` (cleaned, and cut at `limit`), the cursor at its end.
  public init(_ text: String = "", limit: Int? = nil) {
    self.limit = limit.map { max(0, $0) }
    graphemes = []
    cursor = 0
    insert(text)
  }

  /// The text as a string.
  public var text: String { String(graphemes) }

  /// Whether there is no text.
  public var isEmpty: Bool { graphemes.isEmpty }

  /// Inserts text at the cursor and moves the cursor after it.
  ///
  /// The text is cleaned first (``cleaned(_:)``); only as many graphemes as ``limit``
  /// leaves room for are inserted. A combining mark typed after a letter joins it, as it
  /// does on screen: the graphemes are those of the whole new text.
  public mutating func insert(_ text: String) {
    var inserted = Array(Self.cleaned(text))
    if let limit { inserted = Array(inserted.prefix(max(0, limit - graphemes.count))) }
    guard !inserted.isEmpty else { return }
    let before = String(graphemes[..<cursor]) + String(inserted)
    let after = String(graphemes[cursor...])
    // Segment the whole text again: what was typed may join the grapheme before it. A
    // cluster that stays zero columns wide (a lone combining mark at the start) would
    // draw onto whatever precedes the line, so it is not kept.
    let whole = Array(before + after).filter { DisplayWidth.of($0) > 0 }
    let head = Array(before).filter { DisplayWidth.of($0) > 0 }.count
    graphemes = whole
    cursor = min(head, whole.count)
  }

  /// Deletes the grapheme before the cursor (Backspace).
  public mutating func deleteBackward() {
    guard cursor > 0 else { return }
    graphemes.remove(at: cursor - 1)
    cursor -= 1
  }

  /// Deletes the grapheme after the cursor (Delete).
  public mutating func deleteForward() {
    guard cursor < graphemes.count else { return }
    graphemes.remove(at: cursor)
  }

  /// Deletes everything before the cursor (Ctrl-U).
  public mutating func deleteToStart() {
    graphemes.removeFirst(cursor)
    cursor = 0
  }

  /// Deletes everything after the cursor (Ctrl-K).
  public mutating func deleteToEnd() {
    graphemes.removeLast(graphemes.count - cursor)
  }

  /// Deletes the word before the cursor and the spaces after it (Ctrl-W): as a shell
  /// does, a word is what lies between spaces.
  public mutating func deleteWordBackward() {
    let start = wordStart(before: cursor)
    graphemes.removeSubrange(start..<cursor)
    cursor = start
  }

  /// One grapheme left (Left, Ctrl-B).
  public mutating func moveLeft() { cursor = max(0, cursor - 1) }

  /// One grapheme right (Right, Ctrl-F).
  public mutating func moveRight() { cursor = min(graphemes.count, cursor + 1) }

  /// To the start (Home, Ctrl-A).
  public mutating func moveToStart() { cursor = 0 }

  /// To the end (End, Ctrl-E).
  public mutating func moveToEnd() { cursor = graphemes.count }

  /// To the start of this or the previous word (Alt-B).
  public mutating func moveWordLeft() { cursor = wordStart(before: cursor) }

  /// To the end of this or the next word (Alt-F).
  public mutating func moveWordRight() {
    var index = cursor
    while index < graphemes.count, graphemes[index].isWhitespace { index += 1 }
    while index < graphemes.count, !graphemes[index].isWhitespace { index += 1 }
    cursor = index
  }

  private func wordStart(before index: Int) -> Int {
    var start = index
    while start > 0, graphemes[start - 1].isWhitespace { start -= 1 }
    while start > 0, !graphemes[start - 1].isWhitespace { start -= 1 }
    return start
  }
}
