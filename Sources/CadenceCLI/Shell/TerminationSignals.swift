import Synchronization

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The terminating signal that arrived, or 0. Written only by the signal handler.
private let arrivedSignal = Atomic<Int32>(0)

/// Catches `SIGINT`, `SIGTERM` and `SIGHUP` so a command can finish in order (save its
/// session, restore the terminal) and exit with the conventional status.
///
/// The handler only records the signal number; the interrupted `clock_nanosleep` returns
/// `EINTR` (no `SA_RESTART`) and the loop reads ``pending``. No Dispatch source is used:
/// a process that touches Dispatch wakes about once a second for its housekeeping, and a
/// 1 Hz countdown should wake once a second in all.
enum TerminationSignals {
  static let caught: [Int32] = [SIGINT, SIGTERM, SIGHUP]

  /// Installs the handler for every caught signal. Wraps `sigaction(2)`.
  static func install() {
    for signal in caught {
      var action = sigaction()
      #if canImport(Glibc)
        action.__sigaction_handler.sa_handler = { arrivedSignal.store($0, ordering: .relaxed) }
      #else
        action.__sigaction_u.__sa_handler = { arrivedSignal.store($0, ordering: .relaxed) }
      #endif
      sigemptyset(&action.sa_mask)
      action.sa_flags = 0
      sigaction(signal, &action, nil)
    }
  }

  /// The signal that arrived, if any.
  static var pending: Int32? {
    let signal = arrivedSignal.load(ordering: .relaxed)
    return signal == 0 ? nil : signal
  }
}
