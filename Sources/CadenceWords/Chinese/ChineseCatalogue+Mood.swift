extension ChineseCatalogue: MoodWords {
  public var moodBefore: String { "现在感觉如何？" }
  public var moodAfter: String { "练习之后，感觉如何？" }
  public var moodScale: String { "1 很差 · 2 · 3 · 4 · 5 很好" }
  public var moodAnswer: String { "回答" }
  public var moodSkip: String { "跳过" }
  public func moodChange(practice: String, change: String, sessions: Int) -> String {
    "心情，\(practice)：平均变化 \(change)（\(sessions) 次练习）"
  }
}
