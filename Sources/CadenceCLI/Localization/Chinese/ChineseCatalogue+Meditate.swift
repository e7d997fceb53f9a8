import CadenceWords

extension ChineseCatalogue: MeditateWords {
  func plainWarmUp(_ time: String) -> String { "准备 \(time)" }
  func plainStartBell(left: String) -> String { "开始  剩余 \(left)" }
  func plainIntervalBell(_ number: Int, left: String) -> String {
    "第 \(number) 次钟声  剩余 \(left)"
  }
  var plainEndBell: String { "结束" }
  func meditateSummary(sat: String, planned: String) -> String {
    "\(practiceName(.meditate)) \(sat)，计划 \(planned)"
  }
}
