import TerminalUI

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Runs a program in a new pseudo terminal and plays the user: types, resizes, signals,
/// and records everything it prints with a timestamp per chunk.
///
/// For end-to-end tests (does `q` restore the terminal? does SIGTERM?) and for the
/// benchmark (bytes per second, lateness of each printed second, CPU time and context
/// switches of the child from `wait4(2)`).
///
/// ```swift
/// let pty = try PseudoTerminal(
///   executable: "/bin/sh", arguments: ["-c", "stty size"], size: Size(columns: 80, rows: 24))
/// let exit = try pty.waitForExit(timeout: .seconds(5))
/// // pty.text == "24 80\r\n", exit.termination == .exited(0)
/// ```
///
/// The child is a session leader whose controlling terminal is the pty, so job control
/// and SIGWINCH work as in a real terminal. The parent keeps its own descriptor of the
/// terminal side open, so output is never lost when the child exits and the child's last
/// terminal modes can be read afterwards (``attributes()``).
public final class PseudoTerminal {
  /// The child's process id.
  public let processID: pid_t
  /// The controlling side (what a terminal emulator holds).
  private let primary: Int32
  /// The terminal side, kept open by the parent.
  private let secondary: Int32
  /// When the child was spawned, on `CLOCK_MONOTONIC` (the time base of ``chunks``).
  public let startTime: Duration
  /// Everything the child printed so far, as read, with the time each read returned.
  public private(set) var chunks: [OutputChunk] = []
  /// The exit, once ``waitForExit(timeout:)`` has seen it.
  public private(set) var exit: ProcessExit?

