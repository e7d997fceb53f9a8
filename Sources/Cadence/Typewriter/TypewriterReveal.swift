/// When each character of a text appears: a typewriter effect as a pure schedule.
///
/// The schedule is computed once, in O(n), as a table of reveal instants — one per
/// ``TypewriterUnit``, in whole nanoseconds of elapsed session time. Every query is then a
/// lookup in that table: ``visibleCount(at:)`` and ``nextVisibleChange(after:)`` are binary
/// searches, so asking "what is visible now?" costs O(log n) at any speed and after any
/// stall, and nothing is ever counted per frame.
///
/// **Timing.** Unit `i` (0-based) becomes visible at instant `tᵢ`, and
/// `visibleCount(at: t)` is the number of units with `tᵢ <= t`. Each timed character is
/// shown *after* its own delay, like a key being struck: at 20 characters per second the
/// first character appears at 50 ms, the n-th at n × 50 ms, and nothing is visible at zero.
/// So n characters take n delays, and a text fitted to a total duration shows its last
/// character exactly at that duration. ``TypewriterUnit/instant(_:)`` units share the
/// instant of the next timed character.
///
/// **Elapsed time** is session time from the reveal's start, with pauses already removed
/// by the caller: pausing is freezing the elapsed time, resuming continues it, restarting
/// is starting again from zero, and skipping to the end is asking at ``duration``.
///
/// ```swift
/// let reveal = TypewriterReveal(text: "Hi. 👋🏽", pacing: .charactersPerSecond(10))
/// reveal.visibleCount(at: .milliseconds(250))        // 2: "Hi"
/// reveal.nextVisibleChange(after: .milliseconds(250))  // 300 ms: "."
/// ```
public struct TypewriterReveal: Hashable, Sendable, VisibleChangeScheduling {
  /// The units in reveal order.
  public let units: [TypewriterUnit]
  /// Reveal instant of each unit in nanoseconds of elapsed time; non-decreasing.
  private let instants: [Int64]

  /// A schedule revealing `text` one grapheme cluster at a time.
  public init(text: String, pacing: TypewriterPacing) {
    self.init(units: TypewriterUnit.units(of: text), pacing: pacing)
  }

  /// A schedule revealing `units` in order; ``TypewriterUnit/instant(_:)`` units take no time.
  public init(units: [TypewriterUnit], pacing: TypewriterPacing) {
    let weights = TypewriterReveal.cumulativeWeights(of: units, pacing: pacing)
    self.init(
      units: units, cumulativeWeights: weights,
      scale: Scale(pacing: pacing, totalWeight: weights.last ?? 0))
  }

  /// A schedule of `units` at `cumulativeWeights` (from a ``TypewriterWeigher``, which may
  /// have weighed earlier chunks of the same text first), turned into instants by `scale`.
  package init(units: [TypewriterUnit], cumulativeWeights weights: [Int64], scale: Scale) {
    precondition(units.count == weights.count, "one weight per unit")
    self.units = units
    instants = weights.map { ExactTime.scale($0, by: scale.numerator, over: scale.denominator) }
  }

  /// How a cumulative weight becomes an instant: nanoseconds = weight × numerator ÷
  /// denominator, rounded down.
  package struct Scale: Hashable, Sendable {
    let numerator: Int64
    let denominator: Int64

    /// The scale of `pacing` for a text whose timed characters weigh `totalWeight` in all
    /// (needed only to fit a total duration).
    package init(pacing: TypewriterPacing, totalWeight: Int64) {
      switch pacing.tempo {
      case .charactersPerSecond(let rate):
        numerator = TypewriterPacing.delayNanoseconds(charactersPerSecond: rate)
        denominator = TypewriterPacing.weightPerDelay
      case .totalDuration(let duration):
        // Instant = total × (weight so far ÷ whole weight), rounded down: the last timed
        // character lands exactly on the total, however the division rounds on the way.
        numerator = max(0, ExactTime.nanoseconds(flooring: duration))
        denominator = max(1, totalWeight)
      }
    }
  }

  /// The number of units, timed or not.
  public var count: Int { units.count }

  /// The elapsed time at which the whole text is visible; `.zero` for a text with no timed
  /// characters. Asking any query at this time is "skip to the end".
  public var duration: Duration {
    .nanoseconds(instants.last ?? 0)
  }

  /// The elapsed time at which unit `index` becomes visible.
  public func revealInstant(of index: Int) -> Duration {
    precondition(units.indices.contains(index), "unit \(index) outside 0..<\(units.count)")
    return .nanoseconds(instants[index])
  }

  /// How many units are visible at `elapsed`: the units revealed at or before it.
  ///
  /// Negative elapsed times show nothing; times past ``duration`` show everything.
  public func visibleCount(at elapsed: Duration) -> Int {
    firstIndex(revealedAfter: ExactTime.nanoseconds(flooring: elapsed), from: 0)
  }

  /// The first elapsed time strictly after `elapsed` at which another unit appears, or
  /// `nil` once everything is visible.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    let index = visibleCount(at: elapsed)
    return index < instants.count ? .nanoseconds(instants[index]) : nil
  }

  /// The visible prefix at `elapsed`, for callers that redraw whole frames.
  ///
  /// This costs O(visible text); a frame loop that appends to the screen should use a
  /// ``TypewriterCursor`` instead, which hands out only what is new.
  package func visibleText(at elapsed: Duration) -> String {
    text(of: 0..<visibleCount(at: elapsed))
  }

  /// The output text of a range of units, e.g. one frame's worth from a cursor.
  public func text(of range: Range<Int>) -> String {
    var result = ""
    for unit in units[range] {
      result += unit.text
    }
    return result
  }

  /// The first index in `start...` whose instant is after `nanoseconds`.
  ///
  /// Instants never decrease, so this is the count of units visible at `nanoseconds`
  /// provided all units before `start` are visible by then. The search gallops from
  /// `start` (probing 1, 2, 4, … units ahead) before it bisects: a frame usually reveals
  /// nothing or a few units, so a ``TypewriterCursor`` frame costs O(log k) for k new units
  /// instead of O(log n) over the whole rest of the text.
  func firstIndex(revealedAfter nanoseconds: Int64, from start: Int) -> Int {
    var low = start
    var bound = start
    var step = 1
    while bound < instants.count, instants[bound] <= nanoseconds {
      low = bound + 1
      bound = low + step
      step &*= 2
    }
    var high = min(bound, instants.count)
    while low < high {
      let middle = low + (high - low) / 2
      if instants[middle] <= nanoseconds {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return low
  }
}
