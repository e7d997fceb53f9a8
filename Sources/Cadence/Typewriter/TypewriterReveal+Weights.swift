/// Gap weights: how long, in thousandths of a character delay, each unit waits.
///
/// A pause belongs to the gap *after* the punctuation that causes it, and is placed where
/// the reader feels it:
/// - Latin punctuation pauses only when followed by whitespace or a line break, so `3.14`,
///   `e.g.x` and `12:30` type evenly while `Yes. No` lingers after the full stop.
/// - Full-width CJK punctuation (`。！？，、；：`) pauses before whatever follows, because
///   CJK text has no spaces.
/// - A run of punctuation (`?!`, `...`) and closing quotes or brackets after it (`."`, `。」`)
///   pause once, after the whole run, with the strongest pause in the run.
/// - A line break pauses after itself (in addition to any punctuation pause before it).
/// Instant units are invisible to all of this: they neither pause nor break a run.
extension TypewriterReveal {
  static func cumulativeWeights(of units: [TypewriterUnit], pacing: TypewriterPacing) -> [Int64] {
    var weigher = TypewriterWeigher(pacing: pacing)
    return weigher.cumulativeWeights(of: units)
  }
}

/// The running sum of gap weights, continued piece by piece.
///
/// A long text's schedule can then be built a chunk at a time (`cadence type` on a
/// megabyte file shows its first character before it has read the rest) and come out
/// exactly as if it had been built at once: the weigher carries the punctuation run, the
/// previous character and the variation's generator from one chunk to the next.
package struct TypewriterWeigher: Sendable {
  private var pauses: PauseTracker
  private var generator: SplitMix64?
  private let amplitude: Int64
  private var previous: Character?
  /// The weight of every timed character seen so far.
  package private(set) var total: Int64 = 0

  package init(pacing: TypewriterPacing) {
    pauses = PauseTracker(pacing: pacing)
    generator = pacing.variation.map { SplitMix64(seed: $0.seed) }
    amplitude = pacing.variation.map { Self.variationAmplitude($0.amount) } ?? 0
  }

  /// The cumulative weight at which each of `units` appears, continuing from every unit
  /// weighed before. Instant units take the weight of the next timed character, or, when
  /// none follows in `units`, the total so far (the weight of the last timed one).
  package mutating func cumulativeWeights(of units: [TypewriterUnit]) -> [Int64] {
    var weights = [Int64](repeating: 0, count: units.count)
    var firstUnfilled = 0
    for (index, unit) in units.enumerated() {
      guard case .character(let character) = unit else { continue }
      add(character)
      // This character and the instant units waiting for it appear together.
      for waiting in firstUnfilled...index {
        weights[waiting] = total
      }
      firstUnfilled = index + 1
    }
    // Trailing instant units appear with the last timed character.
    for trailing in firstUnfilled..<units.count {
      weights[trailing] = total
    }
    return weights
  }

  /// Adds one timed character's gap to ``total``.
  package mutating func add(_ character: Character) {
    var gap = TypewriterPacing.weightPerDelay
    if amplitude > 0, var source = generator {
      // A fixed mapping from raw bits (not `Int.random(in:using:)`, whose consumption
      // of the generator may change between toolchains) keeps seeds reproducible.
      gap += Int64(source.next() % UInt64(2 * amplitude + 1)) - amplitude
      generator = source
    }
    if let previous {
      gap += pauses.extraWeight(after: previous, before: character)
    }
    total += gap
    previous = character
  }

  private static func variationAmplitude(_ amount: Double) -> Int64 {
    let clamped = amount.isFinite ? min(max(amount, 0), 0.9) : 0
    return ExactTime.nearest(clamped * Double(TypewriterPacing.weightPerDelay))
  }
}

/// The punctuation run seen so far, and the pause it will cause.
private struct PauseTracker {
  /// What a character is to the pauses. Decided on its one scalar with a switch: hashing a
  /// `Character` into a `Set` normalises it, and this runs once per character of the text.
  private enum Kind {
    /// `.`, `!`, `?`, `。`, `！`, `？`.
    case sentenceEnd
    /// `,`, `;`, `:`, `，`, `、`, `；`, `：`.
    case clauseEnd
    /// Closing quotes and brackets, which continue a punctuation run: `" ' ) ] } ” ’ 」 』 ） 》 】 〉`.
    case closer
    case other
  }

  let sentence: Int64
  let clause: Int64
  let lineBreak: Int64
  /// The strongest pause owed by the current punctuation run, if any.
  private var pending: Int64?
  /// Whether the run contains full-width punctuation, which pauses before anything.
  private var pendingIsWide = false

  init(pacing: TypewriterPacing) {
    sentence = TypewriterPacing.weight(ofDelays: pacing.sentencePause)
    clause = TypewriterPacing.weight(ofDelays: pacing.clausePause)
    lineBreak = TypewriterPacing.weight(ofDelays: pacing.lineBreakPause)
  }

  /// The extra weight of the gap between two consecutive timed characters.
  mutating func extraWeight(after previous: Character, before next: Character) -> Int64 {
    var extra = previous.isNewline ? lineBreak : 0
    let previousKind = Self.kind(of: previous)
    if let pause = punctuationPause(previousKind) {
      pending = max(pending ?? 0, pause)
      pendingIsWide = pendingIsWide || !previous.isASCII
    } else if previousKind != .closer {
      pending = nil
      pendingIsWide = false
    }
    let nextKind = Self.kind(of: next)
    let runContinues = nextKind != .other
    if let owed = pending, !runContinues {
      if next.isWhitespace || pendingIsWide {
        extra += owed
      }
      pending = nil
      pendingIsWide = false
    }
    return extra
  }

  private func punctuationPause(_ kind: Kind) -> Int64? {
    switch kind {
    case .sentenceEnd: sentence
    case .clauseEnd: clause
    case .closer, .other: nil
    }
  }

  private static func kind(of character: Character) -> Kind {
    let scalars = character.unicodeScalars
    guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex
    else { return .other }
    switch first.value {
    case 0x21, 0x2E, 0x3F, 0x3002, 0xFF01, 0xFF1F:
      return .sentenceEnd
    case 0x2C, 0x3A, 0x3B, 0x3001, 0xFF0C, 0xFF1A, 0xFF1B:
      return .clauseEnd
    case 0x22, 0x27, 0x29, 0x5D, 0x7D, 0x2019, 0x201D, 0x3009, 0x300B, 0x300D, 0x300F, 0x3011,
      0xFF09:
      return .closer
    default:
      return .other
    }
  }
}
