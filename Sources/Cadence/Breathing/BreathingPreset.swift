/// A named breathing pattern that ships with Cadence.
///
/// Presets are looked up by ``id`` (what `cadence breathe box` and a program step name)
/// or by an alias (the English name among them), ignoring case. Their names and
/// descriptions are an app's words, in its language, keyed by ``id``. Their ids never change once shipped, because
/// the store records them with every session and every program step refers to one.
public struct BreathingPreset: Hashable, Sendable, Identifiable {
  /// The stable identifier, e.g. `box`; lowercase, no spaces.
  public let id: String
  /// Other words that find it, lowercase, e.g. `resonance` or `coherent breathing`.
  package let aliases: [String]
  /// The pattern itself.
  public let pattern: BreathingPattern
  /// How long a session of it is when the person asks for no length: a practice defined
  /// by its length (cyclic sighing is five minutes) has one; a pattern has none.
  public let length: BreathingSession.Length?

  private init(
    id: String, spec: String, aliases: [String], length: BreathingSession.Length? = nil
  ) {
    self.id = id
    self.aliases = aliases
    self.length = length
    do {
      pattern = try BreathingPattern(parsing: spec)
    } catch {
      preconditionFailure("built-in pattern \(id) '\(spec)' is invalid: \(error)")
    }
  }

  /// Every built-in pattern, in the order `cadence pattern list` shows them.
  public static let builtIns: [BreathingPreset] = [
    BreathingPreset(
      id: "4-7-8", spec: "4-7-8",
      aliases: ["relax", "478", "4-7-8 relaxing breath"]),
    BreathingPreset(
      id: "box", spec: "4-4-4-4",
      aliases: ["square", "4-4-4-4", "box breathing"]),
    BreathingPreset(
      id: "coherent", spec: "5.5-5.5",
      aliases: ["5.5-5.5", "coherent breathing"]),
    BreathingPreset(
      id: "sigh", spec: "in 2 in 1 out 6",
      aliases: ["physiological-sigh", "double-inhale", "physiological sigh"]),
    // Balban et al. 2023 (Cell Reports Medicine): five minutes a day of a double inhale
    // through the nose and a long exhale lifted mood and eased breathing more than
    // mindfulness meditation did. 10 s a breath: 30 breaths in five minutes.
    BreathingPreset(
      id: "cyclic-sigh", spec: "in 2 in 1 out 7",
      aliases: ["sighing", "cyclic-sighing", "cyclic sighing"], length: .about(.seconds(300))),
    BreathingPreset(
      id: "long-exhale", spec: "4-8",
      aliases: ["2-to-1", "4-8", "long exhale (2:1)"]),
    BreathingPreset(
      id: "triangle", spec: "4-4-4",
      aliases: ["4-4-4", "triangle breathing"]),
    BreathingPreset(
      id: "energise", spec: "6-0-2",
      aliases: ["energize", "6-2", "energising breath"]),
  ]

  /// The built-in preset whose id or alias is `key`, ignoring case and surrounding
  /// whitespace; `nil` when none matches (the caller may then parse `key` as a spec).
  public static func builtIn(named key: String) -> BreathingPreset? {
    let wanted = key.lowercased().split(whereSeparator: \.isWhitespace).joined(separator: " ")
    return builtIns.first { preset in
      preset.id == wanted || preset.aliases.contains(wanted)
    }
  }
}
