import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A guide that appears or resumes in the middle of a phase (Control Center, a banner, the app
/// switcher pause the run) starts from its size then and reaches the phase's end with the words.
@Suite struct GuideAnimationMidPhaseTests {
  static func session() throws -> BreathingSession {
    BreathingSession(
      pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))
  }

  @Test(arguments: [3_100, 4_000, 5_300, 6_999, 9_500, 14_001, 18_000, 21_900, 27_250])
  func anAnimationStartedMidPhaseIsTheEnginesGuideAtEveryInstantLeft(milliseconds: Int) throws {
    let session = try Self.session()
    let appeared = Duration.milliseconds(milliseconds)
    let rest = try #require(GuideAnimation.remaining(in: session, at: appeared))
    let phase = try #require(GuideAnimation.current(in: session, at: appeared))
    #expect(rest.start == appeared && rest.start + rest.duration == phase.start + phase.duration)
    #expect(abs(rest.from - session.state(at: appeared).guide) < 1e-12)
    #expect(rest.to == phase.to)
    for step in 0...50 {
      let at = appeared + rest.duration * (Double(step) / 50)
      #expect(
        abs(rest.guide(at: at) - session.state(at: at).guide) < 1e-9,
        "at \(at): \(rest.guide(at: at)) against \(session.state(at: at).guide)")
    }
  }

  @Test func theSmoothstepSplitIsACubicWithItsControlPointsInClosedForm() {
    // y(s) = (S(p + qs) − S(p)) / (1 − S(p)), q = 1 − p: control points 2pq²/D, q²(1 + 2p)/D.
    for step in 1..<20 {
      let p = Double(step) / 20
      let q = 1 - p
      let d = 1 - (3 * p * p - 2 * p * p * p)
      let rest = TimingCurve.breathingGuide.remaining(after: p)
      #expect(abs(rest.c0x - 1 / 3) < 1e-12 && abs(rest.c1x - 2 / 3) < 1e-12)
      #expect(abs(rest.c0y - 2 * p * q * q / d) < 1e-9)
      #expect(abs(rest.c1y - q * q * (1 + 2 * p) / d) < 1e-9)
    }
    #expect(TimingCurve.breathingGuide.remaining(after: 0) == .breathingGuide)
  }

  @Test func nothingToAnimateInTheCountInOrAfterTheEnd() throws {
    let session = try Self.session()
    #expect(GuideAnimation.remaining(in: session, at: .seconds(1)) == nil)
    #expect(GuideAnimation.remaining(in: session, at: session.totalDuration) == nil)
  }

  /// What each way of drawing the guide costs in body evaluations over one 4-7-8 cycle: the
  /// visible-change schedule's entries (the text's seconds and the phase switches, one
  /// animation a phase) against a `TimelineView(.animation)` redrawn every frame.
  @Test func aCycleCostsNineteenBodyEvaluationsAgainstAFrameEach() throws {
    let session = try Self.session()
    let start = Date(timeIntervalSinceReferenceDate: 788_000_000.25)
    let run = TimelineRun(anchor: start, elapsed: .seconds(3), isRunning: true)
    let cycleEnd = run.date(whenElapsedReaches: .seconds(3 + 19))!
    let entries = VisibleChangeTimeline(of: session, during: run)
      .entries(from: start, cadence: .normal)
      .prefix { $0 < cycleEnd }
    // 19 s of frames would be 1 140 evaluations at 60 Hz, 2 280 at 120 Hz.
    #expect(Array(entries).count == 19)
  }
}
