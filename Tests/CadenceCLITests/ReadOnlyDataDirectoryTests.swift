import Cadence
import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 41, item 3: a data directory its owner made read-only (a backup snapshot) could
/// not even be read: `history`, `stats`, `journal`, `export` and `config list` refused it
/// with "Cannot write to the data directory". Reading commands read it where it is; writing
/// ones still refuse.
@Suite(.hangLimit) struct ReadOnlyDataDirectoryTests {
  let directory = TemporaryDirectory()

  /// A store with one session and one note, in a directory of `owner` with mode 0500.
  func readOnlyStore(owner: uid_t) throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let session = try store.beginSession(NewSession(kind: .timer, name: "timer"))
    _ = try store.finishSession(
      session.id, status: .completed, active: .seconds(600), cyclesCompleted: 0)
    _ = try store.addJournalEntry("calm evening", sessionID: session.id)
    for name in ["", "/cadence.sqlite3", "/cadence.sqlite3-wal", "/cadence.sqlite3-shm"] {
      #expect(chown(directory.path + name, owner, gid_t(owner)) == 0)
    }
    #expect(chmod(directory.path, 0o500) == 0)
  }

  /// As another user than root, who passes every permission check: nobody (65534).
  @Test(
    .enabled(if: getuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0),
    arguments: [
      (["history"], "completed"), (["stats"], "10 min"), (["journal"], "calm evening"),
      (["export"], "calm evening"), (["config", "list"], "day-starts-at"),
    ])
  func readingCommandsReadAReadOnlyDirectory(command: [String], shows: String) throws {
    try readOnlyStore(owner: 65534)
    let pty = try PseudoTerminal(
      executable: "/usr/bin/setpriv",
      arguments: ["--reuid=65534", "--regid=65534", "--clear-groups", cadenceExecutable()]
        + command,
      environment: ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8", "HOME": "/tmp"],
      size: Size(columns: 200, rows: 50))
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(0), "\(command): \(pty.text)")
    #expect(pty.text.contains(shows), "\(command): \(pty.text)")
    #expect(!pty.text.contains("Cannot write"), "\(command): \(pty.text)")
  }

  /// A database copied alone to a snapshot: no `-shm` for SQLite to read a WAL database by,
  /// and none can be made; it is read as a file nothing changes.
  @Test(.enabled(if: getuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0))
  func aDatabaseCopiedAloneIsRead() throws {
    try readOnlyStore(owner: 65534)
    #expect(unlink(directory.path + "/cadence.sqlite3-shm") == 0)
    #expect(unlink(directory.path + "/cadence.sqlite3-wal") == 0)
    let pty = try PseudoTerminal(
      executable: "/usr/bin/setpriv",
      arguments: [
        "--reuid=65534", "--regid=65534", "--clear-groups", cadenceExecutable(), "journal",
      ],
      environment: ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8", "HOME": "/tmp"],
      size: Size(columns: 200, rows: 50))
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(0), "\(pty.text)")
    #expect(pty.text.contains("calm evening"), "\(pty.text)")
  }

  @Test(.enabled(if: getuid() == 0 && access("/usr/bin/setpriv", X_OK) == 0))
  func aWritingCommandStillRefusesIt() throws {
    try readOnlyStore(owner: 65534)
    let pty = try PseudoTerminal(
      executable: "/usr/bin/setpriv",
      arguments: [
        "--reuid=65534", "--regid=65534", "--clear-groups", cadenceExecutable(), "journal", "add",
        "more",
      ],
      environment: ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8", "HOME": "/tmp"],
      size: Size(columns: 200, rows: 50))
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(1))
    #expect(pty.text.contains("Cannot write to the data directory '\(directory.path)'"))
  }
}
