import CadencePractice
import CadenceWords

/// The breathing coach's desktop words (issue 46) beyond the shared ones (`RetentionWords`,
/// `MoodWords`, `ResonanceFindWords`): the way into retention rounds and finding the rate,
/// their fields and buttons, their summary.
protocol CoachWords {
  /// The breathe page's button to retention rounds: "Retention rounds…".
  var retentionOpen: String { get }
  /// The setup's fields: rounds, breaths a round, the cap (a length, as `--max-hold`).
  var retentionRoundsField: String { get }
  var retentionBreathsField: String { get }
  var retentionMaxHoldField: String { get }
  /// The cap written `text` is refused: not a length (`problem`), or longer than 5 minutes
  /// (`nil`: the terminal's `--max-hold` words).
  func retentionCapRefused(_ text: String, _ problem: ValueProblem?) -> String
  /// Back to the breathing chooser.
  var back: String { get }
  /// The button that ends a hold: "Breathe in".
  var retentionEndHoldButton: String { get }
  /// Names of the rounds' Start and Stop and of the safety page's Back, apart from the
  /// breathing's own (a screen reader tells each control by its name).
  var retentionStartName: String { get }
  var retentionStopName: String { get }
  var retentionSafetyBackName: String { get }
  /// After the rounds: "3 of 3 rounds, holds 1:23.4, 1:41.0", and whether they were
  /// stopped before the end.
  func retentionDone(roundsDone: Int, of count: Int, holds: [String], completed: Bool) -> String
  /// A session's mood check in history, before → after: "mood 2 → 4" (a skipped answer
  /// is "–").
  func moodText(before: Int?, after: Int?) -> String
  /// The mood check's answers could not be kept with the session.
  func moodNotSaved(_ error: any Error) -> String
  /// The mood check's button that leaves it unanswered: "Skip".
  var moodSkipButton: String { get }
  /// The voice was asked for and eSpeak NG is missing: the terminal's one notice.
  var noVoice: String { get }
  /// The breathe page's button to find the resonance rate: "Find your rate…".
  var findOpen: String { get }
  /// The rest's button that starts the next rate at once: "Start now".
  var findStartNowButton: String { get }
  /// The rest's Stop, by name: "Stop finding your rate".
  var findStopName: String { get }
  /// The question's button that chooses no rate: "None of them".
  var findNoneButton: String { get }
  /// The rate chosen could not be kept as `setting` (the store's error).
  func findNotSaved(rate: String, setting: String, _ error: any Error) -> String
}

extension EnglishCatalogue: CoachWords {
  var retentionOpen: String { "Retention rounds…" }
  var retentionRoundsField: String { "Rounds" }
  var retentionBreathsField: String { "Breaths a round" }
  var retentionMaxHoldField: String { "Longest hold (at most 5m)" }
  func retentionCapRefused(_ text: String, _ problem: ValueProblem?) -> String {
    "Invalid value '\(text)' for the longest hold: "
      + (problem.map(settingRefused) ?? retentionCapTooLong + ".")
  }
  var back: String { "Back" }
  var retentionEndHoldButton: String { "Breathe in" }
  var retentionStartName: String { "Start retention rounds" }
  var moodSkipButton: String { "Skip" }
  var retentionStopName: String { "Stop retention rounds" }
  var retentionSafetyBackName: String { "Back, without going on" }
  func retentionDone(roundsDone: Int, of count: Int, holds: [String], completed: Bool) -> String {
    var line = "\(roundsDone) of \(count) round\(count == 1 ? "" : "s")"
    if !holds.isEmpty { line += ", " + holdsText(holds) }
    return completed ? line : line + " (stopped early)"
  }
  func moodText(before: Int?, after: Int?) -> String {
    "mood \(before.map(String.init) ?? "–") → \(after.map(String.init) ?? "–")"
  }
  func moodNotSaved(_ error: any Error) -> String { "The mood check was not saved: \(error)." }
  var noVoice: String {
    "No voice: libespeak-ng.so.1 (eSpeak NG) is not installed; the tones play instead"
  }
  var findOpen: String { "Find your rate…" }
  var findStartNowButton: String { "Start now" }
  var findStopName: String { "Stop finding your rate" }
  var findNoneButton: String { "None of them" }
  func findNotSaved(rate: String, setting: String, _ error: any Error) -> String {
    "\(rate) breaths a minute could not be kept as \(setting): \(error)."
  }
}

extension ChineseCatalogue: CoachWords {
  var retentionOpen: String { "屏息练习…" }
  var retentionRoundsField: String { "轮数" }
  var retentionBreathsField: String { "每轮深呼吸次数" }
  var retentionMaxHoldField: String { "最长屏息（最多 5m）" }
  func retentionCapRefused(_ text: String, _ problem: ValueProblem?) -> String {
    "最长屏息的值 “\(text)” 无效：" + (problem.map(settingRefused) ?? retentionCapTooLong + "。")
  }
  var back: String { "返回" }
  var retentionEndHoldButton: String { "吸气" }
  var retentionStartName: String { "开始屏息练习" }
  var moodSkipButton: String { "跳过" }
  var retentionStopName: String { "结束屏息练习" }
  var retentionSafetyBackName: String { "返回，先不练习" }
  func retentionDone(roundsDone: Int, of count: Int, holds: [String], completed: Bool) -> String {
    var line = "完成 \(roundsDone)/\(count) 轮"
    if !holds.isEmpty { line += "，" + holdsText(holds) }
    return completed ? line : line + "（提前结束）"
  }
  func moodText(before: Int?, after: Int?) -> String {
    "心情 \(before.map(String.init) ?? "–") → \(after.map(String.init) ?? "–")"
  }
  func moodNotSaved(_ error: any Error) -> String { "心情记录没有保存：\(error)。" }
  var noVoice: String { "没有语音：未安装 eSpeak NG 的库 libespeak-ng.so.1，改为播放提示音。" }
  var findOpen: String { "寻找你的频率…" }
  var findStartNowButton: String { "现在开始" }
  var findStopName: String { "结束寻找频率" }
  var findNoneButton: String { "都不选" }
  func findNotSaved(rate: String, setting: String, _ error: any Error) -> String {
    "无法把每分钟 \(rate) 次保存为 “\(setting)”：\(error)。"
  }
}
