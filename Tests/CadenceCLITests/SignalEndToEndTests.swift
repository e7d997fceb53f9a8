import Cadence
import CadenceSystem
import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

@testable import CadenceStore

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real binary in a pseudo terminal, ended by every terminating signal at every moment
/// from its start: each way ends the program with 128 + n and leaves the terminal as it was.
///
/// The sweep over early moments runs once per timing here; `CADENCE_SIGNAL_SWEEP=20 swift
/// test --filter SignalEndToEndTests` runs each timing twenty times beside two busy loops
/// (the load under which a late start matters most).
@Suite(.serialized, .hangLimit) struct SignalEndToEndTests {
  let size = Size(columns: 80, rows: 24)
  let environment = [
    "TERM": "xterm-256color", "CADENCE_DATA_DIR": TemporaryDirectory.shared.path,
  ]

  /// How a signal reaches the program.
  enum Delivery: CustomStringConvertible, Sendable {
    /// Sent with `kill(2)`.
    case kill(Int32)
    /// Ctrl-C typed on the terminal: SIGINT from the line discipline while the terminal
    /// is cooked, the byte 0x03 once it is raw.
    case ctrlC

    var signal: Int32 {
      switch self {
      case .kill(let signal): signal
      case .ctrlC: SIGINT
      }
    }

    var description: String {
      switch self {
      case .kill(let signal): "kill -\(signal)"
      case .ctrlC: "Ctrl-C"
      }
    }
  }

  static let deliveries: [Delivery] = [
    .kill(SIGTERM), .kill(SIGHUP), .kill(SIGINT), .kill(SIGQUIT), .ctrlC,
  ]

  /// What is wrong with how a run ended after `delivery`, or `nil` when all is right: it
  /// exited with 128 + n, or died by the signal's default action before it had drawn
  /// anything (before `main` installed its handlers: the shell reports 128 + n all the
  /// same), and the terminal is cooked and off the alternate screen.
  func problem(with pty: PseudoTerminal, after delivery: Delivery) -> String? {
    let exit: ProcessExit
    do {
      exit = try pty.waitForExit(timeout: .seconds(10))
    } catch {
      return "still running 10 s after \(delivery)"
    }
    let signal = delivery.signal
    switch exit.termination {
    case .exited(128 + signal):
      break
    case .signaled(signal) where !pty.output.contains(0x1B):
      break  // only the terminal's own echo of Ctrl-C (`^C`) may be there
    default:
      return "\(exit.termination) after \(delivery), having printed \(pty.output.count) bytes"
    }
    guard (try? pty.attributes().isCooked) == true else {
      return "terminal left raw after \(delivery)"
    }
    let text = pty.text
    if let entered = text.range(of: ControlSequence.enterAlternateScreen, options: .backwards),
      !text[entered.upperBound...].contains(ControlSequence.leaveAlternateScreen)
    {
      return "alternate screen left on after \(delivery)"
    }
    return nil
  }

