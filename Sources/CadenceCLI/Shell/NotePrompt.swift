import TerminalUI

/// What a person answered to a one-line question.
enum NoteReply: Hashable, Sendable {
  /// A line of text (trimmed; never empty).
  case text(String)
  /// Enter on an empty line, Escape, or no keyboard to answer from.
  case skipped
  /// Ctrl-C (SIGINT) or another terminating signal while asking: the process ends with
  /// 128 + `signal`.
  case interrupted(signal: Int32)
}

/// A one-line question in the normal flow of the terminal, on the loop kernel's inline
/// surface: the prompt, then the answer as it is typed, Backspace erasing whole characters
/// by their display width. Control keys and escape sequences never become text.
///
/// Asked after a full-screen practice ("How do you feel?"); the keys typed before it (a
/// space or `q` pressed as the practice ended) are dropped by the inline terminal.
struct NotePrompt: TerminalApp {
  /// Longer answers are cut: the journal is for a line, not an essay.
  static let maximumCharacters = 500

  let prompt: String
  private(set) var text = ""
  private(set) var reply: NoteReply?

  init(prompt: String) {
    self.prompt = prompt
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    switch event {
    case .resize where reply == nil && text.isEmpty:
      return .effects(.write(prompt))
    case .key(.enter):
      return answer(Self.reply(from: text), ending: .completed)
    case .key(.escape):
      return answer(.skipped, ending: .completed)
    case .key(.control("c")):
      return answer(
        .interrupted(signal: SignalNumber.interrupt), ending: .signal(SignalNumber.interrupt))
    case .key(.control("d")) where text.isEmpty:
      return answer(.skipped, ending: .completed)
    case .signal(let number):
      return answer(.interrupted(signal: number), ending: .signal(number))
    case .key(.backspace):
      guard let last = text.popLast() else { return .continue }
      let width = DisplayWidth.of(last)
      let erase = String(repeating: "\u{8}", count: width) + String(repeating: " ", count: width)
      return .effects(.write(erase + String(repeating: "\u{8}", count: width)))
    case .key(.character(let character))
    where text.count < Self.maximumCharacters && Self.isPrintable(character):
      text.append(character)
      return .effects(.write(String(character)))
    default:
      return .continue
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }

  private mutating func answer(_ reply: NoteReply, ending: Ending) -> UpdateResult {
    self.reply = reply
    return UpdateResult(ending: ending, effects: [.write("\n")])
  }

  private static func isPrintable(_ character: Character) -> Bool {
    !character.isNewline
      && character.unicodeScalars.allSatisfy { $0.properties.generalCategory != .control }
  }

  /// The reply for a typed line: trimmed text, or skipped when blank.
  static func reply(from text: String) -> NoteReply {
    let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
    return trimmed.isEmpty ? .skipped : .text(String(trimmed))
  }

  /// Asks on `host`'s inline surface; no terminal to answer from counts as skipped.
  static func ask(_ prompt: String, on host: any LoopHost) -> NoteReply {
    var app = NotePrompt(prompt: prompt)
    let ending = try? host.run(&app, on: .inline, clock: .suspending)
    if case .signal(let number)? = ending { return .interrupted(signal: number) }
    return app.reply ?? .skipped
  }
}
