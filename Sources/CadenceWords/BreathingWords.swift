import Cadence

/// What the breathing practice and its patterns say.
public protocol BreathingWords {
  /// A phase's caption on the guide: "Breathe in", 吸气.
  func phase(_ kind: BreathingPhase.Kind) -> String
  /// The caption of a top-up inhale (``BreathingPattern/isTopUp(phaseAt:)``), the sigh's
  /// short second breath in: "Breathe in more", 再吸满.
  var topUp: String { get }
  /// The caption of the count-in before the first breath.
  var getReady: String { get }
  /// The caption once every cycle is done.
  var done: String { get }
  /// A caution shown before a pattern is breathed or saved, as a sentence.
  func caution(_ caution: BreathingCaution) -> String
  /// Why a typed pattern was refused, as a sentence.
  func patternError(_ error: BreathingPatternError) -> String
  /// A word that names no pattern, with a close name if there is one, as a sentence.
  func unknownPattern(_ name: String, suggestion: String?) -> String
  /// A saved pattern whose stored spec no longer parses, as a sentence.
  func damagedSavedPattern(_ name: String, _ error: BreathingPatternError) -> String
  /// A built-in pattern's name, for lists and titles.
  func patternName(_ pattern: BuiltInPattern) -> String
  /// A built-in pattern's one-line description.
  func patternSummary(_ pattern: BuiltInPattern) -> String
  /// A resonance pace's name in history and titles: `resonance 5.5`, 共振呼吸 每分钟 5.5 次.
  func resonanceName(_ pace: ResonancePace) -> String
  /// `resonance` followed by what is no rate and ratio (`resonance 12`), as a sentence.
  func invalidResonance(_ text: String) -> String
  /// Resonance breathing at the person's rate, as lists name it beside the built-ins.
  var resonanceTitle: String { get }
  /// What resonance breathing is and how to ask for it, one line.
  var resonanceSummary: String { get }
}
