/// An instant on a session's own timeline: the monotonic time since the session's anchor.
///
/// Engine values take *elapsed session time* as a `Duration`, and a shell that captured an
/// anchor from its clock hands its views exactly that (a frame loop gives its apps the time
/// since the loop started). ``ActiveRun`` needs an instant to subtract pauses; on that
/// timeline the instant is the offset itself, so the shell runs
/// `ActiveRun<SessionInstant>` on the numbers it already has instead of converting back to
/// its clock's opaque instants.
///
/// ```swift
/// var run = ActiveRun(startedAt: SessionInstant(.zero))
/// run.pause(at: SessionInstant(.seconds(10)))
/// run.resume(at: SessionInstant(.seconds(25)))
/// run.elapsed(at: SessionInstant(.seconds(30)))  // 15 seconds
/// ```
public struct SessionInstant: InstantProtocol, Hashable, Sendable {
  /// Time since the session's anchor.
  public let offset: Duration

  /// The instant `offset` after the anchor.
  public init(_ offset: Duration) {
    self.offset = offset
  }

  /// The instant `duration` later (earlier, if negative) on the same timeline.
  public func advanced(by duration: Duration) -> SessionInstant {
    SessionInstant(offset + duration)
  }

  /// The time from this instant to `other`; negative when `other` is earlier.
  public func duration(to other: SessionInstant) -> Duration { other.offset - offset }

  /// Whether `lhs` comes before `rhs` on the timeline.
  public static func < (lhs: SessionInstant, rhs: SessionInstant) -> Bool {
    lhs.offset < rhs.offset
  }
}
