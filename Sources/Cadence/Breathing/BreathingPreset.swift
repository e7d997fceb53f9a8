/// A named breathing pattern that ships with Cadence.
///
/// Presets are looked up by ``id`` (what `cadence breathe box` and a program step name),
/// by ``name`` or by an alias, ignoring case. Their ids never change once shipped, because
/// the store records them with every session and every program step refers to one.
public struct BreathingPreset: Hashable, Sendable, Identifiable {
  /// The stable identifier, e.g. `box`; lowercase, no spaces.
  public let id: String
  /// The name shown in lists, e.g. "Box breathing".
  public let name: String
  /// One line on what it is for.
  public let summary: String
  /// Other words that find it, e.g. `resonance` for coherent breathing.
  package let aliases: [String]
  /// The pattern itself.
  public let pattern: BreathingPattern

  private init(id: String, name: String, spec: String, aliases: [String] = [], summary: String) {
    self.id = id
    self.name = name
    self.summary = summary
    self.aliases = aliases
    do {
      pattern = try BreathingPattern(parsing: spec)
    } catch {
      preconditionFailure("built-in pattern \(id) '\(spec)' is invalid: \(error.message)")
    }
  }

  /// Every built-in pattern, in the order `cadence pattern list` shows them.
  public static let builtIns: [BreathingPreset] = [
    BreathingPreset(
      id: "4-7-8", name: "4-7-8 relaxing breath", spec: "4-7-8", aliases: ["relax", "478"],
      summary: "In for 4, hold for 7, out for 8: a long exhale to wind down and fall asleep"),
    BreathingPreset(
      id: "box", name: "Box breathing", spec: "4-4-4-4", aliases: ["square", "4-4-4-4"],
      summary: "Four equal sides of 4 seconds: in, hold, out, hold, for calm focus"),
    BreathingPreset(
      id: "coherent", name: "Coherent breathing", spec: "5.5-5.5",
      aliases: ["resonance", "resonant", "5.5-5.5"],
      summary: "About 5.5 breaths a minute, in and out evenly, to steady the heart rhythm"),
    BreathingPreset(
      id: "sigh", name: "Physiological sigh", spec: "in 2 in 1 out 6",
      aliases: ["physiological-sigh", "double-inhale"],
      summary: "A deep inhale, a short top-up inhale, then a long exhale: fast relief from stress"),
    BreathingPreset(
      id: "long-exhale", name: "Long exhale (2:1)", spec: "4-8", aliases: ["2-to-1", "4-8"],
      summary: "Exhale twice as long as you inhale, to slow down gently"),
    BreathingPreset(
      id: "triangle", name: "Triangle breathing", spec: "4-4-4", aliases: ["4-4-4"],
      summary: "In, hold, out for 4 seconds each: a simpler box for beginners"),
    BreathingPreset(
      id: "energise", name: "Energising breath", spec: "6-0-2", aliases: ["energize", "6-2"],
      summary: "A long inhale and a quick exhale, to wake up; stop if you feel light-headed"),
  ]

  /// The built-in preset whose id, name or alias is `key`, ignoring case and surrounding
  /// whitespace; `nil` when none matches (the caller may then parse `key` as a spec).
  public static func builtIn(named key: String) -> BreathingPreset? {
    let wanted = key.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return builtIns.first { preset in
      preset.id == wanted || preset.name.lowercased() == wanted || preset.aliases.contains(wanted)
    }
  }
}
