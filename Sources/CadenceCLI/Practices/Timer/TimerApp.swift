import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen countdown: big digits, a progress bar, the end time, and keys to
/// pause, restart and add or take a minute.
///
/// The timer's rules and timing are the shared `TimerPractice`'s (the desktop's timer page
/// runs the same value): the app maps keys to its actions and its `TimerFace` to a
/// ``ClockFace``, and adds what only a terminal has (the bell and flash, a pause while the
/// process is suspended, the hint after a refused `-`).
struct TimerApp: TerminalApp {
  struct Options: Equatable {
    var title: String?
    var quiet = false
    var exitAtEnd = false
    var pauseOnSuspend = false
    /// Post a notification when the time is up (``TerminalEffect/notify(_:)``).
    var notify = false
    /// Local time of day when the loop started, for "ends 14:32".
    var startTimeOfDay: Duration?
    /// The language of the status and the keys.
    var language = Language.english
  }

  /// The shared timer: its countdown, run, rules and recording.
  private(set) var practice: TimerPractice
  let options: Options
  private var announcedEnd = false
  /// Until when the hint says `-` did nothing (loop time), after a `-` with a minute or
  /// less left.
  private var refusedMinuteUntil: Duration?
  private var pausedBySuspend = false

  /// Every message in ``Options/language``.
  let words: any Catalogue
  /// The key help while running and while paused, looked up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry])

  init(total: Duration, options: Options = Options()) {
    practice = TimerPractice(total: total, title: options.title)
    self.options = options
    let words = options.language.catalogue
    self.words = words
    let rest: [KeyHelp.Entry] = [
      .init(key: "r", action: words.keyAction(.restart)),
      .init(key: "+/-", action: words.keyAction(.minute)),
      .init(key: "q", action: words.keyAction(.quit)),
    ]
    keys = (
      [.init(key: words.keyName(.space), action: words.keyAction(.pause))] + rest,
      [.init(key: words.keyName(.space), action: words.keyAction(.resume))] + rest
    )
  }

