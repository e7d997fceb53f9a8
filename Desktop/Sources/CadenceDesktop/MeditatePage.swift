import CGtk
import Cadence
import CadencePractice
import CadenceWords
import GtkGlue

/// The meditate page: a silent sitting with a bell to start (after the warm-up), interval
/// bells and three strikes at the end, the time left over a ring, what the next bell is,
/// and Pause and Stop buttons.
///
/// The sitting is the practice layer's `MeditatePractice` in a `PracticeRun`, the value
/// `cadence meditate` runs: the page maps its controls to the practice's actions, its
/// `MeditateFace` to widgets and each strike to the display's bell. It keeps real time on
/// the continuous clock (a closed lid does not stop a sitting), and wakes only when the
/// face changes, a strike is due or a checkpoint is.
@MainActor
final class MeditatePage {
  let root = Stack()
  private let length = SpinButton(range: 1...600, value: 20)
  private let interval = SpinButton(range: 0...120, value: 5)
  private let warmUp = SpinButton(range: 0...600, value: 10)
  private let startButton: Button
  private let ring: DrawingArea
  private let digits = Label("20:00")
  private let next = Label("")
  private let pauseButton: Button
  private let stopButton: Button
  private let status = Label("")
  private let words: any DesktopWords
  private let store: DesktopStore?
  private let application: Application?
  /// What the window's title shows for this page: the time left while sitting.
  private(set) var windowTitle: String?
  var onTitleChange: (@MainActor () -> Void)?
  /// `notify off` (`cadence config`): no desktop notification at the end.
  var notifies = true
  var onEnd: (@MainActor () -> Void)?
  /// How many bell strikes the page has sounded (tests read it).
  private(set) var strikesSounded = 0

  private var run: PracticeRun<MeditatePractice>?
  private var wake = PageWake()
  private var fraction = 1.0
  /// The practice's time, on the clock that counts through system sleep.
  private let clock = PageClock()
  /// Makes a practice's sound when one starts (nil: silent); the window sets it from the
  /// sound settings and the Sound switch.
  var makeSound: @MainActor () -> PageSound? = { nil }
  private var sound: PageSound?
  /// Sets ``makeSound`` (the window's one closure for every page).
  var makeSoundSetter: (@escaping @MainActor () -> PageSound?) -> Void {
    { [unowned self] make in self.makeSound = make }
  }

  init(store: DesktopStore?, application: Application?, words: any DesktopWords) {
    self.store = store
    self.application = application
    self.words = words
    ring = DrawingArea(picture: words.ringName)
    startButton = Button(words.start)
    pauseButton = PageParts.pauseButton(words)
    stopButton = Button(words.stop)
    root.add(setupView(), name: "setup")
    root.add(runningView(), name: "running")
    root.show("setup")
    ring.onDraw { [unowned self] painter, width, height in
      ProgressRing.draw(painter, width, height, fraction: self.fraction)
    }
    startButton.onClick { [unowned self] in self.startChosen() }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    stopButton.onClick { [unowned self] in self.stop() }
  }

  private func setupView() -> Box {
    let fields: [(String, SpinButton, String)] = [
      (words.sittingLength, length, words.minutesUnit),
      (words.bellEvery, interval, words.minutesUnit),
      (words.warmUpLength, warmUp, words.secondsUnit),
    ]
    let rows = fields.map { name, field, unit in
      let row = Box(vertical: false, spacing: Spacing.tight)
      row.append(Label(name))
      row.append(field)
      row.append(Label(unit))
      field.setAccessibleLabel(name)
      return row
    }
    return PageParts.setup(
      title: words.pageTitle(.meditate), fields: rows, start: startButton, status: status)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(ProgressRing.face(ring: ring, digits: digits))
    next.addCSSClass("title-4")
    box.append(next)
    box.append(PageParts.buttonRow([pauseButton, stopButton]))
    return box
  }

  var isRunning: Bool { run != nil }
  /// The digits and the next bell's line shown (tests read them).
  var shownText: (digits: String, next: String, status: String) {
    (digits.text, next.text, status.text)
  }

  /// The practice's time now.
  func now() -> Duration { clock.now() }

  /// The sitting the setup fields describe: minutes, a bell every so many minutes (0: none)
  /// and a warm-up in seconds; the engine refuses a bell period it cannot ring.
  func startChosen() {
    let every = interval.value
    do {
      let sitting = try MeditationSitting(
        length: .seconds(length.value * 60), warmUp: .seconds(warmUp.value),
        intervalBells: every > 0 ? .every(.seconds(every * 60)) : .none)
      start(sitting)
    } catch {
      status.text = words.sittingRefused
    }
  }

