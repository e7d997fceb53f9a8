import CadencePractice

/// How the process exits, by shell convention: every command returns one of these, and
/// ``code`` is the one place they become numbers. ``Ending/exitStatus`` is the one place a
/// practice's ending becomes one of these.
public enum ExitStatus: Hashable, Sendable {
  /// Done: the time was up, the command did its job (0).
  case success
  /// A failure at run time (store, terminal), or quitting before the end (1).
  case failure
  /// Bad usage: `EX_USAGE` from sysexits.h (64).
  case usage
  /// Standard output was closed under a practice (141): 128 + SIGPIPE, as a shell reports
  /// a process that SIGPIPE ended; Cadence ignores SIGPIPE so it can record the session.
  case outputClosed
  /// Ended by signal n (128 + n): 130 after Ctrl-C, 143 after `SIGTERM`, 129 after
  /// `SIGHUP`, 131 after `SIGQUIT` or Ctrl-\.
  case signal(Int32)
  /// A practice that ended well whose sessions the store did not take (another program held
  /// the database): they are kept for the next `cadence` to save. `EX_TEMPFAIL` from
  /// sysexits.h (75), so `cadence timer 25m && next` does not go on as if all were saved.
  case keptForLater

  /// The process exit status.
  public var code: Int32 {
    switch self {
    case .success: 0
    case .failure: 1
    case .usage: 64
    case .outputClosed: 141
    case .signal(let number): 128 + number
    case .keptForLater: 75
    }
  }
}
