import Cadence

extension BreathePractice: DrivenPractice {
  public typealias Report = Void

  public mutating func advance(to now: Duration) { look(at: now) }
  public mutating func apply(_ action: Action, at now: Duration) { perform(action, at: now) }

  /// The breathing state: the guide's level, the phase, the seconds left in it.
  public var face: BreathingState { state }
  public var isOver: Bool { isFinished }
  public var reachedEnd: Bool { isFinished }

  /// The text readouts' next change (the guide's own steps are the front end's to draw).
  public func nextVisibleChange(after now: Duration) -> Duration? {
    nextVisibleChange(after: now, guideSteps: 1)
  }
}
