import CadenceTesting
import Testing

@testable import Cadence

/// Resonance breathing at a person's rate: every step of 0.1 from 3 to 10 breaths a minute
/// keeps its phases exactly where 60/rate puts them, cycle after cycle, on the session's
/// state, its schedule and its phase starts (what the sound and the animation follow).
@Suite struct ResonancePaceTests {
  static let rates = Array(ResonancePace.tenthsPerMinute)
  static let countIn = Duration.seconds(3)

  /// When `breaths` / `parts` breaths at `tenths` / 10 a minute have passed, in whole
  /// nanoseconds rounded up: the first nanosecond at or after the exact instant.
  private static func instant(breaths: Int64, parts: Int64, tenths: Int) -> Duration {
    let numerator = breaths * 600_000_000_000
    let denominator = parts * Int64(tenths)
    return countIn + .nanoseconds((numerator + denominator - 1) / denominator)
  }

  @Test(arguments: rates)
  func everyStepPutsEachPhaseAtItsExactInstantOnAManualClock(tenths: Int) {
    for (inhale, exhale) in [(1, 1), (4, 6)] {
      let pace = ResonancePace(tenthsPerMinute: tenths, inhale: inhale, exhale: exhale)!
      // `tenths` breaths at `tenths` / 10 a minute are ten minutes, exactly.
      let session = BreathingSession(pattern: pace.pattern, cycles: tenths, countIn: Self.countIn)
      #expect(session.totalDuration == Self.countIn + .seconds(600))
      let parts = Int64(inhale + exhale)
      let clock = ManualClock()
      let run = ActiveRun(startedAt: clock.now)
      var expectedStarts: [Duration] = []
      for cycle in 0..<Int64(tenths) {
        let phases: [(kind: BreathingPhase.Kind, share: Int64)] = [
          (.inhale, 0), (.exhale, Int64(inhale)),
        ]
        for (index, phase) in phases.enumerated() {
          let start = Self.instant(
            breaths: cycle * parts + phase.share, parts: parts, tenths: tenths)
          expectedStarts.append(start)
          #expect(session.nextPhaseSwitch(after: start - .nanoseconds(1)) == start)
          clock.advance(to: ManualClock.Instant(offset: start - .nanoseconds(1)))
          let before = session.state(at: run.elapsed(at: clock.now))
          #expect(before.phaseIndex == (cycle == 0 && index == 0 ? nil : 1 - index))
          clock.advance(by: .nanoseconds(1))
          let at = session.state(at: run.elapsed(at: clock.now))
          #expect(at.phase?.kind == phase.kind && at.cycle == Int(cycle) + 1 && at.progress == 0)
          #expect(at.guide == (phase.kind == .inhale ? 0 : 1))
        }
      }
      // The sound and the animation start each phase at those instants, and no other.
      let starts = session.phaseStarts(in: .zero..<session.totalDuration)
      #expect(starts.map(\.at) == expectedStarts, "\(pace.name)")
      #expect(session.state(at: session.totalDuration - .nanoseconds(1)).phase?.kind == .exhale)
      #expect(session.state(at: session.totalDuration).isFinished)
    }
  }

  @Test func aCycleIsExactlySixtyOverTheRateAndNeverDrifts() {
    let pace = ResonancePace(tenthsPerMinute: 55)!
    #expect(
      pace.pattern.phases.map(\.duration) == [
        .nanoseconds(5_454_545_455), .nanoseconds(5_454_545_455),
      ])
    // 60/5.5 s is 10 909 090 909.09… ns: rounding each cycle would lose 91 ns over 1000
    // cycles. N cycles take ⌈N × 60/5.5 s⌉, within 1 ns, for every N.
    for cycles in [1, 2, 10, 11, 55, 999, 1000] {
      let session = BreathingSession(pattern: pace.pattern, cycles: cycles, countIn: .zero)
      let exact = Int64(cycles) * 120_000_000_000
      #expect(session.breathingDuration == .nanoseconds((exact + 10) / 11))
    }
    let thousand = BreathingSession(pattern: pace.pattern, cycles: 1000, countIn: .zero)
    #expect(thousand.breathingDuration == .nanoseconds(10_909_090_909_091))
    // About 10 minutes is 55 breaths.
    #expect(BreathingSession.cycles(approximating: .seconds(600), of: pace.pattern) == 55)
  }

  @Test func aFourToSixBreathGivesTheExhaleSixTenths() throws {
    let pace = ResonancePace(tenthsPerMinute: 60, inhale: 4, exhale: 6)!
    #expect(pace.pattern.phases.map(\.kind) == [.inhale, .exhale])
    #expect(pace.pattern.phases.map(\.duration) == [.seconds(4), .seconds(6)])
    #expect(pace.pattern.cycleDuration == .seconds(10))
    // A whole-nanosecond pace is timed as a spec of the same seconds would be.
    #expect(pace.pattern.timing == (try BreathingPattern(parsing: "4-6")).timing)
  }

  @Test func ratesAreTenthsFromThreeToTen() {
    #expect(ResonancePace.tenths(parsing: "5.5") == 55)
    #expect(ResonancePace.tenths(parsing: "3") == 30)
    #expect(ResonancePace.tenths(parsing: "10.0") == 100)
    #expect(ResonancePace.tenths(parsing: "4.50") == 45)
    for refused in ["2.9", "10.1", "5.55", "5.", ".5", "-5", "5,5", "", "six", "1e1"] {
      #expect(ResonancePace.tenths(parsing: refused) == nil, "\(refused)")
    }
    #expect(ResonancePace.ratio(parsing: "4:6") == ResonancePace.Ratio(inhale: 4, exhale: 6))
    for refused in ["4-6", "0:1", "11:1", "4:", ":6", "4:6:1", "1.5:2"] {
      #expect(ResonancePace.ratio(parsing: refused) == nil, "\(refused)")
    }
  }

  @Test func aPaceIsNamedSoTheNameFindsItAgain() {
    let even = ResonancePace(tenthsPerMinute: 60)!
    let uneven = ResonancePace(tenthsPerMinute: 55, inhale: 4, exhale: 6)!
    #expect(even.name == "resonance 6.0")
    #expect(uneven.name == "resonance 5.5 4:6")
    #expect(ResonancePace(name: even.name) == even)
    #expect(ResonancePace(name: uneven.name) == uneven)
    #expect(ResonancePace(name: "Resonance  6") == even)
    #expect(ResonancePace(name: "resonance") == nil)
    #expect(ResonancePace(name: "resonance 12") == nil)
    #expect(ResonancePace(tenthsPerMinute: 29) == nil)
  }
}
