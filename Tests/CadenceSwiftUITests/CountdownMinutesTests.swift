import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Always On and a dimmed watch update a timeline about once a minute: what an entry shows
/// must stay true until the next one.
@Suite struct CountdownMinutesTests {
  let start = Date(timeIntervalSinceReferenceDate: 788_000_000.318_309_886)

  /// The entries of `minutes` in `.lowFrequency`, and for each, whether what it shows is
  /// still what the run shows at every tenth of a second until the next entry.
  func entriesStayTrue(_ minutes: CountdownMinutes, run: TimelineRun) -> ([Int64], Bool) {
    let dates = Array(
      VisibleChangeTimeline(of: minutes, during: run).entries(from: start, cadence: .lowFrequency))
    var shown: [Int64] = []
    var stayTrue = true
    for (date, next) in zip(dates, dates.dropFirst() + [dates.last!.addingTimeInterval(90)]) {
      let value = minutes.minutesLeft(at: run.elapsed(at: date))
      shown.append(value)
      var instant = date
      while instant < next {
        if minutes.minutesLeft(at: run.elapsed(at: instant)) != value { stayTrue = false }
        instant = instant.addingTimeInterval(0.1)
      }
    }
    return (shown, stayTrue)
  }

  @Test func a25MinuteCountdownShowsMinutesThatStayTrueBetweenEntries() {
    let minutes = CountdownMinutes(Countdown(total: .seconds(25 * 60), countsOvertime: false))
    let (shown, stayTrue) = entriesStayTrue(minutes, run: TimelineRun(startedAt: start))
    #expect(shown == Array((0...25).reversed()))
    #expect(stayTrue)
  }

  @Test func anOddLengthCountdownResumedMidMinuteChangesOnItsMinutes() {
    let countdown = Countdown(total: .seconds(150), countsOvertime: false)
    let run = TimelineRun(anchor: start, elapsed: .milliseconds(12_345), isRunning: true)
    let (shown, stayTrue) = entriesStayTrue(CountdownMinutes(countdown), run: run)
    #expect(shown == [3, 2, 1, 0])
    #expect(stayTrue)
    #expect(
      CountdownMinutes(countdown).nextVisibleChange(after: .milliseconds(12_345)) == .seconds(30))
  }

  @Test func secondsWouldStandStillForAMinute() {
    // What the minutes replace: MM:SS at low-frequency entries is wrong between them.
    let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)
    let run = TimelineRun(startedAt: start)
    let second = Array(
      VisibleChangeTimeline(of: countdown, during: run).entries(from: start, cadence: .lowFrequency)
    )[1]
    let shown = countdown.displayedSeconds(at: run.elapsed(at: second))
    let halfAMinuteLater = countdown.displayedSeconds(
      at: run.elapsed(at: second.addingTimeInterval(30)))
    #expect(shown - halfAMinuteLater == 30)
  }
}
