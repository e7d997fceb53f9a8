/// What a readout sequence hands out: a new readout, or the moment the practice ends.
public enum ReadoutEvent<Readout: Sendable>: Sendable {
  /// What the display shows from now on; never equal to the readout before it.
  case readout(Readout)
  /// The practice reached its end (a countdown at zero, the last character typed, the last
  /// breath out): the moment to ring, notify or move on. It comes once, right after the
  /// readout of that instant; a countdown that counts overtime goes on with its readouts.
  case ended
}

extension ReadoutEvent: Equatable where Readout: Equatable {}

/// The readouts of a value as it changes while a run counts, as an `AsyncSequence`: for code
/// outside SwiftUI (a command-line tool, a server, a test, a view model of your own).
///
/// It sleeps on the run's clock until each visible change (``DeadlineTicks``, so it never
/// drifts and a stall never bursts), computes the readout at the real time, and hands it out
/// only when it differs from the last one; the first readout comes at once. It ends when the
/// value stops changing or the task is cancelled.
///
/// ```swift
/// let run = ActiveRun(startedAt: clock.now)
/// for await event in Countdown(total: .seconds(90)).readouts(during: run, clock: clock) {
///   switch event {
///   case .readout(let readout): print(readout)  // .remaining(seconds: 90), 89, … 0, overtime
///   case .ended: ring()
///   }
/// }
/// ```
public struct Readouts<C: Clock, Readout: Equatable & Sendable>: AsyncSequence, Sendable
where C.Duration == Duration {
  /// The events: readouts that differ, and the end.
  public typealias Element = ReadoutEvent<Readout>

  private let ticks: DeadlineTicks<C>
  private let run: ActiveRun<C.Instant>
  private let readout: @Sendable (Duration) -> Readout
  private let hasEnded: @Sendable (Duration) -> Bool

  /// The readouts of `value` during `run` on `clock`.
  ///
  /// - Parameters:
  ///   - value: what schedules the changes (``VisibleChangeScheduling``).
  ///   - run: the run whose elapsed time the value is shown at, captured as it is now.
  ///   - clock: the run's clock, slept on until each change.
  ///   - readout: what is shown at an elapsed time of the run (pauses removed).
  ///   - hasEnded: whether the practice has reached its end at an elapsed time; the first
  ///     elapsed time at which it holds brings ``ReadoutEvent/ended``.
  public init(
    of value: some VisibleChangeScheduling & Sendable, during run: ActiveRun<C.Instant>,
    clock: C, readout: @escaping @Sendable (Duration) -> Readout,
    hasEnded: @escaping @Sendable (Duration) -> Bool
  ) {
    ticks = DeadlineTicks.visibleChanges(of: value, during: run, clock: clock)
    self.run = run
    self.readout = readout
    self.hasEnded = hasEnded
  }

  /// Creates the iterator.
  public func makeAsyncIterator() -> Iterator {
    Iterator(ticks: ticks.makeAsyncIterator(), run: run, readout: readout, hasEnded: hasEnded)
  }

  /// Sleeps until each change and hands out what differs.
  public struct Iterator: AsyncIteratorProtocol {
    var ticks: DeadlineTicks<C>.Iterator
    let run: ActiveRun<C.Instant>
    let readout: @Sendable (Duration) -> Readout
    let hasEnded: @Sendable (Duration) -> Bool
    var last: Readout?
    var ended = false
    var endIsDue = false

    /// The next readout or the end, or `nil` when the value stops changing or the task is
    /// cancelled.
    public mutating func next() async -> Element? {
      if endIsDue {
        endIsDue = false
        return .ended
      }
      while let tick = await ticks.next() {
        let elapsed = run.elapsed(at: tick.now)
        let shown = readout(elapsed)
        let ends = !ended && hasEnded(elapsed)
        if ends { ended = true }
        if shown != last {
          last = shown
          endIsDue = ends
          return .readout(shown)
        }
        if ends { return .ended }
      }
      return nil
    }
  }
}

extension Countdown {
  /// The countdown's readouts during `run` on `clock`, and its end at zero; see ``Readouts``.
  public func readouts<C: Clock>(
    during run: ActiveRun<C.Instant>, clock: C
  ) -> Readouts<C, Readout> where C.Duration == Duration {
    Readouts(
      of: self, during: run, clock: clock, readout: { readout(at: $0) },
      hasEnded: { isFinished(at: $0) })
  }
}

extension TypewriterReveal {
  /// How many characters show during `run` on `clock`, and the end when the last one does;
  /// see ``Readouts``.
  ///
  /// The first readout is `0`, at once: nothing is typed when the run starts (its first
  /// character shows one pace later). It is there so a display can lay out the whole text,
  /// untyped, before the first character; a display that only appends text may skip it.
  public func readouts<C: Clock>(
    during run: ActiveRun<C.Instant>, clock: C
  ) -> Readouts<C, Int> where C.Duration == Duration {
    Readouts(
      of: self, during: run, clock: clock, readout: { visibleCount(at: $0) },
      hasEnded: { visibleCount(at: $0) == count })
  }
}

extension BreathingSession {
  /// The session's step and seconds left at each phase switch and each second of a phase,
  /// during `run` on `clock`, and the end after the last breath; see ``Readouts``. A guide
  /// that moves is an animation per phase, not a readout: see ``phaseStarts(in:)``.
  public func readouts<C: Clock>(
    during run: ActiveRun<C.Instant>, clock: C
  ) -> Readouts<C, BreathingReadout> where C.Duration == Duration {
    Readouts(
      of: self, during: run, clock: clock,
      readout: { elapsed in
        let state = state(at: elapsed)
        return BreathingReadout(
          step: state.step, cycle: state.cycle, secondsLeft: state.secondsLeft)
      },
      hasEnded: { state(at: $0).isFinished })
  }
}

/// What a breathing session's text shows: the step, the cycle and the phase's seconds left.
public struct BreathingReadout: Hashable, Sendable {
  /// The count-in, a phase, or the end.
  public var step: BreathingState.Step
  /// The cycle, from 1.
  public var cycle: Int
  /// Whole seconds left in the step, rounded up.
  public var secondsLeft: Int

  /// A readout of `step` in `cycle` with `secondsLeft`.
  public init(step: BreathingState.Step, cycle: Int, secondsLeft: Int) {
    self.step = step
    self.cycle = cycle
    self.secondsLeft = secondsLeft
  }
}
