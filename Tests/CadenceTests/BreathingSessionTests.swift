import Testing

@testable import Cadence

/// What a full-screen breathing display shows, reduced to what can change on screen.
struct Readout: Hashable {
  var stage: BreathingState.Stage
  var cycle: Int
  var phaseIndex: Int?
  var secondsLeft: Int
  var remainingSeconds: Int
  var guideLevel: Int

  init(_ state: BreathingState, guideSteps: Int) {
    stage = state.stage
    cycle = state.cycle
    phaseIndex = state.phaseIndex
    secondsLeft = state.secondsLeft
    remainingSeconds = state.remainingSeconds
    guideLevel = state.guideLevel(steps: guideSteps)
  }
}

/// The instants each phase starts, worked out independently of the session's arithmetic.
func phaseStarts(of session: BreathingSession) -> [(at: Duration, cycle: Int, phaseIndex: Int)] {
  var starts: [(at: Duration, cycle: Int, phaseIndex: Int)] = []
  var instant = session.countIn
  for cycle in 1...session.cycleCount {
    for (index, phase) in session.pattern.phases.enumerated() {
      starts.append((instant, cycle, index))
      instant += phase.duration
    }
  }
  return starts
}

@Suite struct BreathingSessionTests {
  static let presets = BreathingPreset.builtIns.map(\.id)

  private func session(_ id: String, cycles: Int = 3) -> BreathingSession {
    BreathingSession(pattern: BreathingPreset.builtIn(named: id)!.pattern, cycles: cycles)
  }

