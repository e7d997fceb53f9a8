import Cadence
import CadencePractice

/// Receives the typeset text: every unit of the reveal with the exact text it writes.
protocol TypesetSink {
  /// One unit and its output, in order. The output may be empty (a space dropped at a
  /// line break) or start with the line break the wrapper put before it.
  mutating func append(_ unit: TypewriterUnit, output: String)
}

/// Greedy line wrapping by display width, one pass, O(n).
///
/// Lines break at spaces and tabs (the whitespace at a break is not written: the first
/// space becomes the line break), on either side of a two-column glyph (CJK, emoji) except
/// before closing or after opening punctuation, and — only when a word is longer than a
/// whole line — between grapheme clusters, filling the line first. A glyph never straddles
/// two lines and no line is wider than `width`. Tabs expand to the next multiple of 8
/// columns. Whitespace before a line break in the text is kept while it fits.
///
/// Every piece reaches the sink exactly once and in order, zero-width style sequences
/// included, so the reveal's timing is that of the text itself whatever the width.
struct LineWrapper<Sink: TypesetSink> {
  static var tabStop: Int { 8 }

  /// The width in columns; `Int.max` never wraps.
  let width: Int
  var sink: Sink
  /// Columns used on the current line by what was sent to the sink.
  private(set) var column = 0
  /// Whitespace since the last word, not yet written: it is where the line may break.
  private var spaces: [TextPiece] = []
  /// Glyphs and style sequences with no break opportunity between them.
  private var word: [TextPiece] = []
  private var wordWidth = 0
  private var lastGlyph: Glyph?
  private var breakBeforeNext = false
  /// The word being added is longer than any line and what came of it is written: the
  /// rest follows between grapheme clusters as it comes, so one endless word (`/dev/zero`,
  /// a 30 MB line without a space) is held a line at a time, never whole.
  private var continuesLongWord = false

  /// A wrapper at `width` columns (0: never wrap) writing into `sink`, starting at
  /// `column` of the current line.
  init(width: Int, column: Int = 0, sink: Sink) {
    self.width = width > 0 ? width : .max
    self.column = column
    self.sink = sink
  }

  /// Whether the output so far ends in the middle of a line.
  var endsInsideLine: Bool { column > 0 }

  mutating func add(_ piece: TextPiece) {
    switch piece {
    case .glyph(let glyph):
      if let previous = lastGlyph, Glyph.breakAllowed(between: previous, and: glyph) {
        if !word.isEmpty { commitWord() }
        continuesLongWord = false
      }
      word.append(piece)
      wordWidth += glyph.width
      lastGlyph = glyph
      if continuesLongWord || wordWidth > (width == .max ? Self.longestHeldWord : width) {
        // Past a line's width the word is split between grapheme clusters wherever it ends,
        // so what came of it can go now; `commitWord` places it as the whole word would be.
        commitWord()
        continuesLongWord = true
      }
    case .style:
      word.append(piece)
      if continuesLongWord { commitWord() }
    case .space, .tab:
      if !word.isEmpty { commitWord() }
      continuesLongWord = false
      spaces.append(piece)
    case .newline(let unit):
      if !word.isEmpty { commitWord() }
      continuesLongWord = false
      emitTrailingSpaces()
      emit(unit, "\n")
      column = 0
      lastGlyph = nil
    }
  }

  /// The widest word held before it is written when lines never wrap (width 0): nothing
  /// can break it there, so it goes as it comes.
  static var longestHeldWord: Int { 4096 }

  /// Sends whatever is pending. Call once, after the last piece.
  mutating func finish() {
    if !word.isEmpty { commitWord() }
    emitTrailingSpaces()
  }

  // MARK: - Committing

  private mutating func commitWord() {
    let spacesWidth = widthOfSpaces(from: column)
    if column + spacesWidth + wordWidth <= width {
      emitSpaces()
      emitWord(splitting: false)
    } else if column == 0 {
      // Indentation at the start of a line: keep what fits, then the word.
      emitTrailingSpaces()
      emitWord(splitting: true)
    } else if wordWidth > width, column + spacesWidth < width {
      // Longer than any line: fill this one, then go on between grapheme clusters.
      emitSpaces()
      emitWord(splitting: true)
    } else {
      emitSpacesAsBreak()
      emitWord(splitting: true)
    }
    word.removeAll(keepingCapacity: true)
    wordWidth = 0
  }

  private func widthOfSpaces(from start: Int) -> Int {
    var position = start
    for piece in spaces {
      position += width(of: piece, at: position)
    }
    return position - start
  }

  private func width(of piece: TextPiece, at position: Int) -> Int {
    switch piece {
    case .tab: Self.tabStop - position % Self.tabStop
    case .space(_, _, let width): width
    default: 0
    }
  }

  private mutating func emitSpaces() {
    for piece in spaces {
      emitWhitespace(piece, dropped: false)
    }
    spaces.removeAll(keepingCapacity: true)
  }

  /// Whitespace before a line break or the end: written while it fits, dropped after.
  private mutating func emitTrailingSpaces() {
    for piece in spaces {
      emitWhitespace(piece, dropped: column + width(of: piece, at: column) > width)
    }
    spaces.removeAll(keepingCapacity: true)
  }

  /// The line breaks at this whitespace: the first space becomes the break and the rest
  /// is dropped. With no whitespace (a break next to a CJK glyph) the next unit written
  /// starts with the break.
  private mutating func emitSpacesAsBreak() {
    column = 0
    guard !spaces.isEmpty else {
      breakBeforeNext = true
      return
    }
    for (index, piece) in spaces.enumerated() {
      switch piece {
      case .space(let unit, _, _), .tab(let unit):
        emit(unit, index == 0 ? "\n" : "")
      default:
        break
      }
    }
    spaces.removeAll(keepingCapacity: true)
  }

  private mutating func emitWhitespace(_ piece: TextPiece, dropped: Bool) {
    let columns = width(of: piece, at: column)
    switch piece {
    case .space(let unit, let text, _):
      emit(unit, dropped ? "" : text)
    case .tab(let unit):
      emit(unit, dropped ? "" : String(repeating: " ", count: columns))
    default:
      return
    }
    if !dropped { column += columns }
  }

  private mutating func emitWord(splitting: Bool) {
    for piece in word {
      switch piece {
      case .glyph(let glyph):
        if splitting, column > 0, column + glyph.width > width {
          breakBeforeNext = true
          column = 0
        }
        emit(glyph.unit, glyph.text)
        column += glyph.width
      case .style(let unit):
        emit(unit, unit.text)
      default:
        break
      }
    }
  }

  private mutating func emit(_ unit: TypewriterUnit, _ output: String) {
    if breakBeforeNext {
      breakBeforeNext = false
      column = 0
      sink.append(unit, output: "\n" + output)
    } else {
      sink.append(unit, output: output)
    }
  }
}
