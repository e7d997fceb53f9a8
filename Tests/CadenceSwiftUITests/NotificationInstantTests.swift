import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The end of a countdown while the app is in the background: a local notification at the
/// run's end date, which is the first date the countdown shows zero.
@Suite struct NotificationInstantTests {
  let countdown = Countdown(total: .seconds(25 * 60), countsOvertime: false)

  func notificationDate(for run: TimelineRun) -> Date? {
    // The example of ChoosingACountdown.md, verbatim:
    // When the person starts or resumes: the instant the countdown ends, for a local
    // notification (UNTimeIntervalNotificationTrigger(timeInterval: end.timeIntervalSinceNow,
    // repeats: false)). On a pause, remove the pending one: a paused run has no end date.
    let end = run.date(whenElapsedReaches: countdown.total)  // nil while paused
    return end
  }

  @Test func theNotificationComesAtTheFirstDateThatShowsZero() throws {
    let start = Date(timeIntervalSinceReferenceDate: 788_000_000.577_215_664)
    var run = TimelineRun(startedAt: start)
    run.pause(at: start + 600.25)
    #expect(notificationDate(for: run) == nil)
    run.resume(at: start + 900.5)
    let end = try #require(notificationDate(for: run))
    let before = Date(timeIntervalSinceReferenceDate: end.timeIntervalSinceReferenceDate.nextDown)
    #expect(countdown.displayedSeconds(at: run.elapsed(at: end)) == 0)
    #expect(countdown.isFinished(at: run.elapsed(at: end)))
    #expect(!countdown.isFinished(at: run.elapsed(at: before)))
    #expect(abs(end.timeIntervalSince(start) - (1500 + 300.25)) < 1e-6)
  }
}
