/// Whether a stream's clock has left the anchor its cues are placed on, judged on two
/// timing snapshots, never one.
///
/// Why two: a snapshot is the server's reply to a request, corrected by half its round
/// trip. On a loaded machine the reply can sit in a queue on one way only, and one such
/// snapshot was seen 24 ms off: re-anchored on it, every later cue of the practice played
/// 24 ms away from its frame on the screen. A real departure (the machine slept, the
/// stream ran dry) is still there in the next snapshot; a bad snapshot is not. So a first
/// snapshot beyond the limit only asks for another one at once, and the cues move when a
/// different snapshot agrees with it.
struct AnchorWatch: Sendable {
  /// How far (in frames) the stream's clock may be from the anchor before it is a
  /// departure rather than a snapshot's error (tens of microseconds between snapshots,
  /// measured; one seen 3.7 ms off under load).
  let limit: Int64
  /// How close (in frames) two snapshots' departures must be to be the same one.
  let agreement: Int64
  /// A departure one snapshot showed, and which snapshot (its time).
  private var pending: (error: Int64, snapshot: Duration)?

  /// What to do after a look at the stream's clock.
  enum Verdict: Equatable {
    /// The anchor stands.
    case keep
    /// One snapshot says the clock left: ask for a fresh one now, move nothing yet.
    case confirm
    /// Two snapshots agree: place the cues on the newer one.
    case move
  }

  init(limit: Int64, agreement: Int64) {
    self.limit = limit
    self.agreement = agreement
  }

  /// Judges `error`, how far the stream's clock is from the anchor by the snapshot taken
  /// at `snapshot`.
  mutating func judge(_ error: Int64, snapshot: Duration) -> Verdict {
    guard abs(error) > limit else {
      pending = nil
      return .keep
    }
    if let pending, pending.snapshot == snapshot { return .keep }
    if let pending, abs(error - pending.error) <= agreement {
      self.pending = nil
      return .move
    }
    pending = (error, snapshot)
    return .confirm
  }
}
