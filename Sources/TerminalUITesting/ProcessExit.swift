#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How a child process ended and what it cost, from `wait4(2)`.
public struct ProcessExit: Hashable, Sendable {
  /// Normal exit with a status, or death by a signal.
  public enum Termination: Hashable, Sendable {
    /// `exit(status)` or return from `main`.
    case exited(Int32)
    /// Killed by this signal.
    case signaled(Int32)
  }

  /// How it ended.
  public let termination: Termination
  /// What it used.
  public let usage: ResourceUsage

  init(status: Int32, usage: rusage) {
    // The wait status encoding shared by Linux and the BSDs (the W* macros do not import).
    let signal = status & 0x7F
    termination = signal == 0 ? .exited((status >> 8) & 0xFF) : .signaled(signal)
    self.usage = ResourceUsage(usage)
  }
}

/// Resources a child used over its life.
public struct ResourceUsage: Hashable, Sendable {
  /// CPU time in user mode.
  public let userTime: Duration
  /// CPU time in the kernel on its behalf.
  public let systemTime: Duration
  /// Times it gave up the CPU to wait (each sleep or blocking read is one): the wake-up
  /// count of an idle timer.
  public let voluntaryContextSwitches: Int
  /// Times it was preempted.
  public let involuntaryContextSwitches: Int
  /// Peak resident memory in kilobytes (Linux reports KiB).
  public let maxResidentKilobytes: Int

  /// User plus system time.
  public var cpuTime: Duration { userTime + systemTime }

  init(_ usage: rusage) {
    userTime = .seconds(usage.ru_utime.tv_sec) + .microseconds(usage.ru_utime.tv_usec)
    systemTime = .seconds(usage.ru_stime.tv_sec) + .microseconds(usage.ru_stime.tv_usec)
    voluntaryContextSwitches = Int(usage.ru_nvcsw)
    involuntaryContextSwitches = Int(usage.ru_nivcsw)
    maxResidentKilobytes = Int(usage.ru_maxrss)
  }
}
