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
    var weights = [Int64](repeating: 0, count: units.count)
    var pauses = PauseTracker(pacing: pacing)
    var generator = pacing.variation.map { SplitMix64(seed: $0.seed) }
    let amplitude = pacing.variation.map { variationAmplitude($0.amount) } ?? 0
    var total: Int64 = 0
    var firstUnfilled = 0
    var previous: Character?
    for (index, unit) in units.enumerated() {
      guard case .character(let character) = unit else { continue }
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
      // This character and the instant units waiting for it appear together.
      for waiting in firstUnfilled...index {
        weights[waiting] = total
      }
      firstUnfilled = index + 1
      previous = character
    }
    // Trailing instant units appear with the last timed character.
    for trailing in firstUnfilled..<units.count {
      weights[trailing] = total
    }
    return weights
  }

  private static func variationAmplitude(_ amount: Double) -> Int64 {
    let clamped = amount.isFinite ? min(max(amount, 0), 0.9) : 0
    return ExactTime.nearest(clamped * Double(TypewriterPacing.weightPerDelay))
  }
}

/// The punctuation run seen so far, and the pause it will cause.
private struct PauseTracker {
  private static let sentenceEnds: Set<Character> = [".", "!", "?", "。", "！", "？"]
  private static let clauseEnds: Set<Character> = [",", ";", ":", "，", "、", "；", "："]
  private static let closers: Set<Character> = [
    "\"", "'", ")", "]", "}", "”", "’", "」", "』", "）", "》", "】", "〉",
  ]

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
    if let pause = punctuationPause(previous) {
      pending = max(pending ?? 0, pause)
      pendingIsWide = pendingIsWide || !previous.isASCII
    } else if !Self.closers.contains(previous) {
      pending = nil
      pendingIsWide = false
    }
    let runContinues = punctuationPause(next) != nil || Self.closers.contains(next)
    if let owed = pending, !runContinues {
      if next.isWhitespace || pendingIsWide {
        extra += owed
      }
      pending = nil
      pendingIsWide = false
    }
    return extra
  }

  private func punctuationPause(_ character: Character) -> Int64? {
    if Self.sentenceEnds.contains(character) { return sentence }
    if Self.clauseEnds.contains(character) { return clause }
    return nil
  }
}
