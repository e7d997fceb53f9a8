import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen countdown: big digits, a progress bar, the end time, and keys to
/// pause, restart and add or take a minute.
///
/// All timing comes from the engine: the run (pauses), the countdown (what is shown and
/// when it next changes). The app only maps keys to engine calls and engine state to a
/// ``ClockFace``.
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

  private(set) var countdown: Countdown
  private(set) var run = ActiveRun(startedAt: SessionInstant(.zero))
  private(set) var format: DurationFormat
  let options: Options
  /// The loop time of the latest event: what `render` shows.
  private(set) var now: Duration = .zero
  private var announcedEnd = false
  /// Until when the hint says `-` did nothing (loop time), after a `-` with a minute or
  /// less left.
  private var refusedMinuteUntil: Duration?
  private var pausedBySuspend = false
  /// Sessions ended by a restart, each stopped early with the time it ran.
  private var restartedRuns: [RecordedSession] = []

  /// Every message in ``Options/language``.
  let words: any Catalogue
  /// The key help while running and while paused, looked up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry])

  init(total: Duration, options: Options = Options()) {
    countdown = Countdown(total: total)
    format = DurationFormat(forRunOf: total)
    self.options = options
    let words = options.language.catalogue
    self.words = words
    let rest: [KeyHelp.Entry] = [
      .init(key: "r", action: words.keyAction(.restart)),
      .init(key: "+/-", action: words.keyAction(.minute)),
      .init(key: "q", action: words.keyAction(.quit)),
    ]
    keys = (
      [.init(key: "space", action: words.keyAction(.pause))] + rest,
      [.init(key: "space", action: words.keyAction(.resume))] + rest
    )
  }

  var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  var isFinished: Bool { countdown.isFinished(at: elapsed) }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    let instant = SessionInstant(now)
    // q is not a way out here: after the end any key closes the timer as completed.
    if let ending = Ending.leaving(on: event, quit: nil) { return .quit(ending) }
    switch event {
    case .deadline, .resize, .redrawRequested, .signal:
      return announceEndIfDue()
    case .suspended:
      if options.pauseOnSuspend, run.pause(at: instant) { pausedBySuspend = true }
      return .continue
    case .resumed:
      if pausedBySuspend { run.resume(at: instant) }
      pausedBySuspend = false
      return announceEndIfDue()
    case .key(let key):
      return handle(key, at: instant)
    }
  }

  private mutating func handle(_ key: KeyEvent, at instant: SessionInstant) -> UpdateResult {
    if isFinished, announcedEnd {
      // Overtime runs until any key.
      return .quit(.completed)
    }
    switch key {
    case .character(" "):
      run.togglePause(at: instant)
      pausedBySuspend = false
    case .character("r"):
      restart(at: instant)
    case .character("+"), .character("="):
      adjust(by: .seconds(60))
    case .character("-"), .character("_"):
      takeAMinute()
    case .character("q"), .escape:
      return .quit(.stopped)
    default:
      break
    }
    return announceEndIfDue()
  }

  /// Starts the countdown again from its full length. The run so far ends as a session
  /// stopped early (it did not reach its end), and the new run is a session of its own,
  /// planned at the length the countdown has now (``recordedSessions``).
  private mutating func restart(at instant: SessionInstant) {
    restartedRuns.append(
      RecordedSession(runningSession, active: min(elapsed, countdown.total), status: .stoppedEarly))
    run.restart(at: instant)
    announcedEnd = false
  }

  /// A minute more or less; never below what has already run (which ends it now).
  private mutating func adjust(by change: Duration) {
    countdown.total = max(countdown.total + change, max(elapsed, .nanoseconds(1)))
    format = DurationFormat(forRunOf: countdown.total)
  }

  /// A minute less, unless a minute or less is left: `-` never ends a run (ending early is
  /// `q`, and a run that ends early is stopped, never completed); it says so for a moment.
  private mutating func takeAMinute() {
    guard countdown.remaining(at: elapsed) > .seconds(60) else {
      refusedMinuteUntil = now + Self.hintLength
      return
    }
    adjust(by: .seconds(-60))
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

  func nextDeadline(after now: Duration) -> Duration? {
    let change = countdown.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
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
    let elapsed = self.elapsed
    let readout = countdown.readout(at: elapsed)
    var face = ClockFace(title: options.title, readout: "")
    switch readout {
    case .remaining(let seconds):
      face.readout = signed(format.string(seconds: seconds), overtime: false)
      if seconds <= 10 { face.readoutStyle = Style(foreground: .red, bold: true) }
      let total = countdown.total.wholeSecondsRoundedUp
      face.progress = total > 0 ? Double(total - seconds) / Double(total) : 1
    case .overtime(let seconds):
      face.readout = signed(format.string(seconds: seconds), overtime: true)
      face.readoutStyle = Style(foreground: .red, bold: true)
      face.progress = 1
    }
    if run.state == .paused {
      face.status = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    } else if isFinished {
      face.status = words.timeIsUp
      face.statusStyle = Style(foreground: .red, bold: true)
    } else if let until = refusedMinuteUntil, now < until {
      face.status = words.minuteRefused
    } else if let start = options.startTimeOfDay {
      face.status = words.endsAt(Self.clockText(start + now + countdown.remaining(at: elapsed)))
    }
    // Once the time is up the status says what a key does; the keys' line stays empty.
    face.keys = isFinished ? [] : run.state == .paused ? keys.paused : keys.running
    return face
  }

  /// The digits with the overtime sign's place kept, when this run counts overtime
  /// (without `--exit`); with `--exit` it never does, and the digits need no room for it.
  private func signed(_ digits: String, overtime: Bool) -> String {
    options.exitAtEnd ? digits : ClockFace.reservingSign(digits, overtime: overtime)
  }

  /// `14:32` for a time of day, wrapping past midnight: the minute the instant falls in.
  static func clockText(_ timeOfDay: Duration) -> String {
    let minutes = timeOfDay.wholeSecondsRoundedDown / 60 % 1440
    // HH:MM has the shape of MM:SS: minutes of the day read as "seconds".
    return DurationFormat(layout: .minutesSeconds).string(seconds: minutes)
  }
}

extension TimerApp: RecordableApp {
  /// One timer session per run (kind timer, name "timer", the title as label): a restart
  /// ends the run so far, stopped early, and begins another. Active time is how long the
  /// countdown ran, pauses and overtime excluded; only a run that reached its end is
  /// completed. The planned time is the countdown's length as it is now: `+` and `-` change
  /// the plan, and a run records the plan it ended with.
  var recordedSessions: [RecordedSession] {
    restartedRuns + [
      RecordedSession(
        runningSession, active: min(elapsed, countdown.total), reachedEnd: isFinished)
    ]
  }

  /// What the running session is recorded as.
  private var runningSession: NewSession {
    NewSession(kind: .timer, name: "timer", label: options.title, planned: countdown.total)
  }
}
