extension TimerPractice: DrivenPractice {
  /// A look reports nothing; an action whether it was done or refused.
  public typealias Report = Outcome?

  public mutating func advance(to now: Duration) -> Outcome? {
    look(at: now)
    return nil
  }

  public mutating func apply(_ action: Action, at now: Duration) -> Outcome? {
    perform(action, at: now)
  }

  /// Time is up (a timer that counts overtime is never over by itself).
  public var isOver: Bool { isFinished }
  public var reachedEnd: Bool { isFinished }
}
