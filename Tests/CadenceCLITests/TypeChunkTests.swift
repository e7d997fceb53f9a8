import Cadence
import CadenceTestSupport
import TerminalUI
import Testing

@testable import CadenceCLI

/// Typing a large text a chunk at a time comes out exactly as typing it whole.
@Suite struct TypeChunkTests {
  /// About 2.5 chunks of mixed text: punctuation pauses, CJK, emoji, a style sequence.
  static let line = "The quick fox. 敏捷的狐狸，跳过了懒狗。 👋🏽 \u{1B}[31mred\u{1B}[0m done!\n"
  static let text = String(
    repeating: line, count: 5 * TypesetChunks.chunkBytes / 2 / line.utf8.count)

  /// Every chunk typeset and weighed in turn, joined: units, outputs and instants.
  func chunked(
    _ text: String, options: TypesetOptions, pacing: TypewriterPacing
  ) -> (units: [TypewriterUnit], outputs: [String], instants: [Duration], chunks: Int) {
    var chunks = TypesetChunks(text, options: options)
    var weigher = TypewriterWeigher(pacing: pacing)
    let scale = TypewriterReveal.Scale(pacing: pacing, totalWeight: 0)
    var result: (units: [TypewriterUnit], outputs: [String], instants: [Duration], chunks: Int) =
      ([], [], [], 0)
    var column = 0
    while let chunk = chunks.next(startingAt: column) {
      let reveal = TypewriterReveal(
        units: chunk.units, cumulativeWeights: weigher.cumulativeWeights(of: chunk.units),
        scale: scale)
      result.units += chunk.units
      result.outputs += chunk.outputs
      result.instants += chunk.units.indices.map(reveal.revealInstant(of:))
      result.chunks += 1
      column = chunk.column(afterFirst: chunk.units.count)
    }
    return result
  }

  @Test(arguments: [
    TypesetOptions(width: 80, keepsStyles: true), TypesetOptions(width: 0),
    TypesetOptions(width: 13),
  ])
  func chunksJoinIntoTheWholeTextsOutputAndRhythm(options: TypesetOptions) {
    var pacing = TypewriterPacing.charactersPerSecond(20)
    pacing.variation = .init(seed: 7)
    let whole = TypesetText(Self.text, options: options)
    let reveal = TypewriterReveal(units: whole.units, pacing: pacing)
    let joined = chunked(Self.text, options: options, pacing: pacing)
    #expect(joined.chunks == 3)
    #expect(joined.units == whole.units)
    #expect(joined.outputs == whole.outputs)
    #expect(joined.instants == whole.units.indices.map(reveal.revealInstant(of:)))
  }

  @Test func aLineLongerThanAChunkIsCutBeforeASpaceAndWrapsTheSame() {
    let text = String(repeating: "word ", count: 2 * TypesetChunks.chunkBytes / 5)
    let options = TypesetOptions(width: 37)
    let joined = chunked(text, options: options, pacing: .charactersPerSecond(20))
    #expect(joined.chunks == 2)
    #expect(joined.outputs == TypesetText(text, options: options).outputs)
  }

  @Test func aChunkEndsAfterALineBreakBeforeASpaceOrOnACharacterNeverInAStyle() {
    let size = TypesetChunks.chunkBytes
    let newline = String(repeating: "a", count: size + 10) + "\nrest"
    #expect(
      newline[..<TypesetChunks.chunkEnd(in: newline, from: newline.startIndex)]
        == newline.prefix(size + 11))
    let space = String(repeating: "a", count: size + 10) + " rest"
    #expect(
      space[..<TypesetChunks.chunkEnd(in: space, from: space.startIndex)]
        == space.prefix(size + 10))
    // No break anywhere: a cut between characters, never inside the 4-byte emoji …
    let emoji = "x" + String(repeating: "😌", count: size / 2)
    let end = TypesetChunks.chunkEnd(in: emoji, from: emoji.startIndex)
    #expect(emoji.utf8.distance(from: emoji.startIndex, to: end) == size + 1)
    #expect(emoji[..<end].last == "😌")
    // … and before an ESC just before the cut, so a kept style sequence stays whole.
    let style =
      String(repeating: "a", count: size - 3) + "\u{1B}[31m" + String(repeating: "b", count: 9000)
    let styleEnd = TypesetChunks.chunkEnd(in: style, from: style.startIndex)
    #expect(style.utf8.distance(from: style.startIndex, to: styleEnd) == size - 3)
  }

  @Test func onlyTheFirstChunkIsTypesetBeforeTheFirstCharacter() {
    let typewriter = InlineTypewriter(
      source: Self.text, options: TypesetOptions(width: 80), pacing: .charactersPerSecond(20))
    #expect(typewriter.text.units.count < TypesetChunks.chunkBytes + TypesetChunks.lookahead)
    #expect(typewriter.text.units.count > 1000)
  }

  @Test func skippingAndALongStallWriteEveryChunkOnce() throws {
    let options = TypesetOptions(width: 80, keepsStyles: true)
    let expected = TypesetText(Self.text, options: options).outputs.joined()
    let hide = "\u{1B}[?25l"
    let show = "\u{1B}[?25h"
    // Space after the first character: the rest of every chunk at once.
    var typewriter = InlineTypewriter(
      source: Self.text, options: options, pacing: .charactersPerSecond(1000))
    let skip = ScriptedHost.typing(script: [(at: .milliseconds(1), step: .type(" "))])
    _ = try skip.run(&typewriter, on: .inline, clock: .suspending)
    #expect(skip.typedWrites.joined() == hide + expected + show)
    // One wake-up 10 minutes late: everything due, across every chunk, in one write.
    typewriter = InlineTypewriter(
      source: Self.text, options: options, pacing: .charactersPerSecond(1000))
    let stall = ScriptedHost.typing(wakeErrors: [.seconds(600)])
    let ending = try stall.run(&typewriter, on: .inline, clock: .suspending)
    #expect(ending == .completed)
    #expect(stall.typedWrites == [hide, expected + show])
  }

  /// The whole text is weighed first: its last character, three chunks on, lands exactly
  /// on the duration.
  @Test func aFittedDurationOverManyChunksEndsExactlyOnIt() throws {
    var typewriter = InlineTypewriter(
      source: Self.text, options: TypesetOptions(width: 80),
      pacing: .totalDuration(.seconds(60)))
    let first = typewriter.reveal.revealInstant(of: 0)
    // Woken 1 ns before the end: everything but the last character, then one more wait.
    let host = ScriptedHost.typing(wakeErrors: [.seconds(60) - .nanoseconds(1) - first])
    #expect(try host.run(&typewriter, on: .inline, clock: .suspending) == .completed)
    #expect(host.inlineTimeouts == [first, .nanoseconds(1)])
    #expect(host.typedWrites.count == 3)
  }
}
