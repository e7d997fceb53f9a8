import CadenceWords

extension ChineseCatalogue: ResonanceFindWords {
  func findStepHeading(step: Int, of count: Int) -> String {
    "寻找你的频率 · 第 \(step) 步，共 \(count) 步"
  }
  func findNext(rate: String) -> String { "下一步：每分钟 \(rate) 次" }
  func findRest(secondsLeft: Int) -> String { "自然呼吸 · \(secondsLeft)" }
  var findQuestion: String { "哪个频率最轻松？" }
  func findChoice(rate: String) -> String { "每分钟 \(rate) 次" }
  var findChoose: String { "选择" }
  var findNone: String { "都不选" }
  var findGoOn: String { "现在开始" }
  func findChosen(rate: String, setting: String) -> String {
    "你的共振呼吸频率现在是每分钟 \(rate) 次（“\(setting)”），“cadence breathe resonance” 会按这个频率呼吸。"
  }
  func findNoneChosen(setting: String, current: String) -> String {
    "没有选择频率，“\(setting)” 仍是 \(current)。"
  }
  var findStopped: String { "在提问之前结束了，没有选择频率。" }
}
