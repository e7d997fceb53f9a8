import Testing

@testable import Cadence

@Suite struct TypewriterCursorTests {
  static let text = "Once upon a time, 🇯🇵 and 👨‍👩‍👧‍👦 typed 漢字.\nThe end!"

  @Test func framesHandOutOnlyWhatIsNewAndConcatenateToTheText() {
    let reveal = TypewriterReveal(text: Self.text, pacing: .charactersPerSecond(30))
    var cursor = TypewriterCursor(reveal)
    var output = ""
    var handedOut = 0
    var frame = Duration.zero
    while !cursor.isComplete {
      frame += .milliseconds(37)
      let fresh = cursor.advance(to: frame)
      #expect(fresh.lowerBound == handedOut)
      handedOut = fresh.upperBound
      #expect(handedOut == reveal.visibleCount(at: frame))
      output += reveal.text(of: fresh)
    }
    #expect(output == Self.text)
    #expect(cursor.advance(to: frame + .seconds(1)).isEmpty)
  }

  @Test func aStallHandsOutEverythingMissedOnceNeverReplaying() {
    let reveal = TypewriterReveal(text: "abcdefgh", pacing: .charactersPerSecond(10))
    var cursor = TypewriterCursor(reveal)
    #expect(cursor.advance(to: .milliseconds(150)) == 0..<1)
    #expect(cursor.advance(to: .milliseconds(650)) == 1..<6)
    #expect(cursor.advance(to: .milliseconds(650)) == 6..<6)
  }

  @Test func goingBackInTimeHandsOutNothingUntilAFreshCursor() {
    let reveal = TypewriterReveal(text: "abcdefgh", pacing: .charactersPerSecond(10))
    var cursor = TypewriterCursor(reveal)
    #expect(cursor.advance(to: .milliseconds(500)) == 0..<5)
    #expect(cursor.advance(to: .milliseconds(200)).isEmpty)
    #expect(cursor.revealedCount == 5)
    cursor = TypewriterCursor(reveal)
    #expect(cursor.advance(to: .milliseconds(200)) == 0..<2)
  }

  @Test func skipToEndHandsOutTheRestOnce() {
    let reveal = TypewriterReveal(text: "abcdefgh", pacing: .charactersPerSecond(10))
    var cursor = TypewriterCursor(reveal)
    _ = cursor.advance(to: .milliseconds(300))
    #expect(cursor.skipToEnd() == 3..<8)
    #expect(cursor.isComplete)
    #expect(cursor.skipToEnd().isEmpty)
    #expect(cursor.advance(to: reveal.duration).isEmpty)
  }

  @Test func aMegabyteTextBuildsAndRevealsInOnePass() {
    // 1 MiB of "abc. " at 1000 cps: each 5-character block is 5 delays plus one
    // sentence pause of 8, i.e. 13 ms; the last block has no space, so no final pause.
    let blocks = 1 << 20 / 5
    let text = String(repeating: "abc. ", count: blocks)
    let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(1000))
    #expect(reveal.count == blocks * 5)
    #expect(reveal.duration == .milliseconds(blocks * 13))
    var cursor = TypewriterCursor(reveal)
    var revealed = 0
    var frame = Duration.zero
    while !cursor.isComplete {
      frame += .seconds(60)
      revealed += cursor.advance(to: frame).count
    }
    #expect(revealed == reveal.count)
  }
}
