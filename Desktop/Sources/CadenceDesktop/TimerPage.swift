import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

#if canImport(Glibc)
  import Glibc
#endif

/// The timer page: big digits with tabular figures, a progress ring, pause / ±1 minute /
/// restart, a desktop notification at the end, and the window title showing the time left.
///
/// Redrawn once a second, at the exact instant the shown second changes (the engine's
/// `nextVisibleChange`), by one timeout at an absolute instant; no frames in between.
/// A countdown is to a real deadline: its clock is CLOCK_BOOTTIME, which counts through
/// system sleep, and each timeout is at most a second away, so after a resume the digits
/// catch up at the next wake.
@MainActor
final class TimerPage {
  let root = Stack()
  private let minutes = SpinButton(range: 1...1440, value: 25)
  private let startButton: Button
  private let ring = DrawingArea()
  private let digits = Label("25:00")
  private let pauseButton: Button
  private let lessButton: Button
  private let moreButton: Button
  private let restartButton: Button
  private let status = Label("")
  private let words: any DesktopWords

  private let store: DesktopStore?
  private let application: Application?
  /// What the window's title shows for this page: the time left while running.
  private(set) var windowTitle: String?
  /// Called when ``windowTitle`` changes (the window picks which page's title to show).
  var onTitleChange: (@MainActor () -> Void)?
  var onEnd: (@MainActor () -> Void)?
  /// The figures' baseline: redraw the ring and digits on every frame (60 Hz).
  var redrawEveryFrame = false
  private var baselineTick: UInt32?

  private struct Running {
    var countdown: Countdown
    var clock: SessionClock
    var format: DurationFormat
    var wake: Timeout?
    var record: UUID?
    var shownSeconds: Int64 = -1
  }
  private var running: Running?
  private var fraction = 1.0

  init(store: DesktopStore?, application: Application?, words: any DesktopWords) {
    self.store = store
    self.application = application
    self.words = words
    startButton = Button(words.start)
    pauseButton = Button(words.pause)
    lessButton = Button(words.minusMinute)
    moreButton = Button(words.plusMinute)
    restartButton = Button(words.restart)
    root.add(setupView(), name: "setup")
    root.add(runningView(), name: "running")
    root.show("setup")
    ring.onDraw { [unowned self] cairo, width, height in self.drawRing(cairo, width, height) }
    startButton.onClick { [unowned self] in self.start(minutes: self.minutes.value) }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    lessButton.onClick { [unowned self] in self.adjust(by: -60) }
    moreButton.onClick { [unowned self] in self.adjust(by: 60) }
    restartButton.onClick { [unowned self] in self.restart() }
  }

