/// One phase as it begins: what an animation framework starts (a move of the guide from
/// ``guideFrom`` to ``guideTo`` over ``duration``, eased by ``BreathingGuide``'s curve),
/// what a sound cue marks and what a screen reader announces.
///
/// It comes from the same arithmetic as ``BreathingSession/state(at:)``: at ``at`` the
/// state is in this phase with the guide at ``guideFrom``; 1 ns before, it is not.
public struct BreathingPhaseStart: Hashable, Sendable {
  /// The session time at which the phase begins.
  public var at: Duration
  /// How long the phase lasts (to the nanosecond the session counts).
  public var duration: Duration
  /// The cycle, from 1.
  public var cycle: Int
  /// The phase's index in the pattern.
  public var phaseIndex: Int
  /// What the person does.
  public var kind: BreathingPhase.Kind
  /// The guide's size as the phase begins, 0 (empty) to 1 (full).
  public var guideFrom: Double
  /// The guide's size as it ends; equal to ``guideFrom`` for a hold.
  public var guideTo: Double

  /// A phase of `kind` beginning at `at` and lasting `duration`, in `cycle` (from 1) at
  /// `phaseIndex`, the guide moving from `guideFrom` to `guideTo`: what a protocol that is
  /// no pattern (retention rounds) lists as its breaths.
  public init(
    at: Duration, duration: Duration, cycle: Int, phaseIndex: Int, kind: BreathingPhase.Kind,
    guideFrom: Double, guideTo: Double
  ) {
    self.at = at
    self.duration = duration
    self.cycle = cycle
    self.phaseIndex = phaseIndex
    self.kind = kind
    self.guideFrom = guideFrom
    self.guideTo = guideTo
  }

  /// The guide's size at `progress` (0…1) through the phase: the engine's easing between
  /// ``guideFrom`` and ``guideTo``, equal to ``BreathingState/guide`` at that instant.
  public func guide(atProgress progress: Double) -> Double {
    GuideSpan(from: guideFrom, to: guideTo).size(at: progress)
  }
}

extension BreathingSession {
  /// The first phase that begins at or after `elapsed`, or `nil` once none is left.
  public func phaseStart(atOrAfter elapsed: Duration) -> BreathingPhaseStart? {
    let now = max(0, ExactTime.nanoseconds(flooring: elapsed))
    var segment = segment(at: now)
    if segment.stage == .countIn || (segment.stage == .breathing && segment.start < now) {
      segment = self.segment(at: segment.end)
    }
    guard segment.stage == .breathing, let index = segment.phaseIndex else { return nil }
    let span = pattern.guideSpans[index]
    return BreathingPhaseStart(
      at: .nanoseconds(segment.start), duration: .nanoseconds(segment.end - segment.start),
      cycle: segment.cycleIndex + 1, phaseIndex: index, kind: pattern.phases[index].kind,
      guideFrom: span.from, guideTo: span.to)
  }

  /// Every phase that begins in `range` of session time, in order.
  public func phaseStarts(in range: Range<Duration>) -> [BreathingPhaseStart] {
    var starts: [BreathingPhaseStart] = []
    var cursor = range.lowerBound
    while let start = phaseStart(atOrAfter: cursor), start.at < range.upperBound {
      starts.append(start)
      cursor = start.at + start.duration
    }
    return starts
  }
}
