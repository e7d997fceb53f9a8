/// An async sequence of ticks at absolute deadlines on any clock.
///
/// Each deadline comes from a schedule — typically "the instant this countdown next
/// looks different" — and the sequence sleeps until it with `clock.sleep(until:)`, so no
/// drift accumulates. Its stall policy is fixed and explicit, see ``DeadlineWake``: an
/// early wake-up re-arms for the same deadline; a late one yields one tick carrying the
/// number of deadlines it passed over, then carries on from the schedule after the real
/// time. The sequence ends when the schedule does or the task is cancelled.
///
/// The first tick is explicit: it comes at `first` (for ``visibleChanges(of:during:clock:)``,
/// at once) with ``DeadlineTick/isFirst`` set, to show the initial state — a countdown's
/// `25:00`, a typewriter's empty text — before anything has changed.
///
/// ```swift
/// let clock = ContinuousClock()
/// let run = ActiveRun(startedAt: clock.now)
/// let countdown = Countdown(total: .seconds(10), countsOvertime: false)
/// let ticks = DeadlineTicks.visibleChanges(of: countdown, during: run, clock: clock)
/// for await tick in ticks { print(countdown.displayedSeconds(at: run.elapsed(at: tick.now))) }
/// ```
public struct DeadlineTicks<C: Clock>: AsyncSequence, Sendable where C.Duration == Duration {
  /// The tick type.
  public typealias Element = DeadlineTick<C.Instant>

  private let clock: C
  private let first: C.Instant
  private let schedule: @Sendable (C.Instant) -> C.Instant?
  /// A test clock's token for this source (see `TickSourceObserving`); nil on any other.
  private let token: UInt64?

  /// Ticks at `first` and then at each deadline `schedule` gives after the last one.
  ///
  /// - Parameters:
  ///   - clock: the clock to sleep on; its instants are the deadlines.
  ///   - first: the first tick's deadline; one not in the future ticks at once.
  ///   - schedule: the next deadline strictly after the given instant, or `nil` to end.
  ///     An answer that is not later than the tick is taken as the tick's own instant.
  public init(
    clock: C, first: C.Instant, schedule: @escaping @Sendable (C.Instant) -> C.Instant?
  ) {
    self.clock = clock
    self.first = first
    self.schedule = schedule
    token = (clock as? any TickSourceObserving)?.tickSourceAnnounced()
  }

  /// Creates the iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(clock: clock, pending: first, schedule: schedule, token: token)
  }

  /// Sleeps until each deadline in turn.
  public struct Iterator: AsyncIteratorProtocol {
    let clock: C
    var pending: C.Instant?
    let schedule: @Sendable (C.Instant) -> C.Instant?
    var hasEnded = false
    var isFirst = true
    /// The test clock's token, until the first `next()` hands it back.
    var token: UInt64?

    /// The next tick, or `nil` when the schedule ends or the task is cancelled.
    public mutating func next() async -> Element? {
      if let token {
        self.token = nil
        (clock as? any TickSourceObserving)?.tickSourceArrived(token)
      }
      guard var deadline = pending else { return end() }
      while true {
        do {
          try await clock.sleep(until: deadline, tolerance: nil)
        } catch {
          pending = nil
          hasEnded = true  // cancelled: whoever cancelled it knows; a test clock is not told
          return nil
        }
        switch DeadlineWake.decide(deadline: deadline, now: clock.now, next: schedule) {
        case .rearm(let again):
          deadline = again
        case .fire(let tick):
          pending = schedule(tick.now).map { Swift.max($0, tick.now) }
          defer { isFirst = false }
          return isFirst ? tick.first : tick
        }
      }
    }

    /// Ends the sequence when its schedule has run out, telling a test clock once (see
    /// `TickSourceObserving`).
    private mutating func end() -> Element? {
      if !hasEnded {
        hasEnded = true
        (clock as? any TickSourceObserving)?.tickSourceEnded()
      }
      return nil
    }
  }
}
