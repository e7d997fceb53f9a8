import CadencePractice
import CadenceWords
import TerminalUI

/// The question after the last rate of `breathe resonance --find`: which felt easiest. A
/// digit answers (1 for the first rate), Escape or q answers none; nothing moves meanwhile.
struct FindQuestionApp: TerminalApp {
  /// The rates as written (`6.5`), in the order they were breathed.
  let rates: [String]
  let words: any Catalogue
  let keyHelp: KeyHelp
  /// The answer's index in ``rates``, once a digit chose it.
  private(set) var choice: Int?

  init(rates: [String], language: Language) {
    self.rates = rates
    words = language.catalogue
    keyHelp = KeyHelp([
      ("1–\(rates.count)", words.findChoose), (words.keyName(.escape), words.findNone),
    ])
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    guard case .key(.character(let key)) = event, let digit = key.wholeNumberValue,
      rates.indices.contains(digit - 1)
    else { return .continue }
    choice = digit - 1
    return .quit(.completed)
  }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    let lines = rates.enumerated().map { "\($0.offset + 1)  " + words.findChoice(rate: $0.element) }
    let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
    // The question, a blank, the answers left-aligned in a centred block.
    let top = max(0, (area.rows - lines.count - 2) / 2)
    buffer.render(TextLine(words.findQuestion, style: Style(bold: true)), in: area.row(top))
    let column = max(0, (area.columns - width) / 2)
    for (index, line) in lines.enumerated() where top + 2 + index < area.rows - 1 {
      buffer.put(line, at: column, row: top + 2 + index)
    }
    if area.rows > lines.count + 3 {
      buffer.render(keyHelp, in: area.row(area.rows - 1))
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }

  var terminalTitle: String? { words.findQuestion }
}
