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
/// The timer itself is the practice layer's `TimerPractice` in a `PracticeRun`, the same
/// value `cadence timer` runs: its rules (a minute less never completes a run, a restart
/// records the run before it), its checkpoints on the recorder's writer thread and its
/// `cadence status` row are the terminal's. Redrawn once a second, at the exact instant the
/// shown second changes, by one timeout; no frames in between.
@MainActor
final class TimerPage {
  let root = Stack()
  private let minutes = SpinButton(range: 1...1440, value: 25)
  private let startButton: Button
  let ring: DrawingArea
  private let digits = Label("25:00")
  private let pauseButton: Button
  private let lessButton: Button
  private let moreButton: Button
  private let restartButton: Button
  private let stopButton: Button
  private let hint: Label
  private let status = Label("")
  private let words: any DesktopWords

  private let store: DesktopStore?
  private let application: Application?
  /// What the window's title shows for this page: the time left while running.
  private(set) var windowTitle: String?
  /// Called when ``windowTitle`` changes (the window picks which page's title to show).
  var onTitleChange: (@MainActor () -> Void)?
  /// `notify off` (`cadence config`): no desktop notification at the end.
  var notifies = true
  var onEnd: (@MainActor () -> Void)?
  /// The figures' baseline: redraw the ring and digits on every frame (60 Hz).
  var redrawEveryFrame = false
  private var baselineTick: UInt32?

  /// The shared timer with its recording: the page only maps buttons to its actions and its
  /// face to widgets.
  private var run: PracticeRun<TimerPractice>?
  private var wake = PageWake()
  private var shownSeconds: Int64 = -1
  private var fraction = 1.0
  /// The practice's time: a countdown keeps real time through system sleep.
  private let clock = PageClock()
  /// Makes a practice's sound when one starts (nil: silent); the window sets it from the
  /// sound settings and the Sound switch.
  var makeSound: @MainActor () -> PageSound? = { nil }
  private var sound: PageSound?
  /// Sets ``makeSound`` (the window's one closure for every page).
  var makeSoundSetter: (@escaping @MainActor () -> PageSound?) -> Void {
    { [unowned self] make in self.makeSound = make }
  }

  /// The practice's time now.
  func now() -> Duration { clock.now() }

  init(store: DesktopStore?, application: Application?, words: any DesktopWords) {
    self.store = store
    self.application = application
    self.words = words
    ring = DrawingArea(picture: words.ringName)
    startButton = Button(words.start)
    pauseButton = PageParts.pauseButton(words)
    lessButton = Button(words.minusMinute)
    moreButton = Button(words.plusMinute)
    restartButton = Button(words.restart)
    stopButton = Button(words.stop)
    hint = Label(words.runningHint)
    root.add(setupView(), name: "setup")
    root.add(runningView(), name: "running")
    root.show("setup")
    ring.onDraw { [unowned self] painter, width, height in self.drawRing(painter, width, height) }
    startButton.onClick { [unowned self] in self.start(total: self.chosenLength) }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    lessButton.onClick { [unowned self] in self.takeMinute() }
    moreButton.onClick { [unowned self] in self.addMinute() }
    restartButton.onClick { [unowned self] in self.restart() }
    stopButton.onClick { [unowned self] in self.stop() }
  }

  private func setupView() -> Box {
    let row = Box(vertical: false, spacing: Spacing.tight)
    row.append(minutes)
    row.append(Label(words.minutesUnit))
    minutes.setAccessibleLabel(words.minutesUnit)
    return PageParts.setup(
      title: words.pageTitle(.timer), fields: [row], start: startButton, status: status)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(ProgressRing.face(ring: ring, digits: digits))
    box.append(
      PageParts.buttonRow([pauseButton, lessButton, moreButton, restartButton, stopButton]))
    hint.addCSSClass("dim-label")
    box.append(hint)
    return box
  }

  var isRunning: Bool { run != nil }
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
  var shownDigits: String { digits.text }
  /// The status line under the start button (tests read it).
  var shownStatus: String { status.text }

  /// Waits until every write asked for so far is made (tests look at the store).
  func waitUntilWritten() { run?.recorder?.waitUntilWritten() }

