import CGtk
import Cadence
import CadencePractice
import CadenceWords
import GtkGlue

/// The meditate page: a silent sitting with a bell to start (after the warm-up), interval
/// bells and three strikes at the end, the time left over a ring, what the next bell is,
/// and Pause and Stop buttons.
///
/// The sitting is the practice layer's `MeditatePractice`, the value `cadence meditate`
/// runs, in the page's ``PracticeDriver``: the page maps its controls to the practice's
/// actions, its `MeditateFace` to widgets and each strike to the display's bell. It keeps
/// real time on the continuous clock (a closed lid does not stop a sitting), and wakes only
/// when the face changes, a strike is due or a checkpoint is.
@MainActor
final class MeditatePage: ClockPage {
  let root = Stack()
  private let length = SpinButton(range: 1...600, value: 20)
  private let interval = SpinButton(range: 0...120, value: 5)
  private let warmUp = SpinButton(range: 0...600, value: 10)
  let face: ClockFace
  private let next = Label("")
  private let status = Label("")
  /// Space pauses, Escape stops (or resumes, while paused).
  private let hint: Label
  private let words: any DesktopWords
  /// The sitting's lifecycle, on the clock that counts through system sleep; the last
  /// strikes ring on after the end, as a bowl does.
  let driver: PracticeDriver<MeditatePractice>
  /// How many bell strikes the page has sounded (tests read it).
  private(set) var strikesSounded = 0

  init(_ context: PageContext) {
    words = context.words
    face = ClockFace(digits: "20:00", words: words)
    hint = Label(words.runningHint)
    driver = PracticeDriver(
      pacing: .timeouts(PageClock()), frames: face.ring, store: context.store,
      application: context.application, pause: .togglePause, endDrain: .seconds(10))
    ClockFace.stack(root, setup: setupView(), running: runningView())
    face.start.onClick { [unowned self] in self.startChosen() }
    face.pause.onClick { [unowned self] in self.togglePause() }
    face.stop.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in
      self.strikesSounded = 0
      self.status.text = ""
      self.root.show("running")
    }
    driver.report = { [unowned self] ring, _ in self.rang(ring) }
    driver.show = { [unowned self] sitting, _ in self.show(sitting) }
    driver.title = { [unowned self] sitting in
      let shown = sitting.face
      return shown.stage == .finished
        ? nil
        : shown.isPaused
          ? self.words.pausedWindowTitle(shown.digits) : "\(shown.digits) — Cadence"
    }
    driver.showPaused = { [unowned self] paused in
      self.face.show(paused: paused)
      self.hint.text = paused ? self.words.pausedHint : self.words.runningHint
    }
    driver.ended = { [unowned self] run, problem in
      self.status.text =
        problem.map(self.words.recordingProblem)
        ?? (run.practice.endBegun ? self.words.sittingOver : self.words.timerStopped)
      self.root.show("setup")
    }
  }

  /// The setup's field names, beside their fields.
  private(set) var captions: [Label] = []

  private func setupView() -> Box {
    let fields: [(String, SpinButton, String)] = [
      (words.sittingLength, length, words.minutesUnit),
      (words.bellEvery, interval, words.minutesUnit),
      (words.warmUpLength, warmUp, words.secondsUnit),
    ]
    let rows = fields.map { name, field, unit in
      let row = Box(vertical: false, spacing: Spacing.tight)
      let caption = PageParts.fieldCaption(name)
      captions.append(caption)
      row.append(caption)
      row.append(field)
      row.append(Label(unit))
      field.setAccessibleLabel(name)
      return row
    }
    return PageParts.setup(
      title: words.pageTitle(.meditate), fields: rows, start: face.start, status: status)
  }

  private func runningView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.loose)
    box.setMargins(Spacing.loose)
    box.append(face.view())
    next.addCSSClass("title-4")
    box.append(next)
    box.append(PageParts.buttonRow([face.pause, face.stop]))
    hint.addCSSClass("dim-label")
    box.append(hint)
    return box
  }

  /// The digits and the next bell's line shown (tests read them).
  var shownText: (digits: String, next: String, status: String) {
    (face.digits.text, next.text, status.text)
  }

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

  /// Starts `sitting` at the page's time `now`, recorded as `cadence meditate` records one.
  /// A bowl on its first instant (no warm-up) holds that instant back at most 300 ms, so it
  /// is placed on its frame.
  func start(_ sitting: MeditationSitting, now: Duration? = nil) {
    driver.start(MeditatePractice(sitting: sitting), now: now)
  }

  func togglePause(now: Duration? = nil) { driver.perform(.togglePause, now: now) }

  /// What a look rang: with sound, the bowls ring from the stream; without, the display's
  /// bell. The end bell's first strike sends the notification.
  private func rang(_ ring: MeditatePractice.Ring) {
    if !driver.soundPlays {
      for _ in 0..<ring.strikes { face.ring.errorBell() }
    }
    strikesSounded += ring.strikes
    if ring.bell?.kind == .end {
      driver.notify(id: "meditate", title: words.pageTitle(.meditate), body: words.sittingOver)
    }
  }

  private func show(_ sitting: MeditatePractice) {
    let shown = sitting.face
    next.text = shown.isPaused ? words.pausedStatus : nextBellText(shown.next, sitting.format)
    face.show(
      digits: shown.digits, left: shown.stage == .warmingUp ? 1 : 1 - shown.progress)
  }

  /// What the next bell is, in words: the same words `cadence meditate` says.
  private func nextBellText(_ next: MeditateFace.Next, _ format: DurationFormat) -> String {
    switch next {
    case .start: words.settlingIn
    case .interval(let seconds): words.nextBellIn(format.string(seconds: seconds))
    case .end: words.endBellsNext
    case .none: words.sittingOver
    }
  }
}
