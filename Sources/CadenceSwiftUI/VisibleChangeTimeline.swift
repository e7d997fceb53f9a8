import Cadence

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// How often a timeline may update: SwiftUI's `TimelineScheduleMode`, without SwiftUI.
public enum TimelineCadence: Hashable, Sendable {
  /// Every visible change.
  case normal
  /// At most about once a minute (Always On, a dimmed watch face): SwiftUI's `.lowFrequency`.
  case lowFrequency
}

/// A value whose visible changes already come about once a minute at most, after a first
/// one that may come sooner (``CountdownMinutes``): a low-frequency timeline keeps each of
/// them, so what an entry shows stays true until the next, instead of thinning them to a
/// minute apart from SwiftUI's start date.
public protocol LowFrequencyReady: VisibleChangeScheduling {}

/// The dates at which a value looks different during a ``TimelineRun``: what a SwiftUI
/// `TimelineSchedule` hands to `TimelineView`, decided here so it is tested on any platform.
///
/// Entries start at the date SwiftUI gives (its `startDate`, never a clock read), then come
/// one per visible change of the value, exact to the nanosecond, and stop when the value stops
/// changing (no entry after a countdown's end) or while the run is paused. In
/// ``TimelineCadence/lowFrequency`` they come at the first change a minute or more after the
/// entry before, and at the value's last change: a 25-minute countdown is 26 entries, 25:00,
/// 24:00 … 00:00 (show it as ``CountdownMinutes`` there, or its seconds stand still for a
/// minute); a ``LowFrequencyReady`` value keeps all its changes.
public struct VisibleChangeTimeline<Value: VisibleChangeScheduling & Sendable>: Sendable {
  /// The value whose changes these are.
  public let value: Value
  /// The run whose elapsed time the value is shown at.
  public let run: TimelineRun

  /// A low-frequency timeline's shortest gap between entries.
  public static var lowFrequencyInterval: Duration { .seconds(60) }

  /// The changes of `value` during `run`.
  public init(of value: Value, during run: TimelineRun) {
    self.value = value
    self.run = run
  }

  /// The entry dates from `startDate` on, at `cadence`.
  public func entries(from startDate: Date, cadence: TimelineCadence) -> Entries {
    Entries(timeline: self, start: startDate, cadence: cadence)
  }

  /// The entry dates of a timeline: `startDate`, then one per visible change.
  public struct Entries: Sequence, Sendable {
    let timeline: VisibleChangeTimeline
    let start: Date
    let cadence: TimelineCadence

    /// An iterator asking the value for one change at a time.
    public func makeIterator() -> Iterator {
      Iterator(
        timeline: timeline, pendingStart: start, last: timeline.run.elapsed(at: start),
        cadence: cadence)
    }
  }

  /// Hands out `startDate`, then each next change's date.
  public struct Iterator: IteratorProtocol, Sendable {
    let timeline: VisibleChangeTimeline
    var pendingStart: Date?
    var last: Duration?
    let cadence: TimelineCadence

    /// The next entry date, or `nil` when the value stops changing or the run is paused.
    public mutating func next() -> Date? {
      if let start = pendingStart {
        pendingStart = nil
        return start
      }
      guard let previous = last, timeline.run.isRunning,
        let change = nextChange(after: previous)
      else {
        last = nil
        return nil
      }
      last = change
      return timeline.run.date(whenElapsedReaches: change)
    }

    private func nextChange(after previous: Duration) -> Duration? {
      let value = timeline.value
      guard let soonest = value.nextVisibleChange(after: previous), soonest > previous else {
        return nil
      }
      guard cadence == .lowFrequency, !(value is any LowFrequencyReady) else { return soonest }
      let floor = previous + VisibleChangeTimeline.lowFrequencyInterval
      if let later = value.nextVisibleChange(after: floor - .nanoseconds(1)), later >= floor {
        return later
      }
      // The value stops changing within the minute: its last change, so the end shows.
      var end = soonest
      while let following = value.nextVisibleChange(after: end), following > end {
        end = following
      }
      return end
    }
  }
}
