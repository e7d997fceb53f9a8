import Synchronization

/// A clock that moves only when a test moves it.
///
/// Sleepers wake only in ``advance(by:)`` or ``advance(to:)``, in deadline order (ties in
/// the order they went to sleep), so a test of time-dependent code is exact and fast and
/// never waits on real time. ``waitForSleepers(_:)`` suspends until enough tasks are
/// asleep on the clock — no `Task.yield()` loops and no real-time waits — which is how a
/// test knows the code under test has reached its `sleep` before advancing.
/// ``wakeSleepersEarly()`` resumes every sleeper without moving time, to test how code
/// copes with a spurious early wake-up.
///
/// ```swift
/// let clock = ManualClock()
/// let task = Task { try await clock.sleep(until: clock.now.advanced(by: .seconds(5))) }
/// await clock.waitForSleepers(1)
/// clock.advance(by: .seconds(5))   // the task wakes now, not before
/// ```
public final class ManualClock: Clock, Sendable {
  /// An instant of a ``ManualClock``: a duration since the clock's origin.
  public struct Instant: InstantProtocol, Hashable, Sendable, CustomStringConvertible {
    /// Time since the clock's origin.
    public let offset: Duration

    /// The instant `offset` after the origin.
    public init(offset: Duration) { self.offset = offset }

    /// The instant `duration` later (earlier, if negative).
    public func advanced(by duration: Duration) -> Instant { Instant(offset: offset + duration) }
    /// The time from this instant to `other`; negative when `other` is earlier.
    public func duration(to other: Instant) -> Duration { other.offset - offset }
    /// Whether `lhs` comes before `rhs`.
    public static func < (lhs: Instant, rhs: Instant) -> Bool { lhs.offset < rhs.offset }
    /// `ManualClock.Instant(1.5 seconds)`: the offset, for test failure messages.
    public var description: String { "ManualClock.Instant(\(offset))" }
  }

  private struct Sleeper {
    let id: UInt64
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  private struct Watcher {
    let count: Int
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now: Instant
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var cancelled: Set<UInt64> = []
    var watchers: [Watcher] = []
  }

  private let state: Mutex<State>

  /// A clock whose time starts at `now` (the origin by default).
  public init(now: Instant = Instant(offset: .zero)) {
    state = Mutex(State(now: now))
  }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  /// One nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are asleep on this clock right now.
  package var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until `deadline`, which only a test's ``advance(by:)`` can bring.
  ///
  /// Returns at once when the deadline is not in the future; throws `CancellationError`
  /// when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          if state.cancelled.remove(id) != nil { return .failure(CancellationError()) }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(Sleeper(id: id, deadline: deadline, continuation: continuation))
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
        } else {
          notifyWatchers()
        }
      }
    } onCancel: {
      let sleeper = state.withLock { state -> Sleeper? in
        guard let index = state.sleepers.firstIndex(where: { $0.id == id }) else {
          state.cancelled.insert(id)
          return nil
        }
        return state.sleepers.remove(at: index)
      }
      sleeper?.continuation.resume(throwing: CancellationError())
    }
    state.withLock { _ = $0.cancelled.remove(id) }
  }

  /// Moves time forward by `duration` and wakes every sleeper whose deadline has come.
  /// - Returns: the deadlines of the sleepers woken, in the order they were resumed.
  @discardableResult
  public func advance(by duration: Duration) -> [Instant] {
    precondition(duration >= .zero, "a clock cannot go back (advance by \(duration))")
    return advance(to: now.advanced(by: duration))
  }

  /// Moves time to `instant` (never backwards) and wakes, in deadline order, every sleeper
  /// whose deadline has come. They all see `instant` as the time when they run.
  /// - Returns: the deadlines of the sleepers woken, in the order they were resumed.
  @discardableResult
  public func advance(to instant: Instant) -> [Instant] {
    let due = state.withLock { state -> [Sleeper] in
      state.now = max(state.now, instant)
      let now = state.now
      let due = state.sleepers.enumerated()
        .filter { $0.element.deadline <= now }
        .sorted { ($0.element.deadline, $0.offset) < ($1.element.deadline, $1.offset) }
        .map(\.element)
      state.sleepers.removeAll { $0.deadline <= now }
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    return due.map(\.deadline)
  }

  /// Wakes every sleeper now, without moving time: a spurious early wake-up.
  public func wakeSleepersEarly() {
    let all = state.withLock { state -> [Sleeper] in
      defer { state.sleepers.removeAll() }
      return state.sleepers
    }
    for sleeper in all { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks are asleep on this clock.
  public func waitForSleepers(_ count: Int = 1) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let ready = state.withLock { state in
        guard state.sleepers.count < count else { return true }
        state.watchers.append(Watcher(count: count, continuation: continuation))
        return false
      }
      if ready { continuation.resume() }
    }
  }

  private func notifyWatchers() {
    let ready = state.withLock { state -> [Watcher] in
      let count = state.sleepers.count
      let ready = state.watchers.filter { $0.count <= count }
      state.watchers.removeAll { $0.count <= count }
      return ready
    }
    for watcher in ready { watcher.continuation.resume() }
  }
}
