/// Where each phase of a cycle ends, exactly, in a unit fine enough that the cycle is a
/// whole number of it.
///
/// Most patterns are whole nanoseconds (``unitsPerNanosecond`` 1). A pace in breaths per
/// minute is not: at 5.5 a minute a cycle is 60/5.5 s = 10.909 090… s, no whole number of
/// nanoseconds (nor of attoseconds). Rounding each cycle would drift half a nanosecond a
/// cycle; instead such a pattern counts in 1/``unitsPerNanosecond`` ns, in which its cycle
/// and every phase are whole (5.5 a minute, 1:1: in 1/11 ns, a cycle of 120 000 000 000).
///
/// A session places each boundary at the first whole nanosecond at or after its exact
/// instant, so cycle N + 1 begins at ⌈N × 60/bpm⌉ ns: within 1 ns of the exact time after any
/// number of cycles, never drifting.
struct CycleTiming: Hashable, Sendable {
  /// How many units make a nanosecond; at least 1.
  let unitsPerNanosecond: Int64
  /// The end of each phase from the cycle's start, in units; increasing, the last is the cycle.
  let phaseEnds: [Int64]

  /// The cycle's length in units.
  var cycleUnits: Int64 { phaseEnds[phaseEnds.count - 1] }

  /// Phases of these whole-nanosecond lengths (rounded down).
  init(_ phases: [BreathingPhase]) {
    var end: Int64 = 0
    phaseEnds = phases.map { phase in
      end += ExactTime.nanoseconds(flooring: phase.duration)
      return end
    }
    unitsPerNanosecond = 1
  }

  /// Phases of `lengths` units each, `unitsPerNanosecond` units a nanosecond, reduced to
  /// the coarsest unit that keeps them whole.
  init(lengths: [Int64], unitsPerNanosecond: Int64) {
    precondition(unitsPerNanosecond >= 1 && lengths.allSatisfy { $0 > 0 }, "bad cycle timing")
    let common = lengths.reduce(unitsPerNanosecond) { Self.gcd($0, $1) }
    var end: Int64 = 0
    phaseEnds = lengths.map { length in
      end += length / common
      return end
    }
    self.unitsPerNanosecond = unitsPerNanosecond / common
  }

  /// The first whole nanosecond at or after `units` (not negative).
  func nanoseconds(ceilingOf units: Int64) -> Int64 {
    units / unitsPerNanosecond + (units % unitsPerNanosecond == 0 ? 0 : 1)
  }

  /// Phase `index`'s length to the nearest nanosecond (halves up): what a pattern shows.
  func roundedLength(ofPhase index: Int) -> Duration {
    let length = phaseEnds[index] - (index == 0 ? 0 : phaseEnds[index - 1])
    return .nanoseconds((length + unitsPerNanosecond / 2) / unitsPerNanosecond)
  }

  private static func gcd(_ a: Int64, _ b: Int64) -> Int64 {
    b == 0 ? a : gcd(b, a % b)
  }
}
