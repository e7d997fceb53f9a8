extension BreathingSession {
  /// The session as seen on a display that draws its guide at `steps` distinct sizes, as a
  /// ``VisibleChangeScheduling`` value.
  ///
  /// ``nextVisibleChange(after:)`` alone schedules the text readouts only; a display that
  /// animates the guide also changes each time the guide reaches its next drawable size
  /// (``BreathingGuide/level(of:steps:)``). This value carries the step count, so
  /// ``DeadlineTicks/visibleChanges(of:during:clock:)`` and
  /// ``VisibleChangeScheduling/visibleChanges(after:)`` wake for those changes too.
  ///
  /// - Parameter steps: how many sizes the display can draw; fewer than two means the guide
  ///   never moves, and the schedule is the text readouts' alone.
  public func guideDisplay(steps: Int) -> GuideDisplay {
    GuideDisplay(session: self, guideSteps: steps)
  }

  /// A breathing session drawn with a guide of a fixed number of sizes; see
  /// ``BreathingSession/guideDisplay(steps:)``.
  public struct GuideDisplay: Hashable, Sendable, VisibleChangeScheduling {
    /// The session being shown.
    public let session: BreathingSession
    /// How many distinct guide sizes the display draws.
    public let guideSteps: Int

    /// The next elapsed time at which the text readouts or the drawn guide change; see
    /// ``BreathingSession/nextVisibleChange(after:guideSteps:)``.
    public func nextVisibleChange(after elapsed: Duration) -> Duration? {
      session.nextVisibleChange(after: elapsed, guideSteps: guideSteps)
    }
  }
}
