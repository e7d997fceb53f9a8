/// When the breathing display next looks different (engine rule 3).
///
/// A display changes when the phase or stage switches, when the seconds left in the phase
/// tick down, when the session's time left ticks down (they differ once phases last
/// fractions of a second, such as 5.5 s), and — if it draws the guide — when the guide
/// reaches its next drawable size. A hold moves nothing but the countdowns, so it costs
/// one wake-up a second; a guide drawn with 40 sizes costs about 40 wake-ups over an
/// inhale, however long it is, rather than a fixed frame rate.
extension BreathingSession: VisibleChangeScheduling {
  /// The next change of the text readouts only — stage, cycle, phase, seconds left and
  /// time left — for displays without an animated guide (`--reduce-motion`, `--plain`).
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    nextVisibleChange(after: elapsed, guideSteps: 1)
  }

  /// The earliest elapsed time strictly after `elapsed` at which the state differs in
  /// stage, cycle, phase, seconds left, whole seconds of time left, or the guide's level
  /// at `guideSteps` drawable sizes (see ``BreathingGuide/level(of:steps:)``); `nil` once
  /// finished.
  ///
  /// At the returned instant that state really differs, and 1 ns before it, it does not.
  public func nextVisibleChange(after elapsed: Duration, guideSteps: Int) -> Duration? {
    let now = max(0, ExactTime.nanoseconds(flooring: elapsed))
    let segment = segment(at: now)
    guard segment.stage != .finished else { return nil }
    var next = segment.end
    next = min(next, Self.nextSecondTick(now: now, deadline: segment.end))
    next = min(next, Self.nextSecondTick(now: now, deadline: totalNanoseconds))
    if segment.stage == .breathing, guideSteps > 1,
      let step = nextGuideStep(after: now, in: segment, steps: guideSteps)
    {
      next = min(next, step)
    }
    return .nanoseconds(next)
  }

  /// The next instant the phase or stage switches (the count-in ends, a phase ends, the
  /// session finishes); `nil` once finished. For cues such as a bell on each inhale.
  public func nextPhaseSwitch(after elapsed: Duration) -> Duration? {
    let segment = segment(at: max(0, ExactTime.nanoseconds(flooring: elapsed)))
    return segment.stage == .finished ? nil : .nanoseconds(segment.end)
  }

  /// When `ceil((deadline − t) / 1 s)` next drops, for `t` after `now` (`now < deadline`):
  /// with c whole seconds showing, the readout shows c − 1 from `deadline − (c − 1) s`.
  static func nextSecondTick(now: Int64, deadline: Int64) -> Int64 {
    let showing = secondsRoundedUp(deadline - now)
    return deadline - (showing - 1) * 1_000_000_000
  }

  /// The first instant in the phase after `now` at which the guide's drawable level
  /// differs from its level at `now`, or `nil` if it does not change before the phase
  /// ends (the switch itself is a candidate already).
  ///
  /// The size is monotonic within a phase, so "level differs" is false and then true
  /// along the phase, and a binary search over the nanoseconds finds the exact flip with
  /// at most ~36 evaluations of the easing. Searching the same function the display uses
  /// makes the answer exact by construction — no inverse easing whose rounding could
  /// wake the display a nanosecond before the circle actually changes.
  private func nextGuideStep(after now: Int64, in segment: Segment, steps: Int) -> Int64? {
    let span = pattern.guideSpans[segment.phaseIndex!]
    guard span.from != span.to else { return nil }
    func level(_ instant: Int64) -> Int {
      BreathingGuide.level(of: span.size(at: progress(at: instant, in: segment)), steps: steps)
    }
    let current = level(now)
    var low = now + 1
    var high = segment.end - 1
    guard low <= high, level(high) != current else { return nil }
    while low < high {
      let middle = low + (high - low) / 2
      if level(middle) != current {
        high = middle
      } else {
        low = middle + 1
      }
    }
    return low
  }
}
