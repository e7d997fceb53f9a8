import TerminalUI

/// Something that happened while the typing loop waited.
enum TypingEvent: Hashable, Sendable {
  /// A key from the terminal.
  case key(KeyEvent)
  /// A signal: `SIGINT`, `SIGTERM`, `SIGHUP`, `SIGTSTP`, `SIGCONT` or `SIGWINCH`.
  case signal(Int32)
}

/// Where the typing loop waits, and the terminal modes around it.
///
/// The real one (`PollTypingDevice`) is one `ppoll(2)` on the keyboard and a signal pipe:
/// no timer thread, no Dispatch. Tests use a scripted one, so the loop's logic runs on
/// scripted time.
protocol TypingDevice: AnyObject {
  /// Monotonic time, as a duration since an arbitrary origin.
  func now() -> Duration
  /// Blocks until `deadline` (`nil`: until something happens), a key or a signal. May
  /// return early with nothing; the caller looks at the time again.
  func wait(until deadline: Duration?) -> [TypingEvent]
  /// Restores the terminal's modes and stops the process (job control). Returns when the
  /// process is stopped or continued; the loop then waits for `SIGCONT`.
  func suspend()
  /// Reads keys again after a stop (the shell may have changed the terminal's modes).
  func resume()
  /// Restores the terminal's modes as they were. Idempotent.
  func restore()
  /// The output terminal's width now, if known (asked after `SIGWINCH`).
  func columns() -> Int?
}
