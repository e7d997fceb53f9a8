import CadencePractice
import CadenceStore
import TerminalUI

/// How a loop or a practice ended: the one ending type, mapped to the exit status and to
/// the session's recorded status here and nowhere else.
package enum Ending: Hashable, Sendable {
  /// It reached its end: the time was up, every cycle was breathed, the text was typed
  /// (or skipped to its end), a question was answered.
  case completed
  /// The person closed a practice that has no end of its own (a stopwatch, a pomodoro)
  /// or left a screen (the home screen, with or without a choice): a normal exit, but a
  /// session still running was not completed.
  case closed
  /// The person stopped it before its end (`q`).
  case stopped
  /// A signal ended it (Ctrl-C arrives as ``SignalNumber/interrupt``, Ctrl-\ as
  /// ``SignalNumber/quit``).
  case signal(Int32)
  /// Standard output went away (`EPIPE`: `cadence timer 10 --plain | head -1`).
  case outputClosed
  /// The terminal failed while running (its input or output broke).
  case terminalFailed

  /// The process exit status, by shell convention: 0 done, 1 stopped or failed, 128 + n
  /// after signal n (130 Ctrl-C, 143 SIGTERM, 129 SIGHUP, 131 SIGQUIT), 141 for a closed
  /// pipe (as if SIGPIPE had ended the process). Always by `exit`, never by dying of the
  /// signal: the shell reports the same number, and SIGQUIT dumps no core.
  package var exitStatus: ExitStatus {
    switch self {
    case .completed, .closed: ExitStatus.success
    case .stopped, .terminalFailed: ExitStatus.failure
    case .signal(let number): ExitStatus.signal(number)
    case .outputClosed: ExitStatus.outputClosed
    }
  }

  /// How a practice's recording sees this ending: interrupted when the system or the
  /// terminal ended it (SIGTERM, SIGHUP), otherwise stopped (q, Ctrl-C, Ctrl-\, a closed
  /// output, a failed terminal, its own end). The practice layer's ``RunEnd`` gives a
  /// session still running its status from this.
  package var runEnd: RunEnd {
    switch self {
    case .signal(SignalNumber.terminate), .signal(SignalNumber.hangUp): .interrupted
    default: .stopped
    }
  }

  /// How a session still running at this ending is recorded: completed if it had reached
  /// its planned end (a timer in overtime), else as ``runEnd`` says — never completed
  /// before its end.
  package func sessionStatus(reachedEnd: Bool) -> SessionStatus {
    runEnd.status(reachedEnd: reachedEnd)
  }
}

extension Ending {
  /// A practice's ending as its command reports it, the one rule for every practice: the
  /// person leaving (`q`, Escape: ``closed`` or ``stopped``) is ``stopped`` (exit 1) when a
  /// session was still running short of its end (a timer, a breathing session, a sitting,
  /// a pomodoro's focus), and ``closed`` (exit 0) when nothing was left unfinished (a
  /// stopwatch, which the person's stop completes; a pomodoro between focus segments).
  /// Every other ending stands as it is.
  package func settled(by sessions: [RecordedSession]) -> Ending {
    guard self == .closed || self == .stopped else { return self }
    let running = sessions.last.flatMap { $0.status == .inProgress ? $0 : nil }
    return running.map { $0.reachedEnd ? .closed : .stopped } ?? .closed
  }

  /// The ways out every practice shares: a signal ends it with its number, Ctrl-C as
  /// SIGINT, and `q` or Escape with `quit` (when given); `nil` for any other event.
  static func leaving(on event: TerminalEvent, quit: Ending?) -> Ending? {
    switch event {
    case .signal(let number): .signal(number)
    case .key(.control("c")): .signal(SignalNumber.interrupt)
    case .key(.character("q")), .key(.escape): quit
    default: nil
    }
  }
}
