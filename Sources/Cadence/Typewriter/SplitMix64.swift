/// A small, fast, deterministic pseudo-random generator (Steele, Lea and Flood's SplitMix64).
///
/// The typewriter's natural variation must be repeatable: the same seed gives the same
/// schedule on every platform and every toolchain. The standard library's
/// `SystemRandomNumberGenerator` is not seedable, and `Int.random(in:using:)` is free to
/// change how it consumes a generator between releases, so callers of this type derive
/// values from ``next()`` with their own fixed arithmetic.
struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  /// A generator whose whole output sequence is determined by `seed`.
  init(seed: UInt64) {
    state = seed
  }

  /// The next 64 pseudo-random bits.
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var mixed = state
    mixed = (mixed ^ (mixed >> 30)) &* 0xBF58_476D_1CE4_E5B9
    mixed = (mixed ^ (mixed >> 27)) &* 0x94D0_49BB_1331_11EB
    return mixed ^ (mixed >> 31)
  }
}
