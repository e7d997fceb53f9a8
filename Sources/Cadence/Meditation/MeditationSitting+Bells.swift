/// The bells of a sitting as instants of elapsed time, and which one to ring after a wake-up.
///
/// The bells form one ascending sequence: the start bell (position 0), the interval bells,
/// then the end bells (the last position). No two share an instant: interval bells are
/// strictly inside the sitting, which is longer than zero. Every query counts bells with
/// integer arithmetic from the configuration, never from a record of what has rung, so a
/// query at any elapsed time — after a stall, a pause, or out of order — is exact.
extension MeditationSitting {
  /// One bell of the schedule.
  public struct Bell: Hashable, Sendable {
    /// Which bell it is.
    public enum Kind: Hashable, Sendable {
      /// The bell that opens the sitting, at the end of the warm-up.
      case start
      /// An interval bell; `index` counts from 0 in the order they ring (for `at` bells,
      /// the index in the configured list).
      case interval(index: Int)
      /// The end of the sitting: three strikes (see ``MeditationSitting/Bell/strikeOffsets``).
      case end
    }

    /// Which bell it is.
    public let kind: Kind
    /// The elapsed practice time at which it rings, warm-up included (not the offset from
    /// the start bell): compare it with the same elapsed time the readout uses.
    public let ringsAt: Duration

    /// A bell of `kind` ringing at elapsed time `ringsAt`.
    package init(kind: Kind, ringsAt: Duration) {
      self.kind = kind
      self.ringsAt = ringsAt
    }

    /// How many times it strikes: three for the end, once otherwise.
    package var strikes: Int { kind == .end ? MeditationSitting.endStrikeCount : 1 }

    /// When each strike sounds, after ``ringsAt``: `[0]` for a single strike, `[0, 1.5 s, 3 s]`
    /// for the end. The schedule has one instant per bell; spacing its strikes is the job of
    /// the layer that makes the sound.
    public var strikeOffsets: [Duration] {
      (0..<strikes).map { MeditationSitting.endStrikeSpacing * $0 }
    }
  }

  /// How many interval bells ring between the start and the end.
  package var intervalBellCount: Int {
    switch intervals {
    case .every(_, let count): count
    case .at(let instants): instants.count
    }
  }

  /// The first bell strictly after `elapsed`, or `nil` once the end bells have rung.
  ///
  /// At the start bell's own instant, the next bell is the first interval bell (or the
  /// end): the start bell is due now, see ``bellDue(after:through:)``.
  public func nextBell(after elapsed: Duration) -> Bell? {
    nextBellPosition(after: ExactTime.nanoseconds(flooring: elapsed)).map(bell(atPosition:))
  }

  /// Every bell in the stretch after `previous` up to and including `now`, in order.
  ///
  /// For a log or a summary. To decide what to *ring*, use ``bellDue(after:through:)``,
  /// which never returns more than one.
  ///
  /// - Parameters:
  ///   - previous: the elapsed time last looked at, or `nil` before the first look, so
  ///     that a start bell at zero (no warm-up) is included on the first look.
  ///   - now: the elapsed time now.
  package func bells(after previous: Duration?, through now: Duration) -> [Bell] {
    let range = positions(after: previous, through: now)
    return range.map(bell(atPosition:))
  }

  /// The one bell to ring on waking at `now`, having last looked at `previous`: the latest
  /// bell due in that stretch, or `nil` if none is.
  ///
  /// On time, that is simply the bell at `now`. After a stall (a busy machine, Ctrl-Z, a
  /// laptop lid) that passed over several bells, it is still **one** bell, the latest: the
  /// end's three strikes if the end was reached, else the last interval bell passed. A burst
  /// of bells would be noise, and three quick strikes would even sound like the end; the
  /// latest bell is the one that tells the sitter where they are now (engine rule 4: the
  /// state at the real time, never a replay). How late it is — `now - bell.ringsAt` — is the
  /// caller's to judge; the end bells, at least, should always sound.
  ///
  /// - Parameters:
  ///   - previous: the elapsed time last looked at, or `nil` before the first look.
  ///   - now: the elapsed time now. A wake-up earlier than the next bell returns `nil`.
  public func bellDue(after previous: Duration?, through now: Duration) -> Bell? {
    let range = positions(after: previous, through: now)
    return range.isEmpty ? nil : bell(atPosition: range.upperBound - 1)
  }

  /// The positions of the bells in `(previous, now]`.
  private func positions(after previous: Duration?, through now: Duration) -> Range<Int> {
    let lower = previous.map { bellsThrough(ExactTime.nanoseconds(flooring: $0)) } ?? 0
    let upper = bellsThrough(ExactTime.nanoseconds(flooring: now))
    return lower < upper ? lower..<upper : lower..<lower
  }

  /// The position of the first bell strictly after `instant`, or `nil` after the end.
  func nextBellPosition(after instant: Int64) -> Int? {
    let position = bellsThrough(instant)
    return position <= intervalBellCount + 1 ? position : nil
  }

  /// How many bells ring at or before `instant` (nanoseconds of elapsed time, any sign).
  private func bellsThrough(_ instant: Int64) -> Int {
    guard instant >= startNanoseconds else { return 0 }
    let ended = instant >= endNanoseconds ? 1 : 0
    switch intervals {
    case .every(let period, let count):
      return 1 + min(count, Int((instant - startNanoseconds) / period)) + ended
    case .at(let instants):
      // Binary search: the explicit list is ascending.
      var (low, high) = (0, instants.count)
      while low < high {
        let middle = low + (high - low) / 2
        if instants[middle] <= instant { low = middle + 1 } else { high = middle }
      }
      return 1 + low + ended
    }
  }

  /// The instant of the bell at `position` (0 is the start, the last is the end).
  func instant(ofBell position: Int) -> Int64 {
    if position == 0 { return startNanoseconds }
    if position > intervalBellCount { return endNanoseconds }
    switch intervals {
    case .every(let period, _): return startNanoseconds + Int64(position) * period
    case .at(let instants): return instants[position - 1]
    }
  }

  /// The bell at `position`.
  private func bell(atPosition position: Int) -> Bell {
    let kind: Bell.Kind =
      switch position {
      case 0: .start
      case intervalBellCount + 1: .end
      default: .interval(index: position - 1)
      }
    return Bell(kind: kind, ringsAt: .nanoseconds(instant(ofBell: position)))
  }
}
