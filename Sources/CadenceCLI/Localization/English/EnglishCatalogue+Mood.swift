import CadenceWords

extension EnglishCatalogue: MoodWords {
  var moodBefore: String { "How do you feel now?" }
  var moodAfter: String { "And now, how do you feel?" }
  var moodScale: String { "1 low · 2 · 3 · 4 · 5 good" }
  var moodAnswer: String { "answer" }
  var moodSkip: String { "skip" }
  func moodChange(practice: String, change: String, sessions: Int) -> String {
    "Mood, \(practice): \(change) on average (\(sessions) session\(sessions == 1 ? "" : "s"))"
  }
}
