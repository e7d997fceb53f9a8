import Cadence
import CadencePractice
import CadenceTestSupport
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceCLI
@testable import CadenceStore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Another program holds the database's write lock (issue 11, item 4): the writes wait,
/// the frames and the keys do not.
@Suite struct BusyDatabaseTests {
  let directory = TemporaryDirectory()
  var data: DataDirectory { DataDirectory(path: directory.path) }

  /// A connection of "another program" holding the write lock, as `sqlite3 cadence.sqlite3
  /// "BEGIN IMMEDIATE; …"` kept open does, on a database that already exists.
  func holdWriteLock() throws -> Connection {
    _ = try SQLiteSessionStore.open(in: data)
    let other = try Connection(path: data.databasePath)
    try other.execute("BEGIN IMMEDIATE")
    return other
  }

  @Test func theLoopKeepsItsDeadlinesAndKeysWhileAWriteWaits() throws {
    let lock = try holdWriteLock()
    let host = ScriptedHost(script: [(.milliseconds(2500), .type("q"))])
    let recorder = SessionRecorder(
      opening: { [data] in try SQLiteSessionStore.open(in: data) }, wallClock: { Date() },
      databasePath: data.databasePath)
    var app = Recorded(TimerApp(total: .seconds(4)))
    let started = ContinuousClock.now
    let ending = try host.run(&app, on: .fullScreen, clock: .continuous) {
      recorder.perform($0, at: $1)
    }
    let took = ContinuousClock.now - started
    // Each second drawn at its deadline, and the key taken when it came.
    #expect(ending == .stopped)
    #expect(host.timeouts == [.seconds(1), .seconds(1), .seconds(1)])
    #expect(app.now == .milliseconds(2500))
    // The loop did not wait for the store: a write waits up to the 5 s busy timeout.
    #expect(took < .seconds(1))
    #expect(try SQLiteSessionStore.open(in: data).sessions(SessionQuery()).isEmpty)

    // The other program lets go: the writes waiting for the lock go through.
    try lock.execute("COMMIT")
    recorder.finish(app.inner.recordedSessions, ending: ending, at: app.now)
    let session = try #require(try SQLiteSessionStore.open(in: data).sessions(SessionQuery()).first)
    #expect(session.status == .stoppedEarly)
    #expect(session.activeMilliseconds == 2500)
    let errors = StringOutput()
    recorder.reportFailure(to: errors)
    #expect(errors.text.isEmpty)
  }

  /// Issue 41, item 1: a store busy past the end recorded the completed session as
  /// `interrupted 00:00` (or not at all), said "busy; try again" and exited 0. The end
  /// still waits a bounded time; then the session is kept whole in the data directory's
  /// unsaved folder, the status is 75, and the next open of the store saves it completed.
  @Test func aSessionTheBusyDatabaseDidNotTakeIsKeptAndSavedByTheNextOpen() throws {
    let lock = try holdWriteLock()
    defer { _ = try? lock.execute("ROLLBACK") }
    let host = ScriptedHost(noTerminal: [])
    let (context, output, errors) = CommandContext.testing(
      host: host, dataDirectory: directory.path)
    let started = ContinuousClock.now
    #expect(CadenceCommandLine.run(["timer", "2", "--plain"], in: context) == 75)
    let took = ContinuousClock.now - started
    #expect(output.lines == ["00:02", "00:01", "00:00"])
    #expect(took >= SessionRecorder.endingBound && took < SessionRecorder.endingBound + .seconds(2))
    let kept = try FileManager.default.contentsOfDirectory(atPath: data.unsavedPath)
    try #require(kept.count == 1)
    let path = data.unsavedPath + "/" + kept[0]
    #expect(
      errors.text
        == "Timer: 00:02 of 00:02\n"
        + "Warning: The database '\(data.databasePath)' was busy until the end (another program "
        + "held it): this session is kept in '\(path)', and the next 'cadence' saves it.\n")
    let file = try JSONDecoder().decode(
      UnsavedSessionsFile.self, from: Data(contentsOf: URL(fileURLWithPath: path)))
    #expect(file.sessions.map(\.status) == [.completed])
    #expect(file.sessions.map(\.activeMilliseconds) == [2000])
    #expect(file.sessions.map(\.kind) == [.timer])

    // The other program lets go: the next `cadence` to open the store saves it, once.
    try lock.execute("ROLLBACK")
    let store = try SQLiteSessionStore.open(in: data)
    let sessions = try store.sessions(SessionQuery())
    #expect(sessions.map(\.status) == [.completed])
    #expect(sessions.map(\.activeMilliseconds) == [2000])
    #expect(sessions.map(\.id) == file.sessions.map(\.id))
    #expect(try FileManager.default.contentsOfDirectory(atPath: data.unsavedPath).isEmpty)
  }
}

/// The real binary in a pty, beside a held lock: `timer 4 --plain` prints every second on
/// time (it printed `00:04`, then `00:00` five seconds later).
@Suite(.hangLimit) struct BusyDatabaseEndToEndTests {
  @Test func thePlainTimerPrintsEverySecondOnTimeWhileTheDatabaseIsLocked() throws {
    let directory = TemporaryDirectory()
    let data = DataDirectory(path: directory.path)
    _ = try SQLiteSessionStore.open(in: data)
    let lock = try Connection(path: data.databasePath)
    try lock.execute("BEGIN IMMEDIATE")
    defer { _ = try? lock.execute("ROLLBACK") }
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "4", "--plain"],
      environment: ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8"],
      size: Size(columns: 80, rows: 24))
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(75))
    #expect(pty.text.hasPrefix("00:04\r\n00:03\r\n00:02\r\n00:01\r\n00:00\r\n"))
    #expect(pty.text.contains("was busy until the end"))
    // Each line a second after the one before, within a loaded machine's slack.
    var times: [Duration] = []
    for chunk in pty.chunks {
      let newlines = chunk.bytes.count { $0 == UInt8(ascii: "\n") }
      times += Array(repeating: chunk.time, count: newlines)
    }
    times = Array(times.prefix(5))
    try #require(times.count == 5)
    for line in 1..<5 {
      let late = times[line] - times[0] - .seconds(line)
      #expect(late < .milliseconds(300), "line \(line) came \(late) late")
    }
  }
}
