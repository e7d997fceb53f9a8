extension EnglishCatalogue: RetentionWords {
  public var retentionListTitle: String { "Retention rounds" }
  public func retentionTitle(round: Int, of count: Int) -> String {
    "Retention rounds · round \(round) of \(count)"
  }
  public func retentionBreath(inhaling: Bool) -> String {
    inhaling ? "Breathe in deeply" : "Let go"
  }
  public func retentionBreathCount(_ breath: Int, of count: Int) -> String {
    "breath \(breath) of \(count)"
  }
  public func retentionHold(_ held: String) -> String { "Hold · \(held)" }
  public func retentionCapNote(_ cap: String) -> String { "the cap ends it at \(cap)" }
  public func retentionRecovery(secondsLeft: Int) -> String {
    "Breathe in and hold · \(secondsLeft)"
  }
  public func retentionHeld(_ held: String) -> String { "held \(held)" }
  public func retentionCapped(_ cap: String) -> String { "The \(cap) cap ended the hold" }
  public var retentionEndHold: String { "breathe in" }
  public var retentionSafetyTitle: String { "Before your first retention rounds" }
  public var retentionSafetyLines: [String] {
    [
      "Never in or near water.", "Never while driving, or doing anything that needs you alert.",
      "Sit or lie down, somewhere you cannot fall.",
      "Stop at once if you feel dizzy, faint or unwell.",
      "Not if you are pregnant, or have epilepsy or a heart condition.",
    ]
  }
  public var retentionSafetyGoOn: String { "I understand, go on" }
  public var retentionCapTooLong: String {
    "a hold is capped at 5 minutes at most (the default is 3m)"
  }
  public func holdsText(_ holds: [String]) -> String { "holds " + holds.joined(separator: ", ") }
}
