import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The pomodoro page: focus, short break, focus, …, a long break every N focuses; the
/// segment's title and its place in the set ("Focus 2 of 4"), big digits in a progress
/// ring, pause / skip / restart / stop, and a desktop notification when each segment ends.
///
/// The pomodoro itself is the practice layer's `PomodoroPractice`, the value `cadence
/// pomodoro` runs, in the page's ``PracticeDriver``: its rules (one focus session per focus, a restart keeps
/// the session and its time, a skip stops it early), its checkpoints on the recorder's
/// writer thread and its `cadence status` row are the terminal's. Like `cadence pomodoro` it
/// keeps time on a clock that stops while the machine sleeps: focus time is time the person
/// was there. Hiding the window does not pause it (one works in another window). Drawn
/// only when the shown second or segment changes, by one timeout; no frames in between.
@MainActor
final class PomodoroPage: ClockPage {
  let root = Stack()
  private let work = SpinButton(range: 1...240, value: 25)
  private let shortBreak = SpinButton(range: 1...120, value: 5)
  private let longBreak = SpinButton(range: 1...240, value: 15)
  private let every = SpinButton(range: 1...12, value: 4)
  private let labelEntry: Entry
  let face: ClockFace
  private let summary = Label("")

  private let title = Label("")
  private let heading = Label("")
  private let detail = Label("")
  private let skipButton: Button
  private let restartButton: Button
  private let hint: Label
  private let words: any DesktopWords
  private let saves: Bool

  /// The pomodoro's lifecycle, on a clock that stops while the machine sleeps.
  let driver: PracticeDriver<PomodoroPractice>
  /// `--frame-log`: a line per shown change and per notification.
  var frameLog: FrameLog?
  /// The plan from the command line, used while the spin buttons still show it (so a
  /// length in seconds, for tests, survives the minutes-only controls).
  private var chosenPlan: PomodoroPlan?
  /// The face on screen: redrawn only when it changes.
  private var shown: PomodoroFace?

