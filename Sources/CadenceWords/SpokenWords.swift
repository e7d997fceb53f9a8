/// What the voice says while a person breathes with closed eyes: a phase's name, or the
/// count of a second within it.
public enum SpokenWord: Hashable, Sendable {
  /// An inhale begins (a top-up inhale too).
  case breatheIn
  /// A hold begins (after an inhale or after an exhale: the same word).
  case hold
  /// An exhale begins.
  case breatheOut
  /// The `n`th second of a phase begins (`n` from 2: the first is the phase's name).
  case count(Int)
}

/// The texts eSpeak NG is given for each ``SpokenWord``, written as they are said: number
/// words, not digits, so that the speech does not depend on how a voice reads a digit.
public protocol SpokenWords {
  /// What is said for `word`: "breathe in", 吸气; "two", 二.
  func spoken(_ word: SpokenWord) -> String
}
