/// Resonance breathing at a person's own rate: so many breaths a minute, from 3 to 10 in
/// steps of 0.1, each breath split between inhale and exhale in a ratio (1:1, or 4:6 for a
/// longer exhale).
///
/// The rate is what the person was measured at (Shaffer & Meehan 2020, resonance-frequency
/// assessment), so the cycle is exactly 60/rate seconds, which is rarely a whole number of
/// nanoseconds: the pattern is timed in a finer unit (`CycleTiming`, internal) and N cycles take
/// ⌈N × 60/rate⌉ ns, however many there are.
///
/// ```swift
/// let pace = ResonancePace(tenthsPerMinute: 55)!   // 5.5 breaths a minute, 1:1
/// pace.name                                        // "resonance 5.5"
/// pace.pattern.phases.map(\.duration)              // [5.454545455 s, 5.454545455 s]
/// ```
public struct ResonancePace: Hashable, Sendable {
  /// The rates, in tenths of a breath a minute: 3.0 to 10.0.
  public static let tenthsPerMinute = 30...100
  /// Each side of a ratio: 1 to 10.
  public static let ratioParts = 1...10
  /// The word that starts a pace's name, and the pattern a person asks for by it.
  public static let keyword = "resonance"

  /// Breaths a minute, in tenths: 55 is 5.5.
  public let tenthsPerMinute: Int
  /// The inhale's share of a breath, as written (4 in 4:6).
  public let inhale: Int
  /// The exhale's share of a breath, as written (6 in 4:6).
  public let exhale: Int

  /// `tenthsPerMinute` / 10 breaths a minute, in `ratio`; `nil` out of range.
  public init?(tenthsPerMinute: Int, ratio: Ratio) {
    self.init(tenthsPerMinute: tenthsPerMinute, inhale: ratio.inhale, exhale: ratio.exhale)
  }

  /// `tenthsPerMinute` / 10 breaths a minute, in `inhale`:`exhale`; `nil` out of range.
  public init?(tenthsPerMinute: Int, inhale: Int = 1, exhale: Int = 1) {
    guard Self.tenthsPerMinute.contains(tenthsPerMinute), Self.ratioParts.contains(inhale),
      Self.ratioParts.contains(exhale)
    else { return nil }
    self.tenthsPerMinute = tenthsPerMinute
    self.inhale = inhale
    self.exhale = exhale
  }

  /// Whether the inhale and the exhale are equal (1:1, 5:5).
  public var isEven: Bool { inhale == exhale }

  /// The rate as written: one decimal, `5.5`, `6.0`.
  public var rate: String { "\(tenthsPerMinute / 10).\(tenthsPerMinute % 10)" }

  /// The ratio as written: `4:6`.
  public var ratio: String { "\(inhale):\(exhale)" }

  /// What a session of it is recorded as, and a name that finds it again:
  /// `resonance 5.5`, or `resonance 5.5 4:6` when the breath is uneven.
  public var name: String {
    isEven ? "\(Self.keyword) \(rate)" : "\(Self.keyword) \(rate) \(ratio)"
  }

  /// One breath: an inhale and an exhale whose exact lengths sum to 60/rate seconds.
  public var pattern: BreathingPattern {
    // A cycle of 600 000 000 000 / tenths ns, split inhale : exhale, is whole in units of
    // 1/(tenths × (inhale + exhale)) ns.
    let tenMinutes: Int64 = 600_000_000_000
    let timing = CycleTiming(
      lengths: [tenMinutes * Int64(inhale), tenMinutes * Int64(exhale)],
      unitsPerNanosecond: Int64(tenthsPerMinute * (inhale + exhale)))
    return BreathingPattern(kinds: [.inhale, .exhale], timing: timing)
  }

  /// The pace a name gives (`resonance 5.5`, `resonance 6 4:6`, any case and spacing);
  /// `nil` for anything else.
  public init?(name: String) {
    let words = name.lowercased().split(whereSeparator: \.isWhitespace)
    guard (2...3).contains(words.count), words[0] == Self.keyword,
      let tenths = Self.tenths(parsing: String(words[1]))
    else { return nil }
    let ratio = words.count == 3 ? Self.ratio(parsing: String(words[2])) : .even
    guard let ratio else { return nil }
    self.init(tenthsPerMinute: tenths, inhale: ratio.inhale, exhale: ratio.exhale)
  }

  /// Breaths a minute in tenths from `5.5`, `6`, `6.0` or `4.50`: a decimal that is a whole
  /// number of tenths from 3 to 10; `nil` otherwise.
  public static func tenths(parsing text: String) -> Int? {
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in
      !part.isEmpty && part.count <= 6 && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard isDigits(parts[0]), parts.count == 1 || isDigits(parts[1]) else { return nil }
    let fraction = parts.count == 2 ? parts[1] : "0"
    // Past the tenths, only zeros: 5.55 is no step of 0.1.
    guard fraction.dropFirst().allSatisfy({ $0 == "0" }) else { return nil }
    let tenths = Int(parts[0])! * 10 + Int(String(fraction.first!))!
    return tenthsPerMinute.contains(tenths) ? tenths : nil
  }

  /// How a breath is shared between inhale and exhale: `4:6`.
  public struct Ratio: Hashable, Sendable {
    /// The inhale's share.
    public let inhale: Int
    /// The exhale's share.
    public let exhale: Int
    /// In and out evenly.
    public static let even = Ratio(inhale: 1, exhale: 1)
    /// `inhale`:`exhale`.
    public init(inhale: Int, exhale: Int) {
      self.inhale = inhale
      self.exhale = exhale
    }
  }

  /// An inhale:exhale ratio from `1:1` or `4:6`, each side a whole number from 1 to 10;
  /// `nil` otherwise.
  public static func ratio(parsing text: String) -> Ratio? {
    let sides = text.split(separator: ":", omittingEmptySubsequences: false)
    guard sides.count == 2,
      sides.allSatisfy({
        !$0.isEmpty && $0.count <= 2 && $0.allSatisfy { $0.isASCII && $0.isNumber }
      }),
      let inhale = Int(sides[0]), let exhale = Int(sides[1]),
      ratioParts.contains(inhale), ratioParts.contains(exhale)
    else { return nil }
    return Ratio(inhale: inhale, exhale: exhale)
  }
}
