import TerminalUI
import TerminalUITesting

#if canImport(Glibc)
  import Glibc
#endif

/// The environment every measured child process gets: a terminal type, a UTF-8 locale (the
/// figures are for braille and blocks, not their ASCII fallback), and a data directory of
/// the benchmark's own, so benchmark sessions never land in the user's history. The
/// directory is made once per run under the system's temporary directory.
enum ChildEnvironment {
  nonisolated(unsafe) private static var directory: String?

  static var values: [String: String] {
    ["TERM": "xterm-256color", "LANG": "C.UTF-8", "CADENCE_DATA_DIR": dataDirectory]
  }

  /// Creates the data directory's database before anything is measured: creating it is
  /// once per machine, not part of any run.
  static func prepare() {
    let pty = try? PseudoTerminal(
      executable: TimerRunBench.executableDirectory() + "/cadence", arguments: ["history"],
      environment: values, size: Size(columns: 80, rows: 24))
    _ = try? pty?.waitForExit(timeout: .seconds(10))
  }

  static var dataDirectory: String {
    if let directory { return directory }
    var template = Array("/tmp/cadence-bench-XXXXXX".utf8CString)
    let made = template.withUnsafeMutableBufferPointer { buffer in
      buffer.baseAddress.flatMap { mkdtemp($0) }.map { String(cString: $0) }
    }
    let path = made ?? "/tmp/cadence-bench"
    directory = path
    return path
  }
}
