import Foundation
import GtkGlue

#if canImport(Glibc)
  import Glibc
#endif

/// When this process was exec'd, for "time to the first frame": the kernel's start time in
/// `/proc/self/stat` (field 22, clock ticks since boot on CLOCK_BOOTTIME), so the figure
/// includes the dynamic loader, the Swift runtime and GTK's start, not only our own code.
/// Its resolution is one clock tick (10 ms at the usual 100 Hz), rounded down, so the
/// figure can read up to a tick long.
enum ProcessStart {
  /// The exec instant on CLOCK_MONOTONIC microseconds (the frame clock's), or nil where
  /// there is no `/proc`.
  static func monotonicMicroseconds() -> Int? {
    guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
      let close = stat.lastIndex(of: ")")
    else { return nil }
    // Fields after the command name (which may hold spaces) start at field 3.
    let fields = stat[stat.index(after: close)...].split(separator: " ")
    let ticksPerSecond = sysconf(Int32(_SC_CLK_TCK))
    guard fields.count > 19, let ticks = Int(fields[19]), ticksPerSecond > 0 else { return nil }
    let started = ticks * 1_000_000 / ticksPerSecond
    // CLOCK_BOOTTIME and CLOCK_MONOTONIC differ by the time spent suspended: read both now.
    var boot = timespec()
    clock_gettime(CLOCK_BOOTTIME, &boot)
    let bootNow = boot.tv_sec * 1_000_000 + boot.tv_nsec / 1000
    return GtkGlue.monotonicMicroseconds() - (bootNow - started)
  }
}
