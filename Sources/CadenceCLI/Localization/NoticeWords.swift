import Cadence
import CadencePractice
import CadenceSystem
import CadenceWords
import TerminalUI

/// What Cadence says beyond its window: notifications, and the warning when the end hook
/// fails.
protocol NoticeWords {
  /// A notification's title: "Cadence timer".
  func noticeTitle(_ source: PracticeKind) -> String
  /// A timer reached zero; `title` is its `--label`: "Tea: time is up."
  func timerEndedNotice(title: String?) -> String
  /// A pomodoro segment ended: "Focus 1 of 4 is over. Next: short break."
  func segmentEndedNotice(segment: String, next: String) -> String
  /// A breathing session breathed its last cycle; `title` names its pattern.
  func breathingEndedNotice(title: String) -> String
  /// A sitting's end bell rang.
  var sittingEndedNotice: String { get }
  /// The end hook ran and failed: "Warning: The end hook 'exit 3' exited with status 3.";
  /// `command` is printable already. A whole line, without its newline.
  func endHookFailed(command: String, termination: ChildProcess.Termination) -> String
  /// The end hook could not be started: `error` is what starting it threw (a failed
  /// system call, worded in the language with the system's reason as given).
  func endHookCannotStart(command: String, error: any Error) -> String
}
