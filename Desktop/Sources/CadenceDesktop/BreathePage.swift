import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The breathe page: a chooser (pattern, cycles or minutes, start), then the session: the
/// disc, the phase, seconds left in it, and cycle k of N.
///
/// The session is the practice layer's `BreathePractice` in a `PracticeRun`, the value
/// `cadence breathe` runs: its name, its breathing time and cycles, its checkpoints on the
/// recorder's writer thread and its `cadence status` row are the terminal's. Its time is
/// the frame clock's (CLOCK_MONOTONIC, which stops while the machine sleeps, as the
/// terminal's suspending clock does), in microseconds since the session started.
///
/// Each frame shows the engine's state at that frame's *predicted presentation time*, so a
/// phase switch lands on the first frame shown at or after it. A tick callback runs only
/// while the disc moves; in a hold (and the count-in) a timeout at an absolute instant
/// brings it back a little before the next visible change, so the only frames drawn then
/// are the ones where the seconds or the phase change.
@MainActor
final class BreathePage {
  let root = Stack()
  private let chooser: DropDown
  private let unit: DropDown
  private let length = SpinButton(range: 1...600, value: 4)
  private let startButton: Button
  private let patternSummary = Label("")
  private let summary = Label("")
  private let notePrompt: Label
  private let note: Entry
  let disc: DrawingArea
  private let phaseLabel = Label("")
  private let secondsLabel = Label("")
  private let detailLabel = Label("")
  private let hint: Label
  private let pauseButton: Button
  private let stopButton: Button
  let words: any DesktopWords

  let patterns: [NamedPattern]
  /// The person's own patterns, as the store holds them (for `--pattern`'s lookup).
  let savedPatterns: [CustomPattern]
  private let store: DesktopStore?
  let reduceMotion: Bool
  var frameLog: FrameLog?
  /// The figures' baseline: tick and redraw every frame, whether anything moved or not.
  var redrawEveryFrame = false
  /// When the process was exec'd (nil without `/proc`) and when `main` ran, on the
  /// monotonic clock, for the first frame's delay in the frame log.
  var launchedAt: (exec: Int?, main: Int)?
  /// Called when a session ends (completed or stopped), after it is recorded.
  var onEnd: (@MainActor (_ completed: Bool) -> Void)?

  /// How long before a visible change a sleeping page starts ticking again: a few frames,
  /// so the frame whose presentation time first reaches the change is drawn at it.
  static let wakeLead = 100_000

  private struct Running {
    /// The shared session with its recording.
    var run: PracticeRun<BreathePractice>
    /// The monotonic microsecond of practice time zero.
    let origin: Int
    var shown: BreatheFrame?
    var tick: UInt32?
    var wake: Timeout?

    var practice: BreathePractice { run.practice }
    var session: BreathingSession { run.practice.session }

    /// Practice time at monotonic `microseconds`; never before zero: through the sound's
    /// wait, before the session starts, it reads 0, as the terminal's clock does.
    func time(at microseconds: Int) -> Duration { .microseconds(max(0, microseconds - origin)) }

    /// The monotonic microsecond of practice time `time`, rounded up: a timeout a
    /// microsecond early would show the old state.
    func microseconds(at time: Duration) -> Int { origin + PageParts.wait(time, limit: nil) }
  }
  private var running: Running?
  private var level = 0.0
  private var lastSession: UUID?
  /// How many times the disc's description was set (tests: once per phase, not per frame).
  private(set) var discDescriptionUpdates = 0

  /// Makes a practice's sound when one starts (nil: silent); the window sets it from the
  /// sound settings and the Sound switch.
  var makeSound: @MainActor () -> PageSound? = { nil }
  private var sound: PageSound?
  /// Sets ``makeSound`` (the window's one closure for every page).
  var makeSoundSetter: (@escaping @MainActor () -> PageSound?) -> Void {
    { [unowned self] make in self.makeSound = make }
  }
  /// Keeps the screen from blanking while a session runs (not while it is paused).
  private let inhibitor: (any IdleInhibitor)?
  private var inhibition: UInt32?

