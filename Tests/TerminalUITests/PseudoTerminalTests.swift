import TerminalUITesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// End-to-end checks of the harness with `/bin/sh` and `stty`: real processes on real
/// pseudo terminals. They wait for the child, never for a fixed time.
@Suite struct PseudoTerminalTests {
  private let size = Size(columns: 80, rows: 24)
  private let environment = ["PATH": "/usr/bin:/bin", "TERM": "xterm-256color"]

  private func shell(_ script: String, size: Size? = nil) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: "/bin/sh", arguments: ["-c", script], environment: environment,
      size: size ?? self.size)
  }

  @Test func childSeesTheSizeAndATerminalAndItsExitStatusComesBack() throws {
    let pty = try shell("stty size; test -t 0 && test -t 1 && printf 'tty ok'; exit 3")
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .exited(3))
    #expect(pty.text == "24 80\r\ntty ok")
    #expect(exit.usage.cpuTime > .zero || exit.usage.voluntaryContextSwitches >= 0)
    #expect(exit.usage.maxResidentKilobytes > 0)
    #expect(pty.chunks.allSatisfy { $0.time >= pty.startTime })
  }

  @Test func typedInputReachesTheChildThroughTheLineDiscipline() throws {
    let pty = try shell("printf 'ready\\n'; read line; printf 'got:%s\\n' \"$line\"")
    #expect(try pty.read(timeout: .seconds(20)) { $0.contains("ready") })
    try pty.write("hello\r")
    _ = try pty.waitForExit(timeout: .seconds(20))
    // Echo is on (cooked mode): the typed line appears, then the child's answer.
    #expect(pty.text == "ready\r\nhello\r\ngot:hello\r\n")
  }

  @Test func resizeIsSeenByTheChild() throws {
    let pty = try shell("printf 'ready\\n'; read x; stty size")
    #expect(try pty.read(timeout: .seconds(20)) { $0.contains("ready") })
    try pty.resize(to: Size(columns: 100, rows: 30))
    try pty.write("\r")
    _ = try pty.waitForExit(timeout: .seconds(20))
    #expect(pty.text.hasSuffix("30 100\r\n"))
  }

  @Test func signalsEndTheChildAndAreReported() throws {
    let pty = try shell("printf 'ready\\n'; while :; do read x; done")
    #expect(try pty.read(timeout: .seconds(20)) { $0.contains("ready") })
    try pty.send(SIGTERM)
    let exit = try pty.waitForExit(timeout: .seconds(20))
    #expect(exit.termination == .signaled(SIGTERM))
  }

  @Test func terminalModesCanBeReadAfterTheChildExits() throws {
    let cooked = try shell("true")
    _ = try cooked.waitForExit(timeout: .seconds(20))
    #expect(try cooked.attributes().isCooked)

    let leftRaw = try shell("stty raw -echo")
    _ = try leftRaw.waitForExit(timeout: .seconds(20))
    let modes = try leftRaw.attributes()
    #expect(!modes.echo && !modes.canonical && !modes.isCooked)
  }
}
