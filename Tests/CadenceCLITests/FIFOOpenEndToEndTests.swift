import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Issue 24, items 23 and 32: a FIFO with no peer hung `import f`, `type -f f`,
/// `cadence trace f` and `--trace f`, ignoring every signal but SIGKILL. Every open of a
/// path a person names is interruptible: SIGTERM or SIGINT ends it with 128 + n.
@Suite(.hangLimit) struct FIFOOpenEndToEndTests {
  let directory = TemporaryDirectory()

  static let commands: [[String]] = [
    ["import"], ["type", "-f"], ["trace"], ["timer", "1", "--plain", "--trace"],
    ["export", "-o"],
  ]

  @Test(arguments: commands)
  func aFIFOWithNoPeerGivesWayToASignal(command: [String]) throws {
    for signal in [SIGTERM, SIGINT] {
      let fifo = directory.file("fifo-\(command[0])-\(signal)")
      #expect(mkfifo(fifo, 0o600) == 0)
      let pty = try PseudoTerminal(
        executable: cadenceExecutable(), arguments: command + [fifo],
        environment: testEnvironment, size: Size(columns: 80, rows: 24))
      // Blocked in open(2): nothing comes, and the process is still there.
      #expect(try !pty.read(timeout: .milliseconds(300)) { !$0.isEmpty })
      #expect(kill(pty.processID, signal) == 0)
      let exit = try pty.waitForExit(timeout: .seconds(5))
      #expect(exit.termination == .exited(128 + signal), "\(command) \(signal): \(pty.text)")
    }
  }
}

/// Issue 41, item 4: with a FIFO where the database goes, `cadence status` hung for ever in
/// open(2), deaf to SIGINT and SIGTERM, where every other command refused the file at once.
@Suite(.hangLimit) struct FIFODatabaseEndToEndTests {
  let directory = TemporaryDirectory()

  @Test(arguments: [["status"], ["status", "--json"], ["history"], ["config", "list"]])
  func aFIFOWhereTheDatabaseGoesIsRefusedAtOnce(command: [String]) throws {
    let database = directory.file("cadence.sqlite3")
    #expect(mkfifo(database, 0o600) == 0)
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: command,
      environment: testEnvironment.merging(["CADENCE_DATA_DIR": directory.path]) { $1 },
      size: Size(columns: 200, rows: 24))
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(1), "\(command): \(pty.text)")
    #expect(
      pty.text.contains(
        "'\(database)' is a symbolic link or not a regular file; Cadence opens only regular "
          + "files in its data directory and left it untouched"), "\(command): \(pty.text)")
  }
}
