import Cadence
import Testing

@Suite struct CountdownTests {
  let second: Duration = .seconds(1)
  let nanosecond: Duration = .nanoseconds(1)

  @Test func showsTheFullDurationAtTheStartAndZeroExactlyAtTheEnd() {
    let countdown = Countdown(total: .seconds(300))
    #expect(countdown.displayedSeconds(at: .zero) == 300)
    #expect(countdown.displayedSeconds(at: .seconds(300) - nanosecond) == 1)
    #expect(countdown.displayedSeconds(at: .seconds(300)) == 0)
    #expect(!countdown.isFinished(at: .seconds(300) - nanosecond))
    #expect(countdown.isFinished(at: .seconds(300)))
  }

  @Test("Around every second: one nanosecond before, at and after")
  func aroundEverySecond() {
    let countdown = Countdown(total: .seconds(10))
    for k: Int64 in 1...10 {
      let boundary = Duration.seconds(k)
      #expect(countdown.displayedSeconds(at: boundary - nanosecond) == 10 - k + 1)
      #expect(countdown.displayedSeconds(at: boundary) == 10 - k)
      #expect(countdown.displayedSeconds(at: boundary + nanosecond) == max(0, 10 - k))
      #expect(countdown.nextVisibleChange(after: boundary - nanosecond) == boundary)
    }
  }

  @Test func nextVisibleChangeIsTheNextWholeSecondOfRemaining() {
    let countdown = Countdown(total: .milliseconds(2500), countsOvertime: false)
    #expect(countdown.displayedSeconds(at: .zero) == 3)
    #expect(countdown.nextVisibleChange(after: .zero) == .milliseconds(500))
    #expect(countdown.nextVisibleChange(after: .milliseconds(500)) == .milliseconds(1500))
    #expect(countdown.nextVisibleChange(after: .milliseconds(1500)) == .milliseconds(2500))
    #expect(countdown.nextVisibleChange(after: .milliseconds(2500)) == nil)
  }

  @Test func overtimeCountsUpAfterAFullSecondOfZero() {
    let countdown = Countdown(total: .seconds(60))
    #expect(countdown.readout(at: .seconds(60)) == .remaining(seconds: 0))
    #expect(countdown.readout(at: .seconds(61) - nanosecond) == .remaining(seconds: 0))
    #expect(countdown.readout(at: .seconds(61)) == .overtime(seconds: 1))
    #expect(countdown.readout(at: .seconds(72) + .milliseconds(999)) == .overtime(seconds: 12))
    #expect(countdown.overtime(at: .seconds(72)) == .seconds(12))
    #expect(countdown.nextVisibleChange(after: .seconds(60)) == .seconds(61))
    #expect(countdown.nextVisibleChange(after: .milliseconds(72_500)) == .seconds(73))
  }

  @Test func aTenHourCountdownStaysExact() {
    let countdown = Countdown(total: .seconds(36_000))
    #expect(countdown.displayedSeconds(at: .zero) == 36_000)
    #expect(countdown.displayedSeconds(at: .seconds(18_000) + nanosecond) == 18_000)
    #expect(countdown.displayedSeconds(at: .seconds(35_999) - nanosecond) == 2)
    #expect(countdown.displayedSeconds(at: .seconds(36_000) - nanosecond) == 1)
    var elapsed: Duration = .zero
    var changes = 0
    while let next = countdown.nextVisibleChange(after: elapsed), next <= .seconds(36_000) {
      #expect(next > elapsed)
      #expect(
        countdown.displayedSeconds(at: next) == countdown.displayedSeconds(at: next - nanosecond)
          - 1)
      elapsed = next
      changes += 1
    }
    #expect(changes == 36_000)
  }

  @Test func changingTheTotalMovesTheReadoutByExactlyTheChange() {
    var countdown = Countdown(total: .seconds(120))
    let before = countdown.displayedSeconds(at: .milliseconds(30_400))
    countdown.total += .seconds(60)
    #expect(countdown.displayedSeconds(at: .milliseconds(30_400)) == before + 60)
  }

  @Test func elapsedBeforeTheStartCountsAsZero() {
    let countdown = Countdown(total: .seconds(10))
    #expect(countdown.displayedSeconds(at: .seconds(-3)) == 10)
    #expect(countdown.nextVisibleChange(after: .seconds(-3)) == .seconds(1))
  }
}
