import Foundation
import TerminalUI
import Testing

/// The completion tests' way of running a shell, under the signals a test process sees.
@Suite struct ShellRunnerTests {
  /// CI died of this (stop 37): a child's wait elsewhere in the process watches SIGCHLD
  /// without `SA_RESTART`, the reading thread caught it, and Foundation's
  /// `readDataToEndOfFile()` met the `EINTR` with a `try!` (SIGILL, every test lost). Here the
  /// signal is aimed at the reading thread itself, while the shell is still running.
  @Test func aSignalWhileTheShellRunsIsNotTheEndOfItsOutput() throws {
    let signals = try SignalPipe.shared()
    // SIGUSR1: no other test watches it, so no other test's unwatch can make it fatal.
    try signals.watch([SIGUSR1])
    defer { signals.unwatch([SIGUSR1]) }
    let reader = pthread_self()
    let sent = Sent()
    let interrupted = DispatchSemaphore(value: 0)
    DispatchQueue.global().async {
      // Real time on purpose: the signal must land while the shell sleeps, which nothing
      // announces; the shell sleeps ten times as long.
      usleep(50_000)
      sent.result = pthread_kill(reader, SIGUSR1)
      interrupted.signal()
    }
    let shell = ShellRunner(path: "/bin/sh")
    let output = try shell.run(["-c", "sleep 0.5; echo done"])
    interrupted.wait()
    #expect(output == "done\n")
    // The signal was sent (its byte on the pipe may be drained by another test's loop).
    #expect(sent.result == 0)
  }

  /// `pthread_kill`'s result, written before the semaphore is signalled and read after it is
  /// waited for.
  private final class Sent: @unchecked Sendable {
    var result: Int32 = -1
  }
}
