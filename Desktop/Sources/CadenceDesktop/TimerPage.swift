import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The timer page: a length set as hours, minutes and seconds in big tabular digits, or one
/// click on a preset (1, 2, 3, 5, 15, 30, 45 minutes, an hour) or a length used lately, as
/// GNOME Clocks offers; then big digits, a progress ring, pause / ±1 minute / restart, a
/// desktop notification at the end, and the window title showing the time left.
///
/// The timer itself is the practice layer's `TimerPractice`, the same value `cadence timer`
/// runs, in the page's ``PracticeDriver``: its rules (a minute less never completes a run, a
/// restart records the run before it), its checkpoints on the recorder's writer thread and
/// its `cadence status` row are the terminal's. Redrawn once a second, at the exact instant
/// the shown second changes, by one timeout; no frames in between.
@MainActor
final class TimerPage: ClockPage {
  let root = Stack()
  /// The length: hours, minutes, seconds.
  private let fields = [
    SpinButton(range: 0...24, value: 0), SpinButton(range: 0...59, value: 25),
    SpinButton(range: 0...59, value: 0),
  ]
  /// The lengths used lately that are no preset, under their heading.
  private let recents = FlowBox(spacing: Spacing.tight)
  private let recentHeading: Label
  private let store: DesktopStore?
  let face: ClockFace
  private let lessButton: Button
  private let moreButton: Button
  private let restartButton: Button
  private let hint: Label
  private let status = Label("")
  private let words: any DesktopWords
  /// The countdown's lifecycle; the practice's time is the continuous clock's: a countdown
  /// keeps real time through system sleep.
  let driver: PracticeDriver<OvertimeTimer>
  /// The end of the run on screen was announced (the notification, the hint).
  private var announcedEnd = false
  /// The run counts on past its end (started in the window): its end's notice has Stop and
  /// Restart.
  private var countsOn = false
  /// Where the end's notice goes (the application's GNotification; a test's recorder).
  var notifier: (any Notifier)?
  /// The notice with Stop and Restart is shown (until the window comes to the front, or
  /// the run is stopped or restarted).
  private(set) var noticeShown = false
  private var shownSeconds: Int64 = -1
  /// The last action was a refused −1 min: the running view's hint says so until the next.
  private var refused = false

  init(_ context: PageContext) {
    words = context.words
    store = context.store
    notifier = context.application
    recentHeading = Label(context.words.recentLengths)
    face = ClockFace(digits: "25:00", words: words)
    driver = PracticeDriver(
      pacing: .timeouts(PageClock()), frames: face.ring, store: context.store,
      application: context.application, pause: .togglePause)
    lessButton = Button(words.minusMinute)
    moreButton = Button(words.plusMinute)
    restartButton = Button(words.restart)
    hint = Label(words.runningHint)
    ClockFace.stack(root, setup: ScrolledWindow(setupView()), running: runningView())
    face.start.onClick { [unowned self] in self.start(total: self.chosenLength, overtime: true) }
    face.pause.onClick { [unowned self] in self.togglePause() }
    lessButton.onClick { [unowned self] in self.takeMinute() }
    moreButton.onClick { [unowned self] in self.addMinute() }
    restartButton.onClick { [unowned self] in self.restart() }
    face.stop.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in
      self.shownSeconds = -1
      self.root.show("running")
    }
    driver.show = { [unowned self] timer, _ in self.show(timer.timer) }
    driver.title = { [unowned self] timer in
      // The title says when the timer is paused (the time alone reads as running).
      let shown = timer.face
      let digits = Self.signed(shown)
      return shown.isPaused
        ? self.words.pausedWindowTitle(digits) : "\(digits) — Cadence"
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
    driver.ended = { [unowned self] run, problem in self.ended(run.practice.timer, problem) }
    driver.redraw = { [unowned self] in
      self.face.ring.redrawAll()
      self.face.digits.pointer.queueResize()
    }
  }

  /// The presets GNOME Clocks offers.
  static let presets: [Duration] = [1, 2, 3, 5, 15, 30, 45, 60].map { .seconds($0 * 60) }

