import CGtk
import Cadence
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The breathe page: a chooser (pattern, cycles or minutes, start), then the session: the
/// disc, the phase, seconds left in it, and cycle k of N.
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
  private let disc = DrawingArea()
  private let phaseLabel = Label("")
  private let secondsLabel = Label("")
  private let detailLabel = Label("")
  private let hint: Label
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
    var session: BreathingSession
    var clock: SessionClock
    var shown: BreatheFrame?
    var tick: UInt32?
    var wake: Timeout?
    var record: UUID?
  }
  private var running: Running?
  private var level = 0.0
  private var lastSession: UUID?

  init(store: DesktopStore?, reduceMotion: Bool, words: any DesktopWords) {
    self.store = store
    self.reduceMotion = reduceMotion
    self.words = words
    unit = DropDown([words.cyclesUnit, words.minutesUnit])
    startButton = Button(words.start)
    notePrompt = Label(words.notePrompt)
    note = Entry(placeholder: words.notePlaceholder)
    hint = Label(words.runningHint)
    savedPatterns = store?.customPatterns ?? []
    patterns = NamedPattern.all(custom: savedPatterns)
    chooser = DropDown(patterns.map { Self.chooserItem($0, words: words) })
    root.add(setupView(), name: "setup")
    root.add(sessionView(), name: "session")
    root.show("setup")
    disc.onDraw { [unowned self] painter, width, height in
      self.drawDisc(painter, width: width, height: height)
    }
    startButton.onClick { [unowned self] in self.startChosen() }
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
    patternSummary.text =
      pattern.builtIn.map { words.patternSummary($0) + " · " + pattern.pattern.spec }
      ?? pattern.pattern.spec
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
    for widget: any Widget in [disc, phaseLabel, secondsLabel, detailLabel, hint] {
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

  private func startChosen() {
    guard patterns.indices.contains(chooser.selected) else { return }
    start(session(for: patterns[chooser.selected]), name: patterns[chooser.selected].name)
  }

  /// Starts `session` now; it is recorded in the store as the terminal app records it, under
  /// `name`: the pattern as `PatternLookup` named it (a built-in's id, a saved name, or the
  /// spec), or a program step's pattern id, as `cadence breathe` and `cadence program` do.
  func start(
    _ session: BreathingSession, name: String, program: (id: String, step: Int)? = nil
  ) {
    stopTicking()
    let origin = monotonicMicroseconds()
    let record = store?.begin(
      NewSession(
        kind: .breathing, name: name, planned: session.breathingDuration,
        cyclesPlanned: session.cycleCount, programID: program?.id, programStep: program?.step))
    running = Running(session: session, clock: SessionClock(origin: origin), record: record)
    frameLog?.append(
      "# origin \(origin) pattern \(session.pattern.spec) cycles \(session.cycleCount)"
        + " countin \(session.countIn.components.seconds * 1000)")
    root.show("session")
    apply(BreatheFrame(session.state(at: .zero), reduceMotion: reduceMotion))
    startTicking()
  }

  /// Shows `session` fixed at `elapsed` (screenshots): no ticking, nothing recorded. At or
  /// after its end, what the page shows then: the summary and the post-session note.
  func showFixed(_ session: BreathingSession, at elapsed: Duration) -> BreatheFrame {
    root.show("session")
    let frame = BreatheFrame(session.state(at: elapsed), reduceMotion: reduceMotion)
    apply(frame)
    if frame.stage == .finished { showSummary(of: session, at: elapsed, noteOffered: store != nil) }
    return frame
  }

  var isRunning: Bool { running != nil }

  func togglePause() {
    guard var current = running else { return }
    current.clock.togglePause(at: monotonicMicroseconds())
    running = current
    if current.clock.isPaused {
      stopTicking()
      hint.text = words.pausedHint
    } else {
      hint.text = words.runningHint
      startTicking()
    }
  }

  /// Pauses a running session (the window was hidden or minimized).
  func pause() {
    guard let current = running, !current.clock.isPaused else { return }
    togglePause()
  }

  /// Ends the session: recorded as completed when its end was reached, else stopped early.
  /// `elapsed` is the session time of the last frame (its presentation), or now.
  func stop(at elapsed: Duration? = nil) {
    guard let current = running else { return }
    stopTicking()
    running = nil
    let elapsed = elapsed ?? current.clock.elapsed(at: monotonicMicroseconds())
    let session = current.session
    let completed = session.state(at: elapsed).isFinished
    let active = session.breathingTime(at: elapsed)
    if let id = current.record {
      store?.finish(
        id, status: completed ? .completed : .stoppedEarly, active: active,
        cycles: session.cyclesCompleted(at: elapsed))
    }
    lastSession = current.record
    showSummary(of: session, at: elapsed, noteOffered: store != nil && current.record != nil)
    onEnd?(completed)
  }

  /// The chooser again, with what was breathed and, when it was saved, the note field.
  private func showSummary(of session: BreathingSession, at elapsed: Duration, noteOffered: Bool) {
    summary.text = words.breatheSummary(
      completed: session.state(at: elapsed).isFinished,
      breathed: session.breathingTime(at: elapsed),
      cyclesDone: session.cyclesCompleted(at: elapsed), of: session.cycleCount, saved: store != nil)
    notePrompt.setVisible(noteOffered)
    note.setVisible(noteOffered)
    root.show("setup")
    if noteOffered { note.grabFocus() }
  }

  /// What the widgets say (screenshots report it): the summary line under the chooser,
  /// the phase's caption, the pattern the chooser shows.
  var summaryText: String { summary.text }
  var phaseText: String { phaseLabel.text }
  var chosenPatternText: String { chooser.selectedText ?? "" }

  private func saveNote() {
    let text = note.text.trimmingCharacters(in: .whitespaces)
    guard !text.isEmpty, store?.addNote(text, session: lastSession) == true else { return }
    note.text = ""
    note.setVisible(false)
    notePrompt.setVisible(false)
    summary.text += " " + words.noteSaved
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
  /// the one shown. Returns whether to keep ticking.
  private func tick(_ timing: FrameTiming) -> Bool {
    guard let current = running, !current.clock.isPaused else { return false }
    let elapsed = current.clock.elapsed(at: timing.presentationTime)
    let frame = BreatheFrame(current.session.state(at: elapsed), reduceMotion: reduceMotion)
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
      stop(at: elapsed)
      return false
    }
    if redrawEveryFrame || (!reduceMotion && current.session.discMoves(at: elapsed)) {
      return true
    }
    guard let next = current.session.nextVisibleChange(after: elapsed),
      let instant = current.clock.microseconds(whenElapsedReaches: next)
    else { return true }
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
