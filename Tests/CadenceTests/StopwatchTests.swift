import Cadence
import Testing

@Suite struct StopwatchTests {
  @Test func showsWholeTenthsRoundedDown() {
    let stopwatch = Stopwatch()
    #expect(stopwatch.displayedTenths(at: .zero) == 0)
    #expect(stopwatch.displayedTenths(at: .milliseconds(100) - .nanoseconds(1)) == 0)
    #expect(stopwatch.displayedTenths(at: .milliseconds(100)) == 1)
    #expect(stopwatch.displayedTenths(at: .seconds(601) + .milliseconds(999)) == 6019)
    #expect(stopwatch.nextVisibleChange(after: .milliseconds(150)) == .milliseconds(200))
    #expect(stopwatch.nextVisibleChange(after: .milliseconds(200)) == .milliseconds(300))
  }

  @Test func lapsRecordSplitsAndLapTimes() {
    var stopwatch = Stopwatch()
    stopwatch.lap(at: .milliseconds(12_340))
    stopwatch.lap(at: .milliseconds(20_050))
    stopwatch.lap(at: .milliseconds(35_000))
    #expect(stopwatch.laps.map(\.number) == [1, 2, 3])
    #expect(
      stopwatch.laps.map(\.split) == [.milliseconds(12_340), .milliseconds(20_050), .seconds(35)])
    #expect(
      stopwatch.laps.map(\.time) == [
        .milliseconds(12_340), .milliseconds(7_710), .milliseconds(14_950),
      ])
    // Shown lap times are differences of shown splits, so they add up on screen.
    #expect(stopwatch.laps.map(\.splitTenths) == [123, 200, 350])
    #expect(stopwatch.laps.map(\.timeTenths) == [123, 77, 150])
    #expect(stopwatch.fastestLap?.number == 2)
    #expect(stopwatch.slowestLap?.number == 3)
    #expect(stopwatch.currentLapTime(at: .seconds(40)) == .seconds(5))
  }

  @Test func fastestAndSlowestNeedTwoLapsAndPreferTheFirstOfEquals() {
    var stopwatch = Stopwatch()
    stopwatch.lap(at: .seconds(10))
    #expect(stopwatch.fastestLap == nil)
    #expect(stopwatch.slowestLap == nil)
    stopwatch.lap(at: .seconds(20))
    stopwatch.lap(at: .seconds(30))
    #expect(stopwatch.fastestLap?.number == 1)
    #expect(stopwatch.slowestLap?.number == 1)
  }

  @Test func aLapBeforeThePreviousOneIsZeroLength() {
    var stopwatch = Stopwatch()
    stopwatch.lap(at: .seconds(10))
    let lap = stopwatch.lap(at: .seconds(5))
    #expect(lap.time == .zero)
    #expect(lap.split == .seconds(10))
    stopwatch.reset()
    #expect(stopwatch.laps.isEmpty)
  }
}
