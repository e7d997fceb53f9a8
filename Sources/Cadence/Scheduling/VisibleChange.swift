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
