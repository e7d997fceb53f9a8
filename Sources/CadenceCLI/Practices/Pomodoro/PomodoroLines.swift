import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// A pomodoro printed line by line: a line when a segment starts, at each whole minute
/// left in it and when it ends, each with the time left in the run's fixed format, as the
/// timer prints it (`Focus 1 of 4  24:00`, …, `Focus 1 of 4  00:00`, `Short break   05:00`),
/// and a bell at each switch unless quiet. Segments always follow on: with no keys to read
/// there is no one to wait for. Its sessions and status are the shared `PomodoroPractice`'s,
/// as in ``PomodoroApp``.
///
/// After a stall the segment that was showing gets its end line and the current one its
/// time left now, with one bell: values may skip, they never replay.
struct PomodoroLines: RecordableApp {
  let plan: PomodoroPlan
  let label: String?
  let quiet: Bool
  /// Post a notification when a segment ends.
  var notify = false
  /// The language of the segment titles.
  let words: any Catalogue
  /// The shared pomodoro, only looked at: without keys there are no skips, restarts or
  /// pauses.
  private(set) var practice: PomodoroPractice
  var format: DurationFormat { practice.format }
  /// The segment titles' width, so the times line up in one column.
  let titleWidth: Int
  /// Loop time of the latest event.
  var now: Duration { practice.now }
  /// The segment and the whole minutes left (rounded up) of the last line printed.
  private var shown: (segment: PomodoroSegment, minutes: Int64)?

  init(plan: PomodoroPlan, label: String?, quiet: Bool = false, words: any Catalogue) {
    self.plan = plan
    self.words = words
    self.label = label
    self.quiet = quiet
    practice = PomodoroPractice(plan: plan, label: label)
    titleWidth =
      (0..<2 * plan.longBreakEvery).map { DisplayWidth.of(words.segmentTitle(plan.segment($0))) }
      .max() ?? 0
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    switch event {
    case .resize, .deadline:
      let status = practice.status
      let seconds = status.remaining.wholeSecondsRoundedUp
      let minutes = (seconds + 59) / 60
      var text = shown == nil ? label.map { $0 + "\n" } ?? "" : ""
      var effects: [TerminalEffect] = []
      if let shown, shown.segment != status.segment {
        text += line(shown.segment, seconds: 0)
        if !quiet { effects.append(.bell) }
        if notify {
          let ended = NotificationText.segmentEnded(
            segment: words.segmentTitle(shown.segment), next: words.segmentTitle(status.segment))
          effects.append(.notify(ended.notice(in: words)))
        }
      } else if let shown, shown.minutes == minutes {
        return .continue
      }
      shown = (status.segment, minutes)
      text += line(status.segment, seconds: seconds)
      return UpdateResult(effects: [.write(text)] + effects)
    case .signal(let number):
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  /// `Focus 1 of 4  24:00`: the segment, padded to the titles' display width (a Chinese
  /// character takes two columns), and the time left.
  private func line(_ segment: PomodoroSegment, seconds: Int64) -> String {
    let title = words.segmentTitle(segment)
    let padding = String(repeating: " ", count: max(0, titleWidth - DisplayWidth.of(title)))
    return title + padding + "  " + format.string(seconds: seconds) + "\n"
  }

  /// The next instant the segment or its whole minutes left change.
  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  func nextDeadline(after now: Duration) -> Duration? {
    let status = practice.cycle.status(at: now)
    let end = now + status.remaining
    let minutes = (status.remaining.wholeSecondsRoundedUp + 59) / 60
    return end - .seconds(60 * (minutes - 1))
  }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
  var liveStatus: LiveStatus? { practice.liveStatus }
}

/// `cadence pomodoro` as a practice: focus time stops while the machine sleeps.
struct PomodoroInTerminal: Practice {
  let plan: PomodoroPlan
  let advance: PomodoroCycle.Advance
  let options: PomodoroApp.Options

  var clock: LoopClock { .suspending }

  func screen(in context: CommandContext) -> PomodoroApp {
    PomodoroApp(cycle: PomodoroCycle(plan: plan, advance: advance), options: options)
  }

  func lines() -> PomodoroLines {
    var lines = PomodoroLines(
      plan: plan, label: options.label, quiet: options.quiet, words: options.language.catalogue)
    lines.notify = options.notify
    return lines
  }

  /// What a full-screen session did, printed after it closes.
  func summary(of app: PomodoroApp, ending: Ending) -> String? {
    summary(of: app.practice, ending: ending)
  }

  /// The same after plain lines, whatever ended them (a signal, the output gone).
  func summary(of lines: PomodoroLines, ending: Ending) -> String? {
    summary(of: lines.practice, ending: ending)
  }

  /// "2 focus segments completed (50:00 of focus)", and when it ended during a focus, that
  /// this one was not completed: "; then a focus stopped early after 12:34", as history
  /// records it.
  private func summary(of practice: PomodoroPractice, ending: Ending) -> String {
    let finishedFocus = practice.completedFocus
    let focus = finishedFocus.reduce(Duration.zero) { $0 + $1.length }
    let time = DurationFormat(forRunOf: focus).string(seconds: focus.wholeSecondsRoundedDown)
    let words = options.language.catalogue
    var summary = words.pomodoroSummary(completed: finishedFocus.count, time: time)
    if let running = practice.recordedSessions.last, running.status == .inProgress {
      let end: SessionEnd =
        ending.sessionStatus(reachedEnd: false) == .interrupted ? .interrupted : .stoppedEarly
      summary += words.pomodoroUnfinishedFocus(
        ran: practice.format.string(seconds: running.active.wholeSecondsRoundedDown),
        ending: end)
    }
    return summary + "\n"
  }
}
