#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long ago this process was exec'd, for "time to the first frame" figures that include
/// the dynamic loader and the runtime's start, not only the program's own code.
public enum ProcessAge {
  /// The time since exec, from the kernel's start time in `/proc/self/stat` (field 22,
  /// clock ticks since boot on `CLOCK_BOOTTIME`) against `CLOCK_BOOTTIME` now; `nil` where
  /// there is no `/proc`. Its resolution is one clock tick (10 ms at the usual 100 Hz),
  /// rounded down, so the age can read up to a tick long.
  /// Wraps `sysconf(_SC_CLK_TCK)` and `clock_gettime(2)`.
  public static func sinceExec() -> Duration? {
    guard let bytes = try? FileReading.contents(atPath: "/proc/self/stat"),
      let close = bytes.lastIndex(of: UInt8(ascii: ")"))
    else { return nil }
    // Fields after the command name (which may hold spaces) start at field 3.
    let fields = bytes[(close + 1)...].split(separator: UInt8(ascii: " "))
    let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
    guard fields.count > 19, let ticks = Int64(String(decoding: fields[19], as: UTF8.self)),
      ticksPerSecond > 0
    else { return nil }
    let started = Duration.microseconds(ticks * 1_000_000 / Int64(ticksPerSecond))
    #if os(Linux)
      let now = KernelClock(.continuous).now()
      return now - started
    #else
      return nil
    #endif
  }
}