  private func setupView() -> Box {
    let row = Box(vertical: false, spacing: Spacing.tight)
    row.setAlign(horizontal: GTK_ALIGN_CENTER)
    for (index, (field, part)) in zip(fields, TimerField.allCases).enumerated() {
      if index > 0 {
        let colon = Label(":")
        colon.addCSSClass("entry-digits")
        row.append(colon)
      }
      field.setVertical()
      field.showTwoDigits()
      field.addCSSClass("entry-digits")
      field.setAccessibleLabel(words.timerFieldName(part))
      if part != .hours { field.setWraps(true) }
      field.onChange { [unowned self] in self.face.start.setSensitive(self.fieldLength > .zero) }
      row.append(field)
    }
    let box = PageParts.setup(
      title: words.pageTitle(.timer), fields: [row], start: face.start, status: status)
    // The presets' row is wider than the column in a wide window: Start keeps its width.
    face.start.setAlign(horizontal: GTK_ALIGN_CENTER)
    face.start.setSizeRequest(width: Theme.discSide, height: -1)
    box.append(lengthButtons(Self.presets))
    recentHeading.addCSSClass("heading")
    box.append(recentHeading)
    box.append(recents)
    recents.setAlign(horizontal: GTK_ALIGN_CENTER)
    showRecents()
    return box
  }

  /// A row of buttons that start a timer of each of `lengths` at once.
  private func lengthButtons(_ lengths: [Duration], into row: FlowBox? = nil) -> FlowBox {
    let row = row ?? FlowBox(spacing: Spacing.tight)
    row.setAlign(horizontal: GTK_ALIGN_CENTER)
    for length in lengths {
      let label = words.presetLabel(length)
      let button = Button(label)
      button.addCSSClass("pill")
      button.setAccessibleLabel(words.startPreset(label))
      button.onClick { [unowned self] in self.start(total: length, overtime: true) }
      row.append(button)
    }
    return row
  }

  /// The lengths of the last timers run that are no preset, newest first, at most three.
  /// A store that cannot be read offers none: History says why.
  func recentLengths() -> [Duration] {
    let sessions: [SessionRecord]
    do {
      sessions = try store?.store.sessions(SessionQuery(kind: .timer, limit: 50)) ?? []
    } catch {
      return []
    }
    var lengths: [Duration] = []
    for session in sessions {
      guard let planned = session.plannedMilliseconds, planned >= 1000 else { continue }
      let length = Duration.seconds(planned / 1000)
      if !Self.presets.contains(length), !lengths.contains(length) { lengths.append(length) }
      if lengths.count == 3 { break }
    }
    return lengths
  }

