/// Writing patterns and seconds back as text, the inverse of parsing.
extension BreathingPattern {
  /// The dash form when `phases` fit in-[hold]-out-[hold] with one inhale and one exhale
  /// and no negative durations, else the word form. A missing hold before a final hold is written as `0`.
  static func spec(of phases: [BreathingPhase]) -> String {
    if let dashed = dashForm(of: phases) { return dashed }
    return phases.map { "\($0.kind.keyword) \(seconds($0.duration))" }.joined(separator: " ")
  }

  private static func dashForm(of phases: [BreathingPhase]) -> String? {
    // A negative value in the dash form (`-1-4`) reads like a typo; words are clearer.
    guard phases.allSatisfy({ $0.duration >= .zero }) else { return nil }
    var rest = phases[...]
    guard let inhale = rest.popFirst(), inhale.kind == .inhale else { return nil }
    let fullHold = rest.first?.kind == .holdAfterInhale ? rest.popFirst() : nil
    guard let exhale = rest.popFirst(), exhale.kind == .exhale else { return nil }
    let emptyHold = rest.first?.kind == .holdAfterExhale ? rest.popFirst() : nil
    guard rest.isEmpty else { return nil }
    var parts = [inhale.duration]
    if fullHold != nil || emptyHold != nil {
      parts.append(fullHold?.duration ?? .zero)
    }
    parts.append(exhale.duration)
    if let emptyHold {
      parts.append(emptyHold.duration)
    }
    return parts.map(seconds).joined(separator: "-")
  }

  /// Seconds as the shortest exact decimal: `4`, `5.5`, `0.25`, `-7`.
  package static func seconds(_ duration: Duration) -> String {
    let nanoseconds = ExactTime.nanoseconds(flooring: duration)
    let sign = nanoseconds < 0 ? "-" : ""
    let magnitude = nanoseconds.magnitude
    let whole = magnitude / 1_000_000_000
    var fraction = magnitude % 1_000_000_000
    guard fraction > 0 else { return "\(sign)\(whole)" }
    var digits = 9
    while fraction % 10 == 0 {
      fraction /= 10
      digits -= 1
    }
    let padded = String(repeating: "0", count: digits - String(fraction).count) + String(fraction)
    return "\(sign)\(whole).\(padded)"
  }
}
