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
let testEnvironment = ["CADENCE_DATA_DIR": TemporaryDirectory.shared.path, "LANG": "C.UTF-8"]

/// End to end: the real binary in a pseudo terminal. These take real time (a timer must
/// run), so they are few and short; the logic is tested on scripted time elsewhere.
@Suite(.timeLimit(.minutes(1))) struct TimerEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  @Test func plainTimerPrintsEverySecondAndExitsZero() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--plain"],
      environment: testEnvironment,
      size: size)
    let exit = try pty.waitForExit(timeout: .seconds(10))
    #expect(exit.termination == .exited(0))
    #expect(pty.text == "00:01\r\n00:00\r\n")
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
    #expect(pty.text == "00:01\r\n00:00\r\nstatus=0\r\n")
  }
}
