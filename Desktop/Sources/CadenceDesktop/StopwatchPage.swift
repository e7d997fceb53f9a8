import CGtk
import Cadence
import CadencePractice
import CadenceWords
import GtkGlue

/// The stopwatch page, as GNOME Clocks's: big digits to the tenth, Lap, Pause / Resume,
/// Reset while paused, Stop, and the laps (newest first) with each lap's time and the total
/// at its end.
///
/// The stopwatch is the practice layer's `StopwatchPractice`, the value `cadence stopwatch`
/// runs, in the page's ``PracticeDriver``: one session per run, laps as its cycles, a reset
/// ending the run on the dial, Stop completing it. It measures real time (the continuous
/// clock) and wakes when the tenth shown changes.
@MainActor
final class StopwatchPage: ClockPage {
  let root = Stack()
  let driver: PracticeDriver<DrivenStopwatch>
  let digits = Label("00:00.0")
  private let startButton: Button
  private let pauseButton: Button
  private let lapButton: Button
  private let resetButton: Button
  private let stopButton: Button
  /// The laps, newest first, a row each named as a whole.
  let laps = ListBox()
  private let status = Label("")
  private let hint: Label
  private let words: any DesktopWords
  private var shownTenths: Int64 = -1
  private var shownLaps = -1

  init(_ context: PageContext) {
    words = context.words
    startButton = Button(words.start)
    pauseButton = PageParts.pauseButton(words)
    lapButton = Button(words.lap)
    resetButton = Button(words.reset)
    stopButton = Button(words.stop)
    hint = Label(words.runningHint)
    digits.addCSSClass("stopwatch-digits")
    driver = PracticeDriver(
      pacing: .timeouts(PageClock()), frames: digits, store: context.store,
      application: context.application, pause: .togglePause)
    root.add(setupView(), name: "setup")
    root.add(runningView(), name: "running")
    root.show("setup")
    startButton.onClick { [unowned self] in self.start() }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    lapButton.onClick { [unowned self] in self.lap() }
    resetButton.onClick { [unowned self] in self.reset() }
    stopButton.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in
      self.shownTenths = -1
      self.shownLaps = -1
      self.status.text = ""
      self.root.show("running")
    }
    driver.show = { [unowned self] practice, _ in self.show(practice.face) }
    driver.title = { [unowned self] practice in
      let shown = practice.face
      let time = Self.text(tenths: shown.tenths)
      return shown.isPaused ? self.words.pausedWindowTitle(time) : "\(time) — Cadence"
    }
    driver.showPaused = { [unowned self] paused in
      PageParts.show(paused: paused, on: self.pauseButton, self.words)
      self.hint.text = paused ? self.words.pausedHint : self.words.runningHint
      self.lapButton.setSensitive(!paused)
      self.resetButton.setSensitive(paused)
    }
    driver.ended = { [unowned self] run, problem in
      let lapped = run.practice.stopwatch.lapped
      let time = Self.text(tenths: lapped.displayedTenths(at: run.practice.stopwatch.elapsed))
      self.status.setWrappedText(
        problem.map(self.words.recordingProblem)
          ?? self.words.stopwatchSummary(
            time: time, laps: lapped.laps.count, saved: context.store != nil))
      self.root.show("setup")
    }
  }

  private func setupView() -> Box {
    status.setWrap(true)
    status.setJustifyCenter()
    return PageParts.setup(
      title: words.pageTitle(.stopwatch), fields: [], start: startButton, status: status)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(digits)
    box.append(
      PageParts.buttonRow([pauseButton, lapButton, resetButton, stopButton]))
    resetButton.setSensitive(false)
    hint.addCSSClass("dim-label")
    box.append(hint)
    laps.addCSSClass("boxed-list")
    let scrolled = ScrolledWindow(laps)
    scrolled.setExpand(vertical: true)
    box.append(Clamp(scrolled, maximum: Theme.readableWidth))
    return box
  }

  /// `MM:SS.t`, or `H:MM:SS.t` from an hour.
  static func text(tenths: Int64) -> String {
    func pad(_ value: Int64) -> String { value < 10 ? "0\(value)" : "\(value)" }
    let seconds = tenths / 10
    let clock =
      seconds >= 3600
      ? "\(seconds / 3600):\(pad(seconds % 3600 / 60)):\(pad(seconds % 60))"
      : "\(pad(seconds / 60)):\(pad(seconds % 60))"
    return clock + ".\(tenths % 10)"
  }

  private func show(_ face: StopwatchFace) {
    if face.tenths != shownTenths {
      shownTenths = face.tenths
      digits.text = Self.text(tenths: face.tenths)
    }
    guard face.laps.count != shownLaps else { return }
    shownLaps = face.laps.count
    laps.removeAll()
    for lap in face.laps.reversed() {
      let lapText = Self.text(tenths: lap.timeTenths)
      let total = Self.text(tenths: lap.splitTenths)
      let row = Box(vertical: false, spacing: Spacing.regular)
      row.setMargins(Spacing.tight)
      let number = Label(words.lapNumber(lap.number))
      number.setXAlign(0)
      number.setExpand(horizontal: true)
      row.append(number)
      for text in [lapText, total] {
        let cell = Label(text)
        cell.addCSSClass("detail")
        row.append(cell)
      }
      laps.append(row, name: words.lapRow(lap.number, lap: lapText, total: total))
    }
  }

  /// Starts the stopwatch at the page's time `now`, recorded as `cadence stopwatch` does.
  func start(now: Duration? = nil) { driver.start(DrivenStopwatch(), now: now) }
  func togglePause(now: Duration? = nil) { driver.perform(.togglePause, now: now) }
  func lap(now: Duration? = nil) { driver.perform(.lap, now: now) }
  func reset(now: Duration? = nil) { driver.perform(.reset, now: now) }
  /// The person stops it: the run is complete (the Stop button and Escape).
  func stop(now: Duration? = nil) {
    driver.perform(.stop, now: now)
  }

  /// Escape is the Stop button: the person ends the run, complete.
  func stopByPerson() { stop() }

  /// The digits shown (tests read them).
  var shownDigits: String { digits.text }
  /// The line under Start after a run (tests read it).
  var shownStatus: String { status.wrappedText }
}
