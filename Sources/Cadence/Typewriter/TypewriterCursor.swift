/// A frame-by-frame reader of a ``TypewriterReveal`` that hands out only what is new.
///
/// A terminal typing in the normal output flow appends; it never redraws what it already
/// wrote. The cursor remembers how many units were handed out, and each
/// ``advance(to:)`` returns just the units revealed since, so revealing a text of n units
/// costs O(n) in total however many frames it takes (rebuilding the visible prefix every
/// frame would cost O(n²)). A late frame after a stall hands out everything it missed at
/// once; it never replays.
///
/// ```swift
/// var cursor = TypewriterCursor(reveal)
/// let fresh = cursor.advance(to: elapsed)   // e.g. 41..<44
/// terminal.write(reveal.text(of: fresh))
/// ```
///
/// Going back in time is not a reveal: ``advance(to:)`` with an earlier elapsed time hands
/// out nothing and keeps what was shown. Restarting is explicit — clear the output, take a
/// fresh cursor, and start the session time again from zero.
public struct TypewriterCursor: Hashable, Sendable {
  /// The schedule this cursor reads.
  public let reveal: TypewriterReveal
  /// How many units have been handed out so far; they are `0..<revealedCount`.
  public private(set) var revealedCount = 0

  /// A cursor that has handed out nothing yet.
  public init(_ reveal: TypewriterReveal) {
    self.reveal = reveal
  }

  /// Whether every unit has been handed out.
  public var isComplete: Bool { revealedCount == reveal.count }

  /// The units that became visible since the last call, up to `elapsed`.
  ///
  /// - Parameter elapsed: elapsed session time (pauses removed), not wall-clock time.
  /// - Returns: the range of unit indices to output now; empty when nothing is new,
  ///   including when `elapsed` is earlier than a previous call.
  public mutating func advance(to elapsed: Duration) -> Range<Int> {
    let nanoseconds = ExactTime.nanoseconds(flooring: elapsed)
    let visible = reveal.firstIndex(revealedAfter: nanoseconds, from: revealedCount)
    defer { revealedCount = visible }
    return revealedCount..<visible
  }

  /// Hands out everything not yet shown, as when the user presses a key to skip.
  ///
  /// The run that drives the session should also jump its elapsed time to
  /// ``TypewriterReveal/duration`` (or simply stop asking), so the two stay consistent.
  public mutating func skipToEnd() -> Range<Int> {
    defer { revealedCount = reveal.count }
    return revealedCount..<reveal.count
  }
}
