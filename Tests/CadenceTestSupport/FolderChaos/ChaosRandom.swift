/// The simulator's random numbers: xoshiro256** seeded through SplitMix64, both written
/// here so a seed means the same run on every toolchain.
///
/// Never the system's generator, and never the standard library's `random(in:using:)`:
/// how that maps a generator's output to a range is the library's to change, and a seed
/// printed by a failing run must replay the same run later.
public struct ChaosRandom: Sendable {
  private var state: (UInt64, UInt64, UInt64, UInt64)

  /// A generator whose whole sequence is determined by `seed`.
  public init(seed: UInt64) {
    var mixer = seed
    func splitMix() -> UInt64 {
      mixer &+= 0x9E37_79B9_7F4A_7C15
      var z = mixer
      z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
      z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
      return z ^ (z >> 31)
    }
    state = (splitMix(), splitMix(), splitMix(), splitMix())
  }

  /// The next 64 random bits.
  public mutating func next() -> UInt64 {
    let result = rotate(state.1 &* 5, 7) &* 9
    let shifted = state.1 << 17
    state.2 ^= state.0
    state.3 ^= state.1
    state.1 ^= state.2
    state.0 ^= state.3
    state.2 ^= shifted
    state.3 = rotate(state.3, 45)
    return result
  }

  private func rotate(_ value: UInt64, _ count: UInt64) -> UInt64 {
    (value << count) | (value >> (64 - count))
  }

  /// A number in `0..<bound` (`bound` > 0), by Lemire's multiply-and-shift: the bias is
  /// below 2⁻⁵⁰ for the bounds a simulation uses, and no rejection loop.
  public mutating func below(_ bound: Int) -> Int {
    precondition(bound > 0, "below(\(bound))")
    return Int(next().multipliedFullWidth(by: UInt64(bound)).high)
  }

  /// A number in `range`.
  public mutating func within(_ range: ClosedRange<Int>) -> Int {
    range.lowerBound + below(range.upperBound - range.lowerBound + 1)
  }

  /// A number in `range` (64-bit).
  public mutating func within(_ range: ClosedRange<Int64>) -> Int64 {
    range.lowerBound + Int64(below(Int(range.upperBound - range.lowerBound + 1)))
  }

  /// True `percent` times in a hundred.
  public mutating func percent(_ percent: Int) -> Bool { below(100) < percent }

  /// One of `items` (not empty).
  public mutating func pick<Item>(_ items: [Item]) -> Item { items[below(items.count)] }

  /// `items` in a random order (Fisher–Yates).
  public mutating func shuffled<Item>(_ items: [Item]) -> [Item] {
    var items = items
    if items.count > 1 {
      for index in stride(from: items.count - 1, to: 0, by: -1) {
        items.swapAt(index, below(index + 1))
      }
    }
    return items
  }
}
