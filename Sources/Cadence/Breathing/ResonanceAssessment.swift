/// "Find your rate": resonance-frequency assessment as Shaffer & Meehan (2020) describe it,
/// about two minutes of paced breathing at each of 6.5, 6.0, 5.5, 5.0 and 4.5 breaths a
/// minute, a short rest between, and then the person says which rate felt easiest.
///
/// Each step is an ordinary resonance session (``ResonancePace``), so a front end runs it
/// as it runs any breathing session and records it under the pace's name; this value only
/// says what the steps are and where each begins on the protocol's own time, when nothing
/// is paused and no rest is cut short.
///
/// Two minutes is a whole number of breaths at every rate of the protocol (13 at 6.5, 9 at
/// 4.5), so each step breathes exactly 120 s after its count-in.
///
/// ```swift
/// let find = ResonanceAssessment()
/// find.steps.map(\.pace.rate)   // ["6.5", "6.0", "5.5", "5.0", "4.5"]
/// find.steps[1].start           // 138 s: 3 s count-in + 120 s + 15 s rest
/// find.total                    // 675 s
/// ```
public struct ResonanceAssessment: Hashable, Sendable {
  /// The rates tried, in tenths of a breath a minute, fastest first.
  public static let rates = [65, 60, 55, 50, 45]
  /// How long each rate is breathed (whole breaths nearest to it).
  public static let stepLength = Duration.seconds(120)
  /// The rest between two steps, long enough to read the next rate and settle.
  public static let defaultRest = Duration.seconds(15)

  /// One rate of the protocol.
  public struct Step: Hashable, Sendable {
    /// The rate and the ratio breathed.
    public let pace: ResonancePace
    /// The session breathed: the count-in, then whole breaths of ``pace``.
    public let session: BreathingSession
    /// Where the step's session begins (its count-in) on the protocol's time.
    public let start: Duration

    /// Where the step's session ends on the protocol's time.
    public var end: Duration { start + session.totalDuration }
  }

  /// The steps in order.
  public let steps: [Step]
  /// The rest before every step but the first.
  public let rest: Duration

  /// The protocol breathed in `ratio` (1:1 by default), each step after a count-in of
  /// `countIn`, steps apart by `rest`; each rate breathed for the whole number of breaths
  /// nearest to `stepLength` (whole seconds; at least one breath).
  public init(
    ratio: ResonancePace.Ratio = .even, countIn: Duration = BreathingSession.defaultCountIn,
    rest: Duration = defaultRest, stepLength: Duration = stepLength
  ) {
    precondition(rest >= .zero, "rest \(rest) is negative")
    self.rest = rest
    var steps: [Step] = []
    var start = Duration.zero
    let seconds = Int(stepLength.components.seconds)
    for tenths in Self.rates {
      let pace = ResonancePace(tenthsPerMinute: tenths, ratio: ratio)!
      // Breaths in the step's length at this rate, to the nearest whole breath.
      let breaths = max(1, (seconds * tenths + 300) / 600)
      let session = BreathingSession(pattern: pace.pattern, cycles: breaths, countIn: countIn)
      steps.append(Step(pace: pace, session: session, start: start))
      start += session.totalDuration + rest
    }
    self.steps = steps
  }

  /// Where the last step ends: the whole protocol's length.
  public var total: Duration { steps[steps.count - 1].end }

  /// What the protocol is at one instant of its time.
  public enum Stage: Hashable, Sendable {
    /// Breathing the step at this index (its count-in included).
    case step(Int)
    /// Resting before the step at this index.
    case rest(before: Int)
    /// Every step is breathed: the question follows.
    case finished
  }

  /// The stage at `elapsed` on the protocol's time (a step from its start, inclusive, to
  /// its end, exclusive; the rest after it until the next starts).
  public func stage(at elapsed: Duration) -> Stage {
    for (index, step) in steps.enumerated() {
      if elapsed < step.start { return .rest(before: index) }
      if elapsed < step.end { return .step(index) }
    }
    return .finished
  }
}
