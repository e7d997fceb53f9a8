#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Signals delivered as bytes on a pipe (the self-pipe trick), without Dispatch.
///
/// The `sigaction(2)` handler does the one async-signal-safe thing it must: write the
/// signal number as one byte to a non-blocking pipe. The frame loop polls the pipe's read
/// end together with the terminal, so a signal wakes the loop even in the middle of a
/// sleep, and all real work happens on the loop, outside the handler. A burst of signals
/// that fills the pipe loses nothing the loop needs: one byte per kind is enough.
public struct SignalPipe: ~Copyable {
  /// The read end, to poll and drain.
  public let readDescriptor: Int32
  private let writeDescriptor: Int32
  private let signals: [Int32]
  private let previous: [sigaction]

  /// Creates the pipe and installs handlers for `signals`.
  /// Wraps `pipe(2)`, `fcntl(2)` (non-blocking, close-on-exec) and `sigaction(2)`.
  public init(signals: [Int32] = SignalNumber.handledByLoop) throws {
    var descriptors: [Int32] = [-1, -1]
    _ = try SystemCall.retrying("pipe") { pipe(&descriptors) }
    for fd in descriptors {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    SignalPipeTarget.writeDescriptor = descriptors[1]
    var previous: [sigaction] = []
    for signal in signals {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = { SignalPipeTarget.forward($0) }
      #else
        action.__sigaction_u.__sa_handler = { SignalPipeTarget.forward($0) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = SA_RESTART
      var old = sigaction()
      _ = try SystemCall.retrying("sigaction") { sigaction(signal, &action, &old) }
      previous.append(old)
    }
    self.readDescriptor = descriptors[0]
    self.writeDescriptor = descriptors[1]
    self.signals = signals
    self.previous = previous
  }

  /// Reads every pending signal number, oldest first.
  /// Wraps `read(2)` on the non-blocking pipe.
  public func drain() throws -> [Int32] {
    var numbers: [Int32] = []
    while true {
      let bytes = try SystemCall.readAvailable(readDescriptor, capacity: 64)
      if bytes.isEmpty { return numbers }
      numbers += bytes.map { Int32($0) }
    }
  }

  /// Puts the previous handlers back and closes the pipe.
  deinit {
    for (signal, old) in zip(signals, previous) {
      var action = old
      sigaction(signal, &action, nil)
    }
    SignalPipeTarget.writeDescriptor = -1
    close(readDescriptor)
    close(writeDescriptor)
  }
}

/// Where the handler writes. Set on the main thread before the handlers are installed and
/// read only by the handler, which then needs no lock (a plain aligned `Int32` load).
private enum SignalPipeTarget {
  nonisolated(unsafe) static var writeDescriptor: Int32 = -1

  /// The handler body: one byte, errno preserved, nothing else.
  static func forward(_ signal: Int32) {
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeDescriptor, &byte, 1)
    errno = savedErrno
  }
}
