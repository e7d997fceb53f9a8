import CadencePractice
import CadenceWords

extension ChineseCatalogue: MeditateWords {
  func plainWarmUp(_ time: String) -> String { "准备 \(time)" }
  func plainStartBell(left: String) -> String { "开始  剩余 \(left)" }
  func plainIntervalBell(_ number: Int, left: String) -> String {
    "第 \(number) 次钟声  剩余 \(left)"
  }
  var plainEndBell: String { "结束" }
  func meditateSummary(sat: Int64, planned: Int64) -> String {
    sat >= planned
      ? "\(practiceName(.meditate)) \(Self.prose(seconds: planned))，整段完成。"
      : "\(practiceName(.meditate)) \(Self.prose(seconds: sat))，计划 \(Self.prose(seconds: planned))。"
  }

  /// "1 小时 5 分钟"、"3 分钟 12 秒"、"12 秒"、"0 秒"：不为零的部分。
  private static func prose(seconds: Int64) -> String {
    let parts = [(seconds / 3600, "小时"), (seconds / 60 % 60, "分钟"), (seconds % 60, "秒")]
      .filter { $0.0 > 0 }.map { "\($0.0) \($0.1)" }
    return parts.isEmpty ? "0 秒" : parts.joined(separator: " ")
  }
}
