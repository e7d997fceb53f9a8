#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// What a person answered to a one-line question.
enum NoteReply: Hashable, Sendable {
  /// A line of text (trimmed; never empty).
  case text(String)
  /// Enter on an empty line, or the end of input.
  case skipped
  /// Ctrl-C (or another terminating signal) while asking.
  case interrupted
}

/// Asks a one-line question on the terminal a full-screen app ran on.
///
/// A capability of a ``FullScreenLauncher``: the real one asks on the process's terminal,
/// a test's answers from its script, and a launcher without it is never asked — so a test
/// can never block on the test process's own standard input.
protocol NotePrompting {
  /// Writes `prompt` to `output` and reads one line, in cooked mode (the terminal echoes
  /// and edits the line as the person types).
  func askForNote(prompt: String, output: any TextOutput) -> NoteReply
}

extension SystemFullScreen: NotePrompting {
  func askForNote(prompt: String, output: any TextOutput) -> NoteReply {
    TerminalNotePrompt.ask(prompt: prompt, output: output)
  }
}

/// Reads a line from standard input after a full-screen session.
enum TerminalNotePrompt {
  /// Longer answers are cut: the journal is for a line, not an essay.
  static let maximumBytes = 1000

  /// Drops keys typed before the question (a space or `q` pressed as the session ended
  /// must not become the note), writes the prompt and reads up to a newline.
  ///
  /// Wraps `tcflush(3)` and `read(2)`. A terminating signal (the handlers are installed
  /// without `SA_RESTART`) ends the read with `EINTR`: the answer is ``NoteReply/interrupted``.
  static func ask(prompt: String, output: any TextOutput) -> NoteReply {
    guard isatty(STDIN_FILENO) == 1 else { return .skipped }
    tcflush(STDIN_FILENO, TCIFLUSH)
    output.write(prompt)
    var bytes: [UInt8] = []
    var byte: UInt8 = 0
    while true {
      let count = read(STDIN_FILENO, &byte, 1)
      if count < 0 {
        if errno == EINTR, TerminationSignals.pending == nil { continue }
        output.write("\n")
        return .interrupted
      }
      if count == 0 || byte == UInt8(ascii: "\n") { break }
      if bytes.count < maximumBytes { bytes.append(byte) }
    }
    if TerminationSignals.pending != nil { return .interrupted }
    return reply(from: bytes)
  }

  /// The reply for the bytes of a line: trimmed text, or skipped when blank.
  static func reply(from bytes: [UInt8]) -> NoteReply {
    let text = String(decoding: bytes, as: UTF8.self)
      .filter {
        !$0.isNewline && !($0.unicodeScalars.first?.properties.generalCategory == .control)
      }
    let trimmed = text.drop { $0.isWhitespace }.reversed().drop { $0.isWhitespace }.reversed()
    return trimmed.isEmpty ? .skipped : .text(String(trimmed))
  }
}
