import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

/// Several `cadence` processes on one data directory at once: each one's session is kept, and
/// none dies. Opening a store once closed a second descriptor of the database's `-shm` (to
/// set its mode), which drops every POSIX lock the process held on it; another process then
/// took the shared memory for unused, truncated it, and the first died of SIGBUS.
@Suite(.hangLimit) struct ConcurrentRunsEndToEndTests {
  @Test func timersStartedTogetherOnOneDirectoryAreAllRecorded() throws {
    let directory = TemporaryDataDirectory()
    let environment = ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8"]
    // The database exists: the runs below all open it as a second user would.
    let first = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--plain"],
      environment: environment, size: Size(columns: 80, rows: 24))
    #expect(try first.waitForExit(timeout: .seconds(10)).termination == .exited(0))
    for _ in 0..<3 {
      let runs = try (0..<4).map { _ in
        try PseudoTerminal(
          executable: cadenceExecutable(), arguments: ["timer", "1", "--plain"],
          environment: environment, size: Size(columns: 80, rows: 24))
      }
      for run in runs {
        #expect(try run.waitForExit(timeout: .seconds(10)).termination == .exited(0))
        #expect(!run.text.contains("Warning"), "\(run.text)")
      }
    }
    #expect(try directory.store().sessions(SessionQuery()).count == 13)
  }

  /// Issue 24, item 28: processes creating the store at once in a new data directory. The
  /// check of `application_id`, `user_version` and the schema read three statements apart,
  /// another process's creating commit fell between them, and one process refused the new
  /// file as another program's (10 of 110 trials): its session was lost. Now each reads one
  /// snapshot; every process ends with the store and every note is saved.
  @Test func processesCreatingTheStoreTogetherAllSave() throws {
    let parent = TemporaryDataDirectory()
    for round in 0..<12 {
      let path = parent.path + "/new-\(round)"
      let environment = ["CADENCE_DATA_DIR": path, "LANG": "C.UTF-8"]
      let runs = try (0..<4).map { index in
        try PseudoTerminal(
          executable: cadenceExecutable(), arguments: ["journal", "add", "note \(index)"],
          environment: environment, size: Size(columns: 80, rows: 24))
      }
      for run in runs {
        #expect(try run.waitForExit(timeout: .seconds(10)).termination == .exited(0))
        #expect(!run.text.contains("Error"), "\(run.text)")
      }
      let store = try SQLiteSessionStore.open(in: DataDirectory(path: path))
      #expect(try store.journalEntries().count == 4, "round \(round)")
    }
  }
}
