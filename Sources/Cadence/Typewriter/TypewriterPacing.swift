/// How fast a typewriter reveal goes and where it lingers.
///
/// Every gap between two characters is measured in *character delays*: an ordinary gap is
/// one delay, a gap after a sentence end is one delay plus ``sentencePause`` delays, and so
/// on. Pauses are relative to the delay rather than fixed durations so that a reveal fitted
/// to a total duration stretches or squeezes its pauses along with its characters, and the
/// rhythm of the text stays the same at every speed.
///
/// ```swift
/// let reveal = TypewriterReveal(text: "Hello, world.", pacing: .charactersPerSecond(20))
/// reveal.visibleCount(at: .milliseconds(300))  // 6: "Hello,"
/// ```
public struct TypewriterPacing: Hashable, Sendable {
  /// What sets the length of one character delay.
  public enum Tempo: Hashable, Sendable {
    /// A fixed delay of `1 / rate` seconds per character, rounded to the nanosecond.
    ///
    /// The rate must be finite and between one character an hour and 10⁹ per second;
    /// a command-line front end validates user input against that before building a pacing.
    case charactersPerSecond(Double)
    /// A delay fitted so that the last character appears exactly at this elapsed time.
    case totalDuration(Duration)
  }

  /// Repeatable irregularity in the delays, so the typing feels less mechanical.
  public struct Variation: Hashable, Sendable {
    /// The generator seed: the same seed always gives the same schedule.
    public var seed: UInt64
    /// How far one character's delay may stray from the base delay, as a fraction of it
    /// (0.3 means anywhere from 70 % to 130 %). Clamped to 0...0.9.
    public var amount: Double

    /// Variation drawn from `seed`, straying by up to `amount` of the base delay.
    public init(seed: UInt64, amount: Double = 0.35) {
      self.seed = seed
      self.amount = amount
    }
  }

  /// The speed, or the total duration the reveal is fitted to.
  public var tempo: Tempo
  /// Extra delays after `.`, `!`, `?`, `。`, `！`, `？` (a run such as `?!` or `...` pauses once).
  public var sentencePause: Double
  /// Extra delays after `,`, `;`, `:`, `，`, `、`, `；`, `：`.
  public var clausePause: Double
  /// Extra delays after a line break.
  public var lineBreakPause: Double
  /// Optional natural variation; `nil` keeps every ordinary gap exactly one delay.
  public var variation: Variation?

  /// A pacing with the given tempo and pauses. Pause lengths are in character delays,
  /// each between 0 and 1000.
  package init(
    tempo: Tempo,
    sentencePause: Double = 8,
    clausePause: Double = 3,
    lineBreakPause: Double = 4,
    variation: Variation? = nil
  ) {
    self.tempo = tempo
    self.sentencePause = sentencePause
    self.clausePause = clausePause
    self.lineBreakPause = lineBreakPause
    self.variation = variation
  }

  /// Typing at `rate` characters per second with the default pauses.
  public static func charactersPerSecond(_ rate: Double) -> TypewriterPacing {
    TypewriterPacing(tempo: .charactersPerSecond(rate))
  }

  /// Typing fitted to end at `total` with the default pauses.
  public static func totalDuration(_ total: Duration) -> TypewriterPacing {
    TypewriterPacing(tempo: .totalDuration(total))
  }

  /// The same tempo and variation, with every punctuation and line-break pause removed.
  public var withoutPauses: TypewriterPacing {
    var copy = self
    copy.sentencePause = 0
    copy.clausePause = 0
    copy.lineBreakPause = 0
    return copy
  }
}

extension TypewriterPacing {
  /// Weights are integers in thousandths of a character delay: exact to sum, and fine
  /// enough that a pause of 2.5 delays or a variation of 0.35 is represented exactly.
  static let weightPerDelay: Int64 = 1000

  /// A pause length in delays as an integer weight.
  static func weight(ofDelays delays: Double) -> Int64 {
    precondition(
      delays.isFinite && delays >= 0 && delays <= 1000, "pause \(delays) outside 0...1000")
    return ExactTime.nearest(delays * Double(weightPerDelay))
  }

  /// The fixed delay of one character in nanoseconds, when the tempo is a rate.
  static func delayNanoseconds(charactersPerSecond rate: Double) -> Int64 {
    precondition(
      rate.isFinite && rate >= 1.0 / 3600 && rate <= 1e9,
      "characters per second \(rate) outside 1/3600...1e9")
    return ExactTime.nearest(1e9 / rate)
  }
}
