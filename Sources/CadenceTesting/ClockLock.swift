#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A value that one thread at a time may read or change, behind a `pthread_mutex_t`.
///
/// `Synchronization.Mutex` would do, but it needs macOS 15 / iOS 18, and a test of an app
/// that runs on macOS 14 / iOS 17 (the engine's floor) must be able to use ``ManualClock``.
/// The system floor has the same lock (`Locked`), but a testing product must not pull in the
/// floor's processes and files, so this one is its own.
/// Wraps `pthread_mutex_lock(3)` and `pthread_mutex_unlock(3)`.
final class ClockLock<State>: @unchecked Sendable {
  // @unchecked: `state` is only touched inside `withLock`, which holds `mutex`.
  private var state: State
  private let mutex: UnsafeMutablePointer<pthread_mutex_t>

  /// A lock guarding `state`.
  init(_ state: State) {
    self.state = state
    mutex = .allocate(capacity: 1)
    mutex.initialize(to: pthread_mutex_t())
    pthread_mutex_init(mutex, nil)
  }

  deinit {
    pthread_mutex_destroy(mutex)
    mutex.deinitialize(count: 1)
    mutex.deallocate()
  }

  /// Runs `body` with the state while holding the lock; never call it again from `body`.
  func withLock<Result>(_ body: (inout State) throws -> Result) rethrows -> Result {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return try body(&state)
  }
}
