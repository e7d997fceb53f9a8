import CadenceWords

extension ChineseCatalogue: RetentionWords {
  func retentionTitle(round: Int, of count: Int) -> String {
    "屏息练习 · 第 \(round) 轮，共 \(count) 轮"
  }
  func retentionBreath(inhaling: Bool) -> String { inhaling ? "深吸气" : "放松呼气" }
  func retentionBreathCount(_ breath: Int, of count: Int) -> String {
    "第 \(breath) 次，共 \(count) 次"
  }
  func retentionHold(_ held: String) -> String { "屏息 · \(held)" }
  func retentionCapNote(_ cap: String) -> String { "到 \(cap) 会自动结束" }
  func retentionRecovery(secondsLeft: Int) -> String { "吸气并屏住 · \(secondsLeft)" }
  func retentionHeld(_ held: String) -> String { "屏息了 \(held)" }
  func retentionCapped(_ cap: String) -> String { "屏息到了 \(cap) 的上限，已自动结束" }
  var retentionEndHold: String { "吸气" }
  var retentionSafetyTitle: String { "第一次做屏息练习之前" }
  var retentionSafetyLines: [String] {
    [
      "不要在水中或水边练习。", "不要在开车或做需要保持警觉的事时练习。", "坐下或躺下，在不会摔倒的地方练习。",
      "一感到头晕、发昏或不适就立刻停下。", "怀孕、有癫痫或心脏疾病时不要练习。",
    ]
  }
  var retentionSafetyGoOn: String { "我已了解，继续" }
  func retentionSummary(roundsDone: Int, of count: Int, holds: [String], ending: SessionEnd)
    -> String
  {
    var line = "屏息练习：完成 \(roundsDone)/\(count) 轮"
    if !holds.isEmpty { line += "，屏息 " + holds.joined(separator: "、") }
    switch ending {
    case .completed: return line
    case .stoppedEarly: return line + "（提前结束）"
    case .interrupted: return line + "（中断）"
    }
  }
  func holdsText(_ holds: [String]) -> String { "屏息 " + holds.joined(separator: "、") }
  func holdsStats(best: String, average: String, count: Int) -> String {
    "屏息：最长 \(best)，平均 \(average)（共 \(count) 次）"
  }
  var retentionListTitle: String { "屏息练习" }
  var retentionListSummary: String {
    "每轮 30 次深呼吸，然后屏息，按空格结束，再吸气屏住 15 秒。"
  }
  var retentionSafetyDeclined: String { "没有开始：没有确认安全须知。" }
}
