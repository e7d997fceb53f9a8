/// The courses that ship with Cadence.
///
/// Each grows gently: short sessions of an easy pattern first, longer ones later, so a
/// beginner is never asked for ten minutes of long holds on day one. Ids never change once
/// shipped, because stored progress refers to them.
extension BreathingProgram {
  /// Every built-in program, in the order `cadence program list` shows them.
  public static let builtIns: [BreathingProgram] = [calm, sleep, focus]

  /// The built-in program with this id (ignoring case), or `nil`.
  public static func builtIn(id: String) -> BreathingProgram? {
    let wanted = id.lowercased()
    return builtIns.first { $0.id == wanted }
  }

  /// Seven days of 4-7-8 growing from 4 cycles, with a coherent-breathing rest day.
  static let calm = BreathingProgram(
    id: "calm-7",
    steps: [
      cycles(1, "4-7-8", 4), cycles(2, "4-7-8", 5), cycles(3, "4-7-8", 6),
      minutes(4, "coherent", 3), minutes(5, "4-7-8", 3), minutes(6, "4-7-8", 4),
      minutes(7, "4-7-8", 5),
    ])

  /// Five evenings of slow, long-exhale breathing for falling asleep.
  static let sleep = BreathingProgram(
    id: "sleep",
    steps: [
      minutes(1, "long-exhale", 3), minutes(2, "long-exhale", 4), cycles(3, "4-7-8", 6),
      minutes(4, "4-7-8", 4), minutes(5, "4-7-8", 6),
    ])

  /// Five days of box breathing and sighs for a steady mind before work.
  static let focus = BreathingProgram(
    id: "focus",
    steps: [
      minutes(1, "triangle", 2), minutes(2, "box", 2), minutes(3, "box", 4),
      minutes(4, "box", 5), cycles(5, "sigh", 10),
    ])

  private static func cycles(_ day: Int, _ patternID: String, _ count: Int) -> Step {
    Step(day: day, patternID: patternID, length: .cycles(count))
  }

  private static func minutes(_ day: Int, _ patternID: String, _ count: Int) -> Step {
    Step(day: day, patternID: patternID, length: .about(.seconds(60 * count)))
  }
}
