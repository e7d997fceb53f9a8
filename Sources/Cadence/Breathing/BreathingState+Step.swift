extension BreathingState {
  /// What the person is asked to do at this instant, the count-in and the end included.
  ///
  /// ``phase`` is `nil` outside the breathing, which leaves a display to guess what `nil`
  /// means; a step names each stretch of the session, so a `switch` over it has a case for
  /// "Get ready".
  public enum Step: Hashable, Sendable {
    /// The count-in before the first breath.
    case countIn
    /// A phase of the pattern.
    case phase(BreathingPhase.Kind)
    /// All cycles done.
    case finished
  }

  /// The stretch of the session this instant is in; see ``Step``.
  public var step: Step {
    switch stage {
    case .countIn: .countIn
    case .finished: .finished
    case .breathing: phase.map { .phase($0.kind) } ?? .countIn
    }
  }
}
