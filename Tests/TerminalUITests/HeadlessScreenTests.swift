import TerminalUITesting
import Testing

@testable import TerminalUI

@Suite struct HeadlessScreenTests {
  private func screen(_ size: Size, _ text: String) -> HeadlessScreen {
    var screen = HeadlessScreen(size: size)
    screen.apply(Array(text.utf8))
    return screen
  }

  @Test func printsTextMovesAndErases() {
    let shown = screen(Size(columns: 6, rows: 3), "hello\r\nworld\u{1B}[3;2Hx\u{1B}[1;3H\u{1B}[K")
    #expect(shown.lines == ["he    ", "world ", " x    "])
    #expect(shown.cursorColumn == 2 && shown.cursorRow == 0)
  }

  @Test func relativeMovesAndClearScreen() {
    var shown = screen(Size(columns: 5, rows: 2), "abc\u{1B}[2Dx\u{1B}[Cy\u{1B}[Bz")
    #expect(shown.lines == ["axcy ", "    z"])
    shown.apply(Array("\u{1B}[2J".utf8))
    #expect(shown.lines == ["     ", "     "])
  }

  @Test func lastColumnWrapsOnlyOnTheNextCharacter() {
    let shown = screen(Size(columns: 3, rows: 2), "abc")
    #expect(shown.cursorColumn == 2 && shown.cursorRow == 0)
    let wrapped = screen(Size(columns: 3, rows: 2), "abcd")
    #expect(wrapped.lines == ["abc", "d  "])
  }

  @Test func lineFeedAtTheBottomScrolls() {
    let shown = screen(Size(columns: 2, rows: 2), "a\r\nb\r\nc")
    #expect(shown.lines == ["b ", "c "])
  }

  @Test func wideCharactersAndOverwritingHalfOfOne() {
    var shown = screen(Size(columns: 4, rows: 1), "中文")
    #expect(shown.lines == ["中文"])
    shown.apply(Array("\u{1B}[1;2Hx".utf8))
    #expect(shown.lines == [" x文"])
  }

  @Test func sgrSetsAndResetsThePen() {
    let shown = screen(
      Size(columns: 4, rows: 1), "\u{1B}[1;31ma\u{1B}[22;7mb\u{1B}[0;38;5;200;104mc\u{1B}[md")
    #expect(shown.style(column: 0, row: 0) == Style(foreground: .red, bold: true))
    #expect(shown.style(column: 1, row: 0) == Style(foreground: .red, reverse: true))
    #expect(
      shown.style(column: 2, row: 0) == Style(foreground: .indexed(200), background: .bright(4)))
    #expect(shown.style(column: 3, row: 0) == .plain)
  }

  @Test func modesBellAndAlternateScreen() {
    var shown = screen(Size(columns: 3, rows: 1), "abc")
    shown.apply(Array((ControlSequence.enterAlternateScreen + ControlSequence.hideCursor).utf8))
    #expect(shown.isAlternateScreen && !shown.isCursorVisible)
    #expect(shown.lines == ["   "])
    shown.apply(Array("\u{1B}[Hxy\u{07}\u{1B}[?5h".utf8))
    #expect(shown.bellCount == 1 && shown.isReverseVideo)
    shown.apply(Array(ControlSequence.restoreSequence.utf8))
    #expect(shown.lines == ["abc"])
    #expect(!shown.isAlternateScreen && shown.isCursorVisible && !shown.isReverseVideo)
  }

  @Test func sequencesAndCharactersSplitAcrossWritesAreCompleted() {
    var shown = HeadlessScreen(size: Size(columns: 4, rows: 1))
    let bytes = Array("\u{1B}[1;3H中".utf8)
    for byte in bytes { shown.apply([byte]) }
    #expect(shown.lines == ["  中"])
  }

  /// Property: for random pairs of frames, full redraw then diff leaves the screen equal to
  /// the target buffer, cell for cell (grapheme, width, style).
  @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8])
  func rendererOutputReproducesTheTargetBuffer(seed: UInt64) {
    var random = SplitMix64(seed: seed)
    for _ in 0..<60 {
      let size = Size(columns: random.next(in: 1...12), rows: random.next(in: 1...5))
      let first = randomBuffer(size, &random)
      var frames = [first]
      for _ in 0..<4 { frames.append(mutate(frames[frames.count - 1], &random)) }
      var renderer = ANSIRenderer()
      var screen = HeadlessScreen(size: size)
      screen.apply(renderer.redraw(first))
      #expect(screen.buffer == first, "seed \(seed) redraw \(size)")
      for (previous, next) in zip(frames, frames.dropFirst()) {
        screen.apply(renderer.render(from: previous, to: next))
        #expect(screen.buffer == next, "seed \(seed): \(previous.lines) → \(next.lines)")
      }
    }
  }

  private static let graphemes = ["a", "b", "7", " ", "█", "中", "文", "😀", "é", "⣿"]
  private static let styles = [
    Style.plain, Style(bold: true), Style(foreground: .red), Style(background: .indexed(236)),
    Style(dim: true, reverse: true), Style(foreground: .bright(2), underline: true),
  ]

  private func randomBuffer(_ size: Size, _ random: inout SplitMix64) -> Buffer {
    var buffer = Buffer(size: size)
    for _ in 0..<random.next(in: 0...(size.area * 2)) { scribble(&buffer, &random) }
    return buffer
  }

  private func mutate(_ buffer: Buffer, _ random: inout SplitMix64) -> Buffer {
    var next = buffer
    for _ in 0..<random.next(in: 0...4) { scribble(&next, &random) }
    return next
  }

  private func scribble(_ buffer: inout Buffer, _ random: inout SplitMix64) {
    let text = Self.graphemes[random.next(in: 0...(Self.graphemes.count - 1))]
    let style = Self.styles[random.next(in: 0...(Self.styles.count - 1))]
    buffer.put(
      text, at: random.next(in: 0...(buffer.size.columns - 1)),
      row: random.next(in: 0...(buffer.size.rows - 1)), style: style)
  }
}

/// A small seeded generator (SplitMix64), so property tests are reproducible.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func next(in range: ClosedRange<Int>) -> Int {
    Int.random(in: range, using: &self)
  }
}
