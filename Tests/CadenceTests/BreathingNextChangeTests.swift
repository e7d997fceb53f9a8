import Testing

@testable import Cadence

@Suite struct BreathingNextChangeTests {
  /// Follows a whole session from wake-up to wake-up, as the frame loop does, checking
  /// every answer: strictly in the future, a real change there, none just before it.
  /// Returns the wake-up instants.
  @discardableResult
  private func walk(_ session: BreathingSession, guideSteps: Int) -> [Duration] {
    var now = Duration.zero
    var wakeUps: [Duration] = []
    while let next = session.nextVisibleChange(after: now, guideSteps: guideSteps) {
      let shown = Readout(session.state(at: now), guideSteps: guideSteps)
      #expect(next > now)
      #expect(Readout(session.state(at: next), guideSteps: guideSteps) != shown)
      #expect(Readout(session.state(at: next - .nanoseconds(1)), guideSteps: guideSteps) == shown)
      #expect(Readout(session.state(at: now + (next - now) / 2), guideSteps: guideSteps) == shown)
      wakeUps.append(next)
      now = next
    }
    #expect(now == session.totalDuration)
    #expect(session.state(at: now).isFinished)
    return wakeUps
  }

  @Test(arguments: BreathingPreset.builtIns.map(\.id), [1, 7, 24, 200])
  func everyWakeUpIsARealChangeAndNoneIsMissed(id: String, guideSteps: Int) {
    let pattern = BreathingPreset.builtIn(named: id)!.pattern
    walk(BreathingSession(pattern: pattern, cycles: 2), guideSteps: guideSteps)
  }

  @Test(arguments: BreathingPreset.builtIns.map(\.id))
  func fromAnyInstantTheNextChangeIsInTheFutureAndReal(id: String) {
    let pattern = BreathingPreset.builtIn(named: id)!.pattern
    let session = BreathingSession(pattern: pattern, cycles: 2, countIn: .milliseconds(2500))
    // Irregular frame times, including sub-nanosecond ones, not just previous wake-ups.
    let step = Duration.milliseconds(173) + .nanoseconds(1) / 3
    var now = Duration.seconds(-1)
    while now < session.totalDuration {
      let shown = Readout(session.state(at: now), guideSteps: 30)
      let next = session.nextVisibleChange(after: now, guideSteps: 30)!
      #expect(next > now)
      #expect(Readout(session.state(at: next), guideSteps: 30) != shown)
      #expect(Readout(session.state(at: next - .nanoseconds(1)), guideSteps: 30) == shown)
      now += step
    }
    #expect(session.nextVisibleChange(after: now, guideSteps: 30) == nil)
  }

  @Test func holdsWakeOnlyForTheirCountdown() {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "box")!.pattern, cycles: 2)
    let wakeUps = walk(session, guideSteps: 200)
    let inHolds = wakeUps.filter {
      session.state(at: $0 - .nanoseconds(1)).phase?.kind.isHold == true
    }
    // Two holds a cycle, two cycles, 4 s each: three second ticks and the switch out.
    #expect(inHolds.count == 2 * 2 * 4)
    for wake in inHolds {
      let before = session.state(at: wake - .nanoseconds(1))
      let after = session.state(at: wake)
      #expect(before.phaseIndex != after.phaseIndex || before.secondsLeft != after.secondsLeft)
      #expect(
        (wake - session.countIn) / .seconds(1) == ((wake - session.countIn) / .seconds(1)).rounded()
      )
    }
  }

  @Test func aGuideWithMoreSizesWakesMoreOftenOnlyWhileMoving() {
    let pattern = BreathingPreset.builtIn(named: "4-7-8")!.pattern
    let session = BreathingSession(pattern: pattern, cycles: 1, countIn: .zero)
    let textOnly = walk(session, guideSteps: 1)
    #expect(textOnly == (1...19).map { Duration.seconds($0) })
    let animated = walk(session, guideSteps: 41)
    // 40 steps up during the inhale and 40 down during the exhale, besides the 19 second
    // ticks. None coincides with a tick or a switch: sizes round to the nearest level, so
    // the top level is reached half a step before the inhale ends. The hold adds nothing.
    #expect(animated.count == 19 + 40 + 40)
    let holdStart = Duration.seconds(4)
    let holdEnd = Duration.seconds(11)
    #expect(animated.filter { $0 > holdStart && $0 <= holdEnd }.count == 7)
    #expect(
      session.nextVisibleChange(after: .zero)
        == session.nextVisibleChange(after: .zero, guideSteps: 1))
  }

  @Test func fractionalPhasesTickTheirCountdownAndTheSessionClockSeparately() {
    let pattern = BreathingPreset.builtIn(named: "coherent")!.pattern
    let session = BreathingSession(pattern: pattern, cycles: 1, countIn: .zero)
    let start = session.state(at: .zero)
    #expect(start.secondsLeft == 6 && start.remainingSeconds == 11)
    let ticks = (0..<4).reduce(into: [Duration.zero]) { ticks, _ in
      ticks.append(session.nextVisibleChange(after: ticks.last!)!)
    }
    #expect(ticks.dropFirst() == ms(500, 1000, 1500, 2000)[...])
    #expect(session.state(at: .milliseconds(500)).secondsLeft == 5)
    #expect(session.state(at: .milliseconds(1000)).remainingSeconds == 10)
  }

  @Test func beforeTheStartAndAfterTheEnd() {
    let session = BreathingSession(
      pattern: BreathingPreset.builtIn(named: "sigh")!.pattern, cycles: 1)
    #expect(session.nextVisibleChange(after: .seconds(-5), guideSteps: 30) == .seconds(1))
    #expect(session.nextPhaseSwitch(after: .seconds(-5)) == .seconds(3))
    #expect(session.nextPhaseSwitch(after: .seconds(3)) == .seconds(5))
    #expect(session.nextPhaseSwitch(after: .milliseconds(11_999)) == .seconds(12))
    #expect(session.nextPhaseSwitch(after: .seconds(12)) == nil)
    #expect(session.nextVisibleChange(after: .seconds(12), guideSteps: 30) == nil)
    #expect(session.nextVisibleChange(after: .seconds(400)) == nil)
  }
}
