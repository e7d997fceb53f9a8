import CadenceSystem

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
/// `EINTR` itself where a signal must not end the call. A watched signal is also unblocked:
/// a parent that spawned us from a thread blocking it would otherwise leave it pending for
/// ever.
///
/// Work that has nothing to save or restore and no loop to read the pipe (a data command
/// waiting for a locked database) asks ``exitAtOnce(on:)``: then the handler itself ends the
/// process with 128 + n. A loop puts them back on the pipe with ``queue(_:)``.
///
/// ```swift
/// let signals = try SignalPipe.shared()
/// try signals.watch([SIGINT, SIGTERM, SIGHUP])          // for the whole process
/// try signals.watch([SIGWINCH, SIGTSTP, SIGCONT])       // while a loop runs
/// defer { signals.unwatch([SIGWINCH, SIGTSTP, SIGCONT]) }
/// ```
package final class SignalPipe: Sendable {
  // The program uses it from its main thread (the loops are synchronous), but a test
  // process runs many commands at once on other threads: the state is behind a lock, or
  // two waits for children (watching SIGCHLD) race on it and crash. The handler touches
  // nothing but `SignalPipeTarget`.

  /// The read end, to poll.
  package let readDescriptor: Int32
  private let writeDescriptor: Int32
  private let state = Locked(State())

  private struct State: @unchecked Sendable {
    // @unchecked: `sigaction` holds a C function pointer; the values are only copied.
    /// The dispositions replaced by ``watch(_:)``, to put back.
    var previous: [Int32: sigaction] = [:]
    /// Signals read from the pipe but not yet taken by anyone.
    var latched: [Int32] = []
  }

  private static let instance = Locked<SignalPipe?>(nil)

  /// The process's pipe, created on first use (once, whichever thread asks first).
  /// Wraps `pipe(2)` and `fcntl(2)` (non-blocking, close-on-exec).
  package static func shared() throws -> SignalPipe {
    try instance.withLock { instance in
      if let instance { return instance }
      let created = try SignalPipe()
      instance = created
      return created
    }
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
    SignalPipeTarget.exitingAtOnce = 0
  }

  /// Catches `signals` from now on (watching one twice does nothing), and unblocks them.
  /// Wraps `sigaction(2)` and `pthread_sigmask(3)`.
  package func watch(_ signals: [Int32]) throws {
    defer { Self.unblock(signals) }
    try state.withLock { state in
      for signal in signals where state.previous[signal] == nil {
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
        state.previous[signal] = old
      }
    }
  }

  /// Puts back what `signals` did before ``watch(_:)``; pending bytes for them are dropped.
  /// Wraps `sigaction(2)`.
  package func unwatch(_ signals: [Int32]) {
    state.withLock { state in
      for signal in signals {
        guard var old = state.previous.removeValue(forKey: signal) else { continue }
        sigaction(signal, &old, nil)
      }
      readPipe(into: &state)
      state.latched.removeAll { signals.contains($0) }
    }
  }

  /// Makes `signals` end the process at once with status 128 + n, from the handler
  /// (`_exit(2)`), instead of becoming bytes on the pipe; returns the first of them caught
  /// before, which is on the pipe and left for the caller to act on.
  ///
  /// For work with nothing to save or restore that would otherwise see a signal only once
  /// it is done: a data command waiting out a busy timeout. The mode is set before the pipe
  /// is read, so a signal is either returned here or ends the process: none falls between.
  package func exitAtOnce(on signals: [Int32]) -> Int32? {
    for signal in signals where (0..<64).contains(signal) {
      SignalPipeTarget.exitingAtOnce |= 1 << UInt64(signal)
    }
    return pending(among: signals)
  }

  /// Makes `signals` bytes on the pipe again (the default), for a loop to end in order.
  package func queue(_ signals: [Int32]) {
    for signal in signals where (0..<64).contains(signal) {
      SignalPipeTarget.exitingAtOnce &= ~(1 << UInt64(signal))
    }
  }

  /// Takes every signal caught so far, oldest first.
  /// Wraps `read(2)` on the non-blocking pipe.
  package func drain() -> [Int32] {
    state.withLock { state in
      readPipe(into: &state)
      defer { state.latched = [] }
      return state.latched
    }
  }

  /// Takes the signals already read from the pipe by ``pending(among:)`` and not yet taken,
  /// without a system call: a loop about to poll the pipe asks this first.
  package func takeLatched() -> [Int32] {
    state.withLock { state in
      defer { state.latched = [] }
      return state.latched
    }
  }

  /// The first caught signal among `signals`, if any, left in place for the next
  /// ``drain()``: for code outside a loop that must stop when one arrives.
  package func pending(among signals: [Int32]) -> Int32? {
    state.withLock { state in
      readPipe(into: &state)
      return state.latched.first { signals.contains($0) }
    }
  }

  /// Wraps `pthread_sigmask(3)` with `SIG_UNBLOCK`, for the calling thread: the main one,
  /// where the loops run (the one other thread Cadence starts, a ``WorkerThread``, blocks
  /// every signal).
  private static func unblock(_ signals: [Int32]) {
    var set = sigset_t()
    sigemptyset(&set)
    for signal in signals { sigaddset(&set, signal) }
    pthread_sigmask(SIG_UNBLOCK, &set, nil)
  }

  private func readPipe(into state: inout State) {
    while let bytes = try? SystemCall.readAvailable(readDescriptor, capacity: 64),
      !bytes.isEmpty
    {
      state.latched += bytes.map { Int32($0) }
    }
  }
}

/// Where the handler writes. Set on the main thread, first before any handler is installed,
/// and only read by the handler, which then needs no lock (plain aligned loads).
private enum SignalPipeTarget {
  nonisolated(unsafe) static var writeDescriptor: Int32 = -1
  /// Bit n set: signal n ends the process at once (``SignalPipe/exitAtOnce(on:)``).
  nonisolated(unsafe) static var exitingAtOnce: UInt64 = 0

  /// The handler body: `_exit(128 + n)` when asked, else one byte, errno preserved,
  /// nothing else.
  static func forward(_ signal: Int32) {
    if signal >= 0, signal < 64, exitingAtOnce & (1 << UInt64(signal)) != 0 {
      _exit(128 + signal)
    }
    let savedErrno = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(writeDescriptor, &byte, 1)
    errno = savedErrno
  }
}
