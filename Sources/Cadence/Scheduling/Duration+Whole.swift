/// Whole-unit views of a `Duration`, computed with integers only.
///
/// Displays show whole seconds or tenths; computing those with `Double` would round
/// the wrong way one nanosecond before a boundary. These helpers never do.
extension Duration {
  /// The duration in whole nanoseconds, truncated toward zero.
  package var wholeNanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds &* 1_000_000_000 &+ attoseconds / 1_000_000_000
  }

  /// Whole seconds, rounded down. The duration must not be negative.
  package var wholeSecondsRoundedDown: Int64 { components.seconds }

  /// Whole seconds, rounded up. The duration must not be negative.
  package var wholeSecondsRoundedUp: Int64 {
    let (seconds, attoseconds) = components
    return attoseconds > 0 ? seconds + 1 : seconds
  }

  /// Whole tenths of a second, rounded down. The duration must not be negative.
  package var wholeTenthsRoundedDown: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 10 + attoseconds / 100_000_000_000_000_000
  }
}

/// The larger of zero and `duration`: elapsed times before a session's start count as zero.
func clampedToZero(_ duration: Duration) -> Duration {
  duration < .zero ? .zero : duration
}
