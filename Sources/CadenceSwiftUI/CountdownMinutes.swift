import Cadence

/// A countdown as a display that updates about once a minute shows it (Always On, a dimmed
/// watch, a widget): the whole minutes left, rounded up.
///
/// In `.lowFrequency` a timeline has an entry about once a minute, so `MM:SS` would stand
/// still for a minute, wrong for 59 seconds of it. Whole minutes rounded up change only when
/// the time left crosses a whole minute, and a low-frequency timeline keeps every one of
/// those changes (``LowFrequencyReady``): what a view shows at one entry stays true until
/// the next. `25` at the start of 25 minutes, `1`
/// through the last minute, `0` at the end.
///
/// ```swift
/// @Environment(\.isLuminanceReduced) private var dimmed
/// let minutes = CountdownMinutes(countdown)
/// TimelineView(.visibleChanges(of: minutes, during: run)) { context in
///   Text("\(minutes.minutesLeft(at: run.elapsed(at: context.date))) min")
/// }
/// ```
public struct CountdownMinutes: LowFrequencyReady, Hashable, Sendable {
  /// The countdown shown.
  public var countdown: Countdown

  /// The minutes of `countdown`.
  public init(_ countdown: Countdown) {
    self.countdown = countdown
  }

  /// Whole minutes left at `elapsed`, rounded up; 0 from the end on (overtime is not shown).
  public func minutesLeft(at elapsed: Duration) -> Int64 {
    let seconds = countdown.isFinished(at: elapsed) ? 0 : countdown.displayedSeconds(at: elapsed)
    return (seconds + 59) / 60
  }

  /// When the time left next reaches a whole minute: the minutes shown change there.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    let minutes = minutesLeft(at: elapsed)
    guard minutes > 0 else { return nil }
    return countdown.total - .seconds(60 * (minutes - 1))
  }
}
