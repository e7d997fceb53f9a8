/// What the mood check says: its two questions, the scale, and the stats' line.
public protocol MoodWords {
  /// Before the practice: "How do you feel now?".
  var moodBefore: String { get }
  /// After it: "And now, how do you feel?".
  var moodAfter: String { get }
  /// The scale under the question: "1 low · 2 · 3 · 4 · 5 good".
  var moodScale: String { get }
  /// The key help's action for the digits: "answer".
  var moodAnswer: String { get }
  /// The key help's action for Escape: "skip".
  var moodSkip: String { get }
  /// The stats' line for one practice kind: "Mood, breathing: +1.2 on average (5 sessions)";
  /// `change` is signed, one decimal.
  func moodChange(practice: String, change: String, sessions: Int) -> String
}
