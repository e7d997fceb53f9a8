import Cadence

extension PomodoroPractice: DrivenPractice {
  /// The segments that ended at the look or the action.
  public typealias Report = [PomodoroSegment]

  public mutating func advance(to now: Duration) -> [PomodoroSegment] { look(at: now) }

  public mutating func apply(_ action: Action, at now: Duration) -> [PomodoroSegment] {
    perform(action, at: now)
  }

  /// Its set limit reached: a day of pomodoros has no other end.
  public var reachedEnd: Bool { isOver }
}
