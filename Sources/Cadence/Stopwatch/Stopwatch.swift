/// A stopwatch with laps, shown at tenths of a second.
///
/// Like every engine value it is a pure function of active elapsed time (pauses belong
/// to the ``ActiveRun`` that feeds it), so recording a lap only stores a mark.
public struct Stopwatch: Hashable, Sendable, VisibleChangeScheduling {
  /// The laps recorded so far, oldest first.
  public private(set) var laps: [Lap] = []

  /// A stopwatch with no laps.
  public init() {}

  /// Elapsed time shown at `elapsed`, in whole tenths of a second.
  public func displayedTenths(at elapsed: Duration) -> Int64 {
    clampedToZero(elapsed).wholeTenthsRoundedDown
  }

  /// Time in the lap that is running at `elapsed`.
  public func currentLapTime(at elapsed: Duration) -> Duration {
    clampedToZero(clampedToZero(elapsed) - (laps.last?.split ?? .zero))
  }

  /// Ends the current lap at `elapsed` and starts the next.
  ///
  /// A lap mark earlier than the previous one is taken as the previous one (a zero-length
  /// lap), so laps never have negative times.
  @discardableResult
  public mutating func lap(at elapsed: Duration) -> Lap {
    let previous = laps.last
    let split = max(clampedToZero(elapsed), previous?.split ?? .zero)
    let splitTenths = split.wholeTenthsRoundedDown
    let lap = Lap(
      number: laps.count + 1,
      split: split,
      time: split - (previous?.split ?? .zero),
      splitTenths: splitTenths,
      timeTenths: splitTenths - (previous?.splitTenths ?? 0)
    )
    laps.append(lap)
    return lap
  }

  /// The fastest recorded lap (the first of equals), once there are at least two laps.
  public var fastestLap: Lap? {
    guard laps.count >= 2 else { return nil }
    return laps.min { $0.time < $1.time }
  }

  /// The slowest recorded lap (the first of equals), once there are at least two laps.
  public var slowestLap: Lap? {
    guard laps.count >= 2 else { return nil }
    return laps.max { $0.time < $1.time }
  }

  /// Forgets every lap.
  public mutating func reset() {
    laps.removeAll()
  }

  /// The next whole tenth of a second after `elapsed`: the shown time always moves on.
  public func nextVisibleChange(after elapsed: Duration) -> Duration? {
    .milliseconds(100) * (displayedTenths(at: elapsed) + 1)
  }
}
