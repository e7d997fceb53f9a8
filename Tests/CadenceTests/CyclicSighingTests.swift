import CadenceTesting
import Testing

@testable import Cadence

/// Cyclic sighing (Balban et al. 2023): five minutes of a double inhale, the second a short
/// top-up, and a long exhale. The engine breathes it as a pattern with two inhales in a row:
/// each is a phase of its own (its own start for the sound and the animation), and the guide
/// rises to 0.8 on the first and to full on the top-up.
@Suite struct CyclicSighingTests {
  let preset = BreathingPreset.builtIn(named: "sighing")!

  @Test func itIsAFiveMinutePracticeOfDoubleInhalesAndLongExhales() {
    #expect(preset.id == "cyclic-sigh")
    #expect(BreathingPreset.builtIn(named: "Cyclic Sighing") == preset)
    #expect(preset.pattern.phases.map(\.kind) == [.inhale, .inhale, .exhale])
    #expect(preset.pattern.phases.map(\.duration) == [.seconds(2), .seconds(1), .seconds(7)])
    #expect(preset.length == .about(.seconds(300)))
    let session = BreathingSession(pattern: preset.pattern, length: preset.length!, countIn: .zero)
    #expect(session.cycleCount == 30)
    #expect(session.totalDuration == .seconds(300))
    // The second inhale is a top-up, which displays name apart; a lone inhale is not.
    #expect((0..<3).map { preset.pattern.isTopUp(phaseAt: $0) } == [false, true, false])
    let boxPattern = BreathingPreset.builtIn(named: "box")!.pattern
    #expect(!boxPattern.isTopUp(phaseAt: 0))
    #expect(try! BreathingPattern(parsing: "in 1 out 4 in 2").isTopUp(phaseAt: 0))
    // Presets that are patterns, not practices, leave the length to the person.
    #expect(BreathingPreset.builtIn(named: "sigh")?.length == nil)
  }

  @Test func eachPhaseStartsAtItsExactInstantOnAManualClock() {
    let session = BreathingSession(
      pattern: preset.pattern, length: preset.length!, countIn: .seconds(3))
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    var starts: [Duration] = []
    for cycle in 0..<30 {
      let cycleStart = Duration.seconds(3 + 10 * cycle)
      // (offset, phase, guide at its start, guide 1 ns before its end)
      let phases: [(at: Duration, index: Int, from: Double, to: Double)] = [
        (.zero, 0, 0, 0.8), (.seconds(2), 1, 0.8, 1), (.seconds(3), 2, 1, 0),
      ]
      for phase in phases {
        let start = cycleStart + phase.at
        starts.append(start)
        #expect(session.nextPhaseSwitch(after: start - .nanoseconds(1)) == start)
        clock.advance(to: ManualClock.Instant(offset: start - .nanoseconds(1)))
        let before = session.state(at: run.elapsed(at: clock.now))
        #expect(before.phaseIndex == (cycle == 0 && phase.index == 0 ? nil : (phase.index + 2) % 3))
        clock.advance(by: .nanoseconds(1))
        let state = session.state(at: run.elapsed(at: clock.now))
        #expect(state.cycle == cycle + 1 && state.phaseIndex == phase.index && state.progress == 0)
        #expect(state.guide == phase.from)
        #expect(state.isTopUp == (phase.index == 1))
      }
      // The top-up ends with the guide full, the exhale with it empty.
      #expect(session.state(at: cycleStart + .seconds(2)).guide == 0.8)
      #expect(session.state(at: cycleStart + .seconds(3)).guide == 1)
      #expect(abs(session.state(at: cycleStart + .seconds(3) - .nanoseconds(1)).guide - 1) < 1e-9)
    }
    let phaseStarts = session.phaseStarts(in: .zero..<session.totalDuration)
    #expect(phaseStarts.map(\.at) == starts)
    #expect(phaseStarts.map(\.kind).prefix(3) == [.inhale, .inhale, .exhale])
    #expect(phaseStarts[1].guideFrom == 0.8 && phaseStarts[1].guideTo == 1)
    clock.advance(to: ManualClock.Instant(offset: .seconds(303) - .nanoseconds(1)))
    #expect(!session.state(at: run.elapsed(at: clock.now)).isFinished)
    clock.advance(by: .nanoseconds(1))
    #expect(session.state(at: run.elapsed(at: clock.now)).isFinished)
  }
}