  init(
    store: DesktopStore?, reduceMotion: Bool, words: any DesktopWords,
    inhibitor: (any IdleInhibitor)? = nil
  ) {
    self.inhibitor = inhibitor
    self.store = store
    self.reduceMotion = reduceMotion
    self.words = words
    unit = DropDown([words.cyclesUnit, words.minutesUnit])
    startButton = Button(words.start)
    notePrompt = Label(words.notePrompt)
    note = Entry(placeholder: words.notePlaceholder)
    hint = Label(words.runningHint)
    disc = DrawingArea(picture: words.discName)
    pauseButton = PageParts.pauseButton(words)
    stopButton = Button(words.stop)
    savedPatterns = store?.customPatterns ?? []
    patterns = NamedPattern.all(custom: savedPatterns)
    chooser = DropDown(patterns.map { Self.chooserItem($0, words: words) })
    chooser.setAccessibleLabel(words.patternChooserName)
    length.setAccessibleLabel(words.lengthName)
    unit.setAccessibleLabel(words.lengthUnitName)
    note.setAccessibleLabel(words.notePrompt)
    root.add(setupView(), name: "setup")
    root.add(sessionView(), name: "session")
    root.show("setup")
    disc.onDraw { [unowned self] painter, width, height in
      self.drawDisc(painter, width: width, height: height)
    }
    startButton.onClick { [unowned self] in self.startChosen() }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    stopButton.onClick { [unowned self] in self.stop() }
    note.onActivate { [unowned self] in self.saveNote() }
    chooser.on("notify::selected") { [unowned self] in self.showPatternSummary() }
    showPatternSummary()
  }

  /// A pattern in the chooser, once: a built-in by its name in the language ("4-7-8
  /// relaxing breath", 4-7-8 呼吸法), one of the user's by its name and its spec when the
  /// spec says something more.
  static func chooserItem(_ pattern: NamedPattern, words: any DesktopWords) -> String {
    if let builtIn = pattern.builtIn { return words.patternName(builtIn) }
    let spec = pattern.pattern.spec
    return pattern.name == spec ? spec : "\(pattern.name)  (\(spec))"
  }

  /// Under the chooser: the chosen built-in's one-line description, or a pattern's phases.
  private func showPatternSummary() {
    guard patterns.indices.contains(chooser.selected) else { return }
    let pattern = patterns[chooser.selected]
    patternSummary.setWrappedText(
      pattern.builtIn.map { words.patternSummary($0) + " · " + pattern.pattern.spec }
        ?? pattern.pattern.spec)
  }

