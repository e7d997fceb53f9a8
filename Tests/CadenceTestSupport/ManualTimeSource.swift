import TerminalUI

/// A ``MonotonicTimeSource`` that moves only when told: the frame loop's clock in tests.
///
/// A class, so the loop and a ``ScriptedEventSource`` share one instance: the source
/// advances it to the deadline the loop asked to sleep until, instead of sleeping.
public final class ManualTimeSource: MonotonicTimeSource {
  /// The current reading.
  public var current: Duration

  /// Starts at `start` (any origin works: the loop measures from its first reading).
  public init(start: Duration = .zero) {
    current = start
  }

  /// The current reading.
  public func now() -> Duration { current }
}
