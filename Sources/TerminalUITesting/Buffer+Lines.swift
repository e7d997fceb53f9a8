import TerminalUI

extension Buffer {
  /// A buffer whose rows hold `lines` in the plain style, as wide as the widest line:
  /// the readable way to write an expected screen in a test.
  public init(lines: [String]) {
    let width = lines.map { DisplayWidth.of($0) }.max() ?? 0
    self.init(size: Size(columns: width, rows: lines.count))
    for (row, line) in lines.enumerated() {
      put(line, at: 0, row: row)
    }
  }
}