  /// Starts `arguments`, waits until `marker` is on screen, delivers, checks the ending.
  func problemAfterStarting(
    _ arguments: [String], until marker: String, _ delivery: Delivery,
    size: Size? = nil, blocked: [Int32] = []
  ) throws -> String? {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments, environment: environment,
      size: size ?? self.size, blockedSignals: blocked)
    guard try pty.read(timeout: .seconds(10), until: { $0.contains(marker) }) else {
      return "\(arguments) never showed '\(marker)'"
    }
    try deliver(delivery, to: pty)
    return problem(with: pty, after: delivery).map { "\(arguments): \($0)" }
  }

  func deliver(_ delivery: Delivery, to pty: PseudoTerminal) throws {
    switch delivery {
    case .kill(let signal): try pty.send(signal)
    case .ctrlC: try pty.write([0x03])
    }
  }

  // MARK: Item 5: SIGQUIT

  /// Every full screen and `type`, quit with SIGQUIT once running: restored, 131.
  @Test(arguments: [
    (["timer", "30"], "space"), (["stopwatch"], "space"), (["pomodoro"], "space"),
    (["breathe", "--count-in", "0"], "space"), (["meditate", "5m"], "space"), ([], "quit"),
    (["type", "--cps", "5", TypeEndToEndTests.long], "This"),
  ])
  func sigquitRestoresTheTerminalAndExits131(arguments: [String], marker: String) throws {
    let problem = try problemAfterStarting(arguments, until: marker, .kill(SIGQUIT))
    #expect(problem == nil)
  }

  /// Ctrl-\ typed on a raw terminal is a byte, not a signal: it quits as SIGQUIT would.
  @Test func ctrlBackslashTypedOnAFullScreenQuitsWith131() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["stopwatch"], environment: environment,
      size: size)
    #expect(try pty.read(timeout: .seconds(10)) { $0.contains("space") })
    try pty.write([0x1C])
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(131))
    #expect(try pty.attributes().isCooked)
  }

  // MARK: Item 6: a signal at any moment

  /// A signal at 0, 1, 2, 5, 10 and 20 ms after the start (before, during and after the
  /// loop begins), by every way it can come, ends the program with its status.
  @Test func aSignalAtAnyMomentFromTheStartEndsTheProgram() throws {
    let repeats = Int(ProcessSystem.environment()["CADENCE_SIGNAL_SWEEP"] ?? "") ?? 1
    // A QUIT before `main` dumps core by default; a test run must not leave core files.
    var limit = rlimit()
    getrlimit(Int32(RLIMIT_CORE.rawValue), &limit)
    var noCores = rlimit(rlim_cur: 0, rlim_max: limit.rlim_max)
    setrlimit(Int32(RLIMIT_CORE.rawValue), &noCores)
    defer { setrlimit(Int32(RLIMIT_CORE.rawValue), &limit) }
    // Under load the start takes longer, so the same delays land earlier in it.
    let load =
      repeats > 1
      ? try (0..<2).map { _ in
        try PseudoTerminal(
          executable: "/bin/sh", arguments: ["-c", "while :; do :; done"], size: size)
      } : []
    defer { withExtendedLifetime(load) {} }
    var problems: [String] = []
    var runs = 0
    for delay in [0, 1, 2, 5, 10, 20] {
      for delivery in Self.deliveries {
        for index in 0..<repeats {
          let command = (runs + index).isMultiple(of: 2) ? "stopwatch" : "pomodoro"
          runs += 1
          let pty = try PseudoTerminal(
            executable: cadenceExecutable(), arguments: [command], environment: environment,
            size: size)
          let due = pty.startTime + .milliseconds(delay)
          while pty.now() < due {}
          try deliver(delivery, to: pty)
          if let problem = problem(with: pty, after: delivery) {
            problems.append("\(command), \(delay) ms: \(problem)")
          }
        }
      }
    }
    let report = problems.joined(separator: "\n")
    #expect(problems.isEmpty, "\(problems.count) of \(runs) runs:\n\(report)")
  }

  /// A parent that spawns from a thread with signals blocked leaves them blocked in the
  /// child, where they would stay pending for ever: the program unblocks what it catches.
  @Test func signalsBlockedByTheParentStillEndTheProgram() throws {
    let all = [SIGTERM, SIGHUP, SIGINT, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT]
    let problem = try problemAfterStarting(
      ["stopwatch"], until: "space", .kill(SIGTERM), blocked: all)
    #expect(problem == nil)
  }

  /// A data command waiting for a database another process holds stops at once on TERM,
  /// as every command without a loop does, instead of waiting out the busy timeout.
  @Test(arguments: [["stats"], ["history"], ["journal"]])
  func aDataCommandWaitingOnALockStopsOnTERM(arguments: [String]) throws {
    let directory = TemporaryDataDirectory()
    // A session in progress: opening the store then looks for dead owners in a write
    // transaction, so it waits for the write lock held below.
    _ = try directory.store().beginSession(NewSession(kind: .timer, name: "running"))
    let other = try Connection(path: directory.directory.databasePath)
    try other.execute("BEGIN IMMEDIATE")
    defer { try? other.execute("COMMIT") }
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: arguments + ["--data-dir", directory.path],
      environment: ["TERM": "xterm-256color"], size: size)
    // Long enough for the command to be waiting on the lock (it starts in a few ms).
    try pty.read(timeout: .milliseconds(300))
    let sent = pty.now()
    try pty.send(SIGTERM)
    let exit = try pty.waitForExit(timeout: .seconds(10))
    #expect(exit.termination == .exited(143))
    #expect(pty.now() - sent < .seconds(2), "it waited for the lock instead of stopping")
  }
}
