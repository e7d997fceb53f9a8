import CadenceTesting
import Testing

@testable import Cadence

/// "Find your rate" (Shaffer & Meehan 2020): five rates, two minutes each, a rest between;
/// each step's start, its rate and the total at exact instants.
@Suite struct ResonanceAssessmentTests {
  @Test func theStepsTheirRatesAndStartsAndTheTotal() {
    let find = ResonanceAssessment()
    #expect(find.steps.map(\.pace.rate) == ["6.5", "6.0", "5.5", "5.0", "4.5"])
    #expect(find.steps.map(\.pace.name).first == "resonance 6.5")
    #expect(find.steps.map(\.session.cycleCount) == [13, 12, 11, 10, 9])
    // Two minutes of breathing at every rate, exactly, after a 3 s count-in.
    #expect(find.steps.allSatisfy { $0.session.breathingDuration == .seconds(120) })
    #expect(find.steps.map(\.start) == [0, 138, 276, 414, 552].map { Duration.seconds($0) })
    #expect(find.total == .seconds(675))
  }

  @Test func theRatioAndTheCountInAndTheRestAreThePersons() {
    let find = ResonanceAssessment(
      ratio: .init(inhale: 4, exhale: 6), countIn: .zero, rest: .seconds(10))
    #expect(find.steps.map(\.pace.name).last == "resonance 4.5 4:6")
    #expect(find.steps.map(\.start) == [0, 130, 260, 390, 520].map { Duration.seconds($0) })
    #expect(find.total == .seconds(640))
    let first = find.steps[0].session.pattern.phases.map(\.duration)
    // 60/6.5 s split 4:6: 3.692… s in, 5.538… s out.
    #expect(first[0] < first[1])
  }

  /// The stage at each instant, read as the protocol runs on a ManualClock: each step from
  /// its start, the rest after it, the question once the last rate is breathed; and the
  /// breathing state at a step's start is its count-in, at its rate's first breath inhale.
  @Test func theStageAtExactInstantsOnAManualClock() {
    let find = ResonanceAssessment()
    let clock = ManualClock()
    let origin = clock.now
    func stage(at instant: Duration) -> ResonanceAssessment.Stage {
      clock.advance(to: ManualClock.Instant(offset: instant))
      return find.stage(at: origin.duration(to: clock.now))
    }
    #expect(stage(at: .zero) == .step(0))
    #expect(stage(at: .seconds(123) - .nanoseconds(1)) == .step(0))
    #expect(stage(at: .seconds(123)) == .rest(before: 1))
    #expect(stage(at: .seconds(138) - .nanoseconds(1)) == .rest(before: 1))
    #expect(stage(at: .seconds(138)) == .step(1))
    let third = find.steps[2]
    #expect(stage(at: third.start) == .step(2))
    #expect(third.session.state(at: .zero).stage == .countIn)
    #expect(third.session.state(at: .seconds(3)).phase?.kind == .inhale)
    // 60/5.5 s a breath: the 11th and last ends exactly 120 s after the count-in.
    #expect(third.session.state(at: .seconds(123) - .nanoseconds(1)).cycle == 11)
    #expect(stage(at: .seconds(552)) == .step(4))
    #expect(stage(at: .seconds(675) - .nanoseconds(1)) == .step(4))
    #expect(stage(at: .seconds(675)) == .finished)
  }

  @Test func aShortStepIsStillWholeBreaths() {
    let find = ResonanceAssessment(countIn: .zero, rest: .zero, stepLength: .seconds(1))
    #expect(find.steps.map(\.session.cycleCount) == [1, 1, 1, 1, 1])
    #expect(find.total == .nanoseconds(55_473_193_475))
  }
}
