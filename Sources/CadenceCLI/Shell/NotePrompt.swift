import CadencePractice
import TerminalUI

/// What a person answered to a one-line question.
enum NoteReply: Hashable, Sendable {
  /// A line of text (trimmed; never empty).
  case text(String)
  /// Enter on an empty line, Escape on an empty one, or no keyboard to answer from.
  case skipped
  /// Escape with a note typed: it is not kept, and the caller says so (a typed line
  /// vanishing without a word reads as saved).
  case discarded
  /// Ctrl-C (SIGINT) or another terminating signal while asking: the process ends with
  /// 128 + `signal`; `discardedNote` when a note was typed, which is not kept either.
  case interrupted(signal: Int32, discardedNote: Bool = false)
}

/// A one-line question in the normal flow of the terminal, on the loop kernel's inline
/// surface: the prompt, then a line editor (``TerminalUI/LineEditor``) for the answer.
///
/// The keys are a shell's: Left / Right / Home / End, Ctrl-A / Ctrl-E / Ctrl-B / Ctrl-F,
/// Backspace / Delete, Ctrl-U / Ctrl-K / Ctrl-W, Alt-B / Alt-F; Enter answers; Escape, or
/// Ctrl-D on an empty line, skips; Ctrl-C interrupts. A paste is text (bracketed paste is
/// on while asking, ``ReadsText``), its line breaks spaces; escape sequences and control
/// characters never become text. So what the screen shows is always what is kept.
///
/// Each change redraws the whole line from its first column (`CR`, the prompt, the
/// visible part of the answer, erase to the end of the row, then the cursor moved back),
/// measured in display columns: a wide character or an emoji is erased whole. A long
/// answer scrolls sideways inside the row, so the line never wraps and a redraw never has
/// to reach a row above. A prompt that leaves less than ``minimumFieldWidth`` columns
/// asks on the next row instead.
///
/// Asked at the start of a row, after a full-screen practice ("How do you feel?"); the
/// keys typed before it (a space or `q` pressed as the practice ended) are dropped by the
/// inline terminal.
struct NotePrompt: TerminalApp, ReadsText {
  /// Longer answers are cut: the journal is for a line, not an essay.
  static let maximumCharacters = 500
  /// The fewest columns the answer gets beside the prompt.
  static let minimumFieldWidth = 10
  /// The width assumed when the terminal does not tell its size.
  static let assumedColumns = 80

  let prompt: String
  private(set) var line = LineEditor(limit: NotePrompt.maximumCharacters)
  private(set) var reply: NoteReply?
  /// The terminal's width; `nil` until the first size.
  private var columns: Int?
  /// Whether the answer is typed on the row under the prompt.
  private var belowPrompt = false

  init(prompt: String) {
    self.prompt = prompt
  }

  /// The answer as typed so far.
  var text: String { line.text }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    switch event {
    case .resize(let size):
      return resize(to: size.columns)
    case .resumed:
      return .effects(.write(freshDrawing))
    case .key(.enter):
      return answer(Self.reply(from: text), ending: .completed)
    case .key(.escape):
      return answer(hasNote ? .discarded : .skipped, ending: .completed)
    case .key(.control("c")):
      return answer(
        .interrupted(signal: SignalNumber.interrupt, discardedNote: hasNote),
        ending: .signal(SignalNumber.interrupt))
    case .key(.control("d")) where line.isEmpty:
      return answer(.skipped, ending: .completed)
    case .signal(let number):
      return answer(.interrupted(signal: number, discardedNote: hasNote), ending: .signal(number))
    case .key(let key):
      let before = line
      guard line.apply(key), line != before else { return .continue }
      return .effects(.write(redrawing))
    case .deadline, .suspended, .redrawRequested, .feed, .feedEnded:
      return .continue
    }
  }

  func nextDeadline(after now: Duration) -> Duration? { nil }

  /// Whether something that would be kept has been typed (more than blanks).
  private var hasNote: Bool { Self.reply(from: text) != .skipped }

  private mutating func resize(to width: Int) -> UpdateResult {
    let first = columns == nil
    columns = width > 0 ? width : Self.assumedColumns
    let fitsBeside = fieldWidth(besidePrompt: true) >= Self.minimumFieldWidth
    if first {
      belowPrompt = !fitsBeside
      return .effects(.write(freshDrawing))
    }
    if !belowPrompt && !fitsBeside {
      belowPrompt = true
      return .effects(.write("\r\n" + redrawing))
    }
    return .effects(.write(redrawing))
  }

  /// The columns the answer may use: one is left free at the right edge, so the cursor
  /// never waits in the last column, where terminals differ.
  private func fieldWidth(besidePrompt: Bool) -> Int {
    let columns = columns ?? Self.assumedColumns
    return columns - 1 - (besidePrompt ? DisplayWidth.of(prompt) : 0)
  }

  /// The question from the cursor's place at the start of a row: the prompt, then the
  /// answer so far.
  private var freshDrawing: String {
    if belowPrompt { return prompt + "\r\n" + redrawing }
    return line.isEmpty ? prompt : redrawing
  }

  /// The answer's row drawn again, the cursor in its place.
  private var redrawing: String {
    let view = line.view(columns: max(1, fieldWidth(besidePrompt: !belowPrompt)))
    let back = DisplayWidth.of(view.text) - view.cursorColumn
    return "\r" + (belowPrompt ? "" : prompt) + ControlSequence.eraseToEndOfLine + view.text
      + (back > 0 ? ControlSequence.moveCursor(by: back, forward: false) : "")
  }

  private mutating func answer(_ reply: NoteReply, ending: Ending) -> UpdateResult {
    self.reply = reply
    return UpdateResult(ending: ending, effects: [.write("\n")])
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
    if case .signal(let number)? = ending {
      if case .interrupted(_, let discarded)? = app.reply {
        return .interrupted(signal: number, discardedNote: discarded)
      }
      return .interrupted(signal: number)
    }
    return app.reply ?? .skipped
  }
}
