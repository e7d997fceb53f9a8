#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Children started without waiting for them (desktop notifiers): reaped when they have
/// ended, and given at most ``limit`` in all before they are killed, so a notifier that
/// hangs can neither delay a practice nor outlive the process by more than that.
///
/// Not thread-safe: one loop thread owns it (the process has no other).
package final class DetachedChildren {
  /// How long a child may run, from its start, before ``settle()`` kills it.
  package let limit: Duration
  private var running: [(child: ChildProcess, startedAt: Duration)] = []
  private let clock = KernelClock(.suspending)

  /// Children given `limit` each (2 s for a notifier).
  package init(limit: Duration = .seconds(2)) {
    self.limit = limit
  }

  /// How many have not been reaped yet.
  package var count: Int { running.count }

  /// Keeps `child` to reap later; first reaps any that have ended.
  package func add(_ child: ChildProcess) {
    reapEnded()
    running.append((child, clock.now()))
  }

  /// Reaps the children that have ended, without waiting.
  package func reapEnded() {
    running.removeAll { $0.child.poll() != nil }
  }

  /// Waits for every child until its ``limit`` is up (polling every 10 ms), kills the
  /// ones still running then, and reaps them all. Wraps `nanosleep(2)`.
  package func settle() {
    while !running.isEmpty {
      reapEnded()
      let now = clock.now()
      running.removeAll { entry in
        guard now - entry.startedAt >= limit else { return false }
        entry.child.kill()
        return true
      }
      guard !running.isEmpty else { return }
      var pause = timespec(tv_sec: 0, tv_nsec: 10_000_000)
      _ = nanosleep(&pause, nil)
    }
  }
}
