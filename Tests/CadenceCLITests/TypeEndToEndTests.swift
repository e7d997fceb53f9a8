import TerminalUI
import TerminalUITesting
import Testing

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `cadence` binary in a pseudo terminal: what a user sees and what the terminal
/// is left in. Each test takes well under two seconds.
@Suite(.serialized) struct TypeEndToEndTests {
  static let hide = "\u{1B}[?25l"
  static let show = "\u{1B}[?25h"
  static let long = "This sentence would take many seconds to type at five per second."

  /// `cadence` next to the test bundle (`swift build` builds it before the tests).
  static var executable: String {
    var buffer = [CChar](repeating: 0, count: 4096)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    let path = String(
      decoding: buffer[..<max(count, 0)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return String(path[..<(path.lastIndex(of: "/") ?? path.endIndex)]) + "/cadence"
  }

  func spawn(_ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: Self.executable, arguments: ["type"] + arguments,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8"], size: Size(columns: 40, rows: 10))
  }

  /// Waits until the first character of `text` is on screen, so the keyboard is read.
  func waitForTyping(_ pty: PseudoTerminal, first: String = "T") throws {
    let started = try pty.read(timeout: .seconds(2)) { $0.contains(Self.hide + first) }
    #expect(started, "typing did not start: \(pty.text.debugDescription)")
  }

  @Test func typesAShortTextAndLeavesTheTerminalAsItFoundIt() throws {
    let pty = try spawn(["--cps", "400", "Hello, 世界! \u{1B}]0;pwned\u{07}\u{1B}[2J"])
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(0))
    #expect(pty.text == Self.hide + "Hello, 世界! ^[]0;pwned^G^[[2J\r\n" + Self.show)
    #expect(try pty.attributes().isCooked)
  }

  @Test func aSpaceShowsTheRestAtOnce() throws {
    let pty = try spawn(["--cps", "5", Self.long])
    try waitForTyping(pty)
    try pty.write(" ")
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(0))
    let wrapped = "This sentence would take many seconds to\r\ntype at five per second."
    #expect(pty.text == Self.hide + wrapped + "\r\n" + Self.show)
    #expect(try pty.attributes().isCooked)
  }

  @Test func aResizeWrapsTheRestAtTheNewWidth() throws {
    let pty = try spawn(["--cps", "5", Self.long])
    try waitForTyping(pty)
    try pty.resize(to: Size(columns: 20, rows: 10))
    try pty.read(timeout: .milliseconds(100))
    try pty.write(" ")
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(0))
    let wrapped = "This sentence would\r\ntake many seconds to\r\ntype at five per\r\nsecond."
    #expect(pty.text == Self.hide + wrapped + "\r\n" + Self.show)
  }

  @Test func ctrlCStopsRestoresTheTerminalAndExits130() throws {
    let pty = try spawn(["--cps", "5", Self.long])
    try waitForTyping(pty)
    try pty.write([0x03])
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(130))
    #expect(pty.text.hasSuffix("\r\n" + Self.show))
    #expect(!pty.text.contains("type at five"))
    #expect(try pty.attributes().isCooked)
  }

  @Test func qStopsWithStatusOne() throws {
    let pty = try spawn(["--cps", "5", "--cursor", Self.long])
    let started = try pty.read(timeout: .seconds(2)) { $0.contains(Self.show + "T") }
    #expect(started)
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(1))
    #expect(try pty.attributes().isCooked)
  }

  @Test func ctrlZRestoresTheTerminalWhileStoppedAndTypingResumesOnContinue() throws {
    let pty = try spawn(["--cps", "5", Self.long])
    try waitForTyping(pty)
    #expect(try !pty.attributes().isCooked)
    try pty.write([0x1A])
    let stopped = try pty.read(timeout: .seconds(1)) { $0.hasSuffix(Self.show) }
    #expect(stopped)
    // The cursor is shown just before the modes are restored: allow the restore to land.
    #expect(try pty.becomesCooked())
    #expect(try pty.becomesStopped())
    try pty.send(SIGCONT)
    let resumed = try pty.read(timeout: .seconds(1)) { $0.hasSuffix(Self.hide) }
    #expect(resumed)
    try pty.write(" ")
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(0))
    #expect(pty.text.contains("per second.\r\n" + Self.show))
    #expect(try pty.attributes().isCooked)
  }

  @Test(arguments: [(SIGTERM, 143), (SIGINT, 130), (SIGHUP, 129)] as [(Int32, Int32)])
  func signalsFromOutsideRestoreTheTerminal(signal: Int32, status: Int32) throws {
    let pty = try spawn(["--cps", "5", Self.long])
    try waitForTyping(pty)
    try pty.send(signal)
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(status))
    #expect(pty.text.hasSuffix(Self.show))
    #expect(try pty.attributes().isCooked)
  }
}
