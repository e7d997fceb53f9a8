import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// A run as a `TimelineView` sees it: elapsed time as a function of the dates it renders for.
///
/// SwiftUI asks a view for its content at a `context.date`, which may be ahead of now (in
/// Always On the system renders views up to minutes in advance), so the content must be a
/// function of that date, never of a clock read while rendering. A timeline run is read from
/// the monotonic run once, when the person starts, pauses or resumes (`ActiveRun` and its
/// clock, paired with the `Date` of that moment), and maps every date after through that one
/// anchor: the schedule and the content agree on what each date shows.
///
/// ```swift
/// @State private var run = TimelineRun(startedAt: .now)   // a button: run.pause(at: .now)
/// TimelineView(.visibleChanges(of: countdown, during: run)) { context in
///   Text(format.string(seconds: countdown.displayedSeconds(at: run.elapsed(at: context.date))))
/// }
/// ```
public struct TimelineRun: Hashable, Sendable {
  /// A date at which the run's elapsed time was ``elapsedAtAnchor``.
  public private(set) var anchor: Date
  /// The run's elapsed time (pauses removed) at ``anchor``.
  public private(set) var elapsedAtAnchor: Duration
  /// Whether elapsed time grows with the date (false while paused).
  public private(set) var isRunning: Bool

  /// A run at zero at `date`, counting.
  public init(startedAt date: Date) {
    self.init(anchor: date, elapsed: .zero, isRunning: true)
  }

  /// The run `run` of a monotonic clock, read at its instant `now`, which is the date `date`:
  /// read both once, together, when the run starts, pauses or resumes.
  public init<Instant>(_ run: ActiveRun<Instant>, at now: Instant, date: Date) {
    self.init(anchor: date, elapsed: run.elapsed(at: now), isRunning: run.isRunning)
  }

  /// A run that had `elapsed` at `anchor`, counting or not.
  public init(anchor: Date, elapsed: Duration, isRunning: Bool) {
    self.anchor = anchor
    elapsedAtAnchor = elapsed
    self.isRunning = isRunning
  }

  /// Elapsed time at `date`: frozen while paused; a date before the anchor reads as the anchor.
  public func elapsed(at date: Date) -> Duration {
    guard isRunning, date > anchor else { return elapsedAtAnchor }
    return elapsedAtAnchor + Duration(cadenceSeconds: date.timeIntervalSince(anchor))
  }

  /// The first date at which elapsed time reaches `elapsed` (``elapsed(at:)`` there is
  /// `elapsed` or more, and less one representable date before), or `nil` while paused.
  ///
  /// Exact, not the anchor plus the seconds: near today a `Date` resolves to about 119 ns,
  /// so the sum can land a step before the change an entry is made for, and a view rendered
  /// for that entry shows the value before it (a typewriter never its last character). The
  /// sum is within a step or two of the answer; the search moves it there.
  public func date(whenElapsedReaches elapsed: Duration) -> Date? {
    guard isRunning else { return nil }
    let estimate =
      anchor.timeIntervalSinceReferenceDate + (elapsed - elapsedAtAnchor).cadenceSeconds
    // At or before the anchor elapsed time reads as the anchor's: any such date reaches it.
    guard elapsed > elapsedAtAnchor, estimate.isFinite else {
      return Date(timeIntervalSinceReferenceDate: estimate)
    }
    func reaches(_ time: TimeInterval) -> Bool {
      self.elapsed(at: Date(timeIntervalSinceReferenceDate: time)) >= elapsed
    }
    var time = estimate
    // Bounded: the estimate is off by rounding only, a few representable steps at most.
    var steps = 0
    while !reaches(time), steps < 64 {
      time = time.nextUp
      steps += 1
    }
    while reaches(time.nextDown), steps < 128 {
      time = time.nextDown
      steps += 1
    }
    return Date(timeIntervalSinceReferenceDate: time)
  }

  /// Freezes elapsed time at `date`. Does nothing unless running.
  public mutating func pause(at date: Date) {
    guard isRunning else { return }
    self = TimelineRun(anchor: date, elapsed: elapsed(at: date), isRunning: false)
  }

  /// Counts again from `date`. Does nothing unless paused.
  public mutating func resume(at date: Date) {
    guard !isRunning else { return }
    self = TimelineRun(anchor: max(date, anchor), elapsed: elapsedAtAnchor, isRunning: true)
  }
}

// Internal, and named for the library: a public `Duration.timeInterval` would clash with the
// same helper in the apps that adopt it.
extension Duration {
  /// The duration in seconds, for `Date` arithmetic (to the attosecond `Double` can hold).
  var cadenceSeconds: TimeInterval {
    Double(components.seconds) + Double(components.attoseconds) / 1e18
  }

  /// `seconds` as a duration, rounded to the nanosecond.
  init(cadenceSeconds seconds: TimeInterval) {
    self = .nanoseconds(Int64((seconds * 1e9).rounded()))
  }
}
