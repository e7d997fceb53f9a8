import TerminalUITesting

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension PseudoTerminal {
  /// Whether the terminal is cooked within a second (checked every 10 ms, reading what the
  /// process writes meanwhile).
  func becomesCooked() throws -> Bool {
    for _ in 0..<100 {
      if try attributes().isCooked { return true }
      try read(timeout: .milliseconds(10))
    }
    return false
  }

  /// Waits until the process has really stopped (state `T` in `/proc/PID/stat`), as a
  /// shell's `waitpid(WUNTRACED)` does before `fg` can continue it: the terminal is
  /// restored just before the process stops itself, and a SIGCONT sent in between would be
  /// spent before the stop, leaving the process stopped for good.
  func becomesStopped() throws -> Bool {
    for _ in 0..<200 {
      let stat = try? String(contentsOfFile: "/proc/\(processID)/stat", encoding: .utf8)
      if let stat, let close = stat.lastIndex(of: ")"),
        stat[stat.index(after: close)...].hasPrefix(" T")
      {
        return true
      }
      try read(timeout: .milliseconds(10))
    }
    return false
  }
}