  /// The recent lengths as buttons, read again (after a run).
  private func showRecents() {
    recents.removeAll()
    let lengths = recentLengths()
    _ = lengthButtons(lengths, into: recents)
    recents.setVisible(!lengths.isEmpty)
    recentHeading.setVisible(!lengths.isEmpty)
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

  /// The length the fields show: what Start begins (tests read it).
  var fieldLength: Duration {
    .seconds(fields[0].value * 3600 + fields[1].value * 60 + fields[2].value)
  }

  /// The length Start begins.
  var chosenLength: Duration { fieldLength }

  /// Shows `length` in the fields (the command line's `--timer`, or the run started), in
  /// whole seconds rounded up.
  func choose(length: Duration) {
    let (hours, minutes, seconds) = Self.parts(length)
    fields[0].value = hours
    fields[1].value = minutes
    fields[2].value = seconds
  }

  /// `length` as whole hours, minutes and seconds (rounded up to a second).
  nonisolated static func parts(_ length: Duration) -> (hours: Int, minutes: Int, seconds: Int) {
    let total = Int(length.secondsRoundedUp)
    return (total / 3600, total % 3600 / 60, total % 60)
  }

  /// The digits shown (tests read them).
  var shownDigits: String { face.digits.text }
  /// The ring (tests read its accessible name and count its drawings).
  var ring: ProgressRing { face.ring }
  /// The status line under the start button (tests read it).
  var shownStatus: String { status.text }

  /// Starts a countdown of `total` at the page's time `now`, recorded as `cadence timer`
  /// records one (the same writer thread, checkpoints and status row).
  ///
  /// `overtime`: it counts on past its end (`+00:12`) until stopped or restarted, as GNOME
  /// Clocks's does: a run started in the window (Start, a preset). One started from the
  /// command line (`--timer 2 --start`, a second launch, a script) ends at its end, and
  /// never with `--quit-at-end`, which quits there.
  func start(total: Duration, now: Duration? = nil, overtime: Bool = false) {
    // The field shows the length running, so the setup shows it again after the run.
    choose(length: total)
    announcedEnd = false
    countsOn = overtime && driver.quitAtEnd == nil
    driver.start(OvertimeTimer(total: total, overtime: countsOn), now: now)
  }

  /// Shows the countdown fixed at `elapsed` (screenshots): nothing recorded, no timeouts;
  /// past its end, in overtime.
  func showFixed(total: Duration, at elapsed: Duration) {
    driver.showFixed(OvertimeTimer(total: total, overtime: true), at: elapsed)
  }

  func togglePause(now: Duration? = nil) { driver.perform(.togglePause, now: now) }
  func addMinute(now: Duration? = nil) { driver.perform(.addMinute, now: now) }
  func takeMinute(now: Duration? = nil) { driver.perform(.takeMinute, now: now) }
  func restart(now: Duration? = nil) { driver.perform(.restart, now: now) }

  /// The digits, `+` before them in overtime.
  static func signed(_ face: TimerFace) -> String {
    if case .overtime = face.readout { return "+" + face.digits }
    return face.digits
  }

  private func show(_ timer: TimerPractice) {
    let shown = timer.face
    let seconds: Int64
    switch shown.readout {
    case .remaining(let left): seconds = left
    case .overtime(let over): seconds = -over - 1
    }
    if shown.isFinished, !announcedEnd { announceEnd(timer) }
    if !shown.isFinished, announcedEnd {
      // Restarted in overtime: a countdown again, and the notice of the end is old.
      announcedEnd = false
      withdrawNotice()
      lessButton.setSensitive(true)
      hint.text = words.runningHint
    }
    guard seconds != shownSeconds else { return }
    shownSeconds = seconds
    face.show(digits: Self.signed(shown), left: 1 - shown.progress)
  }

  /// Time is up, the run counting on: the notification, and the hint says so (Stop ends it,
  /// Restart begins it again).
  private func announceEnd(_ timer: TimerPractice) {
    announcedEnd = true
    notifyEnd(timer)
    hint.text = words.timeIsUp
    lessButton.setSensitive(false)
  }

  /// The notice of the end. A run that counts on gets one only with the window behind
  /// others (in front, the page says it), with Stop and Restart, which work from there.
  private func notifyEnd(_ timer: TimerPractice) {
    let length = timer.format.string(seconds: timer.countdown.total.components.seconds)
    guard countsOn, driver.isRunning else {
      driver.notify(
        id: Self.noticeID, title: words.timeIsUp, body: words.timerEndedNotice(length: length))
      return
    }
    // In front, the page itself says the time is up.
    guard driver.notifies, !root.isInActiveWindow else { return }
    notifier?.send(
      Notice(
        id: Self.noticeID, title: words.timeIsUp, body: words.timerEndedNotice(length: length),
        buttons: [
          .init(label: words.stop, action: "app." + NoticeAction.timerStop),
          .init(label: words.restart, action: "app." + NoticeAction.timerRestart),
        ]))
    noticeShown = true
  }

  /// The notice's id: a new one replaces the last.
  static let noticeID = "timer"

  /// Takes the notice of the end back, if it is shown: the window came to the front, or the
  /// run was stopped or restarted.
  func withdrawNotice() {
    guard noticeShown else { return }
    noticeShown = false
    notifier?.withdrawNotification(id: Self.noticeID)
  }

  /// The notice's Stop (`app.timer-stop`): as the page's Stop, the run completes.
  func stopFromNotice() {
    guard driver.isRunning else { return withdrawNotice() }
    stop()
  }

  /// The notice's Restart (`app.timer-restart`): as the page's Restart.
  func restartFromNotice() {
    guard driver.isRunning else { return withdrawNotice() }
    restart()
  }

  private func ended(_ timer: TimerPractice, _ problem: RecordingProblem?) {
    let completed = timer.isFinished
    if completed, !announcedEnd { notifyEnd(timer) }
    announcedEnd = false
    withdrawNotice()
    lessButton.setSensitive(true)
    status.text =
      problem.map(words.recordingProblem) ?? (completed ? words.timerEnded : words.timerStopped)
    showRecents()
    root.show("setup")
  }
}
