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
/// The pomodoro itself is the practice layer's `PomodoroPractice` in a `PracticeRun`, the
/// value `cadence pomodoro` runs: its rules (one focus session per focus, a restart keeps
/// the session and its time, a skip stops it early), its checkpoints on the recorder's
/// writer thread and its `cadence status` row are the terminal's. Like `cadence pomodoro` it
/// keeps time on a clock that stops while the machine sleeps: focus time is time the person
/// was there. Hiding the window does not pause it (one works in another window). Drawn
/// only when the shown second or segment changes, by one timeout; no frames in between.
@MainActor
final class PomodoroPage {
  let root = Stack()
  private let work = SpinButton(range: 1...240, value: 25)
  private let shortBreak = SpinButton(range: 1...120, value: 5)
  private let longBreak = SpinButton(range: 1...240, value: 15)
  private let every = SpinButton(range: 1...12, value: 4)
  private let labelEntry: Entry
  private let startButton: Button
  private let summary = Label("")

  private let title = Label("")
  private let heading = Label("")
  private let ring: DrawingArea
  private let digits = Label("25:00")
  private let detail = Label("")
  private let pauseButton: Button
  private let skipButton: Button
  private let restartButton: Button
  private let stopButton: Button
  private let hint: Label
  private let words: any DesktopWords

  private let store: DesktopStore?
  private let application: Application?
  /// What the window's title shows for this page: the time left and the segment.
  private(set) var windowTitle: String?
  var onTitleChange: (@MainActor () -> Void)?
  /// `notify off` (`cadence config`): no desktop notification at the end.
  var notifies = true
  /// Called when the pomodoro stops, after its sessions are recorded.
  var onEnd: (@MainActor () -> Void)?
  /// `--quit-at-end`: the pomodoro ends by itself when its first long break ends.
  var endsAfterOneSet = false
  /// `--frame-log`: a line per shown change and per notification.
  var frameLog: FrameLog?
  /// The plan from the command line, used while the spin buttons still show it (so a
  /// length in seconds, for tests, survives the minutes-only controls).
  private var chosenPlan: PomodoroPlan?

