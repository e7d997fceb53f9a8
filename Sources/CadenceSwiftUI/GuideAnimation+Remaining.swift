import Cadence

extension GuideAnimation {
  /// The rest of this animation from `elapsed`: from the guide's size then to ``to`` over
  /// the time left, on the part of the curve still to run, or `nil` once it has ended.
  ///
  /// A view that appears or resumes in the middle of a phase (Control Center, a banner and
  /// the app switcher pause a run through `scenePhase`) starts here: the phase's own
  /// animation would move the guide from wherever the view is to the end size and leave it
  /// out of step with the words. The engine's smoothstep split at progress p is again a
  /// cubic in the time left, so the rest is one timing curve and one animation, and its
  /// size at every instant is the phase's.
  public func remaining(from elapsed: Duration) -> Self? {
    let end = start + duration
    guard elapsed < end else { return nil }
    guard elapsed > start else { return self }
    let progress = (elapsed - start) / duration
    var rest = self
    rest.start = elapsed
    rest.duration = end - elapsed
    rest.from = guide(at: elapsed)
    rest.curve = curve.remaining(after: progress)
    return rest
  }

  /// The animation a view starts at `elapsed`: the rest of the phase in progress, or `nil`
  /// in the count-in and after the end.
  public static func remaining(in session: BreathingSession, at elapsed: Duration) -> Self? {
    current(in: session, at: elapsed)?.remaining(from: elapsed)
  }
}
