import CadencePractice
import CadenceWords
import TerminalUI

/// The rest between two rates of `breathe resonance --find`: the next rate, and the seconds
/// left until it starts. It ends by itself when the rest is over; Space or Enter starts the
/// next rate at once, q or Escape stops the protocol.
struct FindRestApp: TerminalApp {
  /// How long the rest lasts, from loop time zero (the first frame).
  let length: Duration
  /// "Next: 6.0 breaths a minute".
  let headline: String
  let words: any Catalogue
  let keyHelp: KeyHelp
  /// The loop time of the last event.
  private(set) var now = Duration.zero

  /// A rest of `length` before breathing at `rate` (`6.0`), in `language`.
  init(nextRate rate: String, length: Duration, language: Language) {
    self.length = length
    words = language.catalogue
    headline = words.findNext(rate: rate)
    keyHelp = KeyHelp([
      (words.keyName(.space), words.findGoOn), ("q", words.keyAction(.quit)),
    ])
  }

  /// Whole seconds left, rounded up: the full rest at its start, 0 at its end.
  var secondsLeft: Int {
    let left = max(.zero, length - now)
    let whole = Int(left.components.seconds)
    return left.components.attoseconds > 0 ? whole + 1 : whole
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    if let ending = Ending.leaving(on: event, quit: .stopped) { return .quit(ending) }
    switch event {
    case .key(.character(" ")), .key(.enter): return .quit(.completed)
    case .deadline where now >= length: return .quit(.completed)
    default: return .continue
    }
  }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard !area.isEmpty else { return }
    let middle = area.rows / 2
    buffer.render(TextLine(headline, style: Style(bold: true)), in: area.row(max(0, middle - 1)))
    if area.rows > 2 {
      buffer.render(
        TextLine(words.findRest(secondsLeft: secondsLeft), style: Style(dim: true)),
        in: area.row(middle + 1))
    }
    if area.rows > 4 {
      buffer.render(keyHelp, in: area.row(area.rows - 1))
    }
  }

  /// The next whole second of the countdown, and the rest's end.
  func nextDeadline(after now: Duration) -> Duration? {
    guard now < length else { return nil }
    let next = Duration.seconds(now.components.seconds + 1)
    return min(next, length)
  }

  var terminalTitle: String? { headline }
}