  private func setupView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    box.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    let title = Label(words.pageTitle(.breathe))
    title.addCSSClass("title-1")
    box.append(title)
    box.append(chooser)
    patternSummary.addCSSClass("dim-label")
    patternSummary.setWrap(true)
    patternSummary.setMaxWidthChars(40)
    patternSummary.setJustifyCenter()
    box.append(patternSummary)
    let row = Box(vertical: false, spacing: Spacing.tight)
    row.append(length)
    row.append(unit)
    box.append(row)
    startButton.addCSSClass("suggested-action")
    startButton.addCSSClass("pill")
    box.append(startButton)
    summary.setWrap(true)
    box.append(summary)
    notePrompt.addCSSClass("heading")
    notePrompt.setVisible(false)
    box.append(notePrompt)
    note.setVisible(false)
    box.append(note)
    return box
  }

  private func sessionView() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    disc.setSizeRequest(width: Theme.discSide, height: Theme.discSide)
    disc.setExpand(horizontal: true, vertical: true)
    disc.setVisible(!reduceMotion)
    phaseLabel.addCSSClass("phase")
    secondsLabel.addCSSClass("seconds")
    detailLabel.addCSSClass("detail")
    hint.addCSSClass("dim-label")
    if reduceMotion {
      // Text cues only: the phase large and centred where the disc would be.
      phaseLabel.setExpand(vertical: true)
    }
    let buttons = PageParts.buttonRow([pauseButton, stopButton])
    for widget: any Widget in [disc, phaseLabel, secondsLabel, detailLabel, buttons, hint] {
      box.append(AnyWidget(widget.pointer))
    }
    return box
  }

  // MARK: starting and stopping

  /// Selects `pattern` and a length in the chooser (from the command line).
  func choose(pattern: NamedPattern?, cycles: Int?, minutes: Int?) {
    if let pattern, let index = patterns.firstIndex(where: { $0.name == pattern.name }) {
      chooser.selected = index
    }
    if let cycles {
      unit.selected = 0
      length.value = cycles
    } else if let minutes {
      unit.selected = 1
      length.value = minutes
    }
  }

  func session(for pattern: NamedPattern) -> BreathingSession {
    let count = max(1, length.value)
    return BreathingSession(
      pattern: pattern.pattern,
      length: unit.selected == 1 ? .about(.seconds(count * 60)) : .cycles(count))
  }

  /// What its Start button does: the chooser's pattern, remembered for the next launch.
  func startChosen() {
    guard patterns.indices.contains(chooser.selected) else { return }
    let chosen = patterns[chooser.selected]
    store?.rememberPattern(chosen.name)
    start(session(for: chosen), name: chosen.name)
  }

  /// Starts `session` now (asked at monotonic microsecond `now`: tests pass their own),
  /// recorded as the terminal app records it, under `name`: the pattern as `PatternLookup`
  /// named it (a built-in's id, a saved name, or the spec), or a program step's pattern id,
  /// as `cadence breathe` and `cadence program` do.
  ///
  /// With sound, the sound opens beside the session, on a clock of its own from `now`; a
  /// cue on its first instant (an inhale without a count-in) holds the session's time back
  /// at most 300 ms (its first state shown until then), so it is placed on its own frame.
  func start(
    _ session: BreathingSession, name: String, program: (id: String, step: Int)? = nil,
    now: Int = monotonicMicroseconds()
  ) {
    stopTicking()
    sound?.finish(drain: .zero)
    sound = makeSound()
    let practice = BreathePractice(session: session, name: name, program: program)
    let wait =
      sound?.open(
        clock: { .microseconds(monotonicMicroseconds() - now) }, preparing: practice.timeline)
      ?? .zero
    let origin = now + PageParts.wait(wait, limit: nil)
    sound?.start(at: .microseconds(origin - now))
    // Checkpoints on the page's own frames: it changes at least once a second while it runs.
    var run = PracticeRun(practice, recorder: store?.recorder(), policy: .onOwnWakeUps)
    run.change(at: .zero) { $0.look(at: .zero) }
    running = Running(run: run, origin: origin)
    frameLog?.append(
      "# origin \(origin) pattern \(session.pattern.spec) cycles \(session.cycleCount)"
        + " countin \(session.countIn.components.seconds * 1000)")
    PageParts.show(paused: false, on: pauseButton, words)
    hint.text = words.runningHint
    keepScreenOn(true)
    // Heard from the start, not from the first frame: the first cue is passed on while the
    // whole wait is still ahead of it.
    hear()
    // The screen starts with the sound, as the terminal's does: shown at once, the first
    // phase (an inhale without a count-in) would be seen the wait (0.3 s) before it is
    // heard. Stop or a new start meanwhile cancels the wait with the ticking.
    guard origin > now else { return showSession(session) }
    running?.wake = Timeout(at: origin) { [unowned self] in
      self.running?.wake = nil
      self.showSession(session)
    }
  }

  /// Shows the session page at the session's zero and starts its frames.
  private func showSession(_ session: BreathingSession) {
    root.show("session")
    apply(BreatheFrame(session.state(at: .zero), reduceMotion: reduceMotion))
    startTicking()
  }

  /// Shows `session` fixed at `elapsed` (screenshots): no ticking, nothing recorded. At or
  /// after its end, what the page shows then: the summary and the post-session note.
  func showFixed(_ session: BreathingSession, at elapsed: Duration) -> BreatheFrame {
    root.show("session")
    var practice = BreathePractice(session: session, name: session.pattern.spec)
    practice.look(at: elapsed)
    let frame = BreatheFrame(practice.state, reduceMotion: reduceMotion)
    apply(frame)
    if frame.stage == .finished {
      showSummary(of: practice, problem: nil, noteOffered: store != nil)
    }
    return frame
  }

  var isRunning: Bool { running != nil }
  /// Whether the session is paused (tests read it).
  var isPaused: Bool { running?.practice.isPaused == true }

  /// Waits until every write asked for so far is made (tests look at the store).
  func waitUntilWritten() { running?.run.recorder?.waitUntilWritten() }

  /// Pauses or resumes at monotonic microsecond `now`.
  func togglePause(now: Int = monotonicMicroseconds()) {
    guard let current = running else { return }
    let time = current.time(at: now)
    running?.run.change(at: time) { $0.perform(.togglePause, at: time) }
    let paused = running?.practice.isPaused == true
    hear()
    PageParts.show(paused: paused, on: pauseButton, words)
    hint.text = paused ? words.pausedHint : words.runningHint
    keepScreenOn(!paused)
    if paused { stopTicking() } else { startTicking() }
  }

  /// Pauses a running session (the window was hidden or minimized).
  func pause() {
    guard let current = running, !current.practice.isPaused else { return }
    togglePause()
  }

  /// Ends the session as the person did (Stop, Escape, the window closed): completed when
  /// its end was reached, else stopped early. `now` is the monotonic microsecond of the
  /// last frame (its presentation), or now.
  func stop(now: Int = monotonicMicroseconds()) { finish(.stopped, at: now) }

  /// Ends the session as the system asked (SIGTERM, a logout): recorded as interrupted,
  /// with its time.
  func interrupt(now: Int = monotonicMicroseconds()) { finish(.interrupted, at: now) }

  private func finish(_ end: RunEnd, at now: Int) {
    guard var current = running else { return }
    stopTicking()
    keepScreenOn(false)
    running = nil
    let time = current.time(at: now)
    current.run.change(at: time) { $0.look(at: time) }
    // The end chime rings on; a stop is silent at once.
    sound?.finish(drain: current.practice.isFinished ? .seconds(4) : .zero)
    sound = nil
    let problem = current.run.finish(end, at: time)
    lastSession = current.run.recorder?.sessionIDs.first
    showSummary(
      of: current.practice, problem: problem, noteOffered: problem == nil && lastSession != nil)
    onEnd?(current.practice.isFinished)
  }

  /// The chooser again, with what was breathed (or what went wrong recording it) and, when
  /// it was saved, the note field.
  private func showSummary(
    of practice: BreathePractice, problem: RecordingProblem?, noteOffered: Bool
  ) {
    summary.setWrappedText(
      problem.map(words.recordingProblem)
        ?? words.breatheSummary(
          completed: practice.isFinished, breathed: practice.breathingTime,
          cyclesDone: practice.cyclesCompleted, of: practice.session.cycleCount,
          saved: store != nil))
    notePrompt.setVisible(noteOffered)
    note.setVisible(noteOffered)
    root.show("setup")
    if noteOffered { note.grabFocus() }
  }

  /// What the widgets say (screenshots report it): the summary line under the chooser,
  /// the phase's caption, the pattern the chooser shows.
  var summaryText: String { summary.wrappedText }
  var phaseText: String { phaseLabel.text }
  var chosenPatternText: String { chooser.selectedText ?? "" }

  private func saveNote() {
    let text = note.text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, let store else { return }
    do {
      try store.addNote(text, session: lastSession)
    } catch {
      summary.setWrappedText(words.noteNotSaved(error))
      return
    }
    note.text = ""
    note.setVisible(false)
    notePrompt.setVisible(false)
    summary.setWrappedText(summary.wrappedText + " " + words.noteSaved)
  }

  /// Passes the session's next 30 s of events (a long session has thousands of phases) to
  /// its sound, as the practice was last looked at.
  private func hear() {
    guard let sound, let current = running else { return }
    sound.follow(current.practice.timeline(within: .seconds(30)))
  }

  /// Silences the session's sound now (the Sound switch turned off).
  func silence() {
    sound?.finish(drain: .zero)
    sound = nil
  }

  /// Inhibits the session's idle (the screen blanking, the screensaver) while the eyes
  /// follow the disc, or lets it go.
  private func keepScreenOn(_ on: Bool) {
    if on, inhibition == nil, let inhibitor {
      inhibition = inhibitor.inhibitIdle(reason: words.breathingInhibitReason)
    } else if !on, let cookie = inhibition {
      inhibition = nil
      inhibitor?.uninhibit(cookie)
    }
  }

  // MARK: frames

  private func startTicking() {
    guard running != nil, running?.tick == nil else { return }
    running?.wake?.cancel()
    running?.wake = nil
    running?.tick = disc.addTick { [unowned self] timing in self.tick(timing) }
  }

  private func stopTicking() {
    if let tick = running?.tick { disc.removeTick(tick) }
    running?.wake?.cancel()
    running?.tick = nil
    running?.wake = nil
  }

  /// One frame: the state at the frame's presentation time, drawn only if it differs from
  /// the one shown (and the checkpoint it calls for). Returns whether to keep ticking.
  private func tick(_ timing: FrameTiming) -> Bool {
    guard let current = running, !current.practice.isPaused else { return false }
    let time = current.time(at: timing.presentationTime)
    running?.run.change(at: time) { $0.look(at: time) }
    hear()
    let practice = running!.practice
    let elapsed = practice.elapsed
    let frame = BreatheFrame(practice.state, reduceMotion: reduceMotion)
    if redrawEveryFrame {
      disc.queueDraw()
      phaseLabel.pointer.queueResize()
    }
    if let launchedAt, current.shown == nil {
      let exec = launchedAt.exec.map { "\((timing.frameTime - $0) / 1000) ms after exec, " } ?? ""
      frameLog?.append(
        "# first frame \(exec)\((timing.frameTime - launchedAt.main) / 1000) ms after main")
    }
    if frame != current.shown || redrawEveryFrame {
      apply(frame)
      running?.shown = frame
      frameLog?.append(
        "\(timing.frameTime) \(timing.presentationTime) \(timing.isPredicted ? 1 : 0)"
          + " \(frame.phaseName) \(frame.level) \(frame.secondsLeft) \(frame.cycle)")
    }
    if frame.stage == .finished {
      running?.tick = nil
      finish(.stopped, at: timing.presentationTime)
      return false
    }
    if redrawEveryFrame || (!reduceMotion && current.session.discMoves(at: elapsed)) {
      return true
    }
    let own = practice.nextVisibleChange(after: time)
    guard let next = running!.run.nextDeadline(after: time, own: own) else { return true }
    let instant = current.microseconds(at: next)
    if instant - timing.presentationTime <= Self.wakeLead { return true }
    // Nothing changes for a while: stop the frames, and come back just before it does.
    running?.tick = nil
    let wakeAt = instant - Self.wakeLead - (timing.presentationTime - timing.frameTime)
    running?.wake = Timeout(at: wakeAt) { [unowned self] in
      self.running?.wake = nil
      self.startTicking()
    }
    return false
  }

  private func apply(_ frame: BreatheFrame) {
    phaseLabel.text = Self.title(of: frame, words: words)
    // What the disc shows, for a screen reader: set once per phase, never per frame.
    let description = phaseLabel.text + ", " + words.cycle(frame.cycle, of: frame.cycleCount)
    if disc.accessibleDescription != description {
      disc.setAccessibleDescription(description)
      discDescriptionUpdates += 1
    }
    secondsLabel.text = frame.stage == .finished ? "" : "\(frame.secondsLeft)"
    detailLabel.text = words.cycle(frame.cycle, of: frame.cycleCount)
    if frame.level != level {
      level = frame.level
      disc.queueDraw()
    }
  }

  static func title(of frame: BreatheFrame, words: any BreathingWords) -> String {
    switch frame.stage {
    case .countIn: words.getReady
    case .finished: words.done
    case .breathing: frame.phase.map(words.phase) ?? ""
    }
  }

  /// The disc's radius in a `width` × `height` area at `level`.
  static func radius(level: Double, width: Int, height: Int) -> Double {
    let full = Double(min(width, height)) / 2 - Double(Spacing.tight)
    return full * (Theme.emptyFraction + (1 - Theme.emptyFraction) * level)
  }

  private func drawDisc(_ painter: Painter, width: Int, height: Int) {
    let centerX = Double(width) / 2
    let centerY = Double(height) / 2
    let full = Self.radius(level: 1, width: width, height: height)
    Theme.paintRing(painter)
    painter.setLineWidth(2)
    painter.arc(centerX: centerX, centerY: centerY, radius: full, from: 0, to: 2 * Double.pi)
    painter.stroke()
    Theme.paintAccent(painter)
    painter.arc(
      centerX: centerX, centerY: centerY,
      radius: Self.radius(level: level, width: width, height: height), from: 0, to: 2 * Double.pi)
    painter.fill()
  }
}
