import CadenceTestTraits
import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// The real binary in a pseudo terminal: the title saved before, restored after.
@Suite(.hangLimit) struct TerminalTitleEndToEndTests {
  let size = Size(columns: 80, rows: 24)

  @Test func theTitleIsSavedSetAndRestored() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--exit"],
      environment: testEnvironment, size: size)
    let exit = try pty.waitForExit(timeout: .seconds(10))
    #expect(exit.termination == .exited(0))
    let text = pty.text
    let push = try #require(text.range(of: "\u{1B}[22;0t"))
    let first = try #require(text.range(of: "\u{1B}]2;00:01 · Timer\u{1B}\\"))
    let pop = try #require(text.range(of: "\u{1B}[23;0t", options: .backwards))
    #expect(push.upperBound <= first.lowerBound)
    #expect(first.upperBound <= pop.lowerBound)
  }

  @Test func aSignalRestoresTheTitleToo() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "30"],
      environment: testEnvironment, size: size)
    #expect(try pty.read(timeout: .seconds(5)) { $0.contains("00:30 · Timer") })
    try pty.send(SIGTERM)
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(143))
    #expect(pty.text.hasSuffix("\u{1B}[23;0t") || pty.text.contains("\u{1B}[23;0t"))
  }

  @Test func plainLinesWriteNoTitle() throws {
    let pty = try PseudoTerminal(
      executable: cadenceExecutable(), arguments: ["timer", "1", "--plain"],
      environment: testEnvironment, size: size)
    _ = try pty.waitForExit(timeout: .seconds(10))
    #expect(!pty.text.contains("\u{1B}]2;"))
    #expect(!pty.text.contains("\u{1B}[22;0t"))
  }
}
