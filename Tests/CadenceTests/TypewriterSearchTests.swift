import Testing

@testable import Cadence

@Suite struct TypewriterSearchTests {
  /// The galloping search agrees with a plain count of the instants at or before a time,
  /// from every valid starting point, at every instant and a nanosecond either side.
  @Test func gallopingFindsTheSameIndexAsALinearScan() {
    let units =
      TypewriterUnit.units(of: "Hi. Yes, no?! 漢字。\n\nEnd") + [.instant("\u{1B}[0m")]
      + TypewriterUnit.units(of: " ok")
    let pacing = TypewriterPacing(
      tempo: .charactersPerSecond(37), variation: .init(seed: 9, amount: 0.5))
    let reveal = TypewriterReveal(units: units, pacing: pacing)
    let instants = (0..<reveal.count).map {
      ExactTime.nanoseconds(flooring: reveal.revealInstant(of: $0))
    }
    var probes: [Int64] = [-1, 0, .max]
    for instant in instants { probes += [instant - 1, instant, instant + 1] }
    for probe in probes {
      let expected = instants.filter { $0 <= probe }.count
      for start in 0...expected {
        #expect(reveal.firstIndex(revealedAfter: probe, from: start) == expected)
      }
    }
  }
}
