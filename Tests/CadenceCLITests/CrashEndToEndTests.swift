import CadenceStore
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// Crash safety end to end: the real binary killed with SIGKILL mid-session, again and again,
/// on one database file.
@Suite(.hangLimit) struct CrashEndToEndTests {
  @Test func sigkillMidSessionLosesAtMostOneCheckpointInterval() throws {
    let directory = TemporaryDirectory()
    // The last round outlives the first checkpoint (5 s); the others die before it.
    let rounds: [Duration] = [.milliseconds(1300), .milliseconds(2200), .seconds(3), .seconds(6)]
    var ran: [Duration] = []
    for delay in rounds {
      let pty = try PseudoTerminal(
        executable: cadenceExecutable(),
        arguments: ["timer", "60", "--plain", "--data-dir", directory.path],
        size: Size(columns: 80, rows: 24))
      #expect(try pty.read(timeout: .seconds(5)) { $0.contains("01:00") })
      let started = try #require(pty.chunks.first).time
      _ = try pty.read(timeout: started + delay - pty.now())
      let killed = pty.now()
      try pty.send(SIGKILL)
      #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .signaled(SIGKILL))
      ran.append(killed - started)
    }
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    #expect(try store.integrityCheck() == ["ok"])
    // Oldest first: rounds 1–3 were recovered by the next run's open, round 4 by this one.
    let sessions = Array(try store.sessions(SessionQuery()).reversed())
    #expect(sessions.map(\.status) == Array(repeating: .interrupted, count: rounds.count))
    #expect(store.recoveredSessions.map(\.id) == sessions.suffix(1).map(\.id))
    for (session, ran) in zip(sessions, ran) {
      let lost = ran - session.active
      #expect(lost >= .milliseconds(-100), "saved \(session.active) of \(ran)")
      #expect(lost <= .seconds(5), "saved \(session.active) of \(ran)")
    }
    // The run that outlived a checkpoint kept it.
    #expect(sessions.last.map { $0.active >= .seconds(5) } == true)
  }
}
