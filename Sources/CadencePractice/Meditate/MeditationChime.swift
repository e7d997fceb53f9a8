import Cadence

/// Which bells ring when, for every front end of a sitting: the engine says which bell is
/// due (one, never a burst after a stall), this spaces the end bell's three strikes on the
/// practice's own time, so a pause or a stall cannot split them.
public struct MeditationChime: Hashable, Sendable {
  /// Elapsed time at the last look, `nil` before the first (a start bell at 0 is due).
  public private(set) var looked: Duration?
  /// Loop times of the end bell's strikes still to sound.
  public private(set) var strikes: [Duration] = []
  /// Whether the end bell has begun.
  public private(set) var endBegun = false
  /// When the closing ends, once the end bell has begun: its last strike plus
  /// ``ringOut``; `nil` before, or when the later strikes were dropped.
  public private(set) var closesAt: Duration?

  /// How long a sitting stays after the end bell's last strike, while the bowl rings on
  /// (its sound lasts longer, fading): a screen closes when the strikes have been heard,
  /// not the instant the last one begins.
  public static let ringOut = Duration.seconds(3)

  /// The bell rung at `elapsed` (loop time `now`), if any, and how many strikes sound now:
  /// the start or an interval bell one, the end bell its first, the rest later.
  public mutating func ring(
    _ sitting: MeditationSitting, elapsed: Duration, now: Duration
  ) -> (bell: MeditationSitting.Bell?, strikes: Int) {
    // Strikes whose time has come sound as one: after a stall, never a burst (rule 4).
    let due = strikes.prefix { $0 <= now }.count
    strikes.removeFirst(due)
    var count = min(due, 1)
    let bell = sitting.bellDue(after: looked, through: elapsed)
    looked = elapsed
    if let bell {
      count = 1
      if bell.kind == .end {
        endBegun = true
        strikes = bell.strikeOffsets.dropFirst().map { now + $0 }
        closesAt = now + (bell.strikeOffsets.last ?? .zero) + Self.ringOut
      }
    }
    return (bell, count)
  }

  /// Forgets the end bell's later strikes: for an output that cannot ring, the sitting is
  /// over at the first.
  public mutating func dropLaterStrikes() {
    strikes = []
    closesAt = nil
  }

  /// When the next strike of the end bell sounds, if one is still to come.
  public var nextStrike: Duration? { strikes.first }

  /// A chime before the first look.
  public init() {}

  /// Whether the end bell has sounded all its strikes.
  public var isDone: Bool { endBegun && strikes.isEmpty }

  /// Whether, at loop time `now`, every strike has sounded and rung out (``ringOut``
  /// after the last): when a screen that shows the closing closes.
  public func hasRungOut(at now: Duration) -> Bool {
    isDone && (closesAt.map { now >= $0 } ?? true)
  }
}
