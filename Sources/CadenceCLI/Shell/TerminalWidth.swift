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
