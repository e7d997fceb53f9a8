/// Conversions between `Duration` and whole nanoseconds, the engine's exact unit of time.
///
/// Schedules store instants as `Int64` nanoseconds so that arithmetic over hours of
/// session time is exact (no floating-point drift) and lookups are integer comparisons.
/// An `Int64` of nanoseconds covers ±292 years; anything beyond saturates rather than
/// trapping, because a caller passing a huge elapsed time should get "finished", not a crash.
enum ExactTime {
  private static let nanosecondsPerSecond: Int64 = 1_000_000_000
  private static let attosecondsPerNanosecond: Int64 = 1_000_000_000

  /// The largest whole number of nanoseconds not after `duration` (rounds toward -∞).
  ///
  /// Flooring, not truncating, keeps "visible at instant t" consistent for every
  /// sub-nanosecond elapsed time: the state at 5.7 ns is the state at 5 ns.
  static func nanoseconds(flooring duration: Duration) -> Int64 {
    let (seconds, attoseconds) = duration.components
    let (whole, overflow) = seconds.multipliedReportingOverflow(by: nanosecondsPerSecond)
    if overflow { return seconds < 0 ? .min : .max }
    var fraction = attoseconds / attosecondsPerNanosecond
    if attoseconds % attosecondsPerNanosecond < 0 { fraction -= 1 }
    let (sum, sumOverflow) = whole.addingReportingOverflow(fraction)
    if sumOverflow { return seconds < 0 ? .min : .max }
    return sum
  }

  /// `value × numerator ÷ denominator`, rounded down, computed in 128 bits.
  ///
  /// Both reveal modes map cumulative weights to instants with this one formula, so the
  /// last instant of a fitted schedule is exactly the requested total. Saturates at
  /// `Int64.max` instead of trapping when the quotient would not fit.
  static func scale(_ value: Int64, by numerator: Int64, over denominator: Int64) -> Int64 {
    precondition(value >= 0 && numerator >= 0 && denominator > 0, "scale needs non-negative terms")
    let product = value.multipliedFullWidth(by: numerator)
    // The quotient fits in Int64 iff product < denominator × 2⁶³, i.e. the top 65 bits of
    // the product (at most 2¹²⁶, so this shift cannot overflow) are below the denominator.
    let top = UInt64(product.high) << 1 | product.low >> 63
    guard top < UInt64(denominator) else { return .max }
    return denominator.dividingFullWidth(product).quotient
  }

  /// The integer nearest to a non-negative, finite `value`, halves rounding up.
  ///
  /// `Double.rounded()` calls into libm, which a standard-library-only module does not
  /// link on Linux; truncation is a single instruction, and subtracting the truncated
  /// part of a double is exact, so this agrees with `rounded()` on every input it accepts.
  static func nearest(_ value: Double) -> Int64 {
    precondition(value.isFinite && value >= 0 && value < 9.2e18, "cannot round \(value)")
    let whole = Int64(value)
    return value - Double(whole) >= 0.5 ? whole + 1 : whole
  }
}
