import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

@Suite(.hangLimit) struct ManualClockIdleTests {
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

  @Test @MainActor func runUntilIdleReturnsAfterTheRunStops() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(10), clock: clock, countsOvertime: false)
    model.start()
    await clock.waitForSleepers()
    clock.advance(by: .seconds(3))
    await clock.waitForSleepers()
    model.stop()
    // Nothing is asleep and nothing will sleep: it returns, having woken nothing.
    #expect(await clock.runUntilIdle() == [])
    #expect(model.text == "00:07" && model.isStopped)
  }

  @Test func runUntilIdleReturnsWhenTheRunStopsOnOneOfItsTicks() async {
    let clock = ManualClock()
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: .seconds(10), countsOvertime: false)
    let shown = Task {
      var seen: [Int64] = []
      for await event in countdown.readouts(during: run, clock: clock) {
        guard case .readout(.remaining(let seconds)) = event else { continue }
        seen.append(seconds)
        // The app stops the run on this tick: its tick source is cancelled, never ends.
        if seconds == 7 { withUnsafeCurrentTask { $0?.cancel() } }
      }
      return seen
    }
    let woken = await clock.runUntilIdle()
    #expect(woken == (1...3).map { ManualClock.Instant(offset: .seconds($0)) })
    #expect(await shown.value == [10, 9, 8, 7])
  }

  @Test @MainActor func runUntilIdleStillWaitsForARunResumedWithoutTimeMoving() async {
    let clock = ManualClock()
    let model = CountdownModel(duration: .seconds(5), clock: clock, countsOvertime: false)
    model.start()
    await clock.waitForSleepers()
    model.pause()
    model.resume()
    #expect(await clock.runUntilIdle().count == 5)
    #expect(model.text == "00:00" && model.isFinished)
  }

  @Test func runUntilIdleHonoursCancellation() async {
    let clock = ManualClock()
    // Nothing will ever sleep on this clock: only cancelling the wait ends it.
    let waiting = Task { await clock.runUntilIdle() }
    waiting.cancel()
    #expect(await waiting.value == [])
    let sleepers = Task { await clock.waitForSleepers(2) }
    sleepers.cancel()
    await sleepers.value
  }
}
