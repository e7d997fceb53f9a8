import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Widgets, Live Activities and Always On count with the system's timer text: it must never
/// be handed an interval that has ended, and shows the end state after it.
@Suite struct SystemTimerFaceTests {
  let start = Date(timeIntervalSinceReferenceDate: 788_000_000.707_106_781)
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)

  func step(_ date: Date, _ steps: Int) -> Date {
    var time = date.timeIntervalSinceReferenceDate
    for _ in 0..<abs(steps) { time = steps < 0 ? time.nextDown : time.nextUp }
    return Date(timeIntervalSinceReferenceDate: time)
  }

  @Test func noIntervalThatHasEndedIsEverHandedOver() throws {
    let run = TimelineRun(anchor: start, elapsed: .nanoseconds(123_456_789), isRunning: true)
    let end = try #require(run.date(whenElapsedReaches: countdown.total))
    for date in (-3...3).map({ step(end, $0) }) + [start, step(start, 5), end + 60] {
      let face = SystemTimerFace(countdown, during: run, at: date)
      let finished = countdown.isFinished(at: run.elapsed(at: date))
      switch face {
      case .counting(let interval):
        #expect(!finished && interval.upperBound > date && interval.upperBound == end)
        #expect(abs(interval.upperBound.timeIntervalSince(interval.lowerBound) - 1500) < 1e-6)
      case .ended:
        #expect(finished, "ended at \(date) while \(run.elapsed(at: date)) elapsed")
      case .paused:
        Issue.record("a running run is not paused")
      }
    }
  }

  @Test func aWidgetTimelineHasTheFaceNowAndTheEndStateAtTheEnd() throws {
    let run = TimelineRun(startedAt: start)
    let entries = SystemTimerFace.entries(of: countdown, during: run, from: start + 90)
    let end = try #require(run.date(whenElapsedReaches: countdown.total))
    #expect(entries.map(\.date) == [start + 90, end])
    #expect(entries.last?.face == .ended)
    let after = SystemTimerFace.entries(of: countdown, during: run, from: end)
    #expect(after.count == 1 && after[0].face == .ended)
  }

  @Test func aPausedRunFreezesAtItsPauseWithItsFractionLeft() throws {
    var run = TimelineRun(startedAt: start)
    run.pause(at: start + 300)
    let face = SystemTimerFace(countdown, during: run, at: start + 4_000)
    guard case .paused(let interval, let pauseTime, let remaining) = face else {
      Issue.record("not paused: \(face)")
      return
    }
    #expect(pauseTime == start + 300)
    #expect(abs(interval.lowerBound.timeIntervalSince(start)) < 1e-6)
    #expect(abs(interval.upperBound.timeIntervalSince(pauseTime) - 1200) < 1e-6)
    #expect(abs(remaining - 0.8) < 1e-12)
  }
}