  var countdown: Countdown { practice.countdown }
  var run: ActiveRun<SessionInstant> { practice.run }
  var format: DurationFormat { practice.format }
  /// The loop time of the latest event: what `render` shows.
  var now: Duration { practice.now }
  var elapsed: Duration { practice.elapsed }
  var isFinished: Bool { practice.isFinished }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    // q is not a way out here: after the end any key closes the timer as completed.
    if let ending = Ending.leaving(on: event, quit: nil) { return .quit(ending) }
    switch event {
    case .deadline, .resize, .redrawRequested, .signal, .feed, .feedEnded:
      return announceEndIfDue()
    case .suspended:
      if options.pauseOnSuspend, !practice.isPaused {
        practice.perform(.pause, at: now)
        pausedBySuspend = true
      }
      return .continue
    case .resumed:
      if pausedBySuspend { practice.perform(.resume, at: now) }
      pausedBySuspend = false
      return announceEndIfDue()
    case .key(let key):
      return handle(key, at: now)
    }
  }

  private mutating func handle(_ key: KeyEvent, at now: Duration) -> UpdateResult {
    if isFinished, announcedEnd {
      // Overtime runs until any key.
      return .quit(.completed)
    }
    switch key {
    case .character(" "):
      practice.perform(.togglePause, at: now)
      pausedBySuspend = false
    case .character("r"):
      practice.perform(.restart, at: now)
      announcedEnd = false
    case .character("+"), .character("="):
      practice.perform(.addMinute, at: now)
    case .character("-"), .character("_"):
      // `-` never ends a run (ending early is `q`, and a run that ends early is stopped,
      // never completed): with a minute or less left the practice refuses it, and the
      // hint says so for a moment.
      if practice.perform(.takeMinute, at: now) == .refusedMinute {
        refusedMinuteUntil = now + Self.hintLength
      }
    case .character("q"), .escape:
      return .quit(.stopped)
    default:
      break
    }
    return announceEndIfDue()
  }

  /// How long a hint about a key that did nothing stays.
  static let hintLength = Duration.seconds(2)

  /// The bell and flash, once, when the time is up.
  private mutating func announceEndIfDue() -> UpdateResult {
    guard isFinished, !announcedEnd else { return .continue }
    announcedEnd = true
    var effects: [TerminalEffect] = options.quiet ? [] : [.bell, .flash(.milliseconds(250))]
    if options.notify {
      effects.append(.notify(NotificationText.timerEnded(title: options.title).notice(in: words)))
    }
    return UpdateResult(ending: options.exitAtEnd ? .completed : nil, effects: effects)
  }

  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  /// `04:59 · Tea` (the timer's name without a title), `+00:12 · Tea` in overtime, a
  /// pause sign before it while paused.
  var terminalTitle: String? {
    let face = practice.face
    let sign = if case .overtime = face.readout { "+" } else { "" }
    return (face.isPaused ? "‖ " : "") + sign + face.digits + " · "
      + (options.title ?? words.practiceName(.timer))
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let change = practice.nextVisibleChange(after: now)
    let hintEnds = refusedMinuteUntil.flatMap { $0 > now ? $0 : nil }
    return [change, hintEnds].compactMap { $0 }.min()
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  func changes(since previous: TimerApp) -> [String] {
    face.changes(since: previous.face)
  }

  var face: ClockFace {
    let timer = practice.face
    var face = ClockFace(title: options.title, readout: "")
    face.progress = timer.progress
    switch timer.readout {
    case .remaining(let seconds):
      face.readout = signed(timer.digits, overtime: false)
      if seconds <= 10 { face.readoutStyle = Style(foreground: .red, bold: true) }
    case .overtime:
      face.readout = signed(timer.digits, overtime: true)
      face.readoutStyle = Style(foreground: .red, bold: true)
    }
    if timer.isPaused {
      face.status = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    } else if isFinished {
      face.status = words.timeIsUp
      face.statusStyle = Style(foreground: .red, bold: true)
    } else if let until = refusedMinuteUntil, now < until {
      face.status = words.minuteRefused
    } else if let start = options.startTimeOfDay {
      let end = start + now + practice.remaining
      let days = Self.daysAhead(end)
      let clock = Self.clockText(end)
      face.status = days == 0 ? words.endsAt(clock) : words.endsAt(clock, daysAhead: days)
    }
    // Once the time is up the status says what a key does; the keys' line stays empty.
    face.keys = isFinished ? [] : timer.isPaused ? keys.paused : keys.running
    return face
  }

  /// The digits with the overtime sign's place kept, when this run counts overtime
  /// (without `--exit`); with `--exit` it never does, and the digits need no room for it.
  private func signed(_ digits: String, overtime: Bool) -> String {
    options.exitAtEnd ? digits : ClockFace.reservingSign(digits, overtime: overtime)
  }

  /// How many midnights lie between the start of the day the loop started in and
  /// `timeOfDay` (measured from that start): 0 today, 1 tomorrow. The minute shown is the
  /// one the end falls in, so the day is that minute's.
  static func daysAhead(_ timeOfDay: Duration) -> Int {
    Int(timeOfDay.wholeSecondsRoundedDown / 60 / 1440)
  }

  /// `14:32` for a time of day, wrapping past midnight: the minute the instant falls in.
  static func clockText(_ timeOfDay: Duration) -> String {
    let minutes = timeOfDay.wholeSecondsRoundedDown / 60 % 1440
    // HH:MM has the shape of MM:SS: minutes of the day read as "seconds".
    return DurationFormat(layout: .minutesSeconds).string(seconds: minutes)
  }
}

extension TimerApp: RecordableApp {
  /// The shared timer's sessions (`TimerPractice.recordedSessions`): one per run, a restart
  /// ending the run so far as stopped early.
  var recordedSessions: [RecordedSession] { practice.recordedSessions }
}
