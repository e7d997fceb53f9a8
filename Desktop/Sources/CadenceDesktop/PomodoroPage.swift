import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The pomodoro page: focus, short break, focus, …, a long break every N focuses, from the
/// engine's `PomodoroCycle`; the segment's title and its place in the set ("Focus 2 of 4"),
/// big digits in a progress ring, pause / skip / restart / stop, and a desktop notification
/// when each segment ends.
///
/// Like the timer it is drawn only when the shown second or segment changes, by one timeout
/// at the absolute instant of the engine's `nextVisibleChange`; no frames in between. Like
/// `cadence pomodoro` it runs on a clock that stops while the machine sleeps
/// (CLOCK_MONOTONIC): focus time is time the person was there. Hiding the window does not
/// pause it (one works in another window). Each focus segment is one session in the store,
/// recorded exactly as the terminal app records it: kind focus, name "pomodoro", the label,
/// planned the work length, completed when its time runs out (active: its length plus any
/// time before a restart), stopped early when skipped or when the pomodoro stops during it.
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
  private let ring = DrawingArea()
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
  /// Called when the pomodoro stops, after its sessions are recorded.
  var onEnd: (@MainActor () -> Void)?
  /// `--quit-at-end`: the pomodoro stops by itself when its first long break ends.
  var endsAfterOneSet = false
  /// `--frame-log`: a line per shown change and per notification.
  var frameLog: FrameLog?
  /// The plan from the command line, used while the spin buttons still show it (so a
  /// length in seconds, for tests, survives the minutes-only controls).
  private var chosenPlan: PomodoroPlan?

  /// What is on screen: redrawn only when this changes.
  struct Shown: Hashable {
    var index: Int
    var seconds: Int64
    var paused: Bool
  }

  private struct Running {
    var cycle: PomodoroCycle
    var clock: SessionClock
    var format: DurationFormat
    var label: String?
    var wake: Timeout?
    /// The focus segment being recorded, and its session in the store.
    var focusIndex: Int?
    var focusRecord: UUID?
    /// Focus time of the current focus before a restart, which its session keeps.
    var restartedFocus: Duration = .zero
    var shown: Shown?
    /// Focus sessions recorded and their time, for the summary.
    var focusCount = 0
    var focusTime: Duration = .zero
  }
  private var running: Running?
  private var fraction = 1.0

  init(store: DesktopStore?, application: Application?, words: any DesktopWords) {
    self.store = store
    self.application = application
    self.words = words
    labelEntry = Entry(placeholder: words.focusLabelPlaceholder)
    startButton = Button(words.start)
    pauseButton = Button(words.pause)
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

  private var label: String? {
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

  var isRunning: Bool { running != nil }

  /// Starts `plan` at `now` (monotonic µs; tests pass their own instants, as for every
  /// action below).
  func start(plan: PomodoroPlan, label: String?, now: Int = monotonicMicroseconds()) {
    running?.wake?.cancel()
    running = Running(
      cycle: PomodoroCycle(plan: plan),
      clock: SessionClock(origin: now),
      format: Self.format(for: plan), label: label)
    frameLog?.append(
      "# pomodoro origin \(running!.clock.origin) work \(plan.work.milliseconds)"
        + " short \(plan.shortBreak.milliseconds) long \(plan.longBreak.milliseconds)"
        + " every \(plan.longBreakEvery)")
    title.text = label ?? words.pageTitle(.pomodoro)
    pauseButton.setLabel(words.pause)
    hint.text = words.runningHint
    root.show("running")
    update(now: now)
  }

  /// Shows the pomodoro fixed at `elapsed` (screenshots): nothing recorded, no timeouts.
  /// Returns the status shown.
  func showFixed(plan: PomodoroPlan, label: String?, at elapsed: Duration)
    -> PomodoroCycle.Status
  {
    running = Running(
      cycle: PomodoroCycle(plan: plan), clock: SessionClock(origin: 0),
      format: Self.format(for: plan), label: label)
    title.text = label ?? words.pageTitle(.pomodoro)
    root.show("running")
    show(at: elapsed, now: 0)
    return running!.cycle.status(at: elapsed)
  }

  /// What the page says now (tests): the segment's title, the digits, the summary.
  var shownText: (heading: String, digits: String, summary: String) {
    (heading.text, digits.text, summary.text)
  }

  private static func format(for plan: PomodoroPlan) -> DurationFormat {
    DurationFormat(forRunOf: max(plan.work, plan.shortBreak, plan.longBreak))
  }

  func togglePause(now: Int = monotonicMicroseconds()) {
    guard running != nil else { return }
    running?.clock.togglePause(at: now)
    let paused = running?.clock.isPaused == true
    pauseButton.setLabel(paused ? words.resume : words.pause)
    hint.text = paused ? words.pausedHint : words.runningHint
    update(now: now)
  }

  /// Abandons the segment and starts the next; a skipped focus is stopped early.
  func skip(now: Int = monotonicMicroseconds()) {
    guard let current = running else { return }
    let elapsed = current.clock.elapsed(at: now)
    guard settle(at: elapsed) else { return }
    closeFocus(status: .stoppedEarly, at: elapsed)
    running?.cycle.skip(at: elapsed)
    update(now: now)
  }

  /// Starts the segment again from its full length; a focus keeps its session and its time.
  func restart(now: Int = monotonicMicroseconds()) {
    guard let current = running else { return }
    let elapsed = current.clock.elapsed(at: now)
    guard settle(at: elapsed) else { return }
    if let focus = runningFocus(at: elapsed) { running?.restartedFocus = focus }
    running?.cycle.restart(at: elapsed)
    running?.shown = nil
    update(now: now)
  }

  /// Stops the pomodoro: the focus under way, if any, is recorded as stopped early.
  func stop(now: Int = monotonicMicroseconds()) {
    guard let current = running else { return }
    let elapsed = current.clock.elapsed(at: now)
    guard settle(at: elapsed) else { return }
    finish(at: elapsed)
  }

  private func finish(at elapsed: Duration) {
    closeFocus(status: .stoppedEarly, at: elapsed)
    guard let current = running else { return }
    current.wake?.cancel()
    running = nil
    let minutes = current.focusTime.secondsRoundedUp / 60
    summary.text = words.pomodoroSummary(
      focusSessions: current.focusCount, minutes: Int(minutes), saved: store != nil)
    setWindowTitle(nil)
    root.show("setup")
    onEnd?()
  }

  /// Shows the state now and sleeps until the next shown change.
  func update(now: Int = monotonicMicroseconds()) {
    guard let current = running else { return }
    running?.wake?.cancel()
    running?.wake = nil
    let elapsed = current.clock.elapsed(at: now)
    guard settle(at: elapsed), let current = running else { return }
    show(at: elapsed, now: now)
    guard !current.clock.isPaused, let next = current.cycle.nextVisibleChange(after: elapsed),
      let instant = current.clock.microseconds(whenElapsedReaches: next)
    else { return }
    running?.wake = Timeout(at: instant) { [unowned self] in
      self.running?.wake = nil
      self.update()
    }
  }

  /// Records the segments that ended by `elapsed`, notifies the last, and opens the
  /// session of a focus that is on. Returns false when the pomodoro ended (one set done
  /// with ``endsAfterOneSet``).
  private func settle(at elapsed: Duration) -> Bool {
    guard var current = running else { return false }
    let finished = current.cycle.settle(at: elapsed)
    running = current
    for segment in finished where segment.kind == .focus {
      completeFocus(segment)
    }
    if let last = finished.last {
      let next = current.cycle.plan.segment(last.index + 1)
      let body = words.segmentEndedNotice(last, next: next)
      application?.notify(
        id: "pomodoro", title: current.label ?? words.pageTitle(.pomodoro), body: body)
      frameLog?.append("# notify \(body)")
    }
    if endsAfterOneSet, finished.contains(where: { $0.kind == .longBreak }) {
      finish(at: elapsed)
      return false
    }
    current = running!
    let status = current.cycle.status(at: elapsed)
    if status.segment.kind == .focus, !status.isWaiting, current.focusIndex != status.segment.index
    {
      let record = store?.begin(focusSession)
      running?.focusIndex = status.segment.index
      running?.focusRecord = record
    }
    return true
  }

  /// The session every focus segment records (as `cadence pomodoro` does).
  private var focusSession: NewSession {
    NewSession(
      kind: .focus, name: "pomodoro", label: running?.label, planned: running?.cycle.plan.work)
  }

  /// A focus whose time ran out: completed, with its length and any time before a restart.
  private func completeFocus(_ segment: PomodoroSegment) {
    guard let current = running else { return }
    let active = current.restartedFocus + segment.length
    let record =
      current.focusIndex == segment.index ? current.focusRecord : store?.begin(focusSession)
    if let record { store?.finish(record, status: .completed, active: active, cycles: 0) }
    running?.focusIndex = nil
    running?.focusRecord = nil
    running?.restartedFocus = .zero
    running?.focusCount += 1
    running?.focusTime += active
  }

  /// Ends the session of the focus under way, if one is, with `status`.
  private func closeFocus(status: SessionStatus, at elapsed: Duration) {
    guard let current = running, current.focusIndex != nil else { return }
    let active = runningFocus(at: elapsed) ?? current.restartedFocus
    if let record = current.focusRecord {
      store?.finish(record, status: status, active: active, cycles: 0)
    }
    running?.focusIndex = nil
    running?.focusRecord = nil
    running?.restartedFocus = .zero
    running?.focusCount += 1
    running?.focusTime += active
  }

  /// Focus time of the focus segment on at `elapsed` (restarts included), else nil.
  private func runningFocus(at elapsed: Duration) -> Duration? {
    guard let current = running else { return nil }
    let status = current.cycle.status(at: elapsed)
    guard status.segment.kind == .focus, !status.isWaiting else { return nil }
    return current.restartedFocus + max(.zero, elapsed - status.startedAt)
  }

  // MARK: drawing

  private func show(at elapsed: Duration, now: Int) {
    guard let current = running else { return }
    let status = current.cycle.status(at: elapsed)
    let seconds = status.isWaiting ? 0 : status.remaining.secondsRoundedUp
    let shown = Shown(index: status.segment.index, seconds: seconds, paused: current.clock.isPaused)
    guard shown != current.shown else { return }
    running?.shown = shown
    let segment = status.segment
    let next = current.cycle.plan.segment(segment.index + 1)
    let text = current.format.string(seconds: seconds)
    digits.text = text
    heading.text = words.segmentTitle(segment)
    detail.text = words.pomodoroNext(
      next, length: current.format.string(seconds: next.length.secondsRoundedUp),
      done: status.completedFocusCount)
    setWindowTitle("\(text) \(words.segmentTitle(segment)) — Cadence")
    let length = segment.length.secondsRoundedUp
    fraction = length > 0 ? Double(seconds) / Double(length) : 0
    ring.queueDraw()
    frameLog?.append(
      "\(now) \(elapsed.milliseconds) \(segment.kind.rawValue) \(segment.index) \(text)")
  }

  private func setWindowTitle(_ title: String?) {
    guard title != windowTitle else { return }
    windowTitle = title
    onTitleChange?()
  }
}
