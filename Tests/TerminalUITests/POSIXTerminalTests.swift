import TerminalUITesting
import Testing

@testable import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The real terminal corner on a real pseudo terminal, in process: the test holds the
/// controlling side and plays the user; `POSIXTerminal`, `PollEventSource` and the frame
/// loop run on the terminal side. Serialized: signal handlers are process-wide.
@Suite(.serialized) struct POSIXTerminalTests {
  /// A pty pair: the controlling side wrapped for reading, the terminal side's descriptor.
  private final class Pair {
    let primary: Int32
    let secondary: Int32

    init(size: Size) throws {
      let (primary, path) = try PseudoTerminal.openPrimary()
      try PseudoTerminal.setWindowSize(of: primary, to: size)
      self.primary = primary
      self.secondary = open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
    }

    deinit {
      close(primary)
      close(secondary)
    }

    func type(_ text: String) throws { try SystemCall.writeAll(primary, Array(text.utf8)) }

    /// Reads what the terminal side wrote until `expected` is a suffix or 10 s pass.
    func read(until expected: String) throws -> String {
      var bytes: [UInt8] = []
      for _ in 0..<200 {
        var descriptors = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
        _ = try SystemCall.poll(&descriptors, timeout: .milliseconds(50))
        if descriptors[0].revents & Int16(POLLIN) != 0 {
          bytes += try SystemCall.readAvailable(primary)
        }
        if String(decoding: bytes, as: UTF8.self).hasSuffix(expected) { break }
      }
      return String(decoding: bytes, as: UTF8.self)
    }
  }

  @Test func enterMakesTheTerminalRawAndRestorePutsItBack() throws {
    let pair = try Pair(size: Size(columns: 30, rows: 4))
    let terminal = try POSIXTerminal(input: pair.secondary, output: pair.secondary)
    #expect(try terminal.size() == Size(columns: 30, rows: 4))
    try terminal.enter()
    let raw = try TerminalAttributes(of: pair.secondary)
    #expect(!raw.echo && !raw.canonical && !raw.signals && !raw.outputProcessing)
    terminal.restore()
    terminal.disarmCrashRestore()
    #expect(try TerminalAttributes(of: pair.secondary).isCooked)
    let written = try pair.read(until: ControlSequence.restoreSequence)
    #expect(
      written == ControlSequence.enterAlternateScreen + ControlSequence.hideCursor
        + ControlSequence.pushTitle + ControlSequence.restoreSequence)
    // The title saved on entry is popped last (issue 24, item 9).
    #expect(ControlSequence.restoreSequence.hasSuffix(ControlSequence.popTitle))
  }

  @Test func notATerminalIsReported() throws {
    var descriptors: [Int32] = [-1, -1]
    #expect(pipe(&descriptors) == 0)
    defer { descriptors.forEach { close($0) } }
    #expect(throws: TerminalError.notATerminal) {
      _ = try POSIXTerminal(input: descriptors[0], output: descriptors[1])
    }
  }

  @Test func pollSourceReturnsKeysAndSignals() throws {
    let pair = try Pair(size: Size(columns: 10, rows: 2))
    let signals = try SignalPipe.shared()
    try signals.watch([SIGWINCH])
    defer { signals.unwatch([SIGWINCH]) }
    var source = PollEventSource(input: pair.secondary, signals: signals, clock: .suspending)
    #expect(try Self.events(from: &source, within: .zero).isEmpty)
    kill(getpid(), SIGWINCH)  // raise() would target this thread, which may block it
    #expect(try Self.events(from: &source, within: .seconds(10)) == [.signal(SIGWINCH)])
    let terminal = try POSIXTerminal(input: pair.secondary, output: pair.secondary)
    try terminal.enter()
    defer {
      terminal.restore()
      terminal.disarmCrashRestore()
    }
    try pair.type("q\u{1B}[A")
    #expect(
      try Self.events(from: &source, within: .seconds(10)) == [.input(Array("q\u{1B}[A".utf8))])
  }

  @Test func aWaitAfterATimedOutOneSleepsItsWholeTimeout() throws {
    let pair = try Pair(size: Size(columns: 10, rows: 2))
    var source = PollEventSource(
      input: pair.secondary, signals: try SignalPipe.shared(), clock: .continuous)
    // The first wait's timer fires and is never read: the second one's arming clears it.
    _ = try source.wait(timeout: .milliseconds(1))
    let clock = ContinuousClock()
    let started = clock.now
    _ = try source.wait(timeout: .milliseconds(30))
    _ = try source.wait(timeout: .milliseconds(30))
    // A signal for another test may end one of the two early, hardly both.
    #expect(clock.now - started >= .milliseconds(30))
  }

  /// The events `source` returns within `timeout`, less the SIGCHLD bytes of other tests:
  /// they run in this process at the same time, and a child's wait watches SIGCHLD on the
  /// same pipe (`ChildProcess.wait(passingOn:through:)`), so one may land here (CI saw it).
  /// In slices of at most 50 ms: another test's read of the pipe may take this one's byte
  /// and leave it latched for the next wait, without waking this one's poll.
  private static func events(
    from source: inout PollEventSource, within timeout: Duration
  ) throws -> [DeviceEvent] {
    let deadline = ContinuousClock.now + timeout
    while true {
      let left = max(.zero, deadline - ContinuousClock.now)
      let slice = min(left, .milliseconds(50))
      let events = try source.wait(timeout: slice).filter { $0 != .signal(SIGCHLD) }
      if !events.isEmpty || left == .zero { return events }
    }
  }
}
