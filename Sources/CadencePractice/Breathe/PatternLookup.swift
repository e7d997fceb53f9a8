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
  /// `resonance` followed by what is no rate (3 to 10 in steps of 0.1) and ratio.
  case invalidResonance(String)

  /// The pace `resonance` alone stands for where no rate is given: 5.5 breaths a minute,
  /// in and out evenly.
  public static let defaultResonance = ResonancePace(tenthsPerMinute: 55)!

  /// Looks `text` up among the built-ins, resonance paces (`resonance 5.5`, `resonance 6
  /// 4:6`, `resonance` alone for ``defaultResonance``), `saved` and the specs.
  public init(_ text: String, saved: [CustomPattern]) {
    let words = text.lowercased().split(whereSeparator: \.isWhitespace)
    if words.first == Substring(ResonancePace.keyword) {
      let pace = words.count == 1 ? Self.defaultResonance : ResonancePace(name: text)
      if let pace {
        self = .found(name: pace.name, pattern: pace.pattern)
      } else {
        self = .invalidResonance(text)
      }
      return
    }
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
        self = .unknownName(
          known: BreathingPreset.builtIns.map(\.id) + [ResonancePace.keyword] + saved.map(\.name))
        return
      }
      self = .invalidSpec(error)
    }
  }
}
