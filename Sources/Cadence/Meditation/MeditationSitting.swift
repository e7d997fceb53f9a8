/// A silent meditation sitting with bells: an optional warm-up, a start bell, interval
/// bells, and three strikes at the end.
///
/// Everything is a pure function of *elapsed practice time*: the time since the practice
/// began, warm-up included, with pauses already removed by the caller's ``ActiveRun``. The
/// warm-up counts down to the start bell; the sitting then counts down its length; the end
/// bell rings exactly when the readout reaches zero. Bells are instants of the same elapsed
/// time as the readout, so the display and the sound can never disagree.
///
/// A shell wakes at ``nextVisibleChange(after:)``, shows ``displayedSeconds(at:)`` and rings
/// ``bellDue(after:through:)`` for the stretch since it last looked:
///
/// ```swift
/// let sitting = try MeditationSitting(
///   length: .seconds(20 * 60), warmUp: .seconds(30), intervalBells: .every(.seconds(5 * 60)))
/// var looked: Duration? = nil                     // not looked yet: a bell at 0 is due
/// while true {
///   let now = run.elapsed(at: clock.now)
///   show(sitting.stage(at: now), sitting.displayedSeconds(at: now))
///   if let bell = sitting.bellDue(after: looked, through: now) { ring(bell) }  // never a burst
///   looked = now
///   guard let next = sitting.nextVisibleChange(after: now),
///     let deadline = run.instant(whenElapsedReaches: next) else { break }
///   try await clock.sleep(until: deadline)
/// }
/// ```
///
/// Instants are whole nanoseconds, as in ``BreathingSession``: configured durations and
/// elapsed times are floored to the nanosecond, and all arithmetic on them is integer
/// arithmetic, so a bell at 15 minutes rings at exactly 15 minutes after hours of sitting.
public struct MeditationSitting: Hashable, Sendable {
  /// The bells between the start bell and the end bells.
  public enum IntervalBells: Hashable, Sendable {
    /// Only the start bell and the end bells.
    case none
    /// A bell every period after the start bell, strictly before the end: `every(5 min)`
    /// in 20 minutes rings at 5, 10 and 15 minutes. The end has its own bells, so a
    /// period that divides the length adds nothing at the end instant.
    case every(Duration)
    /// Bells at these offsets from the start of the sitting (the start bell, not the start
    /// of the warm-up), strictly ascending, each after zero and before the length.
    case at([Duration])
  }

  /// Where the practice is at an elapsed time.
  public enum Stage: Hashable, Sendable {
    /// Before the start bell: settling in, counting the warm-up down.
    case warmingUp
    /// From the start bell up to, not including, the end.
    case sitting
    /// From the end bells on.
    case finished
  }

  /// How many times the end bell strikes.
  package static let endStrikeCount = 3
  /// The time between two strikes of the end bell, for the layer that makes the sound.
  ///
  /// The strikes are one ``Bell`` in the schedule, at the end instant, rather than three
  /// instants 1.5 s apart: the sitting is over when the first strike sounds (the readout is
  /// zero, ``nextVisibleChange(after:)`` is `nil`), a stall can never split them, and a
  /// pause after the end cannot hold the second strike back. Spacing strikes is sound
  /// design, so the ring effect owns it — three plays at this spacing, or one recording.
  package static let endStrikeSpacing: Duration = .milliseconds(1500)

  /// How long the sitting lasts, from the start bell to the end bells.
  public let length: Duration
  /// The time before the start bell; zero rings the start bell at once.
  public let warmUp: Duration
  /// The bells between the start and the end, as configured.
  public let intervalBells: IntervalBells

  /// The start bell's instant: the end of the warm-up, in nanoseconds of elapsed time.
  let startNanoseconds: Int64
  /// The end bells' instant, in nanoseconds of elapsed time.
  let endNanoseconds: Int64
  /// The interval bells, in nanoseconds of elapsed time.
  let intervals: IntervalSchedule

  /// The interval bells as exact instants: a period is kept as arithmetic rather than a
  /// list, so a short period over a long sitting costs nothing.
  enum IntervalSchedule: Hashable, Sendable {
    case every(period: Int64, count: Int)
    case at([Int64])
  }

  /// A sitting of `length` after `warmUp`, with `intervalBells` between the start and the
  /// end.
  ///
  /// - Throws: ``MeditationSittingError`` naming the first value that does not fit.
  public init(
    length: Duration, warmUp: Duration = .zero, intervalBells: IntervalBells = .none
  ) throws(MeditationSittingError) {
    let lengthNanoseconds = ExactTime.nanoseconds(flooring: length)
    let warmUpNanoseconds = ExactTime.nanoseconds(flooring: warmUp)
    guard lengthNanoseconds > 0 else { throw .lengthNotPositive(length) }
    guard warmUp >= .zero else { throw .warmUpNegative(warmUp) }
    let (end, overflow) = warmUpNanoseconds.addingReportingOverflow(lengthNanoseconds)
    guard !overflow, end < .max else { throw .tooLong(warmUp: warmUp, length: length) }
    self.length = length
    self.warmUp = warmUp
    self.intervalBells = intervalBells
    startNanoseconds = warmUpNanoseconds
    endNanoseconds = end
    intervals = try Self.schedule(intervalBells, length: length, start: warmUpNanoseconds)
  }

