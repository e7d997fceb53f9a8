import Cadence
import CadenceTesting
import Testing

@Suite struct ActiveRunTests {
  typealias Instant = ManualClock.Instant
  func at(_ nanoseconds: Int64) -> Instant { Instant(offset: .nanoseconds(nanoseconds)) }
  func at(seconds: Int64) -> Instant { Instant(offset: .seconds(seconds)) }

  @Test func elapsedIsTimeSinceStartWhileRunning() {
    let run = ActiveRun(startedAt: at(seconds: 100))
    #expect(run.elapsed(at: at(seconds: 100)) == .zero)
    #expect(run.elapsed(at: at(100_000_000_001)) == .nanoseconds(1))
    #expect(run.elapsed(at: at(seconds: 3700)) == .seconds(3600))
  }

  @Test func pausesAreSubtractedToTheNanosecond() {
    var run = ActiveRun(startedAt: at(0))
    let changed1 = run.pause(at: at(1_000_000_007))
    #expect(changed1)
    #expect(run.elapsed(at: at(9_000_000_000)) == .nanoseconds(1_000_000_007))
    let changed2 = run.resume(at: at(5_000_000_000))
    #expect(changed2)
    #expect(run.elapsed(at: at(5_000_000_001)) == .nanoseconds(1_000_000_008))
    run.pause(at: at(6_000_000_000))
    run.resume(at: at(7_500_000_003))
    // 1.000000007 s, then 1 s until the second pause, then 1 ns.
    #expect(run.elapsed(at: at(7_500_000_004)) == .nanoseconds(2_000_000_008))
    #expect(run.pausedTime(at: at(7_500_000_004)) == .nanoseconds(5_499_999_996))
    #expect(run.pauseCount == 2)
  }

  @Test func pausingTwiceAndResumingARunningRunAreNoOps() {
    var run = ActiveRun(startedAt: at(seconds: 0))
    let changed3 = run.resume(at: at(seconds: 1))
    #expect(!changed3)
    #expect(run.elapsed(at: at(seconds: 2)) == .seconds(2))
    let changed4 = run.pause(at: at(seconds: 3))
    #expect(changed4)
    let changed5 = run.pause(at: at(seconds: 5))
    #expect(!changed5)
    #expect(run.elapsed(at: at(seconds: 9)) == .seconds(3))
    #expect(run.pauseCount == 1)
    let changed6 = run.resume(at: at(seconds: 10))
    #expect(changed6)
    let changed7 = run.resume(at: at(seconds: 11))
    #expect(!changed7)
    #expect(run.elapsed(at: at(seconds: 12)) == .seconds(5))
  }

  @Test func stopFreezesForGood() {
    var run = ActiveRun(startedAt: at(seconds: 0))
    run.pause(at: at(seconds: 2))
    run.stop(at: at(seconds: 4))
    #expect(run.state == .stopped)
    let changed8 = run.resume(at: at(seconds: 5))
    #expect(!changed8)
    let changed9 = run.pause(at: at(seconds: 6))
    #expect(!changed9)
    #expect(run.elapsed(at: at(seconds: 60)) == .seconds(2))
    #expect(run.pausedTime(at: at(seconds: 60)) == .seconds(2))
    #expect(run.stoppedAt == at(seconds: 4))
  }

  @Test func instantWhenElapsedReachesAccountsForPauses() {
    var run = ActiveRun(startedAt: at(seconds: 10))
    #expect(run.instant(whenElapsedReaches: .seconds(5)) == at(seconds: 15))
    run.pause(at: at(seconds: 12))
    #expect(run.instant(whenElapsedReaches: .seconds(5)) == nil)
    run.resume(at: at(seconds: 20))
    #expect(run.instant(whenElapsedReaches: .seconds(5)) == at(seconds: 23))
  }

  @Test func anInstantBeforeTheStartCountsAsTheStart() {
    let run = ActiveRun(startedAt: at(seconds: 10))
    #expect(run.elapsed(at: at(seconds: 9)) == .zero)
  }

  @Test func restartGoesBackToZeroRunning() {
    var run = ActiveRun(startedAt: at(seconds: 0))
    run.pause(at: at(seconds: 5))
    run.restart(at: at(seconds: 7))
    #expect(run.isRunning)
    #expect(run.pauseCount == 0)
    #expect(run.elapsed(at: at(seconds: 8)) == .seconds(1))
  }

  @Test func aValuesNextVisibleChangeIsAnInstantOfTheRunsClock() {
    var run = ActiveRun(startedAt: at(seconds: 100))
    let countdown = Countdown(total: .seconds(10), countsOvertime: false)
    // 2.5 s in, 8 s show until 3 s in.
    #expect(
      countdown.nextVisibleChange(after: at(102_500_000_000), during: run) == at(seconds: 103))
    run.pause(at: at(seconds: 104))
    #expect(countdown.nextVisibleChange(after: at(seconds: 105), during: run) == nil)
    run.resume(at: at(seconds: 110))
    // Paused 6 s: the change at 5 s of elapsed time comes at 111 s, not 105 s.
    #expect(countdown.nextVisibleChange(after: at(seconds: 110), during: run) == at(seconds: 111))
    #expect(countdown.nextVisibleChange(after: at(seconds: 116), during: run) == nil)
  }

  @Test func onASessionTimelineTheNextChangeIsAnOffset() {
    var run = ActiveRun(startedAt: SessionInstant(.zero))
    run.pause(at: SessionInstant(.seconds(1)))
    run.resume(at: SessionInstant(.milliseconds(1500)))
    let stopwatch = Stopwatch()
    let next = stopwatch.nextVisibleChange(after: SessionInstant(.seconds(2)), during: run)
    #expect(next == SessionInstant(.milliseconds(2100)))
  }
}
