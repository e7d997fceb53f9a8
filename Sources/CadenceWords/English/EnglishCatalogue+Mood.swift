extension EnglishCatalogue: MoodWords {
  public var moodBefore: String { "How do you feel now?" }
  public var moodAfter: String { "And now, how do you feel?" }
  public var moodScale: String { "1 low · 2 · 3 · 4 · 5 good" }
  public var moodAnswer: String { "answer" }
  public var moodSkip: String { "skip" }
  public func moodChange(practice: String, change: String, sessions: Int) -> String {
    "Mood, \(practice): \(change) on average (\(sessions) session\(sessions == 1 ? "" : "s"))"
  }
}
