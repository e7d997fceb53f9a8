import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary: a timer in one process, `cadence status` in another; after the timer
/// is killed (no chance to clear its row) status shows nothing.
@Suite(.hangLimit) struct StatusEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  func status(_ environment: [String: String]) throws -> String {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["status", "--format", "{kind} {time}"],
      environment: environment, size: size)
    #expect(try pty.waitForExit(timeout: .seconds(10)).termination == .exited(0))
    return pty.text
  }

  @Test func statusShowsAnotherProcesssTimerAndNotOnceItDied() throws {
    let directory = TemporaryDataDirectory()
    let environment = ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8"]
    #expect(try status(environment) == "")
    let timer = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "10m", "--plain"],
      environment: environment, size: size)
    #expect(try timer.read(timeout: .seconds(10)) { $0.contains("10:00") })
    // The first frame comes before the store is written: wait for the row.
    var shown = ""
    for _ in 0..<100 {
      shown = try status(environment)
      if !shown.isEmpty { break }
      try timer.read(timeout: .milliseconds(20))
    }
    #expect(["timer 10:00\r\n", "timer 09:59\r\n", "timer 09:58\r\n"].contains(shown), "\(shown)")
    try timer.send(SIGKILL)
    _ = try timer.waitForExit(timeout: .seconds(10))
    #expect(try status(environment) == "")
  }
}
