import Testing

@testable import Cadence

/// A reveal fitted to a total duration, and seeded variation.
@Suite struct TypewriterFittingTests {
  @Test func oneSecondOverThreeCharactersEndsExactlyAtOneSecond() {
    let reveal = TypewriterReveal(text: "abc", pacing: .totalDuration(.seconds(1)))
    #expect(
      reveal.allInstants == [
        .nanoseconds(333_333_333), .nanoseconds(666_666_666), .nanoseconds(1_000_000_000),
      ])
  }

  @Test func pausesAreFittedInProportion() {
    // Weights in delays: H1 i2 ,3 ' '7 y8 o9 u10 .11 — the comma pause is 3 delays.
    let reveal = TypewriterReveal(text: "Hi, you.", pacing: .totalDuration(.seconds(1)))
    let expected: [Int64] = [
      90_909_090, 181_818_181, 272_727_272, 636_363_636,
      727_272_727, 818_181_818, 909_090_909, 1_000_000_000,
    ]
    #expect(reveal.allInstants == expected.map { .nanoseconds($0) })
  }

  @Test(arguments: [
    Duration.seconds(1), .seconds(7), .milliseconds(1), .nanoseconds(5),
    .seconds(1) + .nanoseconds(1) / 3, .seconds(86_400 * 365),
  ])
  func fittedDurationEndsExactlyAtTheRequestedTime(total: Duration) {
    let text = "Awkward, isn't it? 一二三。\nEnd…"
    for seed in 0..<UInt64(20) {
      let pacing = TypewriterPacing(
        tempo: .totalDuration(total), variation: .init(seed: seed, amount: 0.5))
      let reveal = TypewriterReveal(text: text, pacing: pacing)
      let floored = Duration.nanoseconds(ExactTime.nanoseconds(flooring: total))
      #expect(reveal.duration == floored)
      #expect(reveal.visibleCount(at: floored) == reveal.count)
      #expect(reveal.visibleCount(at: floored - .nanoseconds(1)) < reveal.count)
      #expect(zip(reveal.allInstants, reveal.allInstants.dropFirst()).allSatisfy { $0 <= $1 })
    }
  }

  @Test func generatorMatchesTheSplitMix64ReferenceSequence() {
    var generator = SplitMix64(seed: 0)
    #expect(generator.next() == 0xE220_A839_7B1D_CDAF)
    #expect(generator.next() == 0x6E78_9E6A_A1B9_65F4)
    #expect(generator.next() == 0x06C4_5D18_8009_454F)
  }

  @Test func theSameSeedGivesTheSameScheduleAndOtherSeedsDiffer() {
    let text = String(repeating: "typing is rhythm ", count: 10)
    func reveal(seed: UInt64) -> TypewriterReveal {
      TypewriterReveal(
        text: text,
        pacing: TypewriterPacing(
          tempo: .charactersPerSecond(20), variation: .init(seed: seed, amount: 0.3)))
    }
    #expect(reveal(seed: 42) == reveal(seed: 42))
    #expect(reveal(seed: 42).allInstants == reveal(seed: 42).allInstants)
    #expect(reveal(seed: 42).allInstants != reveal(seed: 43).allInstants)
    #expect(Set((0..<UInt64(8)).map { reveal(seed: $0).allInstants }).count == 8)
  }

  @Test func variationStaysWithinItsAmount() {
    let pacing = TypewriterPacing(
      tempo: .charactersPerSecond(100), variation: .init(seed: 7, amount: 0.35)
    ).withoutPauses
    let instants = TypewriterReveal(text: String(repeating: "a", count: 2000), pacing: pacing)
      .allInstants
    let gaps = zip([.zero] + instants, instants).map { $1 - $0 }
    // A 10 ms delay varied by up to 35 %: every gap within 6.5...13.5 ms, and not all equal.
    #expect(gaps.allSatisfy { $0 >= .microseconds(6500) && $0 <= .microseconds(13_500) })
    #expect(gaps.min()! < .microseconds(7000))
    #expect(gaps.max()! > .microseconds(13_000))
  }
}
