import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen pomodoro: the segment and its count, time left, what comes next, a
/// bell at each switch.
///
/// It runs on a clock that stops while the machine sleeps, and pauses while the process
/// is suspended (Ctrl-Z): focus time is time the person was there.
struct PomodoroApp: TerminalApp {
  struct Options: Equatable {
    var label: String?
    var quiet = false
    /// Post a notification when a segment ends.
    var notify = false
    /// The language of the segment titles and the status line.
    var language = Language.english
  }

  private(set) var cycle: PomodoroCycle
  private(set) var run = ActiveRun(startedAt: SessionInstant(.zero))
  private(set) var now: Duration = .zero
  /// Focus segments finished by time, with their lengths, for the log.
  private(set) var finishedFocus: [PomodoroSegment] = []
  let options: Options
  /// Every message in ``Options/language``.
  let words: any Catalogue
  let format: DurationFormat
  private var pausedBySuspend = false
  /// Focus sessions that have ended, for the store (see ``recordedSessions``).
  private var focusLog: [RecordedSession] = []
  /// Focus time of the current focus segment before a restart, which its session keeps.
  private var restartedFocus: Duration = .zero

  /// The key help while running and while paused, and Enter's entry while waiting, looked
  /// up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry], next: KeyHelp.Entry)

  init(cycle: PomodoroCycle, options: Options = Options()) {
    self.cycle = cycle
    self.options = options
    let words = options.language.catalogue
    self.words = words
    let rest: [KeyHelp.Entry] = [
      .init(key: "n", action: words.keyAction(.skip)),
      .init(key: "r", action: words.keyAction(.restart)),
      .init(key: "q", action: words.keyAction(.quit)),
    ]
    keys = (
      [.init(key: "space", action: words.keyAction(.pause))] + rest,
      [.init(key: "space", action: words.keyAction(.resume))] + rest,
      .init(key: "Enter", action: words.keyAction(.next))
    )
    let plan = cycle.plan
    format = DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
  }

  var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  var status: PomodoroCycle.Status { cycle.status(at: elapsed) }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    let instant = SessionInstant(now)
    // Segments whose time ran out are logged first, whatever the event: a quit in the same
    // wake-up as the end of a focus still records that focus as completed.
    var finished = log(cycle.settle(at: elapsed))
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    switch event {
    case .suspended:
      if run.pause(at: instant) { pausedBySuspend = true }
    case .resumed:
      if pausedBySuspend { run.resume(at: instant) }
      pausedBySuspend = false
    case .key(.character(" ")):
      run.togglePause(at: instant)
      pausedBySuspend = false
    case .key(.character("n")):
      if let focus = runningFocus {
        focusLog.append(RecordedSession(focusSession, active: focus, status: .stoppedEarly))
        restartedFocus = .zero
      }
      finished += log(cycle.skip(at: elapsed))
    case .key(.character("r")):
      if let focus = runningFocus { restartedFocus = focus }
      finished += log(cycle.restart(at: elapsed))
    case .key(.enter):
      if status.isWaiting { finished += log(cycle.startNext(at: elapsed)) }
    default:
      break
    }
    finished += log(cycle.settle(at: elapsed))
    var effects: [TerminalEffect] = finished.isEmpty || options.quiet ? [] : [.bell]
    if options.notify, let last = finished.last {
      let next = cycle.plan.segment(last.index + 1)
      effects.append(
        .notify(
          NotificationText.segmentEnded(
            segment: words.segmentTitle(last), next: words.segmentTitle(next)
          ).notice(in: words)))
    }
    return UpdateResult(effects: effects)
  }

  /// Logs finished focus segments (for the summary and the store); returns `finished`.
  private mutating func log(_ finished: [PomodoroSegment]) -> [PomodoroSegment] {
    for segment in finished where segment.kind == .focus {
      finishedFocus.append(segment)
      focusLog.append(
        RecordedSession(
          focusSession, active: restartedFocus + segment.length, status: .completed))
      restartedFocus = .zero
    }
    return finished
  }

  func nextDeadline(after now: Duration) -> Duration? {
    cycle.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  func changes(since previous: PomodoroApp) -> [String] {
    face.changes(since: previous.face)
  }

  var face: ClockFace {
    let status = self.status
    let segment = status.segment
    let next = cycle.plan.segment(segment.index + 1)
    var face = ClockFace(title: options.label ?? words.pomodoroTitle, readout: "")
    face.readout =
      status.isWaiting
      ? format.string(seconds: status.overtime.wholeSecondsRoundedDown)
      : format.string(seconds: status.remaining.wholeSecondsRoundedUp)
    // With --wait a finished segment counts overtime: its sign's place is kept throughout.
    if cycle.advance == .waitForUser {
      face.readout = ClockFace.reservingSign(face.readout, overtime: status.isWaiting)
    }
    face.readoutStyle =
      segment.kind == .focus ? Style(bold: true) : Style(foreground: .green, bold: true)
    let length = segment.length.wholeSecondsRoundedUp
    face.progress = 1 - Double(status.remaining.wholeSecondsRoundedUp) / Double(max(length, 1))
    if run.state == .paused {
      face.status = words.pomodoroPaused(segment)
      face.shortStatus = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    } else if status.isWaiting {
      face.status = words.pomodoroWaiting(segment, next: next)
      face.shortStatus = words.pomodoroWaitingShort(next: next)
      face.statusStyle = Style(foreground: .yellow, bold: true)
    } else {
      let nextLength = format.string(seconds: next.length.wholeSecondsRoundedUp)
      face.status = words.pomodoroRunning(
        segment, next: next, nextLength: nextLength, done: status.completedFocusCount)
      face.shortStatus = words.pomodoroRunningShort(segment, done: status.completedFocusCount)
    }
    face.keys = run.state == .paused ? keys.paused : keys.running
    if status.isWaiting { face.keys.insert(keys.next, at: 0) }
    return face
  }
}

extension PomodoroApp: RecordableApp {
  /// One focus session per focus segment (kind focus, name "pomodoro", the label, planned
  /// the work length): completed when its time runs out, stopped early when skipped or
  /// when the pomodoro ends during it. Breaks are not sessions: they are not practice, and
  /// counting them would inflate focus minutes. A restart keeps the session and adds the
  /// focus time before it.
  var recordedSessions: [RecordedSession] {
    guard let focus = runningFocus else { return focusLog }
    return focusLog + [RecordedSession(focusSession, active: focus)]
  }

  /// The session every focus segment records.
  var focusSession: NewSession {
    NewSession(kind: .focus, name: "pomodoro", label: options.label, planned: cycle.plan.work)
  }

  /// Focus time of the focus segment running now (restarts included), or `nil` in a break or
  /// while waiting for the user.
  private var runningFocus: Duration? {
    let status = self.status
    guard status.segment.kind == .focus, !status.isWaiting else { return nil }
    return restartedFocus + max(.zero, elapsed - status.startedAt)
  }
}
