import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The timer page: big digits with tabular figures, a progress ring, pause / ±1 minute /
/// restart, a desktop notification at the end, and the window title showing the time left.
///
/// The timer itself is the practice layer's `TimerPractice`, the same value `cadence timer`
/// runs, in the page's ``PracticeDriver``: its rules (a minute less never completes a run, a
/// restart records the run before it), its checkpoints on the recorder's writer thread and
/// its `cadence status` row are the terminal's. Redrawn once a second, at the exact instant
/// the shown second changes, by one timeout; no frames in between.
@MainActor
final class TimerPage: ClockPage {
  let root = Stack()
  private let minutes = SpinButton(range: 1...1440, value: 25)
  private let face: ClockFace
  private let lessButton: Button
  private let moreButton: Button
  private let restartButton: Button
  private let hint: Label
  private let status = Label("")
  private let words: any DesktopWords
  /// The countdown's lifecycle; the practice's time is the continuous clock's: a countdown
  /// keeps real time through system sleep.
  let driver: PracticeDriver<TimerPractice>
  private var shownSeconds: Int64 = -1
  /// The last action was a refused −1 min: the running view's hint says so until the next.
  private var refused = false

  init(_ context: PageContext) {
    words = context.words
    face = ClockFace(digits: "25:00", words: words)
    driver = PracticeDriver(
      pacing: .timeouts(PageClock()), frames: face.ring, store: context.store,
      application: context.application, pause: .togglePause)
    lessButton = Button(words.minusMinute)
    moreButton = Button(words.plusMinute)
    restartButton = Button(words.restart)
    hint = Label(words.runningHint)
    ClockFace.stack(root, setup: setupView(), running: runningView())
    face.start.onClick { [unowned self] in self.start(total: self.chosenLength) }
    face.pause.onClick { [unowned self] in self.togglePause() }
    lessButton.onClick { [unowned self] in self.takeMinute() }
    moreButton.onClick { [unowned self] in self.addMinute() }
    restartButton.onClick { [unowned self] in self.restart() }
    face.stop.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in
      self.shownSeconds = -1
      self.root.show("running")
    }
    driver.show = { [unowned self] timer, _ in self.show(timer.face) }
    driver.title = { [unowned self] timer in
      // The title says when the timer is paused (the time alone reads as running).
      let shown = timer.face
      return shown.isPaused
        ? self.words.pausedWindowTitle(shown.digits) : "\(shown.digits) — Cadence"
    }
    driver.report = { [unowned self] outcome, _ in
      // A minute less with a minute or less left is refused by the timer; the running
      // view's hint says so (shown after the action, in `showPaused`).
      if outcome == .refusedMinute { self.refused = true }
    }
    driver.showPaused = { [unowned self] paused in
      self.face.show(paused: paused)
      self.hint.text =
        paused
        ? self.words.pausedHint : self.refused ? self.words.minuteRefused : self.words.runningHint
      self.refused = false
    }
    driver.ended = { [unowned self] run, problem in self.ended(run.practice, problem) }
    driver.redraw = { [unowned self] in
      self.face.ring.queueDraw()
      self.face.digits.pointer.queueResize()
    }
  }

  private func setupView() -> Box {
    let row = Box(vertical: false, spacing: Spacing.tight)
    row.append(minutes)
    row.append(Label(words.minutesUnit))
    minutes.setAccessibleLabel(words.timerLengthName)
    return PageParts.setup(
      title: words.pageTitle(.timer), fields: [row], start: face.start, status: status)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(face.view())
    box.append(
      PageParts.buttonRow([face.pause, lessButton, moreButton, restartButton, face.stop]))
    hint.addCSSClass("dim-label")
    box.append(hint)
    return box
  }

  /// The minutes the field shows, and the length Start begins (tests read them).
  var fieldMinutes: Int { minutes.value }

  /// The length Start begins: the last run's (`--timer 5` is five seconds) while the field
  /// still shows it in whole minutes, else the field's minutes.
  var chosenLength: Duration {
    if let lastLength, Self.fieldMinutes(for: lastLength) == minutes.value { return lastLength }
    return .seconds(minutes.value * 60)
  }

  /// The length of the run last started, which the field shows (rounded up to a minute).
  private var lastLength: Duration?

  /// Shows `length` in the field (the command line's `--timer`, or the run started).
  func choose(length: Duration) {
    lastLength = length
    minutes.value = Self.fieldMinutes(for: length)
  }

  private static func fieldMinutes(for length: Duration) -> Int {
    min(1440, max(1, Int((length.secondsRoundedUp + 59) / 60)))
  }

  /// The digits shown (tests read them).
  var shownDigits: String { face.digits.text }
  /// The ring (tests read its accessible name).
  var ring: DrawingArea { face.ring }
  /// The status line under the start button (tests read it).
  var shownStatus: String { status.text }

  /// Starts a countdown of `total` at the page's time `now`, recorded as `cadence timer`
  /// records one (the same writer thread, checkpoints and status row).
  func start(total: Duration, now: Duration? = nil) {
    // The field shows the length running, so the setup shows it again after the run.
    choose(length: total)
    driver.start(TimerPractice(total: total, countsOvertime: false), now: now)
  }

  /// Shows the countdown fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  func showFixed(total: Duration, at elapsed: Duration) {
    driver.showFixed(TimerPractice(total: total, countsOvertime: false), at: elapsed)
  }

  func togglePause(now: Duration? = nil) { driver.perform(.togglePause, now: now) }
  func addMinute(now: Duration? = nil) { driver.perform(.addMinute, now: now) }
  func takeMinute(now: Duration? = nil) { driver.perform(.takeMinute, now: now) }
  func restart(now: Duration? = nil) { driver.perform(.restart, now: now) }

  private func show(_ timer: TimerFace) {
    guard case .remaining(let seconds) = timer.readout, seconds != shownSeconds else { return }
    shownSeconds = seconds
    face.show(digits: timer.digits, left: 1 - timer.progress)
  }

  private func ended(_ timer: TimerPractice, _ problem: RecordingProblem?) {
    let completed = timer.isFinished
    if completed {
      let length = timer.format.string(seconds: timer.countdown.total.components.seconds)
      driver.notify(
        id: "timer", title: words.timeIsUp, body: words.timerEndedNotice(length: length))
    }
    status.text =
      problem.map(words.recordingProblem) ?? (completed ? words.timerEnded : words.timerStopped)
    root.show("setup")
  }
}
