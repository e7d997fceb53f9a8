import CadenceSystem
import GtkGlue

/// When this process was exec'd, for "time to the first frame", on the frame clock's
/// CLOCK_MONOTONIC microseconds: the floor's `ProcessAge` (from `/proc`, so the figure
/// includes the dynamic loader, the Swift runtime and GTK's start) taken from the frame
/// clock's now.
enum ProcessStart {
  /// The exec instant on CLOCK_MONOTONIC microseconds, or nil where there is no `/proc`.
  static func monotonicMicroseconds() -> Int? {
    guard let age = ProcessAge.sinceExec() else { return nil }
    let (seconds, attoseconds) = age.components
    return GtkGlue.monotonicMicroseconds()
      - (Int(seconds) * 1_000_000 + Int(attoseconds / 1_000_000_000_000))
  }
}