  /// Validates `bells` and turns them into elapsed-time instants after `start`.
  private static func schedule(
    _ bells: IntervalBells, length: Duration, start: Int64
  ) throws(MeditationSittingError) -> IntervalSchedule {
    let lengthNanoseconds = ExactTime.nanoseconds(flooring: length)
    switch bells {
    case .none:
      return .at([])
    case .every(let interval):
      let period = ExactTime.nanoseconds(flooring: interval)
      guard period > 0 else { throw .intervalNotPositive(interval) }
      guard period < lengthNanoseconds else {
        throw .intervalNotShorterThanLength(interval: interval, length: length)
      }
      // The multiples of the period strictly inside the sitting: ⌈length / period⌉ − 1.
      return .every(period: period, count: Int((lengthNanoseconds - 1) / period))
    case .at(let offsets):
      var instants: [Int64] = []
      instants.reserveCapacity(offsets.count)
      for (index, offset) in offsets.enumerated() {
        let nanoseconds = ExactTime.nanoseconds(flooring: offset)
        guard nanoseconds > 0 else { throw .bellNotAfterStart(offset) }
        guard nanoseconds < lengthNanoseconds else {
          throw .bellNotBeforeEnd(offset, length: length)
        }
        if let previous = instants.last, start + nanoseconds <= previous {
          throw .bellsNotAscending(offset, after: offsets[index - 1])
        }
        instants.append(start + nanoseconds)
      }
      return .at(instants)
    }
  }

  /// The elapsed time at which the practice ends and the end bells ring: warm-up plus
  /// length.
  package var totalDuration: Duration { .nanoseconds(endNanoseconds) }

  /// Where the practice is at `elapsed`. The start bell's instant is already `sitting`;
  /// the end instant is already `finished`.
  ///
  /// - Parameter elapsed: elapsed practice time, warm-up included, pauses removed — not
  ///   wall-clock time. Times before zero read as zero.
  public func stage(at elapsed: Duration) -> Stage {
    let now = Self.instant(elapsed)
    if now < startNanoseconds { return .warmingUp }
    return now < endNanoseconds ? .sitting : .finished
  }

  /// Time left in the current stage at `elapsed`: in the warm-up while warming up, in the
  /// sitting while sitting, zero once finished.
  package func remaining(at elapsed: Duration) -> Duration {
    let now = Self.instant(elapsed)
    guard let deadline = stageEnd(at: now) else { return .zero }
    return .nanoseconds(deadline - now)
  }

  /// The whole seconds shown at `elapsed`: `ceil(remaining)`, as ``Countdown`` shows them.
  ///
  /// The sitting shows its full length at the start bell and reaches zero exactly at the
  /// end bells; the warm-up shows 1 in its last second, never 0, because the start bell
  /// replaces its zero with the sitting's full length.
  public func displayedSeconds(at elapsed: Duration) -> Int64 {
    remaining(at: elapsed).wholeSecondsRoundedUp
  }

  /// Whether the practice is over at `elapsed` (it is, exactly at the end bells).
  public func isFinished(at elapsed: Duration) -> Bool {
    Self.instant(elapsed) >= endNanoseconds
  }

  /// The instant the current stage ends, or `nil` once finished.
  private func stageEnd(at now: Int64) -> Int64? {
    if now < startNanoseconds { return startNanoseconds }
    return now < endNanoseconds ? endNanoseconds : nil
  }

  /// `elapsed` in whole nanoseconds, floored; times before zero read as zero.
  static func instant(_ elapsed: Duration) -> Int64 {
    max(0, ExactTime.nanoseconds(flooring: elapsed))
  }
}

/// When a meditation display next looks different (engine rule 3).
///
/// Silence is cheap: between bells only the time left moves, so a sitting costs one
/// wake-up a second, and a bell that falls between two seconds adds one more.
extension MeditationSitting: VisibleChangeScheduling {
  /// The earliest elapsed time strictly after `elapsed` at which the readout's whole
  /// seconds or the stage change, or a bell is due; `nil` once finished.
  ///
  /// At the returned instant something really differs, and 1 ns before it nothing does.
  /// A display that also shows "next bell in …" (rounded up) needs no wake-ups of its own
  /// when every bell is a whole number of seconds before the end, as whole-second
  /// lengths, periods and offsets make it; otherwise it must merge its own second ticks.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    let exact = ExactTime.nanoseconds(flooring: elapsed)
    let now = max(0, exact)
    guard let deadline = stageEnd(at: now) else { return nil }
    // With c whole seconds showing, the readout shows c − 1 from `deadline − (c − 1) s`;
    // in the last second that is the deadline itself, where the stage switches.
    let showing = Duration.nanoseconds(deadline - now).wholeSecondsRoundedUp
    var next = deadline - (showing - 1) * 1_000_000_000
    if let bell = nextBellPosition(after: exact).map(instant(ofBell:)) {
      next = min(next, bell)
    }
    return .nanoseconds(next)
  }
}
