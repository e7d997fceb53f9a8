import Cadence
import CadencePractice
import GtkGlue

/// A practice page's lifecycle, once for every practice: it starts the practice (with its
/// sound and its recording), wakes when what it shows changes or a checkpoint is due, hands
/// each look to the page, ends the run (completed, stopped, or interrupted by a signal) and
/// says so to the window. The page keeps its widgets and maps its actions and its face.
///
/// The practice is built once, at its own time zero. The page's time (``Pacing``) maps onto
/// it by the start: its zero is when the practice started, which is the request, or up to
/// ``CadenceSound/TimelineSound/firstCueWait`` later when a cue falls on its first instant
/// (its sound opens beside it, and that cue is placed on its frame); until then the
/// practice shows its zero.
///
/// Two ways to wake: a clock page (timer, pomodoro, sitting) sleeps on one timeout until
/// its next visible change or checkpoint; the breathing page ticks on the frame clock while
/// its guide moves, shows each frame's *predicted presentation time*, and between moves
/// sleeps on a timeout that brings the frames back a little before the next change.
@MainActor
final class PracticeDriver<Practice: DrivenPractice> {
  /// How the page keeps its practice's time and wakes.
  enum Pacing {
    /// Time on `clock` (since the page was made); one timeout at the next change.
    case timeouts(PageClock)
    /// Time on the frame clock's clock (CLOCK_MONOTONIC); frames while the face moves, and
    /// a timeout `lead` microseconds before the next change otherwise. Its sound keeps a
    /// clock of its own from the start, as the terminal's breathing does.
    case frames(lead: Int)
  }

  /// A look's instant: the page's time, and the frame it is for (frame pacing).
  struct Moment {
    var now: Duration
    var frame: FrameTiming?
  }

  // MARK: what the page maps (set once, as the page is made)

  /// Shows the practice as of its latest look on the page's widgets.
  var show: @MainActor (Practice, Moment) -> Void = { _, _ in }
  /// What a look or an action reported (a refusal, strikes, the segments that ended).
  var report: @MainActor (Practice.Report, Practice) -> Void = { _, _ in }
  /// Shows Pause or Resume (and whatever else pausing changes on the page).
  var showPaused: @MainActor (Bool) -> Void = { _ in }
  /// The practice's view is shown: at the start, or at its zero (frame pacing).
  var began: @MainActor () -> Void = {}
  /// The run ended and is recorded: the page shows its setup again with what happened.
  var ended: @MainActor (PracticeRun<Practice>, RecordingProblem?) -> Void = { _, _ in }
  /// What the window's title says while it runs (nil: the page says nothing).
  var title: @MainActor (Practice) -> String? = { _ in nil }
  /// Frame pacing: whether the face moves now, so every frame is drawn.
  var moves: @MainActor (Practice) -> Bool = { _ in false }
  /// The figures' baseline (`--redraw-every-frame`): redraws the moving widgets.
  var redraw: @MainActor () -> Void = {}

  // MARK: what the window sets

  /// Called when the run has ended, after it is recorded (the history reloads).
  var onEnd: (@MainActor () -> Void)?
  /// `--quit-at-end`: called after the end and everything else it does.
  var quitAtEnd: (@MainActor () -> Void)?
  /// Called when ``windowTitle`` changes (the window picks which page's title to show).
  var onTitleChange: (@MainActor () -> Void)?
  /// `notify off` (`cadence config`): no desktop notification.
  var notifies = true
  /// Makes a practice's sound when one starts (nil: silent); the window sets it from the
  /// sound settings and the Sound switch.
  var makeSound: @MainActor () -> PageSound? = { nil }
  /// The figures' baseline: redraw on every frame of the frame clock, moving or not.
  var redrawEveryFrame = false
  /// Frame pacing without frames: one timeout at each change of what is shown, as a clock
  /// page sleeps (the eyes-closed line moves nothing, and it runs on with the window
  /// hidden or minimized, where GTK's frame clock stops). Changed while it runs, the
  /// pacing changes at once.
  var calm = false {
    didSet {
      guard calm != oldValue, ticking else { return }
      stopTicking()
      startTicking()
    }
  }

  /// What the window's title shows for this page while it runs.
  private(set) var windowTitle: String?
  /// The page's time of the practice's zero (frame logs).
  private(set) var origin: Duration = .zero

  private let pacing: Pacing
  /// The page's time now.
  private let clock: @Sendable () -> Duration
  private let frames: any Widget
  private let store: DesktopStore?
  private let application: Application?
  private let policy: CheckpointSchedule.Policy
  /// How long the last sound rings on after a completed end (a chime, a bowl's strikes).
  private let endDrain: Duration
  /// The action Space and the window's pause do.
  private let pause: Practice.Action

