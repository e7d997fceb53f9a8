import Cadence
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

    /// The message for the person in `words`, without `Error: `.
    func message(in words: any Catalogue) -> String {
      switch self {
      case .invalidSpec(let error): words.patternError(error)
      case .unknownName(let name, let suggestion):
        words.unknownPattern(name, suggestion: suggestion)
      case .damagedSaved(let name, let error): words.damagedSavedPattern(name, error)
      }
    }
  }

  /// Finds `text`: a built-in id or alias, or a built-in's name in a language Cadence
  /// speaks (盒式呼吸); a saved pattern's name (any case); a spec.
  static func resolve(_ text: String, store: SQLiteSessionStore?) throws(Failure)
    -> ResolvedPattern
  {
    if let preset = BreathingPreset.builtIn(named: text) ?? BuiltInPattern.named(text)?.preset {
      return ResolvedPattern(name: preset.id, pattern: preset.pattern)
    }
    let saved = (try? store?.customPatterns()) ?? []
    if let custom = saved.first(where: { $0.name.lowercased() == text.lowercased() }) {
      do {
        return ResolvedPattern(
          name: custom.name, pattern: try BreathingPattern(parsing: custom.spec))
      } catch {
        throw .damagedSaved(name: custom.name, error)
      }
    }
    do {
      let pattern = try BreathingPattern(parsing: text)
      if let preset = BreathingPreset.builtIns.first(where: { $0.pattern == pattern }) {
        return ResolvedPattern(name: preset.id, pattern: preset.pattern)
      }
      return ResolvedPattern(name: pattern.spec, pattern: pattern)
    } catch {
      let keywords: Set<String> = ["in", "inhale", "out", "exhale", "hold"]
      let first = text.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
      guard text.contains(where: \.isNumber) || text.isEmpty || keywords.contains(first) else {
        let names = BreathingPreset.builtIns.map(\.id) + saved.map(\.name)
        throw .unknownName(text, suggestion: closestMatch(to: text.lowercased(), in: names))
      }
      throw .invalidSpec(error)
    }
  }
}
