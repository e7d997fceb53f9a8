/// Something to tell a person before they breathe a pattern, as a value: the words are the
/// app's, in its language.
///
/// Long breath holds can make people dizzy; the engine does not forbid them (some
/// practices use them) but reports them, once per distinct hold, in
/// ``BreathingPattern/cautions``.
public enum BreathingCaution: Hashable, Sendable {
  /// A hold longer than 15 seconds; the associated value is how long it is.
  case longHold(Duration)
}
