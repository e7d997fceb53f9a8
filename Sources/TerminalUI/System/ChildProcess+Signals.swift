import CadenceSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

extension ChildProcess {
  /// How ``wait(passingOn:through:)`` ended.
  package enum Waited: Hashable, Sendable {
    /// The child ended on its own.
    case ended(Termination)
    /// One of the signals was caught while it ran: it was passed on to the child, and the
    /// wait stopped there.
    case signalled(Int32)
  }

  /// Waits for the child to end, unless one of `signals` is caught first: then that signal
  /// is sent on to the child and the wait ends at once, so a slow child (an end hook's
  /// `sleep 8`) never swallows a SIGTERM, SIGHUP or SIGINT.
  ///
  /// Sleeps in `poll(2)` on `pipe`'s read end, with SIGCHLD watched on the same pipe while
  /// it waits: a child's end and a signal both wake it, and neither can fall between a check
  /// and the sleep (the byte stays on the pipe); each sleep is at most 100 ms all the same. Wraps `waitpid(2)` with `WNOHANG`
  /// and `kill(2)`.
  package func wait(passingOn signals: [Int32], through pipe: SignalPipe) -> Waited {
    let watching = (try? pipe.watch([SIGCHLD])) != nil
    defer { if watching { pipe.unwatch([SIGCHLD]) } }
    while true {
      if let signal = pipe.pending(among: signals) {
        _ = sendSignal(id, signal)
        return .signalled(signal)
      }
      if let termination = poll() { return .ended(termination) }
      guard watching else { return .ended(wait()) }
      var descriptors = [pollfd(fd: pipe.readDescriptor, events: Int16(POLLIN), revents: 0)]
      // SIGCHLD wakes the wait at once; the timeout only bounds it should that byte be
      // taken by another reader of the pipe (tests run several at once in one process).
      guard (try? SystemCall.poll(&descriptors, timeout: .milliseconds(100))) != nil else {
        return .ended(wait())
      }
    }
  }
}

/// Wraps `kill(2)` under a name that does not clash with ``ChildProcess/kill()``.
private func sendSignal(_ pid: pid_t, _ signal: Int32) -> Int32 {
  #if canImport(Glibc)
    Glibc.kill(pid, signal)
  #else
    Darwin.kill(pid, signal)
  #endif
}
