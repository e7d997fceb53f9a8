extension BreathingSession {
  /// The session's phase switches as a ``VisibleChangeScheduling`` value: the instants at
  /// which a phase begins (the first one ends the count-in), then the session's end.
  ///
  /// What a display that shows only the phase (its name, a screen reader's announcement, a
  /// sound cue, an animation started once per phase) wakes for, with no second copy of the
  /// schedule: every instant is a ``BreathingPhaseStart/at`` of ``phaseStart(atOrAfter:)``.
  public var phaseSwitches: PhaseSwitches { PhaseSwitches(session: self) }

  /// A breathing session seen as its phase switches; see ``BreathingSession/phaseSwitches``.
  public struct PhaseSwitches: Hashable, Sendable, VisibleChangeScheduling {
    /// The session whose phases these are.
    public let session: BreathingSession

    /// The first phase start strictly after `elapsed`, else the session's end if it is
    /// still ahead, else `nil`.
    public func nextVisibleChange(after elapsed: Duration) -> Duration? {
      if let start = session.phaseStart(atOrAfter: elapsed + .nanoseconds(1)) {
        return start.at
      }
      return elapsed < session.totalDuration ? session.totalDuration : nil
    }
  }
}

extension BreathingSession {
  /// The phase in progress at `elapsed` as it began, or `nil` in the count-in and once the
  /// session is finished: the phase a display joining mid-phase (its first frame, a resume)
  /// animates.
  public func phaseStart(containing elapsed: Duration) -> BreathingPhaseStart? {
    let start = segment(at: max(0, ExactTime.nanoseconds(flooring: elapsed))).start
    guard let phase = phaseStart(atOrAfter: .nanoseconds(start)), phase.at == .nanoseconds(start)
    else { return nil }
    return phase
  }
}
