#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A thread of its own that runs jobs one at a time, in the order they were given: work
/// that may block (a database write waiting for another program's lock) done off the
/// frame loop, which only hands jobs over and never waits, except when it chooses to,
/// with a bound (``waitUntilIdle(timeout:)``).
///
/// A POSIX thread with a mutex and a condition variable, not Dispatch: an idle worker
/// costs no wake-up at all (a process that has used Dispatch wakes about once a second
/// for its housekeeping; PLATFORM.md). It blocks every signal, so they keep reaching the
/// main thread, where the loops wait for them. The thread ends after ``close()`` once its
/// jobs are done; the process may exit before that, abandoning what is left (SQLite keeps
/// its file whole whatever moment a process ends at).
///
/// ```swift
/// let worker = try WorkerThread()
/// worker.submit { write(checkpoint) }         // returns at once
/// worker.close()
/// if !worker.waitUntilIdle(timeout: .seconds(2)) { warn("the database is busy") }
/// ```
package final class WorkerThread: @unchecked Sendable {
  // @unchecked: `jobs`, `running` and `closed` are read and written only with `mutex`
  // held; the pthread objects themselves are made for use from several threads.
  private let mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
  /// Signalled when a job is given or the worker is closed.
  private let given = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  /// Signalled when the last job given so far has run.
  private let idle = UnsafeMutablePointer<pthread_cond_t>.allocate(capacity: 1)
  private var jobs: [@Sendable () -> Void] = []
  private var running = false
  private var closed = false

  /// Starts the thread. Wraps `pthread_create(3)`, with every signal blocked in the new
  /// thread (`pthread_sigmask(3)` around the creation, so none can land in between).
  ///
  /// - Throws: ``SystemCallError`` if no thread can be made.
  package init() throws {
    pthread_mutex_init(mutex, nil)
    var attributes = pthread_condattr_t()
    pthread_condattr_init(&attributes)
    #if os(Linux)
      // Timed waits on the monotonic clock: the wall clock may be set back meanwhile.
      pthread_condattr_setclock(&attributes, CLOCK_MONOTONIC)
    #endif
    pthread_cond_init(given, &attributes)
    pthread_cond_init(idle, &attributes)
    pthread_condattr_destroy(&attributes)

    var all = sigset_t()
    var previous = sigset_t()
    sigfillset(&all)
    pthread_sigmask(SIG_SETMASK, &all, &previous)
    defer { pthread_sigmask(SIG_SETMASK, &previous, nil) }
    let context = Unmanaged.passRetained(self).toOpaque()
    #if os(Linux)
      var thread = pthread_t()
    #else
      var thread: pthread_t?
    #endif
    let code = pthread_create(
      &thread, nil,
      { context in
        #if os(Linux)
          let worker = Unmanaged<WorkerThread>.fromOpaque(context!).takeRetainedValue()
        #else
          let worker = Unmanaged<WorkerThread>.fromOpaque(context).takeRetainedValue()
        #endif
        worker.runJobs()
        return nil
      }, context)
    guard code == 0 else {
      Unmanaged<WorkerThread>.fromOpaque(context).release()
      throw SystemCallError("pthread_create", errno: code)
    }
    pthread_detach(thread)
  }

  deinit {
    pthread_cond_destroy(given)
    pthread_cond_destroy(idle)
    pthread_mutex_destroy(mutex)
    given.deallocate()
    idle.deallocate()
    mutex.deallocate()
  }

  /// Runs `job` on the worker after the jobs given before it; returns at once. A job given
  /// after ``close()`` is dropped.
  package func submit(_ job: @escaping @Sendable () -> Void) {
    locked {
      guard !closed else { return }
      jobs.append(job)
      pthread_cond_signal(given)
    }
  }

  /// Lets the thread end once the jobs given so far have run.
  package func close() {
    locked {
      closed = true
      pthread_cond_signal(given)
    }
  }

  /// Waits until every job given so far has run, for at most `timeout` (on the monotonic
  /// clock): whether they all have. Wraps `pthread_cond_timedwait(3)`.
  package func waitUntilIdle(timeout: Duration) -> Bool {
    let deadline = Self.monotonicNow() + timeout
    return locked {
      while running || !jobs.isEmpty {
        var spec = Self.absoluteTime(deadline)
        if pthread_cond_timedwait(idle, mutex, &spec) == ETIMEDOUT {
          return !running && jobs.isEmpty
        }
      }
      return true
    }
  }

  /// The thread's body: takes jobs in order until closed with none left.
  private func runJobs() {
    while let job = nextJob() { job() }
  }

  /// The next job, waiting for one; `nil` once closed and done. Marks the previous one done.
  private func nextJob() -> (@Sendable () -> Void)? {
    locked {
      running = false
      while jobs.isEmpty {
        pthread_cond_broadcast(idle)
        if closed { return nil }
        pthread_cond_wait(given, mutex)
      }
      running = true
      return jobs.removeFirst()
    }
  }

  private func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(mutex)
    defer { pthread_mutex_unlock(mutex) }
    return body()
  }

  /// The clock timed waits measure against (`CLOCK_MONOTONIC` on Linux; elsewhere the
  /// condition variable's default, the wall clock).
  private static func monotonicNow() -> Duration {
    var spec = timespec()
    #if os(Linux)
      clock_gettime(CLOCK_MONOTONIC, &spec)
    #else
      clock_gettime(CLOCK_REALTIME, &spec)
    #endif
    return .seconds(spec.tv_sec) + .nanoseconds(spec.tv_nsec)
  }

  private static func absoluteTime(_ instant: Duration) -> timespec {
    let (seconds, attoseconds) = instant.components
    return timespec(tv_sec: Int(seconds), tv_nsec: Int(attoseconds / 1_000_000_000))
  }
}
