/// What a sleeper does when it wakes up, given its deadline and the real time.
///
/// This is rule 4 of the engine, as one pure function shared by every tick source (the
/// async ``DeadlineTicks`` and the CLI's blocking loop):
/// - woken before the deadline (a spurious or early wake-up): sleep again until the same
///   deadline — never show the old value and then wait a whole period;
/// - woken at or after it: fire **once**, for the latest deadline that has passed, and
///   report how many earlier deadlines were passed over. A stall never bursts.
public enum DeadlineWake<Instant: Comparable & Sendable>: Sendable {
  /// Woke too early: sleep again until this same deadline.
  case rearm(until: Instant)
  /// Time to act, once.
  case fire(DeadlineTick<Instant>)

  /// Decides what to do on waking at `now` for `deadline`.
  ///
  /// - Parameters:
  ///   - deadline: the instant the sleeper went to sleep until.
  ///   - now: the clock's time on waking.
  ///   - next: the schedule: the deadline after a given one, or `nil` when it ends. It is
  ///     only called while the deadlines it returns are not after `now`.
  ///
  /// Inlinable, so a caller's loop specializes it: called unspecialized at every wake-up,
  /// its generic metadata and the closure's thunk cost more than the comparisons.
  @inlinable
  public static func decide(
    deadline: Instant, now: Instant, next: (Instant) -> Instant?
  ) -> DeadlineWake {
    guard now >= deadline else { return .rearm(until: deadline) }
    var latest = deadline
    var missed = 0
    while let following = next(latest), following <= now {
      latest = following
      missed += 1
    }
    return .fire(DeadlineTick(deadline: latest, now: now, missed: missed))
  }
}

/// One firing of a deadline-driven tick source.
public struct DeadlineTick<Instant: Comparable & Sendable>: Sendable {
  /// The latest deadline that has passed: the one this tick stands for.
  public let deadline: Instant
  /// When the sleeper actually woke; the state to show is the state at this instant.
  public let now: Instant
  /// How many earlier deadlines passed without a tick of their own (0 when on time).
  public let missed: Int
  /// Whether this is a sequence's first tick: the initial state to show, not a change.
  ///
  /// A display draws at the first tick whatever it shows before time moves (a typewriter's
  /// first tick reveals nothing yet); every later tick is a visible change.
  public let isFirst: Bool

  /// A tick for `deadline`, observed at `now`, having passed over `missed` deadlines.
  @usableFromInline
  package init(deadline: Instant, now: Instant, missed: Int, isFirst: Bool = false) {
    self.deadline = deadline
    self.now = now
    self.missed = missed
    self.isFirst = isFirst
  }

  /// The same tick, marked as its sequence's first.
  var first: DeadlineTick {
    DeadlineTick(deadline: deadline, now: now, missed: missed, isFirst: true)
  }
}

extension DeadlineTick: Equatable where Instant: Equatable {}