  /// Starts `sitting` at practice time `now`, recorded as `cadence meditate` records one.
  func start(_ sitting: MeditationSitting, now: Duration? = nil) {
    let now = now ?? self.now()
    stopWaking()
    sound?.finish(drain: .zero)
    sound = makeSound()
    // The sound opens beside the sitting, as in the terminal; a bowl on its first instant
    // (no warm-up) holds that instant back at most 300 ms, so it is placed on its frame.
    let clock = self.clock
    let ahead = MeditatePractice(sitting: sitting, start: now).timeline
    let start = sound?.open(at: now, preparing: ahead) { clock.now() } ?? now
    run = PracticeRun(
      MeditatePractice(sitting: sitting, start: start), recorder: store?.recorder())
    strikesSounded = 0
    status.text = ""
    PageParts.show(paused: false, on: pauseButton, words)
    root.show("running")
    update(now: now)
  }

  func togglePause(now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    run?.change(at: now) { $0.togglePause(at: now) }
    PageParts.show(paused: run?.practice.isPaused == true, on: pauseButton, words)
    update(now: now)
  }

  /// Looks at the sitting at `now`: sounds what is due, shows its face, ends it after the
  /// last strike, and sleeps until the next change, strike or checkpoint.
  func update(now: Duration? = nil) {
    guard run != nil else { return }
    let now = now ?? self.now()
    stopWaking()
    let rung = run?.change(at: now) { $0.look(at: now) }
    if let timeline = run?.practice.timeline { sound?.follow(timeline) }
    // With sound, the bowls ring from the stream; without, the display's bell.
    if sound?.isPlaying != true {
      for _ in 0..<(rung?.strikes ?? 0) { ring.errorBell() }
    }
    strikesSounded += rung?.strikes ?? 0
    guard let current = run else { return }
    show(current.practice.face)
    if rung?.bell?.kind == .end {
      if notifies {
        application?.notify(
          id: "meditate", title: words.pageTitle(.meditate), body: words.sittingOver)
      }
    }
    if current.practice.isOver {
      finish(.stopped, at: now)
      return
    }
    let own = current.practice.nextVisibleChange(after: now)
    guard let deadline = current.nextDeadline(after: now, own: own) else { return }
    wake.arm(in: deadline - now) { [unowned self] in self.update() }
  }

  private func show(_ face: MeditateFace) {
    digits.text = face.digits
    next.text = face.isPaused ? words.pausedStatus : nextBellText(face.next)
    let title =
      face.stage == .finished
      ? nil : face.isPaused ? words.pausedWindowTitle(face.digits) : "\(face.digits) — Cadence"
    if title != windowTitle {
      windowTitle = title
      onTitleChange?()
    }
    let left = face.stage == .warmingUp ? 1 : 1 - face.progress
    if left != fraction {
      fraction = left
      ring.queueDraw()
    }
  }

  /// What the next bell is, in words: the same words `cadence meditate` says.
  private func nextBellText(_ next: MeditateFace.Next) -> String {
    switch next {
    case .start: words.settlingIn
    case .interval(let seconds):
      words.nextBellIn(run?.practice.format.string(seconds: seconds) ?? "")
    case .end: words.endBellsNext
    case .none: words.sittingOver
    }
  }

  /// Ends the sitting now: stopped early, or completed once the end bell has begun.
  func stop(now: Duration? = nil) { finish(.stopped, at: now ?? self.now()) }

  /// Ends it as the system asked (SIGTERM, a logout): interrupted, with its time.
  func interrupt(now: Duration? = nil) { finish(.interrupted, at: now ?? self.now()) }

  private func finish(_ end: RunEnd, at now: Duration) {
    guard var current = run else { return }
    stopWaking()
    run = nil
    current.change(at: now) { $0.look(at: now) }
    let completed = current.practice.endBegun
    // The last strikes ring on, as a bowl does.
    sound?.finish(drain: completed ? .seconds(10) : .zero)
    sound = nil
    let problem = current.finish(end, at: now)
    windowTitle = nil
    onTitleChange?()
    status.text =
      problem.map(words.recordingProblem) ?? (completed ? words.sittingOver : words.timerStopped)
    root.show("setup")
    onEnd?()
  }

  private func stopWaking() { wake.cancel() }

  /// Silences the practice's sound now (the Sound switch turned off).
  func silence() {
    sound?.finish(drain: .zero)
    sound = nil
  }
}
