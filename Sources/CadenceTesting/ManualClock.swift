import Cadence

/// A clock that moves only when a test moves it.
///
/// Sleepers wake only in ``advance(by:)`` or ``advance(to:)``, in deadline order (ties in
/// the order they went to sleep), so a test of time-dependent code is exact and fast and
/// never waits on real time. ``waitForSleepers(_:)`` suspends until enough tasks are
/// asleep on the clock (or their tick sources have ended) — no `Task.yield()` loops and no
/// real-time waits — which is how a test knows the code under test has reached its `sleep`
/// before advancing. ``runUntilIdle()`` advances from deadline to deadline until nothing is
/// left asleep: a whole countdown in one call. ``wakeSleepersEarly()`` resumes every sleeper
/// without moving time, to test how code copes with a spurious early wake-up.
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
    let task: Int?
    let deadline: Instant
    let continuation: CheckedContinuation<Void, any Error>
  }

  /// What a watcher waits for.
  private enum Awaited {
    /// That many sleepers, counting the tick sources that ended.
    case sleepers(Int)
    /// Every task woken by the last move of time has slept again or ended.
    case settled
    /// A sleeper, or nothing left that could wake: no sleeper, no task running that was
    /// woken or is iterating a tick source, no tick source made and not yet iterated, on a
    /// clock that has seen one (a fresh clock waits: the code under test may not have run).
    case sleeperOrIdle
  }

  private struct Watcher {
    let id: UInt64
    let awaited: Awaited
    let continuation: CheckedContinuation<Void, Never>
  }

  private struct State {
    var now: Instant
    var nextID: UInt64 = 0
    var sleepers: [Sleeper] = []
    var cancelled: Set<UInt64> = []
    var watchers: [Watcher] = []
    /// Tick sources on this clock that ended since time last moved: they will not sleep again.
    var ended = 0
    /// Tasks woken by the last move of time (or iterating a tick source that just arrived)
    /// that have neither slept again, nor ended, nor been cancelled.
    var awake: [Int?] = []
    /// Tick sources made on this clock whose iteration has not begun.
    var announced: Set<UInt64> = []
    /// Whether anything ever slept or made a tick source on this clock.
    var hasHistory = false

    /// Whether what `awaited` waits for has come.
    func satisfies(_ awaited: Awaited) -> Bool {
      switch awaited {
      case .sleepers(let count): sleepers.count + ended >= count
      case .settled: awake.isEmpty
      case .sleeperOrIdle:
        sleepers.count + ended >= 1
          || (hasHistory && sleepers.isEmpty && awake.isEmpty && announced.isEmpty)
      }
    }

    /// Time moved and woke `woken`: they are awake until they sleep again or end.
    mutating func woke(_ woken: [Sleeper]) {
      ended = 0
      awake += woken.map(\.task)
    }

    /// The task `task` has gone to sleep again or ended.
    mutating func settle(_ task: Int?) {
      if let index = awake.firstIndex(of: task) { awake.remove(at: index) }
    }
  }

  private let state: ClockLock<State>

  /// A clock whose time starts at `now` (the origin by default).
  public init(now: Instant = Instant(offset: .zero)) {
    state = ClockLock(State(now: now))
  }

  /// The clock's current time.
  public var now: Instant { state.withLock { $0.now } }

  /// One nanosecond.
  public var minimumResolution: Duration { .nanoseconds(1) }

  /// How many tasks are asleep on this clock right now.
  public var sleeperCount: Int { state.withLock { $0.sleepers.count } }

  /// Suspends until `deadline`, which only a test's ``advance(by:)`` can bring.
  ///
  /// Returns at once when the deadline is not in the future; throws `CancellationError`
  /// when the task is cancelled.
  public func sleep(until deadline: Instant, tolerance: Duration? = nil) async throws {
    let task = Self.currentTask()
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    try await withTaskCancellationHandler {
      try await withCheckedThrowingContinuation {
        (continuation: CheckedContinuation<Void, any Error>) in
        let outcome: Result<Void, any Error>? = state.withLock { state in
          state.hasHistory = true
          if state.cancelled.remove(id) != nil {
            // Cancelled before it slept: the task stops here, it is not running a tick.
            state.settle(task)
            return .failure(CancellationError())
          }
          if deadline <= state.now { return .success(()) }
          state.sleepers.append(
            Sleeper(id: id, task: task, deadline: deadline, continuation: continuation))
          state.settle(task)
          return nil
        }
        if let outcome {
          continuation.resume(with: outcome)
          if case .failure = outcome { notifyWatchers() }
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
      notifyWatchers()
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
      state.woke(due)
      return due
    }
    for sleeper in due { sleeper.continuation.resume() }
    return due.map(\.deadline)
  }

  /// Wakes every sleeper now, without moving time: a spurious early wake-up.
  public func wakeSleepersEarly() {
    let all = state.withLock { state -> [Sleeper] in
      defer { state.sleepers.removeAll() }
      state.woke(state.sleepers)
      return state.sleepers
    }
    for sleeper in all { sleeper.continuation.resume() }
  }

  /// Suspends until at least `count` tasks are asleep on this clock, counting as asleep each
  /// engine tick source (``DeadlineTicks``, and the models built on it) whose schedule ran out since
  /// time last moved: after the last tick of a countdown without overtime, this returns
  /// instead of waiting for a sleep that will never come.
  ///
  /// Code that sleeps in a loop of its own and then simply returns is not seen ending: wait
  /// for its task instead.
  ///
  /// Returns early when the task is cancelled.
  public func waitForSleepers(_ count: Int = 1) async {
    await wait(for: .sleepers(count))
  }

  /// Advances from deadline to deadline, waking each sleeper in turn and waiting for the
  /// tasks it woke to sleep again or end, until no sleeper is left; returns the deadlines it
  /// woke, in order.
  ///
  /// It first waits for the code under test to sleep (as ``waitForSleepers(_:)``), so call it
  /// right after starting that code; it returns at once, having woken nothing, when nothing
  /// can wake any more: the run was stopped (its tick task cancelled) and no tick source
  /// made since is still to be iterated. Code that makes its tick source inside a task of
  /// its own, on a clock that already ran something, should be awaited with
  /// ``waitForSleepers(_:)`` first. A task woken here that is cancelled (a run stopped on one
  /// of its ticks) counts as settled. A countdown without overtime runs to its end in one
  /// call; a stopwatch, or a countdown that counts overtime, never runs out of deadlines, so
  /// use ``advance(by:)`` for those.
  ///
  /// Returns what it woke so far when the task is cancelled (a test's `.timeLimit`).
  @discardableResult
  public func runUntilIdle() async -> [Instant] {
    await wait(for: .sleeperOrIdle)
    var woken: [Instant] = []
    while !Task.isCancelled, let next = state.withLock({ $0.sleepers.map(\.deadline).min() }) {
      woken += advance(to: next)
      await wait(for: .settled)
    }
    return woken
  }

  /// Suspends until `awaited` has come, or the task is cancelled.
  private func wait(for awaited: Awaited) async {
    let id = state.withLock { state in
      defer { state.nextID += 1 }
      return state.nextID
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state in
          guard !state.satisfies(awaited), !Task.isCancelled else { return true }
          state.watchers.append(Watcher(id: id, awaited: awaited, continuation: continuation))
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let watcher = state.withLock { state -> Watcher? in
        guard let index = state.watchers.firstIndex(where: { $0.id == id }) else { return nil }
        return state.watchers.remove(at: index)
      }
      watcher?.continuation.resume()
    }
  }

  private func notifyWatchers() {
    let ready = state.withLock { state -> [Watcher] in
      let watchers = state.watchers
      let ready = watchers.filter { state.satisfies($0.awaited) }
      state.watchers = watchers.filter { !state.satisfies($0.awaited) }
      return ready
    }
    for watcher in ready { watcher.continuation.resume() }
  }

  /// The current task's identity, to know which woken task has settled.
  private static func currentTask() -> Int? {
    withUnsafeCurrentTask { $0?.hashValue }
  }
}

extension ManualClock: TickSourceObserving {
  /// A tick source was made on this clock: idle is not declared until it is iterated.
  package func tickSourceAnnounced() -> UInt64 {
    state.withLock { state in
      defer { state.nextID += 1 }
      state.hasHistory = true
      state.announced.insert(state.nextID)
      return state.nextID
    }
  }

  /// The current task iterates the tick source `token`: it runs until it sleeps or ends.
  package func tickSourceArrived(_ token: UInt64) {
    let task = Self.currentTask()
    state.withLock { state in
      guard state.announced.remove(token) != nil else { return }
      state.awake.append(task)
    }
    notifyWatchers()
  }

  /// A tick source on this clock ended in the current task: it will not sleep again.
  package func tickSourceEnded() {
    let task = Self.currentTask()
    state.withLock { state in
      state.ended += 1
      state.settle(task)
    }
    notifyWatchers()
  }
}
