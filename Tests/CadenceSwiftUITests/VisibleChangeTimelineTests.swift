import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite struct VisibleChangeTimelineTests {
  let start = Date(timeIntervalSince1970: 1_800_000_000)
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)

  /// Seconds from `start` of each entry, to the microsecond (a `Date` is a `Double`).
  func offsets(_ entries: some Sequence<Date>) -> [Double] {
    entries.map { ($0.timeIntervalSince(start) * 1e6).rounded() / 1e6 }
  }

  @Test func anEntryAtEveryVisibleChangeOfA25MinuteCountdownAndNoneAfterIt() {
    let run = TimelineRun(startedAt: start)
    let entries = offsets(
      VisibleChangeTimeline(of: countdown, during: run)
        .entries(from: start, cadence: .normal))
    #expect(entries == (0...1500).map(Double.init))
    for (index, offset) in entries.enumerated().dropFirst() {
      let date = start.addingTimeInterval(offset)
      let shown = countdown.displayedSeconds(at: run.elapsed(at: date))
      let before = countdown.displayedSeconds(at: run.elapsed(at: date) - .microseconds(1))
      #expect(shown == Int64(1500 - index) && before == shown + 1)
    }
  }

  @Test func lowFrequencyEntriesComeOnceAMinuteAndTheEndShows() {
    let run = TimelineRun(startedAt: start)
    let entries = offsets(
      VisibleChangeTimeline(of: countdown, during: run)
        .entries(from: start, cadence: .lowFrequency))
    #expect(entries == (0...25).map { Double($0 * 60) })
    let odd = Countdown(total: .seconds(150), countsOvertime: false)
    let oddEntries = offsets(
      VisibleChangeTimeline(of: odd, during: run)
        .entries(from: start, cadence: .lowFrequency))
    #expect(oddEntries == [0, 60, 120, 150])
  }

  @Test func entriesStartAtTheDateSwiftUIGivesNotAtAClockRead() {
    let run = TimelineRun(startedAt: start)
    let later = start.addingTimeInterval(90.25)
    let entries = offsets(
      VisibleChangeTimeline(of: countdown, during: run)
        .entries(from: later, cadence: .normal).prefix(3))
    #expect(entries == [90.25, 91, 92])
  }

  @Test func aPausedRunHasOnlyItsStartEntryAndShowsItsFrozenValue() {
    var run = TimelineRun(startedAt: start)
    run.pause(at: start.addingTimeInterval(10.5))
    let later = start.addingTimeInterval(600)
    let entries = Array(
      VisibleChangeTimeline(of: countdown, during: run)
        .entries(from: later, cadence: .normal))
    #expect(entries == [later])
    #expect(countdown.displayedSeconds(at: run.elapsed(at: later)) == 1490)
    run.resume(at: later)
    #expect(run.elapsed(at: later.addingTimeInterval(1)) == .milliseconds(11_500))
  }

  @Test func aRunReadFromAMonotonicClockKeepsItsElapsedTime() {
    var active = ActiveRun(startedAt: SessionInstant(.zero))
    active.pause(at: SessionInstant(.seconds(4)))
    active.resume(at: SessionInstant(.seconds(10)))
    let run = TimelineRun(active, at: SessionInstant(.seconds(12)), date: start)
    #expect(run.elapsed(at: start) == .seconds(6))
    #expect(run.date(whenElapsedReaches: .seconds(7)) == start.addingTimeInterval(1))
  }

  @Test func phaseSwitchesAreTheScheduleOfAPhaseDisplay() throws {
    let pattern = try BreathingPattern(parsing: "4-7-8")
    let session = BreathingSession(pattern: pattern, cycles: 2, countIn: .seconds(3))
    let run = TimelineRun(startedAt: start)
    let entries = offsets(
      VisibleChangeTimeline(of: session.phaseSwitches, during: run)
        .entries(from: start, cadence: .normal))
    #expect(entries == [0, 3, 7, 14, 22, 26, 33, 41])
  }
}
