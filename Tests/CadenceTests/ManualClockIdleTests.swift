import Cadence
import CadenceTesting
import Testing

@Suite(.timeLimit(.minutes(5))) struct ManualClockIdleTests {
  @Test @MainActor func waitForSleepersReturnsAfterTheLastTickOfACountdownWithoutOvertime() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(3), clock: clock, countsOvertime: false)
    model.start()
    for _ in 0..<3 {
      await clock.waitForSleepers()
      clock.advance(by: .seconds(1))
    }
    await clock.waitForSleepers()  // nothing sleeps again: the ticks ended, and it returns
    #expect(model.text == "00:00" && model.isFinished && clock.sleeperCount == 0)
  }

  @Test @MainActor func runUntilIdleRunsACountdownToItsEndInOneCall() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(90), clock: clock, countsOvertime: false)
    model.start()
    let woken = await clock.runUntilIdle()
    #expect(woken == (1...90).map { ManualClock.Instant(offset: .seconds($0)) })
    #expect(model.text == "00:00" && model.isFinished)
    #expect(clock.now == ManualClock.Instant(offset: .seconds(90)))
  }

  @Test func runUntilIdleWaitsForEveryTickSourceOnTheClock() async {
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    let short = Countdown(total: .seconds(2), countsOvertime: false)
    let reveal = TypewriterReveal(text: "Hi!", pacing: .charactersPerSecond(2))
    let counted = Task {
      var events = 0
      for await _ in short.readouts(during: run, clock: clock) { events += 1 }
      return events
    }
    let typed = Task {
      var counts: [Int] = []
      for await event in reveal.readouts(during: run, clock: clock) {
        if case .readout(let count) = event { counts.append(count) }
      }
      return counts
    }
    await clock.waitForSleepers(2)
    await clock.runUntilIdle()
    #expect(await counted.value == 4)  // 00:02, 00:01, 00:00 and the end
    #expect(await typed.value == [0, 1, 2, 3])
    #expect(clock.now == ManualClock.Instant(offset: .seconds(2)))
  }
}