  /// Spawns `executable` with `arguments` (not including argv[0]) and exactly
  /// `environment`, on a new pty of `size`; `blockedSignals` start blocked in the child
  /// (as a parent that spawns from a thread blocking them would leave them).
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` when the pty cannot be created or
  ///   the program cannot be spawned.
  public init(
    executable: String, arguments: [String] = [], environment: [String: String] = [:],
    size: Size, blockedSignals: [Int32] = []
  ) throws {
    let (primary, path) = try Self.openPrimary()
    do {
      try Self.setWindowSize(of: primary, to: size)
      secondary = try SystemCall.retrying("open") {
        open(path, O_RDWR | O_NOCTTY | O_CLOEXEC)
      }
      startTime = Self.monotonicNow()
      processID = try Self.spawn(
        executable, arguments: arguments, environment: environment, terminalPath: path,
        blockedSignals: blockedSignals)
    } catch {
      close(primary)
      throw error
    }
    self.primary = primary
  }

  deinit {
    if exit == nil {
      kill(processID, SIGKILL)
      var status: Int32 = 0
      waitpid(processID, &status, 0)
    }
    close(primary)
    close(secondary)
  }

  /// The current time on the clock of ``startTime`` and ``OutputChunk/time``
  /// (`CLOCK_MONOTONIC`), to measure against them.
  public func now() -> Duration { Self.monotonicNow() }

  /// Wraps `clock_gettime(2)`, which cannot fail for this clock.
  private static func monotonicNow() -> Duration {
    var spec = timespec()
    clock_gettime(CLOCK_MONOTONIC, &spec)
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }

  /// All output so far.
  public var output: [UInt8] { chunks.flatMap(\.bytes) }
  /// All output so far as text (invalid UTF-8 shows as U+FFFD).
  public var text: String { String(decoding: output, as: UTF8.self) }

  /// Types bytes into the terminal, as a user's keyboard would.
  public func write(_ bytes: [UInt8]) throws {
    try SystemCall.writeAll(primary, bytes)
  }

  /// Types text into the terminal.
  public func write(_ text: String) throws {
    try write(Array(text.utf8))
  }

  /// Changes the terminal's size; the kernel sends SIGWINCH to the child's foreground job.
  public func resize(to size: Size) throws {
    try Self.setWindowSize(of: primary, to: size)
  }

  /// Sends a signal to the child.
  /// Wraps `kill(2)`.
  public func send(_ signal: Int32) throws {
    _ = try SystemCall.retrying("kill") { kill(processID, signal) }
  }

  /// Reads output until `timeout` passes, or until `condition` holds for all the text
  /// read so far. Returns whether the condition held.
  @discardableResult
  public func read(
    timeout: Duration, until condition: (String) -> Bool = { _ in false }
  ) throws -> Bool {
    let deadline = now() + timeout
    while true {
      if condition(text) { return true }
      let left = deadline - now()
      if left <= .zero { return false }
      try readAvailable(waiting: min(left, .milliseconds(50)))
    }
  }

  /// Waits up to `timeout` for the child to exit, reading its output meanwhile, then
  /// reads what remains. Returns how it ended and the resources it used.
  ///
  /// - Throws: ``TerminalError/systemCall(_:errno:)`` with `ETIMEDOUT` if it is still
  ///   running at the timeout (it is left running; `deinit` kills it).
  public func waitForExit(timeout: Duration) throws -> ProcessExit {
    if let exit { return exit }
    let deadline = now() + timeout
    while now() < deadline {
      if let ended = try Self.reap(processID) {
        while try readAvailable(waiting: .milliseconds(20)) {}
        exit = ended
        return ended
      }
      try readAvailable(waiting: .milliseconds(10))
    }
    throw TerminalError.systemCall("wait4", errno: ETIMEDOUT)
  }

  /// The terminal's current modes (also after the child exited): whether it left the
  /// terminal cooked, with echo, as it found it.
  public func attributes() throws -> TerminalAttributes {
    try TerminalAttributes(of: secondary)
  }

  /// Reads the output of every terminal in `terminals` as it arrives, with one wait for
  /// all of them, until `timeout` passes or `condition` holds: two programs started
  /// together and read side by side, each chunk stamped when it came, not when the other
  /// one's read let it be looked at. Returns whether the condition held.
  @discardableResult
  public static func read(
    _ terminals: [PseudoTerminal], timeout: Duration, until condition: () -> Bool
  ) throws -> Bool {
    let deadline = monotonicNow() + timeout
    // A terminal whose child has gone (hung up, nothing left to read) is waited on no more.
    var open = terminals
    while true {
      if condition() { return true }
      let left = deadline - monotonicNow()
      if left <= .zero || open.isEmpty { return false }
      var descriptors = open.map { pollfd(fd: $0.primary, events: Int16(POLLIN), revents: 0) }
      guard try SystemCall.poll(&descriptors, timeout: min(left, .milliseconds(50))) else {
        continue
      }
      var gone: [ObjectIdentifier] = []
      for (terminal, descriptor) in zip(open, descriptors) where descriptor.revents != 0 {
        if try !terminal.readAvailable(waiting: .zero), descriptor.revents & Int16(POLLHUP) != 0 {
          gone.append(ObjectIdentifier(terminal))
        }
      }
      open.removeAll { gone.contains(ObjectIdentifier($0)) }
    }
  }

  /// Waits up to `waiting` for output and appends one chunk if any arrived.
  @discardableResult
  private func readAvailable(waiting: Duration) throws -> Bool {
    var descriptors = [pollfd(fd: primary, events: Int16(POLLIN), revents: 0)]
    guard try SystemCall.poll(&descriptors, timeout: waiting),
      descriptors[0].revents & Int16(POLLIN) != 0
    else { return false }
    let bytes: [UInt8]
    do {
      bytes = try SystemCall.readAvailable(primary, capacity: 65536)
    } catch TerminalError.systemCall(_, errno: EIO) {
      return false  // Linux reports EIO once no process holds the terminal side
    }
    guard !bytes.isEmpty else { return false }
    chunks.append(OutputChunk(time: now(), bytes: bytes))
    return true
  }
}

/// Output read from a pseudo terminal in one read.
public struct OutputChunk: Hashable, Sendable {
  /// When the read returned, on `CLOCK_MONOTONIC` (compare with
  /// ``PseudoTerminal/startTime``).
  public let time: Duration
  /// The bytes.
  public let bytes: [UInt8]
}
