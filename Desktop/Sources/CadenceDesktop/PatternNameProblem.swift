import Cadence
import CadenceStore
import CadenceWords

/// What a saved pattern's name may not be, as `cadence pattern add` refuses it: empty, a
/// built-in's id, name or alias, a word of the pattern language, or a name that does not
/// start with a letter, holds a space or a control character, or is too long.
///
/// A copy of the terminal's rule, `PatternCommand.problem(withName:)` in CadenceCLI, which
/// the desktop cannot import: the rule belongs in CadencePractice, for both to share.
enum PatternNameProblem: Error, Hashable {
  case empty
  case builtIn(String)
  case patternWord(String)
  case invalid(String)

  /// The longest name: ``SafeText``'s, which the store and an import apply too.
  static let longest = SafeText.Field.patternName.limit

  /// Why `name` cannot be a saved pattern's name; `nil` when it can.
  static func of(_ name: String) -> PatternNameProblem? {
    if name.isEmpty { return .empty }
    if BreathingPreset.builtIn(named: name) != nil || BuiltInPattern.named(name) != nil
      || name.lowercased() == ResonancePace.keyword
    {
      return .builtIn(name)
    }
    if ["in", "inhale", "out", "exhale", "hold"].contains(name.lowercased()) {
      return .patternWord(name)
    }
    guard SafeText.problem(in: name, as: .patternName) == nil, name.first?.isLetter == true,
      !name.contains(where: {
        $0.isWhitespace || $0.isNewline || $0.asciiValue.map { $0 < 32 } == true
      }),
      name.count <= longest
    else { return .invalid(name) }
    return nil
  }
}

/// What the pattern editor shows of a spec as it is typed.
enum PatternPreview {
  /// Seconds as a person writes them: `4`, `5.5`.
  static func seconds(_ duration: Duration) -> String {
    let tenths =
      (Double(duration.components.seconds) * 10
      + Double(duration.components.attoseconds) / 1e17).rounded()
    let whole = Int(tenths) / 10
    let tenth = Int(tenths) % 10
    return tenth == 0 ? "\(whole)" : "\(whole).\(tenth)"
  }
}
