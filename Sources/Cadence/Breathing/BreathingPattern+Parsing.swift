/// Reading a pattern from text: the dash form and the word form.
///
/// - Dash form: 2 to 4 numbers of seconds separated by `-`: `5.5-5.5` (in-out), `4-7-8`
///   (in-hold-out), `4-4-4-4` (in-hold-out-hold). A negative number is written with its
///   own minus sign (`4--7-8`), so it can be reported as negative rather than as garbage.
/// - Word form: `in`/`inhale`, `out`/`exhale` and `hold`, each followed by seconds, in any
///   order and number: `in 4 hold 7 out 8 hold 0`, the physiological sigh `in 2 in 1 out 6`.
///   A hold after an inhale is a full hold, a hold after an exhale (or at the start,
///   following the cycle's last exhale) an empty one.
///
/// Seconds are decimals with up to nine fractional digits, converted to nanoseconds
/// exactly (never through `Double`), optionally followed by `s`. Keywords ignore case.
extension BreathingPattern {
  /// Parses a pattern spec; see the extension's discussion for the accepted forms.
  ///
  /// - Throws: ``BreathingPatternError`` quoting `text`.
  public init(parsing text: String) throws(BreathingPatternError) {
    let trimmed = Self.trimmingWhitespace(text)
    guard !trimmed.isEmpty else { throw .empty }
    let phases: [BreathingPhase]
    if trimmed.first!.isLetter {
      phases = try Self.wordForm(trimmed)
    } else {
      phases = try Self.dashForm(trimmed)
    }
    try self.init(validating: phases, spec: trimmed)
  }

  private static func dashForm(_ text: String) throws(BreathingPatternError) -> [BreathingPhase] {
    var tokens: [String] = []
    var current = ""
    for character in text {
      if character == "-" && !current.isEmpty {
        tokens.append(current)
        current = ""
      } else {
        current.append(character)
      }
    }
    tokens.append(current)
    let kinds: [BreathingPhase.Kind]? =
      switch tokens.count {
      case 2: [.inhale, .exhale]
      case 3: [.inhale, .holdAfterInhale, .exhale]
      case 4: [.inhale, .holdAfterInhale, .exhale, .holdAfterExhale]
      default: nil
      }
    // Check every number before the count, so garbage is reported as garbage.
    var values: [Duration] = []
    for (index, token) in tokens.map(trimmingWhitespace).enumerated() {
      // An empty token is a dangling dash: the whole text is malformed.
      guard !token.isEmpty else { throw .unrecognized(text, pattern: text) }
      values.append(try seconds(token, of: kinds?[index], pattern: text))
    }
    guard let kinds else { throw .wrongNumberOfPhases(values.count, pattern: text) }
    return zip(kinds, values).map { BreathingPhase($0, $1) }
  }

  private static func wordForm(_ text: String) throws(BreathingPatternError) -> [BreathingPhase] {
    let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
    var phases: [BreathingPhase] = []
    var index = 0
    while index < words.count {
      let keyword = words[index]
      let kind: BreathingPhase.Kind
      switch keyword.lowercased() {
      case "in", "inhale": kind = .inhale
      case "out", "exhale": kind = .exhale
      case "hold":
        kind =
          phases.last { !$0.kind.isHold }?.kind == .inhale ? .holdAfterInhale : .holdAfterExhale
      default: throw .unrecognized(keyword, pattern: text)
      }
      guard index + 1 < words.count else { throw .missingSeconds(after: keyword, pattern: text) }
      phases.append(BreathingPhase(kind, try seconds(words[index + 1], of: kind, pattern: text)))
      index += 2
    }
    // Holds before the first breath follow the cycle's last breath.
    if let last = phases.last(where: { !$0.kind.isHold }) {
      for index in phases.indices {
        guard phases[index].kind.isHold else { break }
        phases[index].kind = last.kind == .inhale ? .holdAfterInhale : .holdAfterExhale
      }
    }
    return phases
  }

  private static func trimmingWhitespace(_ text: String) -> String {
    guard let first = text.firstIndex(where: { !$0.isWhitespace }),
      let last = text.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(text[first...last])
  }

  /// Exact seconds from `4`, `5.5` or `0.25s`; more than nine decimals, or anything else,
  /// is unrecognised. Negative and huge numbers are reported here, quoting the token as
  /// written (`kind` names the phase; it is `nil` in a dash form with a wrong count, which
  /// is reported next).
  private static func seconds(
    _ token: String, of kind: BreathingPhase.Kind?, pattern: String
  ) throws(BreathingPatternError) -> Duration {
    var body = Substring(token)
    if body.hasSuffix("s") || body.hasSuffix("S") { body = body.dropLast() }
    let negative = body.hasPrefix("-")
    if negative { body = body.dropFirst() }
    let parts = body.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    let isDigits = { (part: Substring) in
      !part.isEmpty && part.allSatisfy { $0.isASCII && $0.isNumber }
    }
    guard isDigits(parts[0]), parts.count == 1 || (isDigits(parts[1]) && parts[1].count <= 9) else {
      throw .unrecognized(token, pattern: pattern)
    }
    if negative { throw .negative(token, pattern: pattern) }
    // Beyond six digits the value is far past the limit, and could overflow below.
    if parts[0].drop(while: { $0 == "0" }).count > 6 {
      guard let kind else { return .zero }
      throw .phaseTooLong("\(kind.keyword) \(token)", pattern: pattern)
    }
    let fractionDigits = parts.count == 2 ? parts[1] : ""
    let fraction = Int64(fractionDigits + String(repeating: "0", count: 9 - fractionDigits.count))!
    return .nanoseconds(Int64(parts[0])! * 1_000_000_000 + fraction)
  }
}
