import Cadence

/// What the breathe page shows at one instant: the engine's state reduced to what is drawn.
/// Two instants with equal frames look the same, so nothing is redrawn between them.
struct BreatheFrame: Hashable, Sendable {
  var stage: BreathingState.Stage
  var phase: BreathingPhase.Kind?
  /// Whether the phase is a top-up inhale, named apart (the sigh's second breath in).
  var isTopUp: Bool
  var secondsLeft: Int
  var cycle: Int
  var cycleCount: Int
  /// The disc's fill, 0 (empty) to 1 (full): the engine's guide. Fixed in reduce-motion
  /// and with closed eyes.
  var level: Double
  /// With closed eyes, the session's whole seconds left (the calm line's time); else 0,
  /// so the disc's frames change only with what they show.
  var remainingSeconds: Int

  init(_ state: BreathingState, reduceMotion: Bool, eyesClosed: Bool = false) {
    stage = state.stage
    phase = state.phase?.kind
    isTopUp = state.isTopUp
    secondsLeft = state.secondsLeft
    cycle = state.cycle
    cycleCount = state.cycleCount
    level = reduceMotion || eyesClosed ? 1 : state.guide
    remainingSeconds = eyesClosed ? state.remainingSeconds : 0
  }

  /// The phase's name as the log and the tests write it.
  var phaseName: String {
    switch stage {
    case .countIn: "count-in"
    case .finished: "finished"
    case .breathing: phase?.rawValue ?? "breathing"
    }
  }
}

extension BreathingSession {
  /// Whether the disc moves at `elapsed`: only in an inhale or an exhale, never in a hold,
  /// the count-in or after the end. While it does not, no frame is drawn but the seconds'.
  func discMoves(at elapsed: Duration) -> Bool {
    let state = state(at: elapsed)
    guard state.stage == .breathing, let kind = state.phase?.kind else { return false }
    return kind == .inhale || kind == .exhale
  }
}
