import Cadence

/// One phase of a breathing guide as one animation: where it starts, how long it runs, the
/// sizes it moves between and its curve, from the engine's ``BreathingPhaseStart``.
///
/// A display that re-renders the guide at each drawable size wakes over a hundred times a
/// 4-7-8 cycle, in steps; a display that starts one animation per phase, timed from the
/// phase and eased by ``TimingCurve/breathingGuide``, wakes once a phase and moves at the
/// frame rate, and its guide is the engine's ``BreathingState/guide`` at every instant.
///
/// ```swift
/// let animation = GuideAnimation.current(in: session, at: elapsed)
/// // SwiftUI: .animation(.breathingGuide(animation), value: animation?.start)
/// ```
public struct GuideAnimation: Hashable, Sendable {
  /// The session time at which the animation starts: the phase's start.
  public var start: Duration
  /// How long it runs: the phase's length.
  public var duration: Duration
  /// The guide's size as it starts, 0 (empty) to 1 (full).
  public var from: Double
  /// The guide's size as it ends; equal to ``from`` for a hold.
  public var to: Double
  /// The easing, the engine's own.
  public var curve: TimingCurve
  /// The phase it animates.
  public var phase: BreathingPhaseStart

  /// The animation of `phase`.
  public init(_ phase: BreathingPhaseStart) {
    start = phase.at
    duration = phase.duration
    from = phase.guideFrom
    to = phase.guideTo
    curve = .breathingGuide
    self.phase = phase
  }

  /// The animation of the phase in progress at `elapsed`, or `nil` in the count-in and after
  /// the end (the guide rests).
  public static func current(in session: BreathingSession, at elapsed: Duration) -> Self? {
    session.phaseStart(containing: elapsed).map(GuideAnimation.init)
  }

  /// The animations of every phase that starts in `range` of session time.
  public static func phases(
    of session: BreathingSession, in range: Range<Duration>
  ) -> [Self] {
    session.phaseStarts(in: range).map(GuideAnimation.init)
  }

  /// The animated size at `elapsed`: ``from`` before the start, ``to`` after the end.
  public func guide(at elapsed: Duration) -> Double {
    let progress = (elapsed - start) / duration
    return from + (to - from) * curve.value(atProgress: progress)
  }
}
