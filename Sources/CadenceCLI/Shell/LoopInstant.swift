/// An instant of the frame loop's clock: time since the loop started.
///
/// Lets the engine's ``Cadence/ActiveRun`` count pauses on the loop's time base, which is
/// the only time a full-screen app ever sees.
struct LoopInstant: InstantProtocol, Hashable, Sendable {
  let offset: Duration

  init(_ offset: Duration) {
    self.offset = offset
  }

  func advanced(by duration: Duration) -> LoopInstant { LoopInstant(offset + duration) }
  func duration(to other: LoopInstant) -> Duration { other.offset - offset }
  static func < (lhs: LoopInstant, rhs: LoopInstant) -> Bool { lhs.offset < rhs.offset }
}
