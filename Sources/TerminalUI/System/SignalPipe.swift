#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The process's one way of catching signals: each caught signal becomes a byte on a pipe
/// (the self-pipe trick), without Dispatch.
///
/// The `sigaction(2)` handler does the one async-signal-safe thing it must: write the
/// signal number as one byte to a non-blocking pipe. A loop polls the read end together
/// with its terminal, so a signal wakes it even in the middle of a sleep; code that is not
/// in a loop (reading standard input) asks ``pending(among:)`` after an `EINTR`. All real
/// work happens outside the handler. A burst that fills the pipe loses nothing anyone
/// needs: one byte per kind is enough.
///
/// Handlers are installed without `SA_RESTART`, so a blocking `read(2)` returns `EINTR`
/// when a signal lands and the reader can stop; every wrapper in ``SystemCall`` retries
/// `EINTR` itself where a signal must not end the call.
///
/// ```swift
/// let signals = try SignalPipe.shared()
/// try signals.watch([SIGINT, SIGTERM, SIGHUP])          // for the whole process
/// try signals.watch([SIGWINCH, SIGTSTP, SIGCONT])       // while a loop runs
/// defer { signals.unwatch([SIGWINCH, SIGTSTP, SIGCONT]) }
/// ```
package final class SignalPipe: @unchecked Sendable {
  // @unchecked: used from the main thread only (the loops are synchronous); the handler
  // touches nothing but `SignalPipeTarget.writeDescriptor`.

  /// The read end, to poll.
  package let readDescriptor: Int32
  private let writeDescriptor: Int32
  /// The dispositions replaced by ``watch(_:)``, to put back.
  private var previous: [Int32: sigaction] = [:]
  /// Signals read from the pipe but not yet taken by anyone.
  private var latched: [Int32] = []

  nonisolated(unsafe) private static var instance: SignalPipe?

  /// The process's pipe, created on first use.
  /// Wraps `pipe(2)` and `fcntl(2)` (non-blocking, close-on-exec).
  package static func shared() throws -> SignalPipe {
    if let instance { return instance }
    let created = try SignalPipe()
    instance = created
    return created
  }

  private init() throws {
    var descriptors: [Int32] = [-1, -1]
    _ = try SystemCall.retrying("pipe") { pipe(&descriptors) }
    for fd in descriptors {
      _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    }
    readDescriptor = descriptors[0]
    writeDescriptor = descriptors[1]
    SignalPipeTarget.writeDescriptor = descriptors[1]
  }

  /// Catches `signals` from now on (watching one twice does nothing).
  /// Wraps `sigaction(2)`.
  package func watch(_ signals: [Int32]) throws {
    for signal in signals where previous[signal] == nil {
      var action = sigaction()
      #if os(Linux)
        action.__sigaction_handler.sa_handler = { SignalPipeTarget.forward($0) }
      #else
        action.__sigaction_u.__sa_handler = { SignalPipeTarget.forward($0) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      var old = sigaction()
      _ = try SystemCall.retrying("sigaction") { sigaction(signal, &action, &old) }
      previous[signal] = old
    }
  }

  /// Puts back what `signals` did before ``watch(_:)``; pending bytes for them are dropped.
  /// Wraps `sigaction(2)`.
  package func unwatch(_ signals: [Int32]) {
    for signal in signals {
      guard var old = previous.removeValue(forKey: signal) else { continue }
      sigaction(signal, &old, nil)
    }
    readPipe()
    latched.removeAll { signals.contains($0) }
  }

  /// Takes every signal caught so far, oldest first.
  /// Wraps `read(2)` on the non-blocking pipe.
  package func drain() -> [Int32] {
    readPipe()
    defer { latched = [] }
    return latched
  }

  /// Takes the signals already read from the pipe by ``pending(among:)`` and not yet taken,
  /// without a system call: a loop about to poll the pipe asks this first.
  package func takeLatched() -> [Int32] {
    defer { latched = [] }
    return latched
  }

  /// The first caught signal among `signals`, if any, left in place for the next
  /// ``drain()``: for code outside a loop that must stop when one arrives.
  package func pending(among signals: [Int32]) -> Int32? {
    readPipe()
    return latched.first { signals.contains($0) }
  }

  private func readPipe() {
    while let bytes = try? SystemCall.readAvailable(readDescriptor, capacity: 64),
      !bytes.isEmpty
    {
      latched += bytes.map { Int32($0) }
    }
  }
}

/// Where the handler writes. Set once, before any handler is installed, and read only by
/// the handler, which then needs no lock (a plain aligned `Int32` load).
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
