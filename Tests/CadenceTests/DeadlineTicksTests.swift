import Cadence
import CadenceTestTraits
import CadenceTesting
import Testing

/// Drives a `DeadlineTicks` on a `ManualClock` from a test, one tick at a time.
private final class TickCollector: Sendable {
  let stream: AsyncStream<DeadlineTick<ManualClock.Instant>>
  private let task: Task<Void, Never>

  init(_ ticks: DeadlineTicks<ManualClock>) {
    let (stream, continuation) = AsyncStream<DeadlineTick<ManualClock.Instant>>.makeStream()
    self.stream = stream
    task = Task {
      for await tick in ticks { continuation.yield(tick) }
      continuation.finish()
    }
  }

  deinit { task.cancel() }
}

@Suite(.hangLimit) struct DeadlineTicksTests {
  func instant(_ offset: Duration) -> ManualClock.Instant { .init(offset: offset) }

  /// A 5-second countdown's readout schedule on `clock`, with no pauses.
  func countdownTicks(_ clock: ManualClock, total: Duration) -> DeadlineTicks<ManualClock> {
    let run = ActiveRun(startedAt: clock.now)
    let countdown = Countdown(total: total, countsOvertime: false)
    return DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)
  }

  @Test func ticksAtEachVisibleChangeAndEnds() async {
    let clock = ManualClock()
    let collector = TickCollector(countdownTicks(clock, total: .seconds(3)))
    var ticks = collector.stream.makeAsyncIterator()
    let first = await ticks.next()
    #expect(
      first == DeadlineTick(deadline: instant(.zero), now: instant(.zero), missed: 0, isFirst: true)
    )
    for second: Int64 in 1...3 {
      await clock.waitForSleepers(1)
      clock.advance(by: .milliseconds(999))
      // Not yet: the deadline is a millisecond away, so nothing fires.
      #expect(clock.sleeperCount == 1)
      clock.advance(by: .milliseconds(1))
      let tick = await ticks.next()
      #expect(
        tick
          == DeadlineTick(
            deadline: instant(.seconds(second)), now: instant(.seconds(second)), missed: 0))
    }
    let got = await ticks.next()
    #expect(got == nil)
  }

  @Test func aStallYieldsOnceWithTheMissedCountAndTheRealTime() async {
    let clock = ManualClock()
    let total: Duration = .seconds(10)
    let collector = TickCollector(countdownTicks(clock, total: total))
    var ticks = collector.stream.makeAsyncIterator()
    _ = await ticks.next()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(3700))
    let tick = await ticks.next()
    // Deadlines at 1, 2 and 3 s passed: one tick stands for the one at 3 s.
    #expect(
      tick
        == DeadlineTick(
          deadline: instant(.seconds(3)), now: instant(.milliseconds(3700)), missed: 2))
    #expect(Countdown(total: total).displayedSeconds(at: .milliseconds(3700)) == 7)
    // And the next is the next real change, 4 s, not a replay.
    await clock.waitForSleepers(1)
    clock.advance(to: instant(.seconds(4)))
    let got = await ticks.next()
    #expect(
      got == DeadlineTick(deadline: instant(.seconds(4)), now: instant(.seconds(4)), missed: 0))
  }

  @Test func anEarlyWakeUpIsReArmedForTheSameDeadline() async {
    let clock = ManualClock()
    let collector = TickCollector(countdownTicks(clock, total: .seconds(5)))
    var ticks = collector.stream.makeAsyncIterator()
    _ = await ticks.next()
    await clock.waitForSleepers(1)
    clock.advance(by: .milliseconds(600))
    clock.wakeSleepersEarly()
    // The ticker wakes at 0.6 s, sees it is early and sleeps again until 1 s.
    await clock.waitForSleepers(1)
    clock.advance(to: instant(.seconds(1)))
    let got = await ticks.next()
    #expect(
      got == DeadlineTick(deadline: instant(.seconds(1)), now: instant(.seconds(1)), missed: 0))
  }

  @Test func wakeDecisionIsPure() {
    let next: (Int) -> Int? = { $0 < 10 ? $0 + 1 : nil }
    guard case .rearm(let until) = DeadlineWake.decide(deadline: 5, now: 4, next: next) else {
      Issue.record("an early wake-up must re-arm")
      return
    }
    #expect(until == 5)
    guard case .fire(let tick) = DeadlineWake.decide(deadline: 5, now: 50, next: next) else {
      Issue.record("a late wake-up must fire")
      return
    }
    #expect(tick == DeadlineTick(deadline: 10, now: 50, missed: 5))
  }
}
