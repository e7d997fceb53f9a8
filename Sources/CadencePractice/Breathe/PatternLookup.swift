import Cadence
import CadenceStore
import CadenceWords

/// The one rule for what a pattern a person names is, for every front end: a built-in by
/// its id, alias or name in any language Cadence speaks (`box`, `盒式呼吸`); one of their
/// saved patterns by name (any case); else a spec, recorded under the built-in's id when it
/// is a built-in's pattern, so `4-4-4-4` is `box` in history whichever app breathed it.
///
/// Built-ins come first, so a saved name can never hide one (clashing names are refused
/// when saved).
public enum PatternLookup: Hashable, Sendable {
  /// The pattern and the name its sessions are recorded under (a built-in's id, a saved
  /// pattern's name, or the spec).
  case found(name: String, pattern: BreathingPattern)
  /// A saved pattern whose stored spec no longer parses.
  case damagedSaved(name: String, BreathingPatternError)
  /// Meant as a spec (it has digits, or starts with `in` / `out` / `hold`), and not one.
  case invalidSpec(BreathingPatternError)
  /// A word that names nothing; `known` are the names it could have meant.
  case unknownName(known: [String])

  /// Looks `text` up among the built-ins, `saved` and the specs.
  public init(_ text: String, saved: [CustomPattern]) {
    if let preset = BreathingPreset.builtIn(named: text) ?? BuiltInPattern.named(text)?.preset {
      self = .found(name: preset.id, pattern: preset.pattern)
      return
    }
    if let custom = saved.first(where: { $0.name.lowercased() == text.lowercased() }) {
      do {
        self = .found(name: custom.name, pattern: try BreathingPattern(parsing: custom.spec))
      } catch {
        self = .damagedSaved(name: custom.name, error)
      }
      return
    }
    do {
      let pattern = try BreathingPattern(parsing: text)
      if let preset = BreathingPreset.builtIns.first(where: { $0.pattern == pattern }) {
        self = .found(name: preset.id, pattern: preset.pattern)
      } else {
        self = .found(name: pattern.spec, pattern: pattern)
      }
    } catch {
      let keywords: Set<String> = ["in", "inhale", "out", "exhale", "hold"]
      let first = text.split(whereSeparator: \.isWhitespace).first.map { $0.lowercased() } ?? ""
      guard text.contains(where: \.isNumber) || text.isEmpty || keywords.contains(first) else {
        self = .unknownName(known: BreathingPreset.builtIns.map(\.id) + saved.map(\.name))
        return
      }
      self = .invalidSpec(error)
    }
  }
}