  private func setupView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    box.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    let title = Label(words.pageTitle(.timer))
    title.addCSSClass("title-1")
    box.append(title)
    let row = Box(vertical: false, spacing: Spacing.tight)
    row.append(minutes)
    row.append(Label(words.minutesUnit))
    box.append(row)
    startButton.addCSSClass("suggested-action")
    startButton.addCSSClass("pill")
    box.append(startButton)
    box.append(status)
    return box
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(ProgressRing.face(ring: ring, digits: digits))
    let buttons = Box(vertical: false, spacing: Spacing.tight)
    buttons.setAlign(horizontal: GTK_ALIGN_CENTER)
    for button in [pauseButton, lessButton, moreButton, restartButton] { buttons.append(button) }
    box.append(buttons)
    let hint = Label(words.runningHint)
    hint.addCSSClass("dim-label")
    box.append(hint)
    return box
  }

  var isRunning: Bool { running != nil }

  /// CLOCK_BOOTTIME in microseconds: a countdown keeps real time through system sleep.
  static func bootMicroseconds() -> Int {
    var spec = timespec()
    clock_gettime(CLOCK_BOOTTIME, &spec)
    return spec.tv_sec * 1_000_000 + spec.tv_nsec / 1000
  }

  func start(minutes: Int) {
    let total = Duration.seconds(minutes * 60)
    let record = store?.begin(NewSession(kind: .timer, name: "timer", planned: total))
    running = Running(
      countdown: Countdown(total: total, countsOvertime: false),
      clock: SessionClock(origin: Self.bootMicroseconds()),
      format: DurationFormat(forRunOf: total), record: record)
    root.show("running")
    update()
    if redrawEveryFrame, baselineTick == nil {
      baselineTick = ring.addTick { [unowned self] _ in
        self.ring.queueDraw()
        self.digits.pointer.queueResize()
        return self.running != nil
      }
    }
  }

  /// Shows the countdown fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  func showFixed(minutes: Int, at elapsed: Duration) {
    let total = Duration.seconds(minutes * 60)
    running = Running(
      countdown: Countdown(total: total, countsOvertime: false), clock: SessionClock(origin: 0),
      format: DurationFormat(forRunOf: total))
    root.show("running")
    show(at: elapsed)
  }

  func togglePause() {
    guard running != nil else { return }
    running?.clock.togglePause(at: Self.bootMicroseconds())
    pauseButton.setLabel(running?.clock.isPaused == true ? words.resume : words.pause)
    update()
  }

  private func adjust(by seconds: Int) {
    guard let current = running else { return }
    let total = max(Duration.seconds(60), current.countdown.total + .seconds(seconds))
    running?.countdown = Countdown(total: total, countsOvertime: false)
    running?.format = DurationFormat(forRunOf: total)
    update()
  }

  private func restart() {
    guard let current = running else { return }
    running?.clock = SessionClock(origin: Self.bootMicroseconds())
    running?.countdown = current.countdown
    pauseButton.setLabel(words.pause)
    update()
  }

  /// Shows the time left now and sleeps until the next shown second.
  private func update() {
    guard let current = running else { return }
    running?.wake?.cancel()
    running?.wake = nil
    let now = Self.bootMicroseconds()
    let elapsed = current.clock.elapsed(at: now)
    show(at: elapsed)
    if current.countdown.isFinished(at: elapsed) {
      finish(completed: true)
      return
    }
    guard !current.clock.isPaused, let next = current.countdown.nextVisibleChange(after: elapsed),
      let instant = current.clock.microseconds(whenElapsedReaches: next)
    else { return }
    // The timeout runs on CLOCK_MONOTONIC: the same distance from now, at most a second.
    let wait = min(instant - now, 1_000_000)
    running?.wake = Timeout(at: monotonicMicroseconds() + wait) { [unowned self] in
      self.running?.wake = nil
      self.update()
    }
  }

  private func show(at elapsed: Duration) {
    guard let current = running else { return }
    let seconds = current.countdown.displayedSeconds(at: elapsed)
    guard seconds != current.shownSeconds else { return }
    running?.shownSeconds = seconds
    let text = current.format.string(seconds: seconds)
    digits.text = text
    setWindowTitle("\(text) — Cadence")
    let total = Double(current.countdown.total.components.seconds)
    fraction = total > 0 ? Double(seconds) / total : 0
    ring.queueDraw()
  }

  func stop() { finish(completed: false) }

  private func finish(completed: Bool) {
    guard let current = running else { return }
    running?.wake?.cancel()
    running = nil
    if let tick = baselineTick { ring.removeTick(tick) }
    baselineTick = nil
    let elapsed = current.clock.elapsed(at: Self.bootMicroseconds())
    let active = min(elapsed, current.countdown.total)
    if let id = current.record {
      store?.finish(id, status: completed ? .completed : .stoppedEarly, active: active, cycles: 0)
    }
    setWindowTitle(nil)
    if completed {
      application?.notify(
        id: "timer", title: words.timeIsUp,
        body: words.timerEndedNotice(
          length: current.format.string(seconds: current.countdown.total.components.seconds)))
    }
    status.text = completed ? words.timerEnded : words.timerStopped
    root.show("setup")
    onEnd?()
  }

  private func setWindowTitle(_ title: String?) {
    guard title != windowTitle else { return }
    windowTitle = title
    onTitleChange?()
  }

  private func drawRing(_ cairo: OpaquePointer, _ width: Int, _ height: Int) {
    ProgressRing.draw(cairo, width, height, fraction: fraction)
  }
}
