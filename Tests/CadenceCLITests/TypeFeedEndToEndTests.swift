import TerminalUI
import TerminalUITesting
import Testing

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The built `cadence type -` with standard input a pipe the test writes to slowly and the
/// terminal a pty (issue 24, item 33): what was read all first, showing nothing and ignoring
/// `q` until the pipe closed, is typed as it comes.
@Suite(.serialized) struct TypeFeedEndToEndTests {
  /// A named pipe the test writes to, held open for reading and writing (so neither side's
  /// open blocks) until the test ends.
  final class FeedPipe {
    let path = "/tmp/cadence-feed-\(getpid())-\(UInt32.random(in: .min ... .max))"
    private var descriptor: Int32

    init() throws {
      guard mkfifo(path, 0o600) == 0 else { throw TerminalError.systemCall("mkfifo", errno: errno) }
      descriptor = open(path, O_RDWR | O_CLOEXEC)
      guard descriptor >= 0 else {
        unlink(path)
        throw TerminalError.systemCall("open", errno: errno)
      }
    }

    deinit {
      closeWriting()
      unlink(path)
    }

    func write(_ text: String) throws {
      try SystemCall.writeAll(descriptor, Array(text.utf8))
    }

    /// Closes the test's end: with no writer left, the reader sees the end of its input.
    func closeWriting() {
      if descriptor >= 0 { close(descriptor) }
      descriptor = -1
    }
  }

  /// `cadence type - < pipe`, on a pty 40 columns wide.
  func spawn(reading pipe: FeedPipe, _ arguments: [String]) throws -> PseudoTerminal {
    try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c", "exec \"$0\" type - \"$@\" < \"$FEED\"", TypeEndToEndTests.executable,
      ] + arguments,
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "FEED": pipe.path],
      size: Size(columns: 40, rows: 10))
  }

  @Test func linesAreTypedAsTheyComeAndQStopsWhileThePipeIsOpen() throws {
    let pipe = try FeedPipe()
    let pty = try spawn(reading: pipe, ["--cps", "200"])
    try pipe.write("first line\n")
    let first = try pty.read(timeout: .seconds(5)) { $0.contains("first line\r\n") }
    #expect(first, "the first line did not come: \(pty.text.debugDescription)")
    try pipe.write("second\n")
    let second = try pty.read(timeout: .seconds(5)) { $0.contains("second\r\n") }
    #expect(second, "the second line did not come: \(pty.text.debugDescription)")
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(1))
    #expect(pty.text.hasSuffix("\u{1B}[?25h"))
    #expect(try pty.attributes().isCooked)
  }

  @Test func theEndOfThePipeEndsTheTypingCompleted() throws {
    let pipe = try FeedPipe()
    let pty = try spawn(reading: pipe, ["--cps", "400"])
    try pipe.write("only line")
    let typed = try pty.read(timeout: .seconds(5)) { $0.contains("only line") }
    #expect(typed, "the text did not come: \(pty.text.debugDescription)")
    pipe.closeWriting()
    let exit = try pty.waitForExit(timeout: .seconds(2))
    #expect(exit.termination == .exited(0))
    #expect(pty.text.hasSuffix("only line\r\n\u{1B}[?25h"))
    #expect(try pty.attributes().isCooked)
  }

  /// Ctrl-Z stops the whole job, the writer too, as the terminal's own would: stopping
  /// `cadence` alone left the shell waiting for a writer that never ends.
  @Test func ctrlZStopsTheWriterTooAndTheJobGoesOnWhenContinued() throws {
    let pty = try PseudoTerminal(
      executable: "/bin/sh",
      arguments: [
        "-c", "(while :; do echo hi; sleep 0.2; done) | \"$0\" type --cps 200 -",
        TypeEndToEndTests.executable,
      ],
      environment: ["TERM": "xterm-256color", "LANG": "C.UTF-8", "PATH": "/usr/bin:/bin"],
      size: Size(columns: 40, rows: 10))
    let typing = try pty.read(timeout: .seconds(5)) { $0.contains("hi\r\n") }
    #expect(typing, "typing did not start: \(pty.text.debugDescription)")
    try pty.write("\u{1A}")
    // The shell, the job's leader, is stopped with it.
    #expect(try pty.becomesStopped())
    #expect(try pty.attributes().isCooked)
    _ = try SystemCall.retrying("kill") { kill(-pty.processID, SIGCONT) }
    let before = pty.text.count
    let more = try pty.read(timeout: .seconds(5)) { $0.count > before + 8 }
    #expect(more, "typing did not go on: \(pty.text.debugDescription)")
    try pty.write("q")
    let exit = try pty.waitForExit(timeout: .seconds(5))
    #expect(exit.termination == .exited(1))
  }
}
