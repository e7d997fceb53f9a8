import Cadence
import CadenceSwiftUI
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A `Date` near today's (about 7.9e8 s since 2001) resolves to about 119 ns, so an anchor
/// with a fraction of a second makes `anchor + seconds` land up to a step before the change an
/// entry is for: the view then shows the value before it. The dates must be the first
/// representable ones whose elapsed time reaches each change.
@Suite struct TimelineRunInverseTests {
  /// 200 start dates with a fraction of a second, the same in every run of the test.
  static let starts: [Date] = {
    var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
    return (0..<200).map { index in
      seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let fraction = Double(seed >> 11) / Double(1 << 53)
      return Date(timeIntervalSinceReferenceDate: 788_000_000 + Double(index) * 3_607 + fraction)
    }
  }()

  /// The date one representable step before `date`.
  static func justBefore(_ date: Date) -> Date {
    Date(timeIntervalSinceReferenceDate: date.timeIntervalSinceReferenceDate.nextDown)
  }

  /// The entries after the first, with the elapsed time of the change each is for, and how
  /// many show something other than what that change shows.
  static func stale<Value: VisibleChangeScheduling & Sendable, Shown: Equatable>(
    _ value: Value, during run: TimelineRun, from start: Date,
    shown: (Duration) -> Shown
  ) -> (stale: Int, entries: Int, last: Shown?) {
    var stale = 0
    var count = 0
    var last: Shown?
    var change = run.elapsed(at: start)
    for date in VisibleChangeTimeline(of: value, during: run)
      .entries(from: start, cadence: .normal).dropFirst()
    {
      guard let next = value.nextVisibleChange(after: change) else { break }
      change = next
      count += 1
      let seen = shown(run.elapsed(at: date))
      if seen != shown(change) || run.elapsed(at: justBefore(date)) >= change { stale += 1 }
      last = seen
    }
    return (stale, count, last)
  }

  @Test(arguments: [7, 20, 30])
  func aTypewriterAtFractionalStartsShowsEachCharacterAtItsEntry(perSecond: Int) {
    let reveal = TypewriterReveal(
      text: "Hello, 世界! 👋🏽 The quick brown fox.", pacing: .charactersPerSecond(Double(perSecond)))
    var stale = 0
    var entries = 0
    for start in Self.starts {
      let run = TimelineRun(startedAt: start)
      let result = Self.stale(reveal, during: run, from: start) { reveal.visibleCount(at: $0) }
      stale += result.stale
      entries += result.entries
      #expect(result.last == reveal.count, "the last entry shows less than the text")
    }
    #expect(stale == 0, "\(stale) of \(entries) entries show the count before their change")
  }

  /// Elapsed time as a monotonic clock gives it when a run is read (any nanosecond), so the
  /// changes at whole seconds of the run fall between the dates a `Date` can hold.
  static func readElapsed(_ index: Int) -> Duration {
    .nanoseconds(Int64(index) * 7_654_321 % 1_000_000_000)
  }

  @Test func aCountdownReadFromAMonotonicRunShowsEachSecondAtItsEntry() {
    let countdown = Countdown(total: .seconds(90), countsOvertime: false)
    var stale = 0
    for (index, start) in Self.starts.enumerated() {
      let run = TimelineRun(anchor: start, elapsed: Self.readElapsed(index), isRunning: true)
      let result = Self.stale(countdown, during: run, from: start) {
        countdown.displayedSeconds(at: $0)
      }
      stale += result.stale
      #expect(result.entries == 90 && result.last == 0)
    }
    #expect(stale == 0)
  }

  @Test func aResumedBreathingSessionAtFractionalDatesShowsEachChangeAtItsEntry() throws {
    let session = BreathingSession(
      pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 2, countIn: .seconds(3))
    var stale = 0
    for (index, start) in Self.starts.enumerated() {
      var run = TimelineRun(anchor: start, elapsed: Self.readElapsed(index), isRunning: true)
      run.pause(at: start.addingTimeInterval(2.718_281_8))
      let resumed = start.addingTimeInterval(31.415_926_5)
      run.resume(at: resumed)
      let result = Self.stale(session, during: run, from: resumed) { elapsed in
        let state = session.state(at: elapsed)
        return [state.cycle, state.phaseIndex ?? -1, state.secondsLeft, state.isFinished ? 1 : 0]
      }
      stale += result.stale
      #expect(result.last?.last == 1, "the last entry is not the session's end")
    }
    #expect(stale == 0)
  }

  @Test func theDateIsTheFirstWhoseElapsedTimeReachesTheTarget() {
    for (index, start) in Self.starts.enumerated() {
      let run = TimelineRun(anchor: start, elapsed: .milliseconds(index * 37), isRunning: true)
      for target in [1, 7, 143, 1_000, 59_999, 1_500_000].map({
        run.elapsedAtAnchor + .microseconds($0 * 997)
      }) {
        guard let date = run.date(whenElapsedReaches: target) else {
          Issue.record("a running run has a date for \(target)")
          return
        }
        #expect(run.elapsed(at: date) >= target)
        #expect(run.elapsed(at: Self.justBefore(date)) < target)
      }
    }
  }
}