  init(_ context: PageContext) {
    words = context.words
    saves = context.store != nil
    face = ClockFace(digits: "25:00", words: words)
    driver = PracticeDriver(
      pacing: .timeouts(PageClock(.suspending)), frames: face.ring, store: context.store,
      application: context.application, pause: .togglePause)
    labelEntry = Entry(placeholder: words.focusLabelPlaceholder)
    labelEntry.setAccessibleLabel(words.focusLabelPlaceholder)
    skipButton = Button(words.skip)
    restartButton = Button(words.restart)
    hint = Label(words.runningHint)
    ClockFace.stack(root, setup: setupView(), running: runningView())
    face.start.onClick { [unowned self] in self.start(plan: self.plan, label: self.label) }
    face.pause.onClick { [unowned self] in self.togglePause() }
    skipButton.onClick { [unowned self] in self.skip() }
    restartButton.onClick { [unowned self] in self.restart() }
    face.stop.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in self.began() }
    driver.report = { [unowned self] ended, pomodoro in self.notify(ended, pomodoro) }
    driver.show = { [unowned self] pomodoro, moment in
      // Over (its set limit reached), the page goes back to its setup.
      guard !pomodoro.isOver else { return }
      self.show(pomodoro.face, at: pomodoro.elapsed, now: moment.now)
    }
    driver.title = { [unowned self] pomodoro in
      let shown = pomodoro.face
      let time = "\(shown.digits) \(self.words.segmentTitle(shown.segment))"
      return shown.isPaused ? self.words.pausedWindowTitle(time) : "\(time) — Cadence"
    }
    driver.showPaused = { [unowned self] paused in
      self.face.show(paused: paused)
      self.hint.text = paused ? self.words.pausedHint : self.words.runningHint
    }
    driver.ended = { [unowned self] run, problem in
      let sessions = run.practice.recordedSessions
      let focus = sessions.reduce(Duration.zero) { $0 + $1.active }
      self.summary.setWrappedText(
        problem.map(self.words.recordingProblem)
          ?? self.words.pomodoroSummary(
            focusSessions: sessions.count, focus: focus, saved: self.saves))
      self.root.show("setup")
    }
  }

  private func setupView() -> Box {
    let grid = Box(vertical: true, spacing: Spacing.tight)
    for (control, caption) in [
      (work, PomodoroSetting.work), (shortBreak, .shortBreak), (longBreak, .longBreak),
      (every, .every),
    ] {
      let row = Box(vertical: false, spacing: Spacing.tight)
      row.append(control)
      control.setAccessibleLabel(words.pomodoroSetting(caption))
      let text = Label(words.pomodoroSetting(caption))
      text.setXAlign(0)
      row.append(text)
      grid.append(row)
    }
    summary.setWrap(true)
    return PageParts.setup(
      title: words.pageTitle(.pomodoro), fields: [grid, labelEntry], start: face.start,
      status: summary)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    title.addCSSClass("dim-label")
    heading.addCSSClass("phase")
    box.append(title)
    box.append(heading)
    box.append(face.view())
    detail.addCSSClass("detail")
    box.append(detail)
    box.append(PageParts.buttonRow([face.pause, skipButton, restartButton, face.stop]))
    hint.addCSSClass("dim-label")
    box.append(hint)
    return box
  }

  // MARK: the plan

  /// The plan the controls show (or the command line's, while they still show it).
  var plan: PomodoroPlan {
    let minutes = (work.value, shortBreak.value, longBreak.value, every.value)
    if let chosenPlan, Self.controls(for: chosenPlan) == minutes { return chosenPlan }
    return PomodoroPlan(
      work: .seconds(minutes.0 * 60), shortBreak: .seconds(minutes.1 * 60),
      longBreak: .seconds(minutes.2 * 60), longBreakEvery: minutes.3)
  }

  /// The label entry's text, `nil` when blank.
  var label: String? {
    let text = labelEntry.text.trimmingCharacters(in: .whitespaces)
    return text.isEmpty ? nil : text
  }

  /// What the spin buttons show for `plan`: whole minutes, rounded up.
  private static func controls(for plan: PomodoroPlan) -> (Int, Int, Int, Int) {
    func minutes(_ length: Duration) -> Int { Int((length.secondsRoundedUp + 59) / 60) }
    return (
      minutes(plan.work), minutes(plan.shortBreak), minutes(plan.longBreak), plan.longBreakEvery
    )
  }

  /// Sets the controls to `plan` and `label` (from the command line).
  func choose(plan: PomodoroPlan, label: String?) {
    let minutes = Self.controls(for: plan)
    (work.value, shortBreak.value, longBreak.value, every.value) = minutes
    chosenPlan = plan
    labelEntry.text = label ?? ""
  }

  // MARK: running

  /// Starts `plan` at the page's time `now` (tests pass their own instants, as for every
  /// action below), recorded as `cadence pomodoro` records it. With `--quit-at-end` it ends
  /// by itself when its first long break ends.
  func start(plan: PomodoroPlan, label: String?, now: Duration? = nil) {
    let setLimit = driver.quitAtEnd != nil ? 1 : nil
    driver.start(PomodoroPractice(plan: plan, label: label, setLimit: setLimit), now: now)
  }

  /// The running view, for the pomodoro started (or shown fixed).
  private func began() {
    guard let pomodoro = driver.practice else { return }
    let plan = pomodoro.plan
    shown = nil
    frameLog?.append(
      "# pomodoro origin \(driver.origin.milliseconds) work \(plan.work.milliseconds)"
        + " short \(plan.shortBreak.milliseconds) long \(plan.longBreak.milliseconds)"
        + " every \(plan.longBreakEvery)")
    title.text = pomodoro.label ?? words.pageTitle(.pomodoro)
    root.show("running")
  }

  /// Shows the pomodoro fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  /// Returns the status shown.
  func showFixed(plan: PomodoroPlan, label: String?, at elapsed: Duration)
    -> PomodoroCycle.Status
  {
    title.text = label ?? words.pageTitle(.pomodoro)
    root.show("running")
    return driver.showFixed(PomodoroPractice(plan: plan, label: label), at: elapsed).status
  }

  /// What the page says now (tests): the segment's title, the digits, the summary.
  var shownText: (heading: String, digits: String, summary: String) {
    (heading.text, face.digits.text, summary.wrappedText)
  }

  func togglePause(now: Duration? = nil) { driver.perform(.togglePause, now: now) }
  /// Abandons the segment and starts the next; a skipped focus is stopped early.
  func skip(now: Duration? = nil) { driver.perform(.skip, now: now) }
  /// Starts the segment again from its full length; a focus keeps its session and its time.
  func restart(now: Duration? = nil) { driver.perform(.restart, now: now) }

  /// A notification for the last segment that ended, naming the next.
  private func notify(_ ended: [PomodoroSegment], _ pomodoro: PomodoroPractice) {
    guard let last = ended.last else { return }
    let next = pomodoro.plan.segment(last.index + 1)
    let body = words.segmentEndedNotice(last, next: next)
    driver.notify(
      id: "pomodoro", title: pomodoro.label ?? words.pageTitle(.pomodoro), body: body)
    frameLog?.append("# notify \(body)")
  }

  // MARK: drawing

  private func show(_ pomodoro: PomodoroFace, at elapsed: Duration, now: Duration) {
    guard pomodoro != shown else { return }
    shown = pomodoro
    let segment = pomodoro.segment
    heading.text = words.segmentTitle(segment)
    let ring = face.ring
    if ring.accessibleDescription != heading.text { ring.setAccessibleDescription(heading.text) }
    detail.text = words.pomodoroNext(
      pomodoro.next, length: pomodoro.format.string(seconds: pomodoro.next.length.secondsRoundedUp),
      done: pomodoro.completedFocusCount)
    face.show(digits: pomodoro.digits, left: 1 - pomodoro.progress)
    frameLog?.append(
      "\(now.milliseconds) \(elapsed.milliseconds) \(segment.kind.rawValue)"
        + " \(segment.index) \(pomodoro.digits)")
  }
}
