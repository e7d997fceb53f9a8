import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// A countdown printed line by line: the time left at each displayed change, exactly on
/// the second, ending with `00:00` and a bell (unless quiet) — for `--plain` and for output
/// that is not a terminal. Where the bell rings is the host's choice (``LinesBell``): never
/// into a pipe.
///
/// The first line goes out with the first event; each later one at the countdown's next
/// visible change. After a stall the kernel delivers one deadline, so the real current
/// value is printed once: values may skip, they never replay.
struct TimerLines: RecordableApp {
  /// The shared timer; lines never pause it, nor count overtime.
  private(set) var practice: TimerPractice
  var countdown: Countdown { practice.countdown }
  var format: DurationFormat { practice.format }
  var title: String? { practice.title }
  /// No bell at zero.
  let quiet: Bool
  /// Post a notification at zero.
  var notify = false
  /// The language of the notification.
  let words: any Catalogue
  /// Loop time of the latest event.
  var now: Duration { practice.now }
  /// The last line printed: a wake-up that changes nothing (a checkpoint) prints nothing.
  private var printed: String?

  init(total: Duration, title: String? = nil, quiet: Bool = false, words: any Catalogue) {
    practice = TimerPractice(total: total, title: title, countsOvertime: false)
    self.quiet = quiet
    self.words = words
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    switch event {
    case .resize, .deadline:
      let line = format.string(seconds: countdown.displayedSeconds(at: now)) + "\n"
      let finished = countdown.isFinished(at: now)
      defer { printed = line }
      var effects: [TerminalEffect] = line == printed ? [] : [.write(line)]
      if finished, !quiet { effects.append(.bell) }
      if finished, notify {
        effects.append(.notify(NotificationText.timerEnded(title: title).notice(in: words)))
      }
      return UpdateResult(ending: finished ? .completed : nil, effects: effects)
    case .signal(let number):
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  func nextDeadline(after now: Duration) -> Duration? {
    countdown.nextVisibleChange(after: now)
  }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
}
