import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

// The code of the article "Typewriter text" (Cadence.docc), verbatim: ArticleSnippetsTests
// fails if a block the article marks as tested is not in this file.

/// The wrong way: the visible prefix rebuilt every frame, cut by Unicode scalars.
func prefixRebuiltEachFrame(_ text: String, scalars count: Int) -> String {
  String(String.UnicodeScalarView(text.unicodeScalars.prefix(count)))  // O(n) every frame
}

/// The engine's way: a schedule made once, and a cursor that hands out only what is new.
func typeOut<C: Clock>(
  _ text: String, at speed: Double, on clock: C, append: (String) -> Void
) async where C.Duration == Duration {
  let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(speed))
  let run = ActiveRun(startedAt: clock.now)
  var cursor = TypewriterCursor(reveal)
  for await tick in DeadlineTicks.visibleChanges(of: reveal, during: run, clock: clock) {
    let fresh = cursor.advance(to: run.elapsed(at: tick.now))  // only the units not yet out
    append(reveal.text(of: fresh))
  }
}

@Suite(.hangLimit) struct TypewriterArticleTests {
  @Test func cuttingByScalarsSplitsAnEmoji() {
    let shown = prefixRebuiltEachFrame("Hi 👋🏽", scalars: 4)  // the hand without its skin tone
    #expect(shown == "Hi 👋")
    #expect(shown != "Hi " && shown != "Hi 👋🏽")
  }

  @Test func aRevealIsOneGraphemeAtATimeWithPauses() {
    let reveal = TypewriterReveal(text: "Yes. 👋🏽", pacing: .charactersPerSecond(10))
    let space = reveal.revealInstant(of: 4)  // 1.3 s: 8 extra delays after the full stop
    let beforeTheWave = reveal.visibleCount(at: .milliseconds(1399))  // 5: "Yes. "
    let all = reveal.duration  // 1.4 s: the wave is the last unit, whole
    #expect(space == .milliseconds(1300) && beforeTheWave == 5 && all == .milliseconds(1400))
    #expect(reveal.text(of: 0..<reveal.count) == "Yes. 👋🏽")
  }

  @Test func aRevealFittedToADurationEndsExactlyThere() {
    let reveal = TypewriterReveal(
      text: "Ten seconds, exactly.", pacing: .totalDuration(.seconds(10)))
    #expect(reveal.duration == .seconds(10))
    #expect(reveal.visibleCount(at: .seconds(10) - .nanoseconds(1)) == reveal.count - 1)
  }

  @Test func typingOutHandsOutEachUnitOnceEvenAfterAStall() async {
    let clock = ManualClock()
    let pieces = ShownValues<String>()
    let typing = Task {
      await typeOut("a, b", at: 10, on: clock) { pieces.append($0, at: clock.now.offset) }
    }
    await clock.waitForSleepers()
    clock.advance(by: .milliseconds(450))  // late: "a" and "," come out together
    await clock.waitForSleepers()
    clock.advance(by: .seconds(1))  // a stall: " " and "b" at once, nothing replayed
    await typing.value
    #expect(pieces.lines.map(\.value) == ["", "a,", " b"])
    #expect(pieces.lines.map(\.value).joined() == "a, b")
  }
}
