import CadencePractice
import CadenceWords
import TerminalUI

/// The mood check's question, before or after a practice: one key, 1 (low) to 5 (good);
/// Escape or q skips it. Full screen, as the practice is, so nothing scrolls between them.
struct MoodQuestionApp: TerminalApp {
  /// The question.
  let question: String
  let words: any Catalogue
  let keyHelp: KeyHelp
  /// The answer, once a digit gave it.
  private(set) var answer: Int?

  init(after: Bool, language: Language) {
    words = language.catalogue
    question = after ? words.moodAfter : words.moodBefore
    keyHelp = KeyHelp([("1–5", words.moodAnswer), (words.keyName(.escape), words.moodSkip)])
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    guard case .key(.character(let key)) = event, let digit = key.wholeNumberValue,
      (1...5).contains(digit)
    else { return .continue }
    answer = digit
    return .quit(.completed)
  }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    let middle = area.rows / 2
    buffer.render(TextLine(question, style: Style(bold: true)), in: area.row(max(0, middle - 1)))
    if area.rows > 2 {
      buffer.render(TextLine(words.moodScale), in: area.row(middle + 1))
    }
    if area.rows > 4 {
      buffer.render(keyHelp, in: area.row(area.rows - 1))
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }

  var terminalTitle: String? { question }
}
