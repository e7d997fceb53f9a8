import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen pomodoro: the segment and its count, time left, what comes next, a
/// bell at each switch.
///
/// The pomodoro's rules and timing are the shared `PomodoroPractice`'s (the desktop's page
/// runs the same value): the app maps keys to its actions and its `PomodoroFace` to a
/// ``ClockFace``, and adds what only a terminal has (the bell, a pause while the process is
/// suspended). It runs on a clock that stops while the machine sleeps: focus time is time
/// the person was there.
struct PomodoroApp: TerminalApp {
  struct Options: Equatable {
    var label: String?
    var quiet = false
    /// Post a notification when a segment ends.
    var notify = false
    /// The language of the segment titles and the status line.
    var language = Language.english
  }

  /// The shared pomodoro: its cycle, run, rules and recording.
  private(set) var practice: PomodoroPractice
  let options: Options
  /// Every message in ``Options/language``.
  let words: any Catalogue
  private var pausedBySuspend = false

  /// The key help while running and while paused, and Enter's entry while waiting, looked
  /// up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry], next: KeyHelp.Entry)

  /// A pomodoro following `cycle`'s plan and advance, from its start.
  init(cycle: PomodoroCycle, options: Options = Options()) {
    practice = PomodoroPractice(plan: cycle.plan, advance: cycle.advance, label: options.label)
    self.options = options
    let words = options.language.catalogue
    self.words = words
    let rest: [KeyHelp.Entry] = [
      .init(key: "n", action: words.keyAction(.skip)),
      .init(key: "r", action: words.keyAction(.restart)),
      .init(key: "q", action: words.keyAction(.quit)),
    ]
    keys = (
      [.init(key: words.keyName(.space), action: words.keyAction(.pause))] + rest,
      [.init(key: words.keyName(.space), action: words.keyAction(.resume))] + rest,
      .init(key: words.keyName(.enter), action: words.keyAction(.next))
    )
  }

  var cycle: PomodoroCycle { practice.cycle }
  var run: ActiveRun<SessionInstant> { practice.run }
  var format: DurationFormat { practice.format }
  /// The loop time of the latest event: what `render` shows.
  var now: Duration { practice.now }
  var elapsed: Duration { practice.elapsed }
  var status: PomodoroCycle.Status { practice.status }
  /// Focus segments finished by time, for the summary.
  var finishedFocus: [PomodoroSegment] { practice.completedFocus }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    // Segments whose time ran out are logged first, whatever the event: a quit in the same
    // wake-up as the end of a focus still records that focus as completed.
    var finished = practice.look(at: now)
    if let ending = Ending.leaving(on: event, quit: .closed) { return .quit(ending) }
    switch event {
    case .suspended:
      if !practice.isPaused {
        finished += practice.perform(.pause, at: now)
        pausedBySuspend = true
      }
    case .resumed:
      if pausedBySuspend { finished += practice.perform(.resume, at: now) }
      pausedBySuspend = false
    case .key(.character(" ")):
      finished += practice.perform(.togglePause, at: now)
      pausedBySuspend = false
    case .key(.character("n")):
      finished += practice.perform(.skip, at: now)
    case .key(.character("r")):
      finished += practice.perform(.restart, at: now)
    case .key(.enter):
      finished += practice.perform(.startNext, at: now)
    default:
      break
    }
    var effects: [TerminalEffect] = finished.isEmpty || options.quiet ? [] : [.bell]
    if options.notify, let last = finished.last {
      let next = practice.plan.segment(last.index + 1)
      effects.append(
        .notify(
          NotificationText.segmentEnded(
            segment: words.segmentTitle(last), next: words.segmentTitle(next)
          ).notice(in: words)))
    }
    return UpdateResult(effects: effects)
  }

  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  /// `24:59 · Focus 1 of 4`, a pause sign before it while paused.
  var terminalTitle: String? {
    let shown = practice.face
    return (shown.isPaused ? "‖ " : "") + shown.digits + " · " + words.segmentTitle(shown.segment)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    practice.nextVisibleChange(after: now)
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  func changes(since previous: PomodoroApp) -> [String] {
    face.changes(since: previous.face)
  }

  var face: ClockFace {
    let shown = practice.face
    let segment = shown.segment
    var face = ClockFace(title: options.label ?? words.pomodoroTitle, readout: shown.digits)
    // With --wait a finished segment counts overtime: its sign's place is kept throughout.
    // Without it the places are kept too, so the readout and the bar under it have one
    // width either way (the bar was 27 cells with --work 1m and 39 with --wait).
    face.readout = ClockFace.reservingSign(face.readout, overtime: shown.isWaiting)
    face.readoutStyle =
      segment.kind == .focus ? Style(bold: true) : Style(foreground: .green, bold: true)
    face.progress = shown.progress
    if shown.isPaused {
      face.status = words.pomodoroPaused(segment)
      face.shortStatus = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    } else if shown.isWaiting {
      face.status = words.pomodoroWaiting(segment, next: shown.next)
      face.shortStatus = words.pomodoroWaitingShort(next: shown.next)
      face.statusStyle = Style(foreground: .yellow, bold: true)
    } else {
      let nextLength = format.string(seconds: shown.next.length.wholeSecondsRoundedUp)
      face.status = words.pomodoroRunning(
        segment, next: shown.next, nextLength: nextLength, done: shown.completedFocusCount)
      face.shortStatus = words.pomodoroRunningShort(segment, done: shown.completedFocusCount)
    }
    face.keys = shown.isPaused ? keys.paused : keys.running
    if shown.isWaiting { face.keys.insert(keys.next, at: 0) }
    return face
  }
}

extension PomodoroApp: RecordableApp {
  /// The shared practice's: one focus session per focus segment.
  var recordedSessions: [RecordedSession] { practice.recordedSessions }
  var liveStatus: LiveStatus? { practice.liveStatus }
}
