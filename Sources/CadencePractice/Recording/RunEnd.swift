import CadenceStore

/// How a practice run ended, as its recording needs it: the one rule for the status of a
/// session still running at the end, whichever front end ended it.
///
/// A front end maps its own endings to this (the terminal app's `Ending`: SIGTERM and
/// SIGHUP interrupt, `q`, Ctrl-C and a closed output stop; the desktop's Stop button and a
/// closed window stop, a SIGTERM interrupts).
public enum RunEnd: Hashable, Sendable {
  /// The person ended it (a key, a button, Ctrl-C), or it ended at its own end.
  case stopped
  /// The system or the session ended it (SIGTERM, SIGHUP: a logout, a shutdown).
  case interrupted

  /// How a session still running at this end is recorded: completed if it had reached its
  /// planned end (a timer in overtime), else interrupted or stopped early — never completed
  /// before its end.
  public func status(reachedEnd: Bool) -> SessionStatus {
    if reachedEnd { return .completed }
    switch self {
    case .stopped: return .stoppedEarly
    case .interrupted: return .interrupted
    }
  }
}