  /// Starts a countdown of `total` at practice time `now`, recorded as `cadence timer` records
  /// one (the same writer thread, checkpoints and status row).
  func start(total: Duration, now: Duration? = nil) {
    let now = now ?? self.now()
    stopWaking()
    // The field shows the length running, so the setup shows it again after the run.
    choose(length: total)
    sound?.finish(drain: .zero)
    sound = makeSound()
    // The sound opens beside the countdown, as in the terminal and on every page: nothing
    // sounds at its first instant, so it starts at once.
    let clock = self.clock
    let ahead = TimerPractice(total: total, countsOvertime: false, start: now).timeline
    let start = sound?.open(at: now, preparing: ahead) { clock.now() } ?? now
    run = PracticeRun(
      TimerPractice(total: total, countsOvertime: false, start: start),
      recorder: store?.recorder())
    shownSeconds = -1
    PageParts.show(paused: false, on: pauseButton, words)
    hint.text = words.runningHint
    root.show("running")
    update(now: now)
    if redrawEveryFrame, baselineTick == nil {
      baselineTick = ring.addTick { [unowned self] _ in
        self.ring.queueDraw()
        self.digits.pointer.queueResize()
        return self.run != nil
      }
    }
  }

  /// Shows the countdown fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  func showFixed(total: Duration, at elapsed: Duration) {
    var fixed = PracticeRun(TimerPractice(total: total, countsOvertime: false), recorder: nil)
    fixed.change(at: elapsed) { $0.look(at: elapsed) }
    run = fixed
    root.show("running")
    show(fixed.practice.face)
  }

  func togglePause(now: Duration? = nil) { perform(.togglePause, now: now) }
  func addMinute(now: Duration? = nil) { perform(.addMinute, now: now) }
  func takeMinute(now: Duration? = nil) { perform(.takeMinute, now: now) }
  func restart(now: Duration? = nil) { perform(.restart, now: now) }

  /// A button's action on the shared timer (a minute less with a minute or less left is
  /// refused there, and the status line says so).
  private func perform(_ action: TimerPractice.Action, now: Duration?) {
    guard run != nil else { return }
    let now = now ?? self.now()
    let outcome = run?.change(at: now) { $0.perform(action, at: now) }
    status.text = outcome == .refusedMinute ? words.minuteRefused : ""
    let paused = run?.practice.isPaused == true
    PageParts.show(paused: paused, on: pauseButton, words)
    hint.text = paused ? words.pausedHint : words.runningHint
    update(now: now)
  }

  /// Shows the time left at `now`, ends the run at zero, and sleeps until the next shown
  /// second or checkpoint.
  func update(now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    stopWaking()
    run?.change(at: now) { $0.look(at: now) }
    guard let current = run else { return }
    sound?.follow(current.practice.timeline)
    show(current.practice.face)
    if current.practice.isFinished {
      finish(.stopped, at: now)
      return
    }
    let own = current.practice.nextVisibleChange(after: now)
    guard let next = current.nextDeadline(after: now, own: own) else { return }
    wake.arm(in: next - now) { [unowned self] in self.update() }
  }

  private func stopWaking() { wake.cancel() }

  private func show(_ face: TimerFace) {
    // The title says when the timer is paused (the time alone reads as running).
    setWindowTitle(
      face.isPaused ? words.pausedWindowTitle(face.digits) : "\(face.digits) — Cadence")
    guard case .remaining(let seconds) = face.readout, seconds != shownSeconds else { return }
    shownSeconds = seconds
    digits.text = face.digits
    fraction = 1 - face.progress
    ring.queueDraw()
  }

  /// Stops the run now, recorded as stopped early (the Stop key, a page left).
  func stop(now: Duration? = nil) { finish(.stopped, at: now ?? self.now()) }

  /// Ends the run as the system asked (SIGTERM, a logout): recorded as interrupted.
  func interrupt(now: Duration? = nil) { finish(.interrupted, at: now ?? self.now()) }

  private func finish(_ end: RunEnd, at now: Duration) {
    guard var current = run else { return }
    stopWaking()
    run = nil
    if let tick = baselineTick { ring.removeTick(tick) }
    baselineTick = nil
    current.change(at: now) { $0.look(at: now) }
    let completed = current.practice.isFinished
    // The end chime rings on; a stop is silent at once.
    sound?.finish(drain: completed ? .seconds(4) : .zero)
    sound = nil
    let problem = current.finish(end, at: now)
    setWindowTitle(nil)
    if completed {
      let length = current.practice.format.string(
        seconds: current.practice.countdown.total.components.seconds)
      if notifies {
        application?.notify(
          id: "timer", title: words.timeIsUp, body: words.timerEndedNotice(length: length))
      }
    }
    status.text =
      problem.map(words.recordingProblem) ?? (completed ? words.timerEnded : words.timerStopped)
    root.show("setup")
    onEnd?()
  }

  /// Silences the practice's sound now (the Sound switch turned off).
  func silence() {
    sound?.finish(drain: .zero)
    sound = nil
  }

  private func setWindowTitle(_ title: String?) {
    guard title != windowTitle else { return }
    windowTitle = title
    onTitleChange?()
  }

  private func drawRing(_ painter: Painter, _ width: Int, _ height: Int) {
    ProgressRing.draw(painter, width, height, fraction: fraction)
  }
}
