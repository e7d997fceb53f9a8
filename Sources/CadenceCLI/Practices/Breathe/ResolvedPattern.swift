import Cadence
import CadencePractice
import CadenceStore
import CadenceWords

/// A pattern as the person named it, found among the built-ins, the saved patterns, or
/// read as a spec — in that order, so a saved name can never hide a built-in (names that
/// clash are refused when saved) and `4-4-4-4` is recorded as `box`.
struct ResolvedPattern: Hashable, Sendable {
  /// What the session is recorded as: a preset id, a saved name, or the spec.
  var name: String
  /// The pattern.
  var pattern: BreathingPattern

  /// Why a pattern could not be found.
  enum Failure: Error, Hashable, Sendable {
    /// Not a name and not a valid spec: the engine's words.
    case invalidSpec(BreathingPatternError)
    /// A word that names nothing (no digits, so not meant as a spec).
    case unknownName(String, suggestion: String?)
    /// A saved pattern whose stored spec no longer parses.
    case damagedSaved(name: String, BreathingPatternError)
    /// `resonance` followed by what is no pace.
    case invalidResonance(String)

    /// The message for the person in `words`, without `Error: `.
    func message(in words: any Catalogue) -> String {
      switch self {
      case .invalidSpec(let error): words.patternError(error)
      case .unknownName(let name, let suggestion):
        words.unknownPattern(name, suggestion: suggestion)
      case .damagedSaved(let name, let error): words.damagedSavedPattern(name, error)
      case .invalidResonance(let text): words.invalidResonance(text)
      }
    }
  }

  /// Finds `text`: a built-in id or alias, or a built-in's name in a language Cadence
  /// speaks (盒式呼吸); a saved pattern's name (any case); a spec.
  static func resolve(_ text: String, store: SQLiteSessionStore?) throws(Failure)
    -> ResolvedPattern
  {
    // The rule is the practice layer's, shared with the desktop app.
    switch PatternLookup(text, saved: (try? store?.customPatterns()) ?? []) {
    case .found(let name, let pattern): return ResolvedPattern(name: name, pattern: pattern)
    case .damagedSaved(let name, let error): throw .damagedSaved(name: name, error)
    case .invalidResonance(let text): throw .invalidResonance(text)
    case .invalidSpec(let error): throw .invalidSpec(error)
    case .unknownName(let known):
      throw .unknownName(text, suggestion: closestMatch(to: text.lowercased(), in: known))
    }
  }
}
