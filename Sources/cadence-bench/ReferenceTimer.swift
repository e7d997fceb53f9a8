import CadenceSystem
import TerminalUI

#if canImport(Glibc)
  import Glibc
#endif

/// The reference of the countdown's timing: about ten lines that sleep until absolute
/// deadlines (`t0 + k` seconds) and print `MM:SS`, with none of Cadence's machinery (no
/// loop, no store, no second thread). Cadence under load is held to it, measured in the
/// same run (``UnderLoadBench``).
///
/// `--timerfd` sleeps as Cadence's loop does instead, in `ppoll` on a `timerfd` armed at
/// each deadline, so the wake-up path can be told apart from the rest. `--after MS` starts
/// its grid that much later, so that its deadlines do not fall on another program's.
/// `--short-slice` asks for the slice Cadence's loop asks for (``ThreadSlice/short``);
/// `--period S` prints a line every S seconds (a breathing phase's 4) instead of every one.
enum ReferenceTimer {
  static func run(
    seconds: Int, timerfd: Bool, after: Duration = .zero, work: Duration = .zero,
    shortSlice: Bool = false, period: Int = 1
  ) {
    if shortSlice { ThreadSlice.request(ThreadSlice.short) }
    if after > .zero { sleepThread(for: after) }
    var start = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    let timer = timerfd ? DeadlineTimer(clock: CLOCK_MONOTONIC) : nil
    let origin = Duration.seconds(start.tv_sec) + .nanoseconds(start.tv_nsec)
    for k in stride(from: 0, through: seconds, by: max(1, period)) {
      if let timer {
        timer.arm(at: origin + .seconds(k))
        var descriptors = [pollfd(fd: timer.descriptor, events: Int16(POLLIN), revents: 0)]
        while (try? SystemCall.poll(&descriptors, timeout: nil)) != true {}
      } else {
        var deadline = timespec(tv_sec: start.tv_sec + k, tv_nsec: start.tv_nsec)
        while clock_nanosleep(CLOCK_MONOTONIC, TIMER_ABSTIME, &deadline, nil) == EINTR {}
      }
      let left = seconds - k
      let line = String(format2: left / 60) + ":" + String(format2: left % 60) + "\n"
      _ = line.withCString { write(1, $0, strlen($0)) }
      if work > .zero { spin(for: work) }
    }
  }

  /// Uses `cpu` of the thread's own CPU time after a line: what Cadence's loop does after
  /// its write (the next frame made ahead, the app updated, the checkpoint), as plain work.
  static func spin(for cpu: Duration) {
    let start = threadTime()
    while threadTime() - start < cpu {}
  }

  private static func threadTime() -> Duration {
    var now = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &now)
    return .seconds(now.tv_sec) + .nanoseconds(now.tv_nsec)
  }
}