  private var run: PracticeRun<Practice>?
  private var sound: PageSound?
  /// The one timeout a clock page sleeps on.
  private var wake = PageWake()
  /// Frame pacing: the tick while the face moves, and the timeout that brings it back.
  private var tick: UInt32?
  private var frameWake: Timeout?
  /// Frame pacing: the practice's time is shown (from its zero, while not paused).
  private var ticking = false
  /// Clock pacing with ``redrawEveryFrame``: the baseline's tick.
  private var baseline: UInt32?

  /// A driver for a page whose moving widget is `frames` (its frame clock ticks there).
  init(
    pacing: Pacing, frames: any Widget, store: DesktopStore?, application: Application?,
    pause: Practice.Action, endDrain: Duration = .seconds(4),
    policy: CheckpointSchedule.Policy = .onTime
  ) {
    self.pacing = pacing
    switch pacing {
    case .timeouts(let clock): self.clock = { clock.now() }
    case .frames: self.clock = { .microseconds(monotonicMicroseconds()) }
    }
    self.frames = frames
    self.store = store
    self.application = application
    self.pause = pause
    self.endDrain = endDrain
    self.policy = policy
  }

  /// The page's time now.
  func now() -> Duration { clock() }

  var isRunning: Bool { run != nil }
  /// The practice as of its latest look, while it runs.
  var practice: Practice? { run?.practice }
  /// Whether its sound plays now (a page rings no display bell then).
  var soundPlays: Bool { sound?.isPlaying == true }

  /// The practice's time at the page's `now`: zero until it starts.
  private func time(at now: Duration) -> Duration { max(.zero, now - origin) }

  /// Waits until every write asked for so far is made (tests look at the store).
  func waitUntilWritten() { run?.recorder?.waitUntilWritten() }

  // MARK: the lifecycle

  /// Starts `practice` (built at its time zero) at the page's `now`, recorded as the
  /// terminal records it, with its sound opening beside it.
  func start(_ practice: Practice, now: Duration? = nil) {
    start(practice, now: now, sound: makeSound())
  }

  /// Starts `practice` with `sound`, made by ``makeSound`` and changed by the page (the
  /// breathing page's eyes-closed cues, in its language).
  func start(_ practice: Practice, now: Duration?, sound newSound: PageSound?) {
    let now = now ?? self.now()
    halt()
    sound?.finish(drain: .zero)
    sound = newSound
    let clock = self.clock
    let soundZero: Duration
    switch pacing {
    case .timeouts: soundZero = .zero
    case .frames: soundZero = now
    }
    let wait =
      sound?.open(clock: { clock() - soundZero }, preparing: practice.timeline) ?? .zero
    origin = now + wait
    sound?.start(at: origin - soundZero)
    run = PracticeRun(practice, recorder: store?.recorder(), policy: policy)
    showPaused(false)
    switch pacing {
    case .timeouts:
      began()
      update(now: now)
      if redrawEveryFrame, baseline == nil {
        baseline = frames.addTick { [unowned self] _ in
          self.redraw()
          return self.run != nil
        }
      }
    case .frames:
      run?.change(at: .zero) { _ = $0.advance(to: .zero) }
      hear()
      // The screen starts with the sound: shown at once, a first inhale would be seen the
      // wait before it is heard.
      guard origin > now else { return showZero() }
      frameWake = Timeout(at: Self.microseconds(origin)) { [unowned self] in
        self.frameWake = nil
        self.showZero()
      }
    }
  }

  /// Shows the practice at its zero and starts its frames.
  private func showZero() {
    guard let current = run?.practice else { return }
    began()
    show(current, Moment(now: origin, frame: nil))
    startTicking()
  }

  /// Shows `practice` looked at `time` of its own (screenshots): nothing runs or is recorded.
  @discardableResult
  func showFixed(_ practice: Practice, at time: Duration) -> Practice {
    var fixed = practice
    _ = fixed.advance(to: time)
    began()
    show(fixed, Moment(now: time, frame: nil))
    setWindowTitle(title(fixed))
    return fixed
  }

  /// Does `action` at the page's `now`.
  func perform(_ action: Practice.Action, now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    let time = time(at: now)
    guard let done = run?.change(at: time, { $0.apply(action, at: time) }),
      let current = run?.practice
    else { return }
    report(done, current)
    showPaused(current.isPaused)
    switch pacing {
    case .timeouts: update(now: now)
    case .frames:
      hear()
      if current.isPaused { stopTicking() } else { startTicking() }
    }
  }

  /// Pauses or resumes (Space, the window's pause).
  func togglePause() { perform(pause) }

