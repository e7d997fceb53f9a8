import Cadence

/// The engine's built-in patterns by id, so every language must name and describe each
/// (a test checks this list against `BreathingPreset.builtIns`).
public enum BuiltInPattern: String, CaseIterable, Sendable {
  /// 4-7-8, the relaxing breath.
  case relaxing = "4-7-8"
  /// Box breathing, 4-4-4-4.
  case box
  /// Coherent (resonance) breathing, about 5.5 s in and out.
  case coherent
  /// The physiological sigh: a double inhale, a long exhale.
  case sigh
  /// Cyclic sighing: five minutes of physiological sighs (Balban et al. 2023).
  case cyclicSighing = "cyclic-sigh"
  /// An exhale longer than the inhale.
  case longExhale = "long-exhale"
  /// Triangle breathing: in, hold, out.
  case triangle
  /// An energising pattern.
  case energise

  /// The built-in of `preset`; `nil` only if the engine ships one this list lacks.
  public init?(_ preset: BreathingPreset) {
    self.init(rawValue: preset.id)
  }

  /// The built-in a name in any language Cadence speaks names, so `cadence breathe 盒式呼吸`
  /// works as `cadence breathe box`: letter case, spaces and a bracketed ending
  /// (延长呼气（2:1）, Long exhale (2:1)) do not matter.
  public static func named(_ text: String) -> BuiltInPattern? {
    let wanted = folded(text)
    guard !wanted.isEmpty else { return nil }
    return allCases.first { pattern in
      Language.allCases.contains { language in
        let name = language.words.patternName(pattern)
        return folded(name) == wanted || folded(withoutBracket(name)) == wanted
      }
    }
  }

  /// The preset this built-in stands for.
  public var preset: BreathingPreset? {
    BreathingPreset.builtIn(named: rawValue)
  }

  private static func folded(_ text: String) -> String {
    String(text.lowercased().filter { !$0.isWhitespace })
  }

  private static func withoutBracket(_ name: String) -> String {
    String(name.prefix { $0 != "（" && $0 != "(" })
  }
}

/// The engine's built-in programs by id, so every language must name and describe each.
public enum BuiltInProgram: String, CaseIterable, Sendable {
  /// Seven days of calm.
  case calm = "calm-7"
  /// Breathing before sleep.
  case sleep
  /// Breathing to focus.
  case focus

  /// The built-in of `program`; `nil` only if the engine ships one this list lacks.
  public init?(_ program: BreathingProgram) {
    self.init(rawValue: program.id)
  }
}

extension BreathingWords {
  /// The name of the pattern a session recorded as `id`: a built-in's name in this
  /// language, a resonance pace's (`resonance 5.5`), else `id` itself (a saved name or a
  /// spec).
  public func patternName(id: String) -> String {
    if let pace = ResonancePace(name: id) { return resonanceName(pace) }
    return BreathingPreset.builtIn(named: id).flatMap(BuiltInPattern.init).map(patternName) ?? id
  }
}

extension ProgramWords {
  /// A program's name in this language, else its id.
  public func programName(of program: BreathingProgram) -> String {
    BuiltInProgram(program).map(programName) ?? program.id
  }

  /// A program's one-line description in this language, else nothing.
  public func programSummary(of program: BreathingProgram) -> String {
    BuiltInProgram(program).map(programSummary) ?? ""
  }
}
