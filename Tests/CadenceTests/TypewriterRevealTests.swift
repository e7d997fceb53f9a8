import Testing

@testable import Cadence

extension TypewriterReveal {
  /// Every unit's reveal instant, in order.
  var allInstants: [Duration] { units.indices.map(revealInstant(of:)) }
}

/// Milliseconds as a `Duration`, to keep expected-instant tables readable.
func ms(_ values: Int...) -> [Duration] { values.map { .milliseconds($0) } }

@Suite struct TypewriterRevealTests {
  @Test func eachCharacterAppearsAfterItsOwnDelay() {
    let reveal = TypewriterReveal(text: "abcd", pacing: .charactersPerSecond(20))
    #expect(reveal.allInstants == ms(50, 100, 150, 200))
    #expect(reveal.duration == .milliseconds(200))
    #expect(reveal.visibleCount(at: .zero) == 0)
    #expect(reveal.visibleCount(at: .milliseconds(50) - .nanoseconds(1)) == 0)
    #expect(reveal.visibleCount(at: .milliseconds(50)) == 1)
    #expect(reveal.visibleCount(at: .milliseconds(199)) == 3)
    #expect(reveal.visibleCount(at: .seconds(3600)) == 4)
    #expect(reveal.visibleCount(at: .seconds(-1)) == 0)
  }

  @Test func oddRatesRoundTheDelayToTheNanosecondAndNeverDrift() {
    let reveal = TypewriterReveal(
      text: String(repeating: "x", count: 3000), pacing: .charactersPerSecond(3))
    // 1/3 s rounds to 333_333_333 ns; the 3000th character is exactly 3000 of those.
    #expect(reveal.revealInstant(of: 0) == .nanoseconds(333_333_333))
    #expect(reveal.duration == .nanoseconds(3000 * 333_333_333))
  }

  @Test(arguments: [
    ("Hello, world.", ms(50, 100, 150, 200, 250, 300, 500, 550, 600, 650, 700, 750, 800)),
    ("Yes. No", ms(50, 100, 150, 200, 650, 700, 750)),
    ("3.14 x", ms(50, 100, 150, 200, 250, 300)),
    ("Wait?! Go", ms(50, 100, 150, 200, 250, 300, 750, 800, 850)),
    ("\"Hi.\" Yo", ms(50, 100, 150, 200, 250, 700, 750, 800)),
    ("a\nb", ms(50, 100, 350)),
    ("end.\nNo", ms(50, 100, 150, 200, 650, 900, 950)),
    ("a;b: c", ms(50, 100, 150, 200, 400, 450)),
  ])
  func latinPunctuationPausesOnlyBeforeWhitespace(text: String, expected: [Duration]) {
    // 20 cps: a delay is 50 ms; sentence +8 delays (400 ms), clause +3 (150 ms),
    // line break +4 (200 ms).
    let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(20))
    #expect(reveal.allInstants == expected)
  }

  @Test(arguments: [
    ("你好。世界", ms(100, 200, 300, 1200, 1300)),
    ("好，是、的", ms(100, 200, 600, 700, 1100)),
    ("「好。」他", ms(100, 200, 300, 400, 1300)),
  ])
  func fullWidthPunctuationPausesBeforeAnything(text: String, expected: [Duration]) {
    let reveal = TypewriterReveal(text: text, pacing: .charactersPerSecond(10))
    #expect(reveal.allInstants == expected)
  }

  @Test func pausesCanBeTurnedOffOrResized() {
    let plain = TypewriterReveal(
      text: "Hi. Yo", pacing: TypewriterPacing.charactersPerSecond(20).withoutPauses)
    #expect(plain.allInstants == ms(50, 100, 150, 200, 250, 300))
    let custom = TypewriterReveal(
      text: "Hi. Yo", pacing: TypewriterPacing(tempo: .charactersPerSecond(20), sentencePause: 2.5))
    #expect(custom.allInstants == ms(50, 100, 150, 325, 375, 425))
  }

  @Test func instantUnitsAppearWithTheNextTimedCharacter() {
    let units: [TypewriterUnit] = [
      .instant("\u{1B}[31m"), .character("a"), .instant("\u{1B}[1m"), .character("b"),
      .instant("\u{1B}[0m"),
    ]
    let reveal = TypewriterReveal(units: units, pacing: .charactersPerSecond(10))
    #expect(reveal.allInstants == ms(100, 100, 200, 200, 200))
    #expect(reveal.visibleCount(at: .milliseconds(100)) == 2)
    #expect(reveal.visibleText(at: .milliseconds(199)) == "\u{1B}[31ma")
    #expect(reveal.visibleText(at: .milliseconds(200)) == "\u{1B}[31ma\u{1B}[1mb\u{1B}[0m")
    #expect(reveal.duration == .milliseconds(200))
  }

  @Test func aTextWithNothingToTypeIsCompleteAtZero() {
    let empty = TypewriterReveal(text: "", pacing: .charactersPerSecond(20))
    #expect(empty.count == 0)
    #expect(empty.duration == .zero)
    #expect(empty.nextVisibleChange(after: .seconds(-1)) == nil)
    let onlyStyle = TypewriterReveal(
      units: [.instant("\u{1B}[0m")], pacing: .totalDuration(.seconds(5)))
    #expect(onlyStyle.duration == .zero)
    #expect(onlyStyle.visibleCount(at: .zero) == 1)
  }

  @Test func nextChangeIsTheNextRevealInstant() {
    let reveal = TypewriterReveal(text: "Hi, you. 한국어\n👋🏽!", pacing: .charactersPerSecond(7))
    let instants = reveal.allInstants
    for (index, instant) in instants.enumerated() {
      let justBefore = instant - .nanoseconds(1)
      #expect(reveal.visibleCount(at: justBefore) < reveal.visibleCount(at: instant))
      #expect(reveal.visibleCount(at: instant) == index + 1)
      #expect(reveal.nextVisibleChange(after: justBefore) == instant)
      let next = reveal.nextVisibleChange(after: instant)
      #expect(next == (index + 1 < instants.count ? instants[index + 1] : nil))
    }
    // Sub-nanosecond elapsed times count as the nanosecond they are in.
    let between = instants[0] + .nanoseconds(1) / 2
    #expect(reveal.visibleCount(at: between) == 1)
    #expect(reveal.nextVisibleChange(after: between) == instants[1])
  }

  @Test func pauseAndResumeShiftTheRestByExactlyThePause() {
    let reveal = TypewriterReveal(text: "pause me", pacing: .charactersPerSecond(10))
    // The run paused from 250 ms to 1250 ms of wall time: elapsed froze at 250 ms.
    func elapsed(atWall wall: Duration) -> Duration {
      wall < .milliseconds(250) ? wall : max(.milliseconds(250), wall - .seconds(1))
    }
    #expect(reveal.visibleCount(at: elapsed(atWall: .milliseconds(1249))) == 2)
    #expect(reveal.visibleCount(at: elapsed(atWall: .milliseconds(1299))) == 2)
    #expect(reveal.visibleCount(at: elapsed(atWall: .milliseconds(1300))) == 3)
    #expect(reveal.visibleCount(at: elapsed(atWall: .milliseconds(1800))) == 8)
    #expect(reveal.visibleCount(at: elapsed(atWall: .milliseconds(1800) - .nanoseconds(1))) == 7)
  }
}
