/// A value that changes with time and can say when it will next look different.
///
/// This is rule 3 of the engine: a display sleeps until the earliest of its elements'
/// next visible changes instead of ticking at a fixed rate. Every engine type takes
/// *elapsed session time* — a `Duration` measured from the session's own start, with
/// pauses already removed — never a wall-clock date and never a tick count.
public protocol VisibleChangeScheduling {
  /// The earliest elapsed time strictly after `elapsed` at which the displayed value
  /// differs from the one shown at `elapsed`, or `nil` when it never changes again on
  /// its own (finished, or waiting for the user).
  func nextVisibleChange(after elapsed: Duration) -> Duration?
}

extension VisibleChangeScheduling {
  /// The instant on `run`'s clock at which this value next looks different, or `nil` when it
  /// never changes again on its own or the run is not counting (a paused run reaches
  /// nothing by itself).
  ///
  /// The one mapping every display of an engine value needs, from the value's elapsed time
  /// to the clock it sleeps on: the elapsed time at `now`, the next visible change after
  /// it, and the instant at which the run reaches that change. A loop that sleeps on its
  /// own (a blocking terminal loop, a render callback) asks this before each sleep;
  /// ``DeadlineTicks/visibleChanges(of:during:clock:)`` asks it for an async one.
  ///
  /// ```swift
  /// let run = ActiveRun(startedAt: clock.now)
  /// let wake = countdown.nextVisibleChange(after: clock.now, during: run)  // 1 s from now
  /// ```
  public func nextVisibleChange<Instant>(
    after now: Instant, during run: ActiveRun<Instant>
  ) -> Instant? {
    nextVisibleChange(after: run.elapsed(at: now)).flatMap(run.instant(whenElapsedReaches:))
  }
}
