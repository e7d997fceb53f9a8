import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// The real binary in a pseudo terminal as large as a window can claim (65535 x 65535
/// cells): every full screen draws at most 1000 x 500 cells, says so on screen, and stays
/// small in memory.
///
/// The memory is the child's own peak (`CADENCE_PEAK_MEMORY`: its `VmHWM` as it exits), not
/// `wait4`'s: Linux keeps a process's peak across `execve`, and a child spawned from this
/// test process (its memory shared until the exec) reported the test process's 275 MB.
@Suite(.hangLimit) struct HugeWindowEndToEndTests {
  let environment = [
    "TERM": "xterm-256color", "CADENCE_DATA_DIR": TemporaryDirectory.shared.path,
    "CADENCE_PEAK_MEMORY": "1",
  ]
  let notice = "showing 1000x500"

  @Test(arguments: [
    ["timer", "30"], ["stopwatch"], ["pomodoro"], ["breathe", "--count-in", "0"],
    ["meditate", "5m"], [],
  ])
  func aHugeWindowFromTheStartIsDrawnInTheLimit(arguments: [String]) throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments, environment: environment,
      size: Size(columns: 65535, rows: 65535))
    #expect(try pty.read(timeout: .seconds(20)) { $0.contains(self.notice) })
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(0) || exit.termination == .exited(1))
    #expect(try #require(peakKilobytes(in: pty.text)) < 256 * 1024)
    #expect(try pty.attributes().isCooked)
  }

  @Test func growingToAHugeWindowAndBackWhileRunning() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "30"], environment: environment,
      size: Size(columns: 80, rows: 24))
    #expect(try pty.read(timeout: .seconds(10)) { $0.contains("space") })
    try pty.resize(to: Size(columns: 65535, rows: 1000))
    #expect(try pty.read(timeout: .seconds(20)) { $0.contains("Window 65535x1000") })
    let grown = pty.output.count
    try pty.resize(to: Size(columns: 80, rows: 24))
    // Back within the limit: a whole frame for 80 x 24 again, with its key hints.
    #expect(
      try pty.read(timeout: .seconds(20)) { _ in
        String(decoding: pty.output.dropFirst(grown), as: UTF8.self).contains("space")
      })
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(1))
    #expect(try #require(peakKilobytes(in: pty.text)) < 256 * 1024)
    #expect(try pty.attributes().isCooked)
  }
}

/// The peak memory a child said as it exited (`peak memory: VmHWM:  9876 kB`), in KB.
func peakKilobytes(in text: String) -> Int? {
  guard let range = text.range(of: "peak memory: VmHWM:", options: .backwards) else {
    return nil
  }
  return Int(text[range.upperBound...].drop { $0 == " " || $0 == "\t" }.prefix { $0.isNumber })
}
