/// Process exit statuses, following shell conventions. ``Ending/exitStatus`` is the one
/// place a run's ending becomes one of these.
public enum ExitStatus {
  /// Done: the time was up, the command did its job.
  public static let success: Int32 = 0
  /// A failure at run time (store, terminal), or quitting before the end.
  public static let failure: Int32 = 1
  /// Bad usage (`EX_USAGE` from sysexits.h).
  public static let usage: Int32 = 64
  /// Standard output was closed under a practice: 128 + SIGPIPE, as a shell reports a
  /// process that SIGPIPE ended (Cadence ignores SIGPIPE so it can record the session).
  public static let outputClosed: Int32 = 141

  /// 128 plus the signal number, as a shell reports a process that a signal ended:
  /// 130 after Ctrl-C, 143 after `SIGTERM`, 129 after `SIGHUP`.
  public static func signal(_ number: Int32) -> Int32 { 128 + number }
}
