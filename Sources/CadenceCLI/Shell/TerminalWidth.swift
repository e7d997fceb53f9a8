import CadencePractice
import CadenceSystem
import TerminalUI

/// How wide the text of a non-full-screen command (a chart, a table) may be.
enum TerminalWidth {
  /// `COLUMNS` if it is set to a positive number, else the width of the terminal on standard
  /// output, else 80 (a pipe, a file, or a terminal that does not say).
  static func forOutput(environment: [String: String], outputIsTerminal: Bool) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    guard outputIsTerminal, let size = try? TerminalSize.current(of: ProcessSystem.standardOutput),
      size.columns > 0
    else { return 80 }
    return size.columns
  }
}

extension TerminalWidth {
  /// How wide a message on standard error may be: `COLUMNS` if it is set to a positive
  /// number, else the width of the terminal on standard error; `nil` (not wrapped) for a
  /// pipe or a file.
  static func forErrors(in context: CommandContext) -> Int? {
    if let columns = context.environment["COLUMNS"].flatMap(Int.init), columns > 0 {
      return columns
    }
    guard context.errorOutputIsTerminal,
      let size = try? TerminalSize.current(of: ProcessSystem.standardError), size.columns > 0
    else { return nil }
    return size.columns
  }

  /// `message`'s lines wrapped at spaces (and between Chinese characters) to the width of
  /// standard error, so the terminal never cuts a word or starts a line with a space.
  static func wrappedForErrors(_ message: String, in context: CommandContext) -> String {
    guard let width = forErrors(in: context) else { return message }
    let ends = message.hasSuffix("\n")
    let lines = message.split(separator: "\n", omittingEmptySubsequences: false)
      .dropLast(ends ? 1 : 0)
      .flatMap { WrappedLines.of(String($0), width: width) }
    return lines.joined(separator: "\n") + (ends ? "\n" : "")
  }

  /// How wide a table may be: `COLUMNS` if it is set to a positive number, else the width of
  /// the terminal on standard output; `nil` (no limit) for a pipe or a file, where a line is
  /// not wrapped and every column is worth keeping.
  static func limit(environment: [String: String], outputIsTerminal: Bool) -> Int? {
    if environment["COLUMNS"].flatMap(Int.init).map({ $0 > 0 }) == true || outputIsTerminal {
      return forOutput(environment: environment, outputIsTerminal: outputIsTerminal)
    }
    return nil
  }
}
