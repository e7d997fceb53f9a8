import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// However a practice ends (its end, a key, a signal), the real binary closes its store on
/// the way out, so `cadence.sqlite3` alone holds the session and the write-ahead log is empty.
@Suite(.hangLimit) struct DataFileEndToEndTests {
  /// How a run is ended once its session is in the store.
  enum Ending: Sendable, CustomTestStringConvertible {
    case signal(Int32)
    case keys(String)

    var testDescription: String {
      switch self {
      case .signal(let number): "signal \(number)"
      case .keys(let keys): "keys \(keys.debugDescription)"
      }
    }
  }

  /// The size of the file at `path`, or `nil` if there is none.
  static func size(of path: String) -> Int? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    return Int(info.st_size)
  }

  /// Waits (polling, up to `timeout`) until the write-ahead log holds a commit: the session
  /// has begun.
  static func waitForACommit(in directory: TemporaryDataDirectory, timeout: Duration) -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      if (size(of: directory.path + "/cadence.sqlite3-wal") ?? 0) > 0 { return true }
      usleep(20_000)
    }
    return false
  }

  @Test(arguments: [
    (["timer", "30", "--plain"], "00:30", Ending.signal(SIGTERM)),
    (["timer", "30"], "pause", Ending.signal(SIGINT)),
    (["timer", "30"], "pause", Ending.keys("q")),
    (["breathe", "1-1", "--cycles", "1", "--count-in", "0"], "How do you feel?", .signal(SIGHUP)),
  ])
  func theDatabaseFileAloneHoldsTheSessionAfterTheRun(
    arguments: [String], shown: String, ending: Ending
  ) throws {
    let directory = TemporaryDataDirectory()
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments + ["--data-dir", directory.path],
      environment: ["TERM": "xterm-256color"], size: Size(columns: 80, rows: 24))
    #expect(try pty.read(timeout: .seconds(10)) { $0.contains(shown) })
    #expect(Self.waitForACommit(in: directory, timeout: .seconds(5)))
    switch ending {
    case .signal(let number): try pty.send(number)
    case .keys(let keys): try pty.write(keys)
    }
    _ = try pty.waitForExit(timeout: .seconds(5))
    let log = Self.size(of: directory.path + "/cadence.sqlite3-wal")
    #expect(log == nil || log == 0, "the -wal file holds \(log ?? 0) bytes after the run")
    let copy = TemporaryDataDirectory()
    TemporaryDirectory.write(
      TemporaryDirectory.read(directory.path + "/cadence.sqlite3"),
      to: copy.path + "/cadence.sqlite3")
    let sessions = try copy.store().sessions(SessionQuery())
    #expect(sessions.count == 1)
    #expect(sessions.first?.status != .inProgress)
  }
}
