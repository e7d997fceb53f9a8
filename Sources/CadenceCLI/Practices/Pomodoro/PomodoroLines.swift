import Cadence
import CadenceStore
import TerminalUI

/// A pomodoro printed line by line: a line when a segment starts and at each whole minute
/// left in it (`Focus 1 of 4  24:00`). Segments always follow on: with no keys to read
/// there is no one to wait for. Each focus segment is a focus session, as in
/// ``PomodoroApp``.
struct PomodoroLines: RecordableApp {
  let plan: PomodoroPlan
  let label: String?
  let cycle: PomodoroCycle
  let format: DurationFormat
  /// Loop time of the latest event.
  private(set) var now: Duration = .zero
  /// The last line printed: a wake-up that changes nothing (a checkpoint) prints nothing.
  private var printed: String?

  init(plan: PomodoroPlan, label: String?) {
    self.plan = plan
    self.label = label
    cycle = PomodoroCycle(plan: plan)
    format = DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
  }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    switch event {
    case .resize:
      printed = line(at: now)
      return .effects(.write((label.map { $0 + "\n" } ?? "") + line(at: now)))
    case .deadline:
      let line = line(at: now)
      guard line != printed else { return .continue }
      printed = line
      return .effects(.write(line))
    case .signal(let number):
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  /// `Focus 1 of 4  24:00`: the segment and its whole minutes left, rounded up.
  private func line(at now: Duration) -> String {
    let status = cycle.status(at: now)
    let minutes = (status.remaining.wholeSecondsRoundedUp + 59) / 60
    return status.segment.title + "  " + format.string(seconds: minutes * 60) + "\n"
  }

  /// The next instant the segment or its whole minutes left change.
  func nextDeadline(after now: Duration) -> Duration? {
    let status = cycle.status(at: now)
    let end = now + status.remaining
    let minutes = (status.remaining.wholeSecondsRoundedUp + 59) / 60
    return end - .seconds(60 * (minutes - 1))
  }

  /// The focus sessions so far: every focus before the current segment completed, and the
  /// current segment running if it is a focus. Without keys there are no skips, restarts or
  /// pauses.
  var recordedSessions: [RecordedSession] {
    let status = cycle.status(at: now)
    let focus = NewSession(kind: .focus, name: "pomodoro", label: label, planned: plan.work)
    // Focus segments sit at even indices: (index + 1) / 2 of them come before this one.
    var sessions = Array(
      repeating: RecordedSession(focus, active: plan.work, status: .completed),
      count: (status.segment.index + 1) / 2)
    if status.segment.kind == .focus {
      sessions.append(RecordedSession(focus, active: plan.work - status.remaining))
    }
    return sessions
  }
}

/// `cadence pomodoro` as a practice: focus time stops while the machine sleeps.
struct PomodoroPractice: Practice {
  let plan: PomodoroPlan
  let advance: PomodoroCycle.Advance
  let options: PomodoroApp.Options

  var clock: LoopClock { .suspending }

  func screen(in context: CommandContext) -> PomodoroApp {
    PomodoroApp(cycle: PomodoroCycle(plan: plan, advance: advance), options: options)
  }

  func lines() -> PomodoroLines { PomodoroLines(plan: plan, label: options.label) }

  /// What a full-screen session did, printed after it closes.
  func summary(of app: PomodoroApp, ending: Ending) -> String? {
    let focus = app.finishedFocus.reduce(Duration.zero) { $0 + $1.length }
    let time = DurationFormat(forRunOf: focus).string(seconds: focus.wholeSecondsRoundedDown)
    let count = app.finishedFocus.count
    return "\(count) focus segment\(count == 1 ? "" : "s") completed (\(time) of focus)\n"
  }
}
