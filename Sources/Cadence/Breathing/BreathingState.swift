/// Everything a breathing display shows at one instant, from ``BreathingSession/state(at:)``.
///
/// The phase, its countdown and the guide's size come out of one function of elapsed time,
/// so the animation and the phase can never disagree: the guide is exactly full at the
/// instant an inhale ends and the hold begins.
public struct BreathingState: Hashable, Sendable {
  /// Where the session is.
  public enum Stage: Hashable, Sendable {
    /// The short wait before the first breath, to settle and get ready.
    case countIn
    /// Following the pattern.
    case breathing
    /// All cycles done.
    case finished
  }

  /// Where the session is.
  public var stage: Stage
  /// The current cycle, 1-based: 1 during the count-in, ``cycleCount`` once finished.
  public var cycle: Int
  /// How many cycles the session has.
  public var cycleCount: Int
  /// The index of the current phase in the pattern, while breathing; otherwise `nil`.
  public var phaseIndex: Int?
  /// The current phase, while breathing; otherwise `nil`.
  public var phase: BreathingPhase?
  /// Whether the current phase is a top-up inhale, which a display names apart; see
  /// ``BreathingPattern/isTopUp(phaseAt:)``.
  public var isTopUp = false
  /// How far through the phase (or the count-in) this instant is, in 0..<1; 1 when finished.
  public var progress: Double
  /// Whole seconds left in the phase (or the count-in), rounded up as a countdown shows
  /// them: 4 at the start of a 4-second inhale, 1 in its last second; 0 when finished.
  public var secondsLeft: Int
  /// Time left in the whole session, count-in included.
  public var remaining: Duration
  /// The guide's size, 0 (empty) to 1 (full), eased; see ``BreathingGuide``.
  public var guide: Double

  /// Whether the session is over.
  public var isFinished: Bool { stage == .finished }

  /// ``remaining`` in whole seconds, rounded up, for a `MM:SS` "time left" readout.
  public var remainingSeconds: Int {
    Int(BreathingSession.secondsRoundedUp(ExactTime.nanoseconds(flooring: remaining)))
  }

  /// The guide's drawable step at a display resolution; see ``BreathingGuide/level(of:steps:)``.
  package func guideLevel(steps: Int) -> Int {
    BreathingGuide.level(of: guide, steps: steps)
  }
}