  @Test(arguments: presets)
  func everyPhaseSwitchHappensAtItsExactInstant(id: String) {
    let session = session(id)
    let countIn = session.state(at: .zero)
    #expect(countIn.stage == .countIn && countIn.secondsLeft == 3 && countIn.cycle == 1)
    #expect(countIn.phase == nil && countIn.remaining == session.totalDuration)
    #expect(countIn.guide == 0)
    let starts = phaseStarts(of: session)
    for (number, start) in starts.enumerated() {
      let before = session.state(at: start.at - .nanoseconds(1))
      let at = session.state(at: start.at)
      let after = session.state(at: start.at + .nanoseconds(1))
      let phase = session.pattern.phases[start.phaseIndex]
      #expect(at.stage == .breathing && at.cycle == start.cycle)
      #expect(at.phaseIndex == start.phaseIndex && at.phase == phase)
      #expect(at.progress == 0 && after.phaseIndex == start.phaseIndex)
      #expect(at.remaining == session.totalDuration - start.at)
      #expect(Duration.seconds(at.secondsLeft - 1) < phase.duration)
      #expect(Duration.seconds(at.secondsLeft) >= phase.duration)
      if number == 0 {
        #expect(before.stage == .countIn && before.secondsLeft == 1)
      } else {
        let previous = starts[number - 1]
        #expect(before.cycle == previous.cycle && before.phaseIndex == previous.phaseIndex)
        #expect(before.secondsLeft == 1 && before.progress < 1)
        // The guide is exactly full when an inhale run ends and exactly empty when an
        // exhale run ends — at the very instant of the switch.
        let ended = session.pattern.phases[previous.phaseIndex].kind
        if ended == .inhale && phase.kind != .inhale { #expect(at.guide == 1) }
        if ended == .exhale && phase.kind != .exhale { #expect(at.guide == 0) }
      }
    }
    let end = session.totalDuration
    #expect(session.state(at: end - .nanoseconds(1)).stage == .breathing)
    let finished = session.state(at: end)
    #expect(finished.isFinished && finished.cycle == 3 && finished.phase == nil)
    #expect(finished.guide == 0 && finished.progress == 1 && finished.secondsLeft == 0)
    #expect(finished.remaining == .zero && finished.stage == .finished)
    #expect(session.state(at: end + .seconds(3600)) == finished)
  }

  @Test(arguments: presets)
  func theGuideIsMonotonicWithinEachPhase(id: String) {
    let session = session(id, cycles: 2)
    let starts = phaseStarts(of: session)
    for (number, start) in starts.enumerated() {
      let end = number + 1 < starts.count ? starts[number + 1].at : session.totalDuration
      let length = end - start.at
      var instants = (0..<400).map { start.at + length * Double($0) / 400 }
      instants += (1...3).map { end - .nanoseconds(4 - $0) }
      let guides = instants.map { session.state(at: $0).guide }
      let kind = session.pattern.phases[start.phaseIndex].kind
      let pairs = zip(guides, guides.dropFirst())
      switch kind {
      case .inhale: #expect(pairs.allSatisfy { $0 <= $1 } && guides.first! < guides.last!)
      case .exhale: #expect(pairs.allSatisfy { $0 >= $1 } && guides.first! > guides.last!)
      case .holdAfterInhale, .holdAfterExhale: #expect(pairs.allSatisfy { $0 == $1 })
      }
    }
  }

  @Test(arguments: presets)
  func aPauseShiftsTheRestByExactlyItsLength(id: String) {
    let session = session(id)
    let pauseStart = Duration.milliseconds(10_300)
    let pause = Duration.milliseconds(4_200)
    // What a run hands the engine: wall time minus the pause, frozen during it.
    func elapsed(atWall wall: Duration) -> Duration {
      wall < pauseStart ? wall : max(pauseStart, wall - pause)
    }
    #expect(
      session.state(at: elapsed(atWall: pauseStart + pause - .nanoseconds(1)))
        == session.state(at: pauseStart))
    for start in phaseStarts(of: session) {
      let wall = start.at <= pauseStart ? start.at : start.at + pause
      let state = session.state(at: elapsed(atWall: wall))
      #expect(state.cycle == start.cycle && state.phaseIndex == start.phaseIndex)
      #expect(
        session.state(at: elapsed(atWall: wall - .nanoseconds(1))).phaseIndex != start.phaseIndex)
    }
    #expect(session.state(at: elapsed(atWall: session.totalDuration + pause)).isFinished)
    #expect(
      !session.state(at: elapsed(atWall: session.totalDuration + pause - .nanoseconds(1)))
        .isFinished)
  }

  @Test(arguments: presets)
  func aFiveSecondStallGivesOneStateInTheRightPhase(id: String) {
    let session = session(id)
    let starts = phaseStarts(of: session)
    // Last frames every 2.75 s through the session, each followed by a 5 s stall.
    let lastFrames = (0...).lazy.map { Duration.milliseconds(1250 + 2750 * $0) }
    for lastFrame in lastFrames.prefix(while: { $0 < session.totalDuration }) {
      let frame = lastFrame + .seconds(5)
      let state = session.state(at: frame)
      if let current = starts.last(where: { $0.at <= frame }), frame < session.totalDuration {
        #expect(state.cycle == current.cycle && state.phaseIndex == current.phaseIndex)
        let next = session.nextVisibleChange(after: frame, guideSteps: 32)!
        #expect(next > frame && next <= frame + .seconds(1))
      } else {
        #expect(state.isFinished && session.nextVisibleChange(after: frame, guideSteps: 32) == nil)
      }
    }
  }

  @Test(arguments: [
    ("4-7-8", 120, 6), ("box", 60, 4), ("coherent", 600, 55), ("sigh", 60, 7),
    ("long-exhale", 90, 8), ("long-exhale", 89, 7), ("4-7-8", 4, 1), ("box", 0, 1), ("box", -60, 1),
  ])
  func lengthInMinutesRoundsToTheNearestWholeCycle(id: String, seconds: Int, cycles: Int) {
    let pattern = BreathingPreset.builtIn(named: id)!.pattern
    #expect(BreathingSession.cycles(approximating: .seconds(seconds), of: pattern) == cycles)
    let session = BreathingSession(
      pattern: pattern, length: .about(.seconds(seconds)), countIn: .zero)
    #expect(session.cycleCount == cycles)
    #expect(session.totalDuration == pattern.cycleDuration * cycles)
  }

  @Test func aSessionWithoutCountInStartsBreathingAtZero() {
    let pattern = BreathingPreset.builtIn(named: "box")!.pattern
    let session = BreathingSession(pattern: pattern, length: .cycles(0), countIn: .zero)
    #expect(session.cycleCount == 1)
    #expect(session.state(at: .seconds(-2)) == session.state(at: .zero))
    #expect(session.state(at: .zero).stage == .breathing)
    #expect(session.state(at: .zero).phase?.kind == .inhale)
    #expect(session.breathingDuration == .seconds(16) && session.totalDuration == .seconds(16))
  }
}
