import CadencePractice
import CadenceWords
import TerminalUI

/// The page shown before the first retention rounds ever: where never to do them and when
/// to stop. Enter goes on (and it is not shown again); q or Escape leaves without starting.
struct RetentionSafetyApp: TerminalApp {
  let words: any Catalogue
  let keyHelp: KeyHelp
  /// Whether the person went on.
  private(set) var accepted = false

  init(language: Language) {
    words = language.catalogue
    keyHelp = KeyHelp([
      (words.keyName(.enter), words.retentionSafetyGoOn), ("q", words.keyAction(.quit)),
    ])
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    guard case .key(.enter) = event else { return .continue }
    accepted = true
    return .quit(.completed)
  }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    let lines = words.retentionSafetyLines
    let top = max(0, (area.rows - lines.count - 4) / 2)
    buffer.render(TextLine(words.retentionSafetyTitle, style: Style(bold: true)), in: area.row(top))
    for (index, line) in lines.enumerated() where top + 2 + index < area.rows - 1 {
      buffer.render(TextLine(line), in: area.row(top + 2 + index))
    }
    if area.rows > lines.count + 3 {
      buffer.render(keyHelp, in: area.row(area.rows - 1))
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }
}
