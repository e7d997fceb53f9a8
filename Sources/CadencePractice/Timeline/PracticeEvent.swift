import Cadence

/// One event ahead in a practice's timeline, at an instant of the practice's time (the
/// time its front end passes to its actions): what sound places on the audio device's
/// clock, what an animation framework schedules and what a screen reader announces,
/// computed from the same schedule as the practice's visible changes.
///
/// Paused, a practice has no timeline: nothing is ahead until it resumes. A timeline is
/// finite: an endless practice (a pomodoro day) lists what is ahead within a horizon.
public struct PracticeEvent: Hashable, Sendable {
  /// What happens.
  public enum Kind: Hashable, Sendable {
    /// The practice begins (a breathing session: its count-in), listed until its first
    /// phase: a person with closed eyes hears where it starts (``CadenceSound``'s start
    /// chime, when asked for), apart from the first breath.
    case start
    /// The practice reaches its planned end (a countdown's zero, a sitting's end bell).
    case end
    /// A strike of a sitting's bell (`strike` counts from 0: the end bell has three).
    case bell(MeditationSitting.Bell.Kind, strike: Int)
    /// A breathing phase begins: its kind, duration, and the guide's move (from, to and
    /// the engine's easing), from the same arithmetic as the breathing display.
    case phase(BreathingPhaseStart)
    /// A breathing phase already under way when the timeline is read, at that instant: its
    /// own cue has sounded, but what it sounds later (a tick each second, the ticks before a
    /// hold's end) is still ahead. The phase's `at` here is the instant it began, in the
    /// practice's time (moved by any pause since), not the session's time.
    case phaseUnderWay(BreathingPhaseStart)
    /// A pomodoro segment (focus, short or long break) begins.
    case segmentStart(PomodoroSegment)
    /// A pomodoro segment reaches its planned end (it may run over until skipped).
    case segmentEnd(PomodoroSegment)
    /// A program's step (`index` from 0, of `count`) begins with its count-in.
    case stepStart(index: Int, count: Int)
  }

  /// What happens.
  public var kind: Kind
  /// When, in the practice's time.
  public var at: Duration

  /// The event `kind` at `at`.
  public init(_ kind: Kind, at: Duration) {
    self.kind = kind
    self.at = at
  }
}
