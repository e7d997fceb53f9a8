import CadenceWords

extension ChineseCatalogue: RetentionSummaryWords {
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
  func holdsStats(best: String, average: String, count: Int) -> String {
    "屏息：最长 \(best)，平均 \(average)（共 \(count) 次）"
  }
  var retentionListSummary: String {
    "每轮 30 次深呼吸，然后屏息，按空格结束，再吸气屏住 15 秒。"
  }
  var retentionSafetyDeclined: String { "没有开始：没有确认安全须知。" }
}
