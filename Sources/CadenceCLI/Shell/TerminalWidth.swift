#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How wide the text of a non-full-screen command (a chart, a table) may be.
enum TerminalWidth {
  /// `COLUMNS` if it is set to a positive number, else the width of the terminal on standard
  /// output, else 80 (a pipe, a file, or a terminal that does not say).
  static func forOutput(environment: [String: String], outputIsTerminal: Bool) -> Int {
    if let columns = environment["COLUMNS"].flatMap(Int.init), columns > 0 { return columns }
    guard outputIsTerminal else { return 80 }
    return standardOutputColumns() ?? 80
  }

  /// Wraps `ioctl(2)` with `TIOCGWINSZ` on standard output.
  private static func standardOutputColumns() -> Int? {
    var window = winsize()
    let result = withUnsafeMutablePointer(to: &window) {
      ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), $0)
    }
    return result == 0 && window.ws_col > 0 ? Int(window.ws_col) : nil
  }
}
