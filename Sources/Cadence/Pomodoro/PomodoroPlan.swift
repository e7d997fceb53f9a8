/// The shape of a pomodoro day: focus, short break, focus, …, long break every N focuses.
public struct PomodoroPlan: Hashable, Sendable {
  /// Length of a focus segment.
  public var work: Duration
  /// Length of a short break.
  public var shortBreak: Duration
  /// Length of a long break.
  public var longBreak: Duration
  /// How many focus segments come before a long break.
  public var longBreakEvery: Int

  /// A plan; the defaults are the classic 25 / 5 / 15 with a long break every 4.
  public init(
    work: Duration = .seconds(25 * 60),
    shortBreak: Duration = .seconds(5 * 60),
    longBreak: Duration = .seconds(15 * 60),
    longBreakEvery: Int = 4
  ) {
    precondition(work > .zero && shortBreak > .zero && longBreak > .zero, "empty segment")
    precondition(longBreakEvery >= 1, "longBreakEvery must be at least 1")
    self.work = work
    self.shortBreak = shortBreak
    self.longBreak = longBreak
    self.longBreakEvery = longBreakEvery
  }

  /// The segment at position `index` (from 0) of the endless sequence this plan makes.
  public func segment(_ index: Int) -> PomodoroSegment {
    precondition(index >= 0, "segment index \(index) is negative")
    let focusNumber = index / 2 + 1
    let position = (focusNumber - 1) % longBreakEvery + 1
    let kind: PomodoroSegment.Kind
    let length: Duration
    if index.isMultiple(of: 2) {
      (kind, length) = (.focus, work)
    } else if position == longBreakEvery {
      (kind, length) = (.longBreak, longBreak)
    } else {
      (kind, length) = (.shortBreak, shortBreak)
    }
    return PomodoroSegment(
      index: index, kind: kind, length: length, focusNumber: focusNumber,
      positionInSet: position, setSize: longBreakEvery)
  }

  /// Length of one full set: every focus and break up to and including the long break.
  var setLength: Duration {
    work * longBreakEvery + shortBreak * (longBreakEvery - 1) + longBreak
  }
}

/// One segment of a pomodoro plan.
public struct PomodoroSegment: Hashable, Sendable {
  /// What the segment is for.
  public enum Kind: String, Hashable, Sendable {
    /// Work: the segments that count as focus time.
    case focus
    /// The break after each focus but the last of a set.
    case shortBreak
    /// The break after the last focus of a set.
    case longBreak
  }

  /// Position in the endless sequence, from 0 (focus, break, focus, …).
  public let index: Int
  /// What the segment is for.
  public let kind: Kind
  /// How long it lasts.
  public let length: Duration
  /// The focus this segment is, or follows, counted from 1 over the whole day.
  public let focusNumber: Int
  /// The focus's place in its set, from 1 to ``setSize`` (the 2 of "Focus 2 of 4").
  public let positionInSet: Int
  /// Focus segments per set.
  public let setSize: Int
}
