import CadenceWords

extension ChineseCatalogue: MeditateWords {
  var meditateTitle: String { "冥想" }
  var settlingIn: String { "静坐准备，第一声钟响后开始" }
  func nextBellIn(_ time: String) -> String { "下一次钟声：\(time) 后" }
  var endBellsNext: String { "结束时响三声钟" }
  var sittingOver: String { "冥想结束" }
  func plainWarmUp(_ time: String) -> String { "准备 \(time)" }
  func plainStartBell(left: String) -> String { "开始  剩余 \(left)" }
  func plainIntervalBell(_ number: Int, left: String) -> String {
    "第 \(number) 次钟声  剩余 \(left)"
  }
  var plainEndBell: String { "结束" }
  func meditateSummary(sat: String, planned: String) -> String {
    "冥想 \(sat)，计划 \(planned)"
  }
}
