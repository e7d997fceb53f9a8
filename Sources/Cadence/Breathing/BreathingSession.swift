/// A guided breathing session: a count-in, then a pattern repeated for a number of cycles.
///
/// Its whole display is one pure function of elapsed session time, ``state(at:)``, and the
/// instants at which that display changes come from the same arithmetic
/// (``nextVisibleChange(after:guideSteps:)``). Pausing is the caller's business: it stops
/// feeding time in (a run subtracts its pauses), and everything after resumes shifted by
/// exactly the pause. After a stall the next state is simply the state at the new time.
///
/// ```swift
/// let session = BreathingSession(pattern: try BreathingPattern(parsing: "4-7-8"), cycles: 4)
/// let state = session.state(at: elapsed)          // phase, seconds left, guide size…
/// let wake = session.nextVisibleChange(after: elapsed, guideSteps: radii)
/// ```
public struct BreathingSession: Hashable, Sendable {
  /// How long a session should be.
  public enum Length: Hashable, Sendable {
    /// Exactly this many cycles (at least one).
    case cycles(Int)
    /// As close to this much breathing time as whole cycles allow: the nearest whole
    /// number of cycles, halves rounding up, never fewer than one (the count-in not
    /// included). Two minutes of 4-7-8 (19 s a cycle) is 6 cycles.
    case about(Duration)
  }

  /// The default "Get ready" before the first breath.
  public static let defaultCountIn = Duration.seconds(3)

  /// The pattern each cycle follows.
  public let pattern: BreathingPattern
  /// The number of cycles, at least 1.
  public let cycleCount: Int
  /// The "Get ready" time before the first breath; may be zero.
  public let countIn: Duration

  let countInNanoseconds: Int64
  /// How many of the pattern's units (`CycleTiming`, internal) make a nanosecond: 1 but for a pace.
  let unitsPerNanosecond: Int64
  /// The length of a cycle, in the pattern's units.
  let cycleUnits: Int64
  /// End of each phase within a cycle, in the pattern's units from the cycle's start.
  let phaseEnds: [Int64]
  let totalNanoseconds: Int64

  /// A session of `cycles` cycles of `pattern` after `countIn`.
  public init(pattern: BreathingPattern, cycles: Int, countIn: Duration = defaultCountIn) {
    precondition(cycles >= 1, "a session needs at least one cycle, not \(cycles)")
    precondition(countIn >= .zero, "count-in \(countIn) is negative")
    self.pattern = pattern
    cycleCount = cycles
    self.countIn = countIn
    countInNanoseconds = ExactTime.nanoseconds(flooring: countIn)
    let timing = pattern.timing
    unitsPerNanosecond = timing.unitsPerNanosecond
    phaseEnds = timing.phaseEnds
    cycleUnits = timing.cycleUnits
    let (allUnits, overflow) = cycleUnits.multipliedReportingOverflow(by: Int64(cycles))
    precondition(!overflow, "\(cycles) cycles of \(pattern.cycleDuration) do not fit")
    totalNanoseconds = countInNanoseconds + timing.nanoseconds(ceilingOf: allUnits)
  }

  /// A session of `pattern` lasting `length` after `countIn`.
  public init(pattern: BreathingPattern, length: Length, countIn: Duration = defaultCountIn) {
    switch length {
    case .cycles(let cycles):
      self.init(pattern: pattern, cycles: max(1, cycles), countIn: countIn)
    case .about(let duration):
      let cycles = Self.cycles(approximating: duration, of: pattern)
      self.init(pattern: pattern, cycles: cycles, countIn: countIn)
    }
  }

  /// The whole number of cycles of `pattern` nearest to `duration` of breathing (the
  /// count-in not included), halves rounding up, and never fewer than one.
  ///
  /// Two minutes of 4-7-8 (19 s a cycle) is 6.3 cycles, so 6; one minute of box
  /// breathing (16 s) is 3.75, so 4; zero or a negative duration still gives one cycle.
  package static func cycles(
    approximating duration: Duration, of pattern: BreathingPattern
  ) -> Int {
    let timing = pattern.timing
    let nanoseconds = max(0, ExactTime.nanoseconds(flooring: duration))
    let (scaled, overflow) = nanoseconds.multipliedReportingOverflow(by: timing.unitsPerNanosecond)
    let wanted = overflow ? .max : scaled
    let cycle = timing.cycleUnits
    return max(1, Int((wanted / cycle) + (wanted % cycle >= cycle - cycle / 2 ? 1 : 0)))
  }

  /// Breathing time: every cycle, without the count-in.
  public var breathingDuration: Duration { .nanoseconds(totalNanoseconds - countInNanoseconds) }

  /// The elapsed time at which the session finishes: count-in plus every cycle.
  public var totalDuration: Duration { .nanoseconds(totalNanoseconds) }

  /// Whole seconds, rounded up, in `nanoseconds` (non-negative).
  static func secondsRoundedUp(_ nanoseconds: Int64) -> Int64 {
    (max(0, nanoseconds) + 999_999_999) / 1_000_000_000
  }
}
