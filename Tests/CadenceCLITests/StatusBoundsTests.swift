import Cadence
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceStore

#if canImport(Glibc)
  import Glibc
#endif
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Issue 24, item 22: `cadence status` trapped (SIGILL, no output) on a running row whose
/// start is huge or negative, and kept rows of killed processes nobody had reaped. Every
/// field read from the store is bounded; status never crashes on what the file holds. The
/// binary runs as a child, so a trap fails this test instead of ending the test run.
@Suite(.hangLimit) struct StatusBoundsTests {
  let directory = TemporaryDataDirectory()

  func status(_ arguments: [String] = []) throws -> (ProcessExit.Termination, String) {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["status"] + arguments,
      environment: ["CADENCE_DATA_DIR": directory.path, "LANG": "C.UTF-8"],
      size: Size(columns: 80, rows: 24))
    let exit = try pty.waitForExit(timeout: .seconds(10))
    return (exit.termination, pty.text)
  }

  @Test func hostileRowsOfALiveOwnerNeverTrap() throws {
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    let now = Date()
    // The owner is this test process: alive while the child reads the rows.
    let extremes: [(RunningPractice.Clock, Duration?)] = [
      (.running(zeroAt: Date(timeIntervalSince1970: 9.2e15)), .seconds(60)),
      (.running(zeroAt: Date(timeIntervalSince1970: -9.2e15)), .seconds(60)),
      (.running(zeroAt: now), .milliseconds(Int64.max)),
      (.paused(elapsed: .milliseconds(Int64.max)), .seconds(60)),
      (.paused(elapsed: .milliseconds(Int64.max)), .milliseconds(Int64.max)),
    ]
    for (clock, planned) in extremes {
      try store.showRunning(
        RunningPractice(id: UUID(), kind: "timer", clock: clock, planned: planned), at: now)
    }
    try store.showRunning(
      RunningPractice(
        id: UUID(), kind: "timer", label: "real", clock: .running(zeroAt: now),
        planned: .seconds(600)), at: now)
    // What Cadence never writes: the extremes of a 64-bit integer in every number.
    let connection = try Connection(path: DataDirectory(path: directory.path).databasePath)
    try connection.execute("PRAGMA ignore_check_constraints = ON")
    let me = ProcessIdentity.current
    let numbers = [Int64.min, Int64.min + 1, -1, Int64.max, Int64.max - 1]
    for (index, number) in numbers.enumerated() {
      for (paused, zero, elapsed, planned) in [
        (0, number, 0, 60_000), (1, 0, number, 60_000), (0, 0, 0, number), (1, 0, 0, number),
      ] {
        try connection.statement(
          """
          INSERT INTO running_practices (id, kind, paused, zero_at_ms, elapsed_ms, planned_ms,
            updated_at_ms, owner_pid, owner_start_ticks, owner_boot_id)
          VALUES (?, 'timer', ?, ?, ?, ?, 0, ?, ?, ?)
          """
        ).run([
          .text(UUID().uuidString), .integer(Int64(paused)),
          paused == 0 ? .integer(zero) : .null, .integer(elapsed), .integer(planned),
          .integer(index == 0 ? Int64(me.pid) + (1 << 32) : Int64(me.pid)),
          .int(me.startTicks), .string(me.bootID),
        ])
      }
    }
    for arguments in [[], ["--json"], ["--format", "{label} {remaining} {elapsed} {time}"]] {
      let (termination, text) = try status(arguments)
      #expect(termination == .exited(0), "\(arguments): \(text)")
    }
    let (_, text) = try status(["--format", "{label}"])
    #expect(text == "real\r\n")
  }

  @Test func aKilledProcessNobodyReapedIsNotRunning() throws {
    // A child that has exited and is never waited for: a zombie, which kill(pid, 0) still
    // finds.
    var pid: pid_t = 0
    let arguments: [UnsafeMutablePointer<CChar>?] = [strdup("/bin/true"), nil]
    defer { arguments.forEach { free($0) } }
    #expect(posix_spawn(&pid, "/bin/true", nil, nil, arguments, environ) == 0)
    defer { waitpid(pid, nil, 0) }
    var zombie = false
    for _ in 0..<200 where !zombie {
      let stat = (try? String(contentsOfFile: "/proc/\(pid)/stat", encoding: .utf8)) ?? ""
      zombie = stat.contains(") Z ")
      if !zombie { usleep(5_000) }
    }
    #expect(zombie)
    let owner = ProcessIdentity(pid: pid, startTicks: nil, bootID: ProcessIdentity.current.bootID)
    #expect(!owner.isAlive)
    let store = try SQLiteSessionStore.open(in: DataDirectory(path: directory.path))
    try store.showRunning(
      RunningPractice(id: UUID(), kind: "timer", clock: .running(zeroAt: Date()), owner: owner),
      at: Date())
    let (termination, text) = try status()
    #expect(termination == .exited(0))
    #expect(!text.contains("⏳"), "\(text)")
  }
}
