/// A countdown: what it shows is a pure function of the active elapsed time.
///
/// The readout is `ceil(remaining)` whole seconds, so it shows the full duration at the
/// start and reaches zero exactly at the end — never a second early, never a second late.
/// After the end the countdown runs into overtime, counted up in whole seconds.
public struct Countdown: Hashable, Sendable, VisibleChangeScheduling {
  /// What the countdown shows at one instant.
  public enum Readout: Hashable, Sendable {
    /// Whole seconds left, rounded up.
    case remaining(seconds: Int64)
    /// Whole seconds past the end, rounded down.
    case overtime(seconds: Int64)
  }

  /// The length of the countdown; changing it (a minute more or less) keeps the elapsed
  /// time, so the readout moves by exactly the change.
  public var total: Duration
  /// Whether the readout keeps changing after zero (counting overtime up).
  public var countsOvertime: Bool

  /// A countdown of `total`, which must be longer than zero.
  public init(total: Duration, countsOvertime: Bool = true) {
    precondition(total > .zero, "a countdown needs a positive total, got \(total)")
    self.total = total
    self.countsOvertime = countsOvertime
  }

  /// Time left at `elapsed`, zero once finished.
  public func remaining(at elapsed: Duration) -> Duration {
    clampedToZero(total - clampedToZero(elapsed))
  }

  /// Time past the end at `elapsed`, zero before it.
  package func overtime(at elapsed: Duration) -> Duration {
    clampedToZero(clampedToZero(elapsed) - total)
  }

  /// Whether the time is up at `elapsed` (it is, exactly at the end).
  public func isFinished(at elapsed: Duration) -> Bool {
    elapsed >= total
  }

  /// The whole seconds shown at `elapsed`: `ceil(remaining)`.
  public func displayedSeconds(at elapsed: Duration) -> Int64 {
    remaining(at: elapsed).wholeSecondsRoundedUp
  }

  /// What is shown at `elapsed`: seconds left, or whole seconds of overtime after the end.
  ///
  /// The first second after the end still shows `remaining(0)`: overtime appears as
  /// `+00:01` one second after zero, so zero is on screen for a full second.
  public func readout(at elapsed: Duration) -> Readout {
    let over = overtime(at: elapsed)
    guard countsOvertime, over >= .seconds(1) else {
      return .remaining(seconds: displayedSeconds(at: elapsed))
    }
    return .overtime(seconds: over.wholeSecondsRoundedDown)
  }

  /// The next elapsed time at which ``readout(at:)`` changes.
  ///
  /// While counting down, that is when `remaining` crosses the next whole second; in
  /// overtime, the next whole second past the end. `nil` once finished when overtime is
  /// not counted.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    let now = clampedToZero(elapsed)
    if now < total {
      let shown = remaining(at: now).wholeSecondsRoundedUp
      return total - .seconds(shown - 1)
    }
    guard countsOvertime else { return nil }
    return total + .seconds(overtime(at: now).wholeSecondsRoundedDown + 1)
  }
}
