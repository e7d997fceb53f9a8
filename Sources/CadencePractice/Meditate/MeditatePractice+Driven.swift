extension MeditatePractice: DrivenPractice {
  /// What a person can do to a sitting.
  public enum Action: Hashable, Sendable {
    /// Pause if sitting, resume if paused; refused once the end bell has begun.
    case togglePause
  }

  public mutating func advance(to now: Duration) -> Ring { look(at: now) }

  /// Rings nothing: the next look rings what is due.
  public mutating func apply(_ action: Action, at now: Duration) -> Ring {
    switch action {
    case .togglePause: togglePause(at: now)
    }
    return Ring(bell: nil, strikes: 0)
  }

  /// The end bell has begun: stopping now completes the sitting.
  public var reachedEnd: Bool { endBegun }
}
