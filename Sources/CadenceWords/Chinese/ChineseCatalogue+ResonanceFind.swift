extension ChineseCatalogue: ResonanceFindWords {
  public func findStepHeading(step: Int, of count: Int) -> String {
    "寻找你的频率 · 第 \(step) 步，共 \(count) 步"
  }
  public func findNext(rate: String) -> String { "下一步：每分钟 \(rate) 次" }
  public func findRest(secondsLeft: Int) -> String { "自然呼吸 · \(secondsLeft)" }
  public var findQuestion: String { "哪个频率最轻松？" }
  public func findChoice(rate: String) -> String { "每分钟 \(rate) 次" }
  public var findChoose: String { "选择" }
  public var findNone: String { "都不选" }
  public var findGoOn: String { "现在开始" }
  public func findChosen(rate: String, setting: String) -> String {
    "你的共振呼吸频率现在是每分钟 \(rate) 次（“\(setting)”），“cadence breathe resonance” 会按这个频率呼吸。"
  }
  public func findNoneChosen(setting: String, current: String) -> String {
    "没有选择频率，“\(setting)” 仍是 \(current)。"
  }
  public var findStopped: String { "在提问之前结束了，没有选择频率。" }
}
