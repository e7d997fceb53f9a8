import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

@Suite(.hangLimit) struct ReadoutsTests {
  @Test func aCountdownsReadoutsComeAtTheirInstantsAndTheEndOnceAtZero() async {
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(2))  // counts overtime: it goes on after the end
    let events = Task {
      var seen: [(ReadoutEvent<Countdown.Readout>, Duration)] = []
      for await event in countdown.readouts(during: run, clock: clock) {
        seen.append((event, clock.now.offset))
        if seen.count == 5 { break }
      }
      return seen
    }
    for _ in 0..<3 {
      await clock.waitForSleepers()
      clock.advance(by: .seconds(1))
    }
    let seen = await events.value
    #expect(
      seen.map(\.0) == [
        .readout(.remaining(seconds: 2)), .readout(.remaining(seconds: 1)),
        .readout(.remaining(seconds: 0)), .ended, .readout(.overtime(seconds: 1)),
      ])
    #expect(seen.map(\.1) == [0, 1, 2, 2, 3].map { Duration.seconds($0) })
  }

  @Test func aBreathingSessionsReadoutsNameTheCountIn() async throws {
    let clock = ManualClock()
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "2-2"), cycles: 1, countIn: .seconds(1))
    let run = ActiveRun(startedAt: clock.now)
    let events = Task {
      var seen: [ReadoutEvent<BreathingReadout>] = []
      for await event in session.readouts(during: run, clock: clock) { seen.append(event) }
      return seen
    }
    await clock.runUntilIdle()
    #expect(
      await events.value == [
        .readout(BreathingReadout(step: .countIn, cycle: 1, secondsLeft: 1)),
        .readout(BreathingReadout(step: .phase(.inhale), cycle: 1, secondsLeft: 2)),
        .readout(BreathingReadout(step: .phase(.inhale), cycle: 1, secondsLeft: 1)),
        .readout(BreathingReadout(step: .phase(.exhale), cycle: 1, secondsLeft: 2)),
        .readout(BreathingReadout(step: .phase(.exhale), cycle: 1, secondsLeft: 1)),
        .readout(BreathingReadout(step: .finished, cycle: 1, secondsLeft: 0)), .ended,
      ])
  }
}
