/// The elapsed times at which a value looks different, in order, from an elapsed time on.
///
/// What a render loop or a SwiftUI `TimelineSchedule` needs: not one wake-up but all of
/// them, ahead of time, as a plain `Sequence`. Each element is
/// ``VisibleChangeScheduling/nextVisibleChange(after:)`` of the one before, so the sequence
/// is pure (no clock, no task, nothing stored) and costs one query per element. It ends
/// when the value stops changing on its own: a countdown without overtime after zero, a
/// breathing session after its last phase, a typewriter after its last character. A
/// stopwatch, or a countdown that counts overtime, never ends: take a `prefix`, or stop
/// iterating, rather than collecting it into an array.
///
/// ```swift
/// let countdown = Countdown(total: .seconds(3), countsOvertime: false)
/// Array(countdown.visibleChanges(after: .zero))  // [1 s, 2 s, 3 s]
/// ```
///
/// A schedule that breaks the protocol's promise by answering an elapsed time that is not
/// strictly later ends the sequence there, so a faulty value cannot loop forever.
public struct VisibleChanges<Value: VisibleChangeScheduling>: Sequence {
  /// The value whose changes these are.
  public let value: Value
  /// The elapsed time the sequence starts after; a change at exactly this time is not in it.
  public let start: Duration

  /// The changes of `value` strictly after elapsed time `start` (negative counts as zero for
  /// every engine value, which reads times before its start as its start).
  public init(of value: Value, after start: Duration) {
    self.value = value
    self.start = start
  }

  /// An iterator that asks the value for one change at a time.
  public func makeIterator() -> Iterator {
    Iterator(value: value, last: start)
  }

  /// Asks for each next change after the one it returned last.
  public struct Iterator: IteratorProtocol {
    let value: Value
    var last: Duration?

    /// The next elapsed time at which the value looks different, or `nil` when it never
    /// changes again on its own.
    public mutating func next() -> Duration? {
      guard let previous = last, let change = value.nextVisibleChange(after: previous),
        change > previous
      else {
        last = nil
        return nil
      }
      last = change
      return change
    }
  }
}

extension VisibleChanges: Sendable where Value: Sendable {}
extension VisibleChanges.Iterator: Sendable where Value: Sendable {}

/// The instants of a clock at which a value looks different while a run counts.
///
/// ``VisibleChanges`` mapped through ``ActiveRun/instant(whenElapsedReaches:)``: the
/// deadlines a loop sleeping on the run's clock would wake at, computed ahead. The run is
/// captured as it is: a paused or stopped run reaches nothing on its own, so its sequence
/// is empty; after a pause or a resume, make a new one.
///
/// ```swift
/// let run = ActiveRun(startedAt: clock.now)
/// for deadline in countdown.visibleChanges(after: clock.now, during: run).prefix(3) {
///   print(deadline)  // the run's start + 1 s, + 2 s, + 3 s
/// }
/// ```
public struct VisibleChangeInstants<Value: VisibleChangeScheduling, Instant: InstantProtocol>:
  Sequence
where Instant.Duration == Duration {
  /// The value's changes in elapsed time, from the run's elapsed time at the start instant.
  public let changes: VisibleChanges<Value>
  /// The run that maps elapsed time to instants, as it was when the sequence was made.
  public let run: ActiveRun<Instant>

  /// The instants strictly after `now` at which `value` looks different while `run` counts.
  public init(of value: Value, after now: Instant, during run: ActiveRun<Instant>) {
    changes = VisibleChanges(of: value, after: run.elapsed(at: now))
    self.run = run
  }

  /// An iterator over the instants, one query of the value each.
  public func makeIterator() -> Iterator {
    Iterator(changes: changes.makeIterator(), run: run)
  }

  /// Maps each next elapsed change to the instant the run reaches it.
  public struct Iterator: IteratorProtocol {
    var changes: VisibleChanges<Value>.Iterator
    let run: ActiveRun<Instant>

    /// The next instant at which the value looks different, or `nil` when it never
    /// changes again on its own or the run is not counting.
    public mutating func next() -> Instant? {
      guard run.isRunning else { return nil }
      return changes.next().flatMap(run.instant(whenElapsedReaches:))
    }
  }
}

extension VisibleChangeInstants: Sendable where Value: Sendable {}
extension VisibleChangeInstants.Iterator: Sendable where Value: Sendable {}

extension VisibleChangeScheduling {
  /// Every elapsed time strictly after `elapsed` at which this value looks different, in
  /// order; see ``VisibleChanges``.
  ///
  /// - Parameter elapsed: elapsed time of the value's own session (pauses removed), not
  ///   wall-clock time.
  public func visibleChanges(after elapsed: Duration) -> VisibleChanges<Self> {
    VisibleChanges(of: self, after: elapsed)
  }

  /// Every instant of `run`'s clock strictly after `now` at which this value looks
  /// different while the run counts; empty when the run is paused or stopped. See
  /// ``VisibleChangeInstants``.
  public func visibleChanges<Instant>(
    after now: Instant, during run: ActiveRun<Instant>
  ) -> VisibleChangeInstants<Self, Instant> {
    VisibleChangeInstants(of: self, after: now, during: run)
  }
}
