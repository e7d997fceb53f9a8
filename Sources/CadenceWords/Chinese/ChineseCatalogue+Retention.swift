extension ChineseCatalogue: RetentionWords {
  public var retentionListTitle: String { "屏息练习" }
  public func retentionTitle(round: Int, of count: Int) -> String {
    "屏息练习 · 第 \(round) 轮，共 \(count) 轮"
  }
  public func retentionBreath(inhaling: Bool) -> String { inhaling ? "深吸气" : "放松呼气" }
  public func retentionBreathCount(_ breath: Int, of count: Int) -> String {
    "第 \(breath) 次，共 \(count) 次"
  }
  public func retentionHold(_ held: String) -> String { "屏息 · \(held)" }
  public func retentionCapNote(_ cap: String) -> String { "到 \(cap) 会自动结束" }
  public func retentionRecovery(secondsLeft: Int) -> String { "吸气并屏住 · \(secondsLeft)" }
  public func retentionHeld(_ held: String) -> String { "屏息了 \(held)" }
  public func retentionCapped(_ cap: String) -> String { "屏息到了 \(cap) 的上限，已自动结束" }
  public var retentionEndHold: String { "吸气" }
  public var retentionSafetyTitle: String { "第一次做屏息练习之前" }
  public var retentionSafetyLines: [String] {
    [
      "不要在水中或水边练习。", "不要在开车或做需要保持警觉的事时练习。", "坐下或躺下，在不会摔倒的地方练习。",
      "一感到头晕、发昏或不适就立刻停下。", "怀孕、有癫痫或心脏疾病时不要练习。",
    ]
  }
  public var retentionSafetyGoOn: String { "我已了解，继续" }
  public var retentionCapTooLong: String { "屏息上限最多 5 分钟（默认 3m）" }
  public func holdsText(_ holds: [String]) -> String { "屏息 " + holds.joined(separator: "、") }
}
