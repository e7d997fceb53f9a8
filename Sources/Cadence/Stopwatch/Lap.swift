/// One lap of a ``Stopwatch``.
///
/// Times are kept exact; the `…Tenths` views are what a display shows. A lap's shown
/// time is the difference of the shown splits, so the laps on screen always add up to
/// the split on screen.
public struct Lap: Hashable, Sendable {
  /// The lap's number, from 1.
  public let number: Int
  /// Elapsed time at the end of the lap, from the start of the stopwatch.
  public let split: Duration
  /// Length of this lap alone.
  public let time: Duration
  /// The split in whole tenths of a second, rounded down.
  public let splitTenths: Int64
  /// The lap's length in tenths: this split's tenths minus the previous split's.
  public let timeTenths: Int64
}
