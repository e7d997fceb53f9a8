import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The built `cadence` binary, next to this test bundle in the build directory.
func cadenceExecutable() -> String {
  var buffer = [CChar](repeating: 0, count: 4096)
  let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
  let path = String(decoding: buffer[..<max(count, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
  // …/debug/CadencePackageTests.xctest (a file on Linux) → …/debug/cadence
  return String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)]) + "/cadence"
}

/// The environment for spawned binaries: their data goes to the test run's directory, and
/// they draw in UTF-8 (under `LANG=C` they would draw in ASCII).
/// The environment of a spawned binary: its own data directory each time (tests that share
/// one database wait on each other's locks on a loaded machine), English in UTF-8.
var testEnvironment: [String: String] {
  let directory = TemporaryDirectory.shared.file("run-\(UInt64.random(in: 0...UInt64.max))")
  return ["CADENCE_DATA_DIR": directory, "LANG": "C.UTF-8"]
}

/// End to end: the real binary in a pseudo terminal. These take real time (a timer must
/// run), so they are few and short; the logic is tested on scripted time elsewhere.
@Suite(.hangLimit) struct TimerEndToEndTests {
  let size = Size(columns: 80, rows: 24)
  /// The summary of `timer 1`, as the terminal shows it.
  static let summary = "Timer: 00:01 of 00:01\r\n"

  @Test func plainTimerPrintsEverySecondAndExitsZero() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--plain"],
      environment: testEnvironment,
      size: size)
    let exit = try pty.waitForExit(timeout: .seconds(10))
    #expect(exit.termination == .exited(0))
    // Standard output is the terminal: the bell rings there at zero (issue 10, item 6).
    // Then the summary, on standard error (the same terminal here).
    #expect(pty.text == "00:01\r\n00:00\r\n\u{07}Timer: 00:01 of 00:01\r\n")
    // The second line comes a second after the first, on the second.
    let lines = pty.chunks.filter { $0.bytes.contains(UInt8(ascii: "\n")) }
    if lines.count == 2 {
      let gap = lines[1].time - lines[0].time
      #expect(gap > .milliseconds(950) && gap < .milliseconds(1100))
    }
  }

  @Test func ctrlCEndsItWith130() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "30", "--plain"],
      environment: testEnvironment,
      size: size)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("00:30") })
    try pty.write([0x03])  // the terminal driver turns Ctrl-C into SIGINT
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(130))
    #expect(try pty.attributes().isCooked)
  }

  @Test(arguments: [
    (Int32(SIGTERM), Int32(143)), (Int32(SIGHUP), Int32(129)), (Int32(SIGINT), Int32(130)),
  ])
  func terminatingSignalsExitWithTheirStatus(signal: Int32, status: Int32) throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "30", "--plain"],
      environment: testEnvironment,
      size: size)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("00:30") })
    try pty.send(signal)
    #expect(try pty.waitForExit(timeout: .seconds(5)).termination == .exited(status))
  }

  @Test func usageErrorsExit64WithTheMessageOnStandardError() throws {
    let pty = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c", "\"$0\" timer 1:99 2>&1 >/dev/null; echo \"status=$?\"", cadenceExecutable(),
      ],
      environment: testEnvironment, size: size)
    _ = try pty.waitForExit(timeout: .seconds(5))
    #expect(
      pty.text.hasPrefix(
        "Error: Invalid value '1:99' for '<duration>': seconds '99' must be under 60"))
    #expect(pty.text.hasSuffix("status=64\r\n"))
  }

  @Test func withoutATerminalItPrintsPlainLines() throws {
    let pty = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: ["-c", "\"$0\" timer 1 | cat; echo \"status=$?\"", cadenceExecutable()],
      environment: testEnvironment, size: size)
    _ = try pty.waitForExit(timeout: .seconds(10))
    // The bell and the summary come on standard error, the terminal, not through the pipe
    // (which `cat` may pass on after them).
    let text = pty.text.filter { $0 != "\u{07}" }
    #expect(text.replacing(Self.summary, with: "") == "00:01\r\n00:00\r\nstatus=0\r\n")
    #expect(text.contains(Self.summary))
  }

  /// Issue 10, item 6: the bell never goes into a pipe. Piped standard output (what
  /// `$(...)` captures) holds exactly the lines; the bell rings on standard error when that
  /// is a terminal, and nowhere when it is not.
  @Test(arguments: [
    ("out=$(\"$0\" timer 1 --plain); printf '[%s]' \"$out\" | tr '\\007' B", "[00:01\n00:00]", 1),
    (
      "out=$(\"$0\" timer 1 --plain 2>/dev/null); printf '[%s]' \"$out\" | tr '\\007' B",
      "[00:01\n00:00]", 0
    ),
    ("\"$0\" timer 1 --plain 2>&1 | tr '\\007' B", "00:01\n00:00\n", 0),
    ("\"$0\" timer 1 --plain --quiet | tr '\\007' B", "00:01\n00:00\n", 0),
  ])
  func aPipedTimerPrintsOnlyItsLinesAndRingsOnTheTerminal(
    script: String, printed: String, bells: Int
  ) throws {
    // The summary is on standard error (issue 24, item 3): on the terminal, or through the
    // pipe with 2>&1, never in what $(...) captures.
    let summaries = script.contains("2>/dev/null") ? 0 : 1
    let pty = try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script, cadenceExecutable()],
      environment: testEnvironment, size: size)
    #expect(try pty.waitForExit(timeout: .seconds(10)).termination == .exited(0))
    // A BEL that went through the pipe would show as B; one rung on the terminal is raw.
    let text = pty.text.filter { $0 != "\u{07}" }
    #expect(text.ranges(of: Self.summary).count == summaries)
    #expect(text.replacing(Self.summary, with: "") == printed.replacing("\n", with: "\r\n"))
    #expect(pty.text.filter { $0 == "\u{07}" }.count == bells)
  }
}