  /// Looks at the practice at the page's `now` (a clock page's wake): hands the page what
  /// it reports and shows, ends the run when it is over, and sleeps until the next change
  /// or checkpoint.
  func update(now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    wake.cancel()
    let time = time(at: now)
    guard let reported = run?.change(at: time, { $0.advance(to: time) }),
      let current = run?.practice
    else { return }
    hear()
    report(reported, current)
    look(current, Moment(now: now, frame: nil))
    if current.isOver { return finish(.stopped, at: now) }
    let own = current.nextVisibleChange(after: time)
    guard let next = run?.nextDeadline(after: time, own: own) else { return }
    wake.arm(in: origin + next - now) { [unowned self] in self.update() }
  }

  /// Shows `practice` and the window's title for it.
  private func look(_ practice: Practice, _ moment: Moment) {
    show(practice, moment)
    setWindowTitle(title(practice))
  }

  /// Stops the run at the page's `now`: recorded as stopped (completed once its end was
  /// reached).
  func stop(now: Duration? = nil) { finish(.stopped, at: now ?? self.now()) }

  /// Ends the run as the system asked (SIGTERM, a logout): recorded as interrupted, with its
  /// time.
  func interrupt(now: Duration? = nil) { finish(.interrupted, at: now ?? self.now()) }

  private func finish(_ end: RunEnd, at now: Duration) {
    guard var current = run else { return }
    halt()
    run = nil
    let time = time(at: now)
    current.change(at: time) { _ = $0.advance(to: time) }
    // The end's sound rings on; a stop is silent at once.
    sound?.finish(drain: current.practice.reachedEnd ? endDrain : .zero)
    sound = nil
    let problem = current.finish(end, at: time)
    setWindowTitle(nil)
    ended(current, problem)
    onEnd?()
    quitAtEnd?()
  }

  /// Silences the practice's sound now (the Sound switch turned off).
  func silence() {
    sound?.finish(drain: .zero)
    sound = nil
  }

  /// Sends a desktop notification, unless they are off.
  func notify(id: String, title: String, body: String) {
    if notifies { application?.notify(id: id, title: title, body: body) }
  }

  /// Passes the practice's events ahead (the next 30 s: a long breathing session has
  /// thousands) to its sound, as it was last looked at.
  private func hear() {
    guard let sound, let current = run?.practice else { return }
    sound.follow(current.timeline(within: .seconds(30)))
  }

  private func setWindowTitle(_ title: String?) {
    guard title != windowTitle else { return }
    windowTitle = title
    onTitleChange?()
  }

  /// Cancels every wake, tick and timeout.
  private func halt() {
    wake.cancel()
    stopTicking()
    frameWake?.cancel()
    frameWake = nil
    if let baseline { frames.removeTick(baseline) }
    baseline = nil
  }

  // MARK: frames

  private func startTicking() {
    guard run != nil, tick == nil else { return }
    frameWake?.cancel()
    frameWake = nil
    ticking = true
    if calm { return update() }
    tick = frames.addTick { [unowned self] timing in self.frame(timing) }
  }

  private func stopTicking() {
    if let tick { frames.removeTick(tick) }
    tick = nil
    frameWake?.cancel()
    frameWake = nil
    wake.cancel()
    ticking = false
  }

  /// One frame: the practice at the frame's presentation time. Returns whether to keep
  /// ticking.
  private func frame(_ timing: FrameTiming) -> Bool {
    guard let lead = frameLead, run?.practice.isPaused == false else { return false }
    let now = Duration.microseconds(timing.presentationTime)
    let time = time(at: now)
    guard let reported = run?.change(at: time, { $0.advance(to: time) }),
      let current = run?.practice
    else { return false }
    hear()
    report(reported, current)
    if redrawEveryFrame { redraw() }
    look(current, Moment(now: now, frame: timing))
    if current.isOver {
      tick = nil
      finish(.stopped, at: now)
      return false
    }
    if redrawEveryFrame || moves(current) { return true }
    let own = current.nextVisibleChange(after: time)
    guard let next = run?.nextDeadline(after: time, own: own) else { return true }
    let instant = Self.microseconds(origin + next)
    if instant - timing.presentationTime <= lead { return true }
    // Nothing changes for a while: stop the frames, and come back just before it does.
    tick = nil
    let wakeAt = instant - lead - (timing.presentationTime - timing.frameTime)
    frameWake = Timeout(at: wakeAt) { [unowned self] in
      self.frameWake = nil
      self.startTicking()
    }
    return false
  }

  private var frameLead: Int? {
    guard case .frames(let lead) = pacing else { return nil }
    return lead
  }

  /// `time` on the monotonic clock in whole microseconds, rounded up: a timeout a
  /// microsecond early would show the old state.
  private static func microseconds(_ time: Duration) -> Int { PageParts.wait(time, limit: nil) }
}
