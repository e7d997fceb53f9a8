import Cadence
import CadenceSwiftUI
import Testing

@Suite struct GuideAnimationTests {
  @Test func theCurveIsTheEnginesEasingAtAHundredInstantsOfACycle() throws {
    let pattern = try BreathingPattern(parsing: "4-7-8")
    let session = BreathingSession(pattern: pattern, cycles: 3, countIn: .seconds(3))
    let cycleStart = Duration.seconds(3 + 19)  // the second cycle
    for step in 0..<100 {
      let elapsed = cycleStart + .milliseconds(190 * step + 7)
      let animation = try #require(GuideAnimation.current(in: session, at: elapsed))
      let engine = session.state(at: elapsed)
      #expect(animation.phase.kind == engine.phase?.kind)
      #expect(abs(animation.guide(at: elapsed) - engine.guide) < 1e-9, "at \(elapsed)")
    }
  }

  @Test func oneAnimationPerPhaseTimedFromThePhase() throws {
    let pattern = try BreathingPattern(parsing: "4-7-8")
    let session = BreathingSession(pattern: pattern, cycles: 1, countIn: .seconds(3))
    let animations = GuideAnimation.phases(of: session, in: .zero..<session.totalDuration)
    #expect(animations.map(\.start) == [.seconds(3), .seconds(7), .seconds(14)])
    #expect(animations.map(\.duration) == [.seconds(4), .seconds(7), .seconds(8)])
    #expect(animations.map(\.from) == [0, 1, 1] && animations.map(\.to) == [1, 1, 0])
    #expect(animations.allSatisfy { $0.curve == TimingCurve(1 / 3, 0, 2 / 3, 1) })
    #expect(GuideAnimation.current(in: session, at: .seconds(1)) == nil)  // the count-in rests
    #expect(GuideAnimation.current(in: session, at: .seconds(22)) == nil)  // finished
  }

  @Test func theTimingCurveIsSmoothstepExactly() {
    for step in 0...20 {
      let p = Double(step) / 20
      #expect(
        abs(TimingCurve.breathingGuide.value(atProgress: p) - (3 * p * p - 2 * p * p * p))
          < 1e-12)
    }
  }
}
