/// Why a meditation sitting's configuration was rejected, with the offending values.
///
/// The engine has no words: each case carries the durations as given, so the CLI can
/// quote the option they came from (`--bells 5m,25m` in a 20-minute sitting names `25m`
/// and `20m`) in whichever language it speaks.
public enum MeditationSittingError: Error, Hashable, Sendable {
  /// The sitting is not longer than zero (a length under a nanosecond counts as zero).
  case lengthNotPositive(Duration)
  /// The warm-up before the start bell is negative.
  case warmUpNegative(Duration)
  /// Warm-up and sitting together do not fit the engine's exact time (about 292 years).
  case tooLong(warmUp: Duration, length: Duration)
  /// `every` was given a period that is not longer than zero.
  case intervalNotPositive(Duration)
  /// `every` was given a period at least as long as the sitting, so no interval bell would
  /// ring at all: almost certainly a mistake (`--bell-every 30m` in a 20-minute sitting).
  case intervalNotShorterThanLength(interval: Duration, length: Duration)
  /// An explicit bell at or before the start of the sitting, where the start bell rings.
  case bellNotAfterStart(Duration)
  /// An explicit bell at or after the end of the sitting, where the end bells ring.
  case bellNotBeforeEnd(Duration, length: Duration)
  /// An explicit bell not later than the one before it: the list must be strictly
  /// ascending, so a repeated offset is an error too.
  case bellsNotAscending(Duration, after: Duration)
}
