#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calling thread's time slice under Linux's EEVDF scheduler (6.12 and later), which a
/// thread that wakes to do a little work on an instant asks to be short.
///
/// Why: beside busy loops on every core, a thread that wakes at its deadline gets the CPU
/// only when the scheduler lets it preempt the loop running there. With the default slice
/// (1.4 ms here) the running loop keeps the CPU to the end of its own protected slice, so a
/// second's write waits up to that long; a waking thread with a shorter slice has the
/// earlier virtual deadline and preempts at once (`PREEMPT_SHORT`). It asks for nothing
/// else: the same policy, nice level and weight, so the same share of the CPU; no
/// privilege is needed. Measured with a C probe waking every 40 ms beside two busy loops
/// (500 wake-ups a run): over 1 ms late 6–48 times in five runs with the default slice;
/// with 100 µs, 0–2 times in six runs of eight (p99 0.12–0.17 ms against 1.3–3.0), 8 and
/// 11 in the other two.
///
/// The slice is the thread's own: threads and processes it starts afterwards get the
/// default (`SCHED_FLAG_RESET_ON_FORK`), so the store's writer and a child (an end hook)
/// run as usual.
package enum ThreadSlice {
  /// The shortest slice the kernel takes, asked for by a loop that writes at deadlines.
  package static var short: Duration { .microseconds(100) }

  /// Asks for `slice` on the calling thread, keeping its policy and nice level; does
  /// nothing unless the thread is under the normal policy (`SCHED_OTHER`: a person who ran
  /// it as real-time or idle chose that). Returns the slice the thread has afterwards, or
  /// `nil` where the kernel does not say (not Linux, no `sched_getattr`, a kernel older than
  /// 6.12 that reports none).
  @discardableResult
  package static func request(_ slice: Duration) -> Duration? {
    guard var attributes = current(), attributes.policy == normalPolicy else { return nil }
    attributes.runtime = UInt64(slice / .nanoseconds(1))
    attributes.flags = resetOnFork
    if let call = systemCall, let number = Number.set {
      _ = call(number, 0, &attributes, 0, 0)
    }
    return read()
  }

  /// The calling thread's slice, as the kernel reports it; `nil` where it does not.
  package static func read() -> Duration? {
    guard let attributes = current(), attributes.runtime > 0 else { return nil }
    return .nanoseconds(Int64(attributes.runtime))
  }

  /// `struct sched_attr` as far as `SCHED_ATTR_SIZE_VER0` (48 bytes): the fields a
  /// normal-policy thread has.
  private struct Attributes {
    var size = UInt32(MemoryLayout<Attributes>.size)
    var policy: UInt32 = 0
    var flags: UInt64 = 0
    var nice: Int32 = 0
    var priority: UInt32 = 0
    /// For a normal-policy thread on 6.12 and later: its slice, in nanoseconds.
    var runtime: UInt64 = 0
    var deadline: UInt64 = 0
    var period: UInt64 = 0
  }

  private static func current() -> Attributes? {
    var attributes = Attributes()
    guard let call = systemCall, let number = Number.get,
      call(number, 0, &attributes, Int(attributes.size), 0) == 0
    else { return nil }
    return attributes
  }

  /// `SCHED_OTHER`.
  private static let normalPolicy: UInt32 = 0
  /// `SCHED_FLAG_RESET_ON_FORK`.
  private static let resetOnFork: UInt64 = 1

  /// `long syscall(long number, ...)`, called with a fixed signature: glibc's `syscall` is
  /// an assembly routine that moves its integer arguments into the system call's registers,
  /// and on x86-64 and arm64 Linux integer arguments of a variadic call travel in the same
  /// registers as fixed ones. Swift does not import the variadic declaration, and glibc 2.36
  /// has no `sched_setattr` wrapper.
  private typealias SystemCall =
    @convention(c) (Int, Int, UnsafeMutableRawPointer, Int, Int) -> Int

  private static let systemCall: SystemCall? = {
    #if os(Linux)
      guard let address = dlsym(nil, "syscall") else { return nil }
      return unsafeBitCast(address, to: SystemCall.self)
    #else
      return nil
    #endif
  }()

  /// `SYS_sched_setattr` and `SYS_sched_getattr`, which Swift's `Glibc` does not import.
  private enum Number {
    #if os(Linux) && arch(x86_64)
      static let set: Int? = 314
      static let get: Int? = 315
    #elseif os(Linux) && arch(arm64)
      static let set: Int? = 274
      static let get: Int? = 275
    #else
      static let set: Int? = nil
      static let get: Int? = nil
    #endif
  }
}
