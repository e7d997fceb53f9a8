/// One cycle of breathing: an ordered list of phases, repeated for a session.
///
/// A valid pattern has at least one inhale and one exhale, and every phase lasts from half a
/// second to 60 seconds (zero-length phases such as the `hold 0` in
/// `in 4 hold 7 out 8 hold 0` are dropped, so they never show for an instant).
/// Durations are exact `Duration`s — `5.5` is 5.5 s to the nanosecond — so a session of
/// any length never drifts from its phases. A pace in breaths per minute
/// (``ResonancePace``), whose phases are no whole number of nanoseconds (60/5.5 s), keeps
/// its exact fractions for the session to count in; its ``phases`` show them rounded to the
/// nearest nanosecond.
///
/// ```swift
/// let pattern = try BreathingPattern(parsing: "4-7-8")
/// pattern.phases.map(\.kind)   // [.inhale, .holdAfterInhale, .exhale]
/// pattern.cycleDuration        // 19 seconds
/// pattern.spec                 // "4-7-8"
/// ```
public struct BreathingPattern: Hashable, Sendable {
  /// The longest phase a pattern may have: longer holds are unsafe, longer breaths are
  /// not breaths.
  package static let longestPhase = Duration.seconds(60)
  /// The shortest phase a pattern may have: shorter is not a breath, and a cycle of
  /// nanosecond phases would plan billions of cycles into a minute.
  package static let shortestPhase = Duration.milliseconds(500)
  /// Holds longer than this earn a ``cautions`` line.
  package static let longHold = Duration.seconds(15)

  /// The phases of one cycle, in order; never empty, each longer than zero.
  public let phases: [BreathingPhase]
  /// The length of one cycle: the sum of the phases.
  public let cycleDuration: Duration
  /// Where the guide starts and ends in each phase, in the same order as ``phases``.
  let guideSpans: [GuideSpan]
  /// The phases' exact ends, which a session counts in: whole nanoseconds for a pattern of
  /// ``phases``, finer for a pace in breaths per minute (``ResonancePace``).
  let timing: CycleTiming

  /// A pattern of `phases`, validated.
  ///
  /// - Throws: ``BreathingPatternError`` naming the first problem: a negative or too long
  ///   phase, a phase under half a second, no time at all, no inhale, or no exhale.
  public init(_ phases: [BreathingPhase]) throws(BreathingPatternError) {
    try self.init(validating: phases, spec: BreathingPattern.spec(of: phases))
  }

  /// Validates `phases`, quoting `spec` (the text the user wrote) in any error.
  init(validating phases: [BreathingPhase], spec: String) throws(BreathingPatternError) {
    for phase in phases {
      if phase.duration < .zero {
        throw .negative(BreathingPattern.seconds(phase.duration), pattern: spec)
      }
      if phase.duration > Self.longestPhase {
        let written = "\(phase.kind.keyword) \(BreathingPattern.seconds(phase.duration))"
        throw .phaseTooLong(written, pattern: spec)
      }
      if phase.duration > .zero, phase.duration < Self.shortestPhase {
        let written = "\(phase.kind.keyword) \(BreathingPattern.seconds(phase.duration))"
        throw .phaseTooShort(written, pattern: spec)
      }
    }
    let timed = phases.filter { $0.duration > .zero }
    guard !timed.isEmpty else { throw .takesNoTime(pattern: spec) }
    guard timed.contains(where: { $0.kind == .inhale }) else { throw .noInhale(pattern: spec) }
    guard timed.contains(where: { $0.kind == .exhale }) else { throw .noExhale(pattern: spec) }
    self.phases = timed
    cycleDuration = timed.reduce(.zero) { $0 + $1.duration }
    guideSpans = GuideSpan.spans(for: timed.map(\.kind))
    timing = CycleTiming(timed)
  }

  /// A pattern of phases of `kinds` timed exactly by `timing`: ``phases`` show each length
  /// to the nearest nanosecond, ``cycleDuration`` is their sum. Each phase must be from
  /// half a second to 60 seconds, with an inhale and an exhale.
  init(kinds: [BreathingPhase.Kind], timing: CycleTiming) {
    precondition(kinds.count == timing.phaseEnds.count, "one length per phase")
    let phases = kinds.indices.map { BreathingPhase(kinds[$0], timing.roundedLength(ofPhase: $0)) }
    precondition(
      phases.allSatisfy { (Self.shortestPhase...Self.longestPhase).contains($0.duration) }
        && kinds.contains(.inhale) && kinds.contains(.exhale),
      "invalid paced pattern \(phases)")
    self.phases = phases
    cycleDuration = phases.reduce(.zero) { $0 + $1.duration }
    guideSpans = GuideSpan.spans(for: kinds)
    self.timing = timing
  }

  /// Whether the phase at `index` is a top-up: an inhale straight after another inhale (in
  /// the cycle, so a pattern's first phase follows its last), as the physiological sigh's
  /// and cyclic sighing's short second breath in. Its guide only finishes the rise, so a
  /// display names it apart (not "breathe in" twice) for the person to notice the switch.
  public func isTopUp(phaseAt index: Int) -> Bool {
    let previous = phases[(index + phases.count - 1) % phases.count]
    return phases[index].kind == .inhale && previous.kind == .inhale
  }

  /// One caution per distinct hold longer than 15 seconds, to show before starting.
  public var cautions: [BreathingCaution] {
    var cautions: [BreathingCaution] = []
    for phase in phases where phase.kind.isHold && phase.duration > Self.longHold {
      let caution = BreathingCaution.longHold(phase.duration)
      if !cautions.contains(caution) {
        cautions.append(caution)
      }
    }
    return cautions
  }

  /// The pattern in the shortest spec that parses back to it: the dash form (`4-7-8`,
  /// `4-4-4-4`, `5.5-5.5`) when the phases are in that shape, else the word form
  /// (`in 2 in 1 out 6`). Suitable for storing custom patterns.
  public var spec: String {
    BreathingPattern.spec(of: phases)
  }
}