  /// The shared pomodoro with its recording: the page maps buttons to its actions and its
  /// face to widgets.
  private var run: PracticeRun<PomodoroPractice>?
  /// The face on screen: redrawn only when it changes.
  private var shown: PomodoroFace?
  private var wake = PageWake()
  private var fraction = 1.0
  /// The practice's time: a pomodoro stops while the machine sleeps.
  private let clock = PageClock(.suspending)
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
    labelEntry = Entry(placeholder: words.focusLabelPlaceholder)
    labelEntry.setAccessibleLabel(words.focusLabelPlaceholder)
    startButton = Button(words.start)
    pauseButton = PageParts.pauseButton(words)
    skipButton = Button(words.skip)
    restartButton = Button(words.restart)
    stopButton = Button(words.stop)
    hint = Label(words.runningHint)
    root.add(setupView(), name: "setup")
    root.add(runningView(), name: "running")
    root.show("setup")
    ring.onDraw { [unowned self] painter, width, height in
      ProgressRing.draw(painter, width, height, fraction: self.fraction)
    }
    startButton.onClick { [unowned self] in self.start(plan: self.plan, label: self.label) }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    skipButton.onClick { [unowned self] in self.skip() }
    restartButton.onClick { [unowned self] in self.restart() }
    stopButton.onClick { [unowned self] in self.stop() }
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
      title: words.pageTitle(.pomodoro), fields: [grid, labelEntry], start: startButton,
      status: summary)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    title.addCSSClass("dim-label")
    heading.addCSSClass("phase")
    box.append(title)
    box.append(heading)
    box.append(ProgressRing.face(ring: ring, digits: digits))
    detail.addCSSClass("detail")
    box.append(detail)
    box.append(PageParts.buttonRow([pauseButton, skipButton, restartButton, stopButton]))
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

  var isRunning: Bool { run != nil }

  /// Waits until every write asked for so far is made (tests look at the store).
  func waitUntilWritten() { run?.recorder?.waitUntilWritten() }

  /// Starts `plan` at practice time `now` (tests pass their own instants, as for every
  /// action below), recorded as `cadence pomodoro` records it.
  func start(plan: PomodoroPlan, label: String?, now: Duration? = nil) {
    let now = now ?? self.now()
    wake.cancel()
    sound?.finish(drain: .zero)
    sound = makeSound()
    // The sound opens beside the practice, as in the terminal; the first focus's bell holds
    // its start back at most 300 ms (its full length shown until then), so it is on its frame.
    let clock = self.clock
    let setLimit = endsAfterOneSet ? 1 : nil
    let ahead = PomodoroPractice(plan: plan, label: label, setLimit: setLimit, start: now)
    let start = sound?.open(at: now, preparing: ahead.timeline) { clock.now() } ?? now
    let practice = PomodoroPractice(plan: plan, label: label, setLimit: setLimit, start: start)
    run = PracticeRun(practice, recorder: store?.recorder())
    shown = nil
    frameLog?.append(
      "# pomodoro origin \(start.milliseconds) work \(plan.work.milliseconds)"
        + " short \(plan.shortBreak.milliseconds) long \(plan.longBreak.milliseconds)"
        + " every \(plan.longBreakEvery)")
    title.text = label ?? words.pageTitle(.pomodoro)
    PageParts.show(paused: false, on: pauseButton, words)
    hint.text = words.runningHint
    root.show("running")
    update(now: now)
  }

  /// Shows the pomodoro fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  /// Returns the status shown.
  func showFixed(plan: PomodoroPlan, label: String?, at elapsed: Duration)
    -> PomodoroCycle.Status
  {
    var fixed = PracticeRun(PomodoroPractice(plan: plan, label: label), recorder: nil)
    fixed.change(at: elapsed) { $0.look(at: elapsed) }
    run = fixed
    title.text = label ?? words.pageTitle(.pomodoro)
    root.show("running")
    show(fixed.practice.face, at: elapsed)
    return fixed.practice.status
  }

  /// What the page says now (tests): the segment's title, the digits, the summary.
  var shownText: (heading: String, digits: String, summary: String) {
    (heading.text, digits.text, summary.wrappedText)
  }

  func togglePause(now: Duration? = nil) { perform(.togglePause, now: now) }
  /// Abandons the segment and starts the next; a skipped focus is stopped early.
  func skip(now: Duration? = nil) { perform(.skip, now: now) }
  /// Starts the segment again from its full length; a focus keeps its session and its time.
  func restart(now: Duration? = nil) { perform(.restart, now: now) }

  /// A button's action on the shared pomodoro.
  private func perform(_ action: PomodoroPractice.Action, now: Duration?) {
    guard run != nil else { return }
    let now = now ?? self.now()
    let ended = run?.change(at: now) { $0.perform(action, at: now) } ?? []
    let paused = run?.practice.isPaused == true
    PageParts.show(paused: paused, on: pauseButton, words)
    hint.text = paused ? words.pausedHint : words.runningHint
    settled(ended, now: now)
  }

  /// Shows the state at `now`, notifies the segments that ended, ends the day at its set
  /// limit, and sleeps until the next shown change or checkpoint.
  func update(now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    let ended = run?.change(at: now) { $0.look(at: now) } ?? []
    settled(ended, now: now)
  }

  private func settled(_ ended: [PomodoroSegment], now: Duration) {
    wake.cancel()
    guard let current = run else { return }
    sound?.follow(current.practice.timeline)
    if let last = ended.last {
      let next = current.practice.plan.segment(last.index + 1)
      let body = words.segmentEndedNotice(last, next: next)
      if notifies {
        application?.notify(
          id: "pomodoro", title: current.practice.label ?? words.pageTitle(.pomodoro), body: body)
      }
      frameLog?.append("# notify \(body)")
    }
    if current.practice.isOver {
      finish(.stopped, at: now)
      return
    }
    show(current.practice.face, at: current.practice.elapsed, now: now)
    let own = current.practice.nextVisibleChange(after: now)
    guard let next = current.nextDeadline(after: now, own: own) else { return }
    wake.arm(in: next - now) { [unowned self] in self.update() }
  }

  /// Stops the pomodoro: the focus under way, if any, is recorded as stopped early.
  func stop(now: Duration? = nil) { finish(.stopped, at: now ?? self.now()) }

  /// Ends the pomodoro as the system asked (SIGTERM, a logout): the focus under way is
  /// recorded as interrupted, with its time.
  func interrupt(now: Duration? = nil) { finish(.interrupted, at: now ?? self.now()) }

  private func finish(_ end: RunEnd, at now: Duration) {
    guard var current = run else { return }
    wake.cancel()
    run = nil
    current.change(at: now) { $0.look(at: now) }
    sound?.finish(drain: current.practice.isOver ? .seconds(4) : .zero)
    sound = nil
    let problem = current.finish(end, at: now)
    let sessions = current.practice.recordedSessions
    let focus = sessions.reduce(Duration.zero) { $0 + $1.active }
    summary.setWrappedText(
      problem.map(words.recordingProblem)
        ?? words.pomodoroSummary(focusSessions: sessions.count, focus: focus, saved: store != nil))
    setWindowTitle(nil)
    root.show("setup")
    onEnd?()
  }

  // MARK: drawing

  private func show(_ face: PomodoroFace, at elapsed: Duration, now: Duration? = nil) {
    guard face != shown else { return }
    shown = face
    let segment = face.segment
    digits.text = face.digits
    heading.text = words.segmentTitle(segment)
    if ring.accessibleDescription != heading.text { ring.setAccessibleDescription(heading.text) }
    detail.text = words.pomodoroNext(
      face.next, length: face.format.string(seconds: face.next.length.secondsRoundedUp),
      done: face.completedFocusCount)
    let time = "\(face.digits) \(words.segmentTitle(segment))"
    setWindowTitle(face.isPaused ? words.pausedWindowTitle(time) : "\(time) — Cadence")
    fraction = 1 - face.progress
    ring.queueDraw()
    frameLog?.append(
      "\((now ?? elapsed).milliseconds) \(elapsed.milliseconds) \(segment.kind.rawValue)"
        + " \(segment.index) \(face.digits)")
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
}
