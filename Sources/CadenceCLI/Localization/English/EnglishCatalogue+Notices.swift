import Cadence
import CadencePractice
import CadenceSystem
import CadenceWords
import TerminalUI

extension EnglishCatalogue: NoticeWords {
  /// "Cadence timer": the command's name.
  func noticeTitle(_ source: PracticeKind) -> String {
    "Cadence " + (PracticeRegistry.current[source]?.command ?? source.rawValue)
  }

  func timerEndedNotice(title: String?) -> String {
    (title.map { $0 + ": " } ?? "") + "time is up."
  }

  func segmentEndedNotice(segment: String, next: String) -> String {
    "\(segment) is over. Next: \(next.lowercased())."
  }

  func breathingEndedNotice(title: String) -> String { "\(title): every cycle breathed." }
  var sittingEndedNotice: String { "The sitting is over." }

  func endHookFailed(command: String, termination: ChildProcess.Termination) -> String {
    switch termination {
    case .exited(let status):
      "Warning: The end hook '\(command)' exited with status \(status)."
    case .signalled(let signal):
      "Warning: The end hook '\(command)' was ended by signal \(signal)."
    }
  }

  func endHookCannotStart(command: String, error: any Error) -> String {
    let reason =
      (error as? SystemCallError)?.description ?? (error as? TerminalError)?.description
      ?? "\(type(of: error))"
    return "Warning: The end hook '\(command)' could not start: \(reason)".endingAsSentence
  }
}
