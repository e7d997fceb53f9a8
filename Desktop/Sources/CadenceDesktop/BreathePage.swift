import CGtk
import Cadence
import CadencePractice
import CadenceSound
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// The breathe page: a chooser (pattern, cycles or minutes, start), then the session: the
/// disc, the phase, seconds left in it, and cycle k of N.
///
/// The session is the practice layer's `BreathePractice`, the value `cadence breathe` runs,
/// in the page's ``PracticeDriver``: its name, its breathing time and cycles, its checkpoints on the
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
final class BreathePage: PracticePage {
  let root = Stack()
  private let chooser: DropDown
  private let unit: DropDown
  private let length = SpinButton(range: 1...600, value: 4)
  private let startButton: Button
  /// To retention rounds, the panel's own pages in the page's stack.
  private let retentionButton: Button
  /// Retention rounds (issue 46): run by the page as its breathing is, never beside it.
  let retention: RetentionPanel
  /// To find the resonance rate: five sessions of the page's, a rest between, a question.
  private let findButton: Button
  /// Find your rate (issue 46): each rate is a session of this page's.
  let find: RateFinder
  /// Over the session while a rate is found: "Find your rate · 2 of 5".
  private let sessionHeading = Label("")
  /// `--quit-at-end` while a rate is found: the protocol's end is its answer, not a rate's.
  private var quitAfterFinding: (@MainActor () -> Void)?
  /// The mood check (`practice.mood on`), before and after what Start begins.
  let mood: MoodCheck
  /// The answer before the practice under way, and whether it was asked.
  private var moodBefore: Int?
  private var moodAsked = false
  /// The window's view of both: the breathing session and the rounds.
  private(set) lazy var lifecycle: any PageLifecycle = PageLifecycles([driver, retention.driver])
  private let patternSummary = Label("")
  private let summary = Label("")
  private let notePrompt: Label
  /// The note after a session, saved with it on Enter.
  let note: Entry
  /// Runs after a note was saved (the journal reads it).
  var onNoteSaved: (@MainActor () -> Void)?
  let disc: DrawingArea
  /// The session's view, which the frame clock ticks on: the disc is hidden with reduced
  /// motion, and GTK never ticks a widget that is not mapped.
  private let sessionBox = Box(vertical: true, spacing: Spacing.regular)
  private let phaseLabel = Label("")
  private let secondsLabel = Label("")
  private let detailLabel = Label("")
  private let hint: Label
  private let pauseButton: Button
  private let stopButton: Button
  /// Eyes closed (issue 46): the switch in the setup, and its twin beside the session's
  /// buttons; the one dim line shown in place of the disc and the numbers.
  let eyesSwitch = Switch()
  let eyesToggle: ToggleButton
  private let calmLabel = Label("")
  /// The calm line's time: `MM:SS`, or `H:MM:SS` for a session of an hour or more.
  private var timeFormat = DurationFormat(layout: .minutesSeconds)
  /// Why a session with closed eyes would not be heard, with sound on or off (tests give
  /// their own).
  var unheard: @MainActor (_ soundOn: Bool) -> EyesClosedUnheard? = {
    EyesClosedCheck.unheard(soundOn: $0, environment: ProcessInfo.processInfo.environment)
  }
  /// The dialog that said why a session with closed eyes did not start, while shown.
  private(set) var refusal: MessageDialog?
  let words: any DesktopWords

  /// The chooser's patterns: the built-ins, the person's own, and a spec the command line
  /// gave (added when chosen).
  private(set) var patterns: [NamedPattern]
  /// The person's own patterns, as the store holds them (for `--pattern`'s lookup).
  private(set) var savedPatterns: [CustomPattern]
  /// The person's resonance pace as the chooser lists it.
  private var resonanceListed: ResonancePace
  private let store: DesktopStore?
  let reduceMotion: Bool
  var frameLog: FrameLog?
  /// When the process was exec'd (nil without `/proc`) and when `main` ran, on the
  /// monotonic clock, for the first frame's delay in the frame log.
  var launchedAt: (exec: Int?, main: Int)?

  /// How long before a visible change a sleeping page starts ticking again: a few frames,
  /// so the frame whose presentation time first reaches the change is drawn at it.
  static let wakeLead = 100_000

  /// The session's lifecycle on the frame clock; checkpoints on the page's own frames (it
  /// changes at least once a second while it runs).
  let driver: PracticeDriver<BreathePractice>
  /// The frame on screen: drawn again only when it changes.
  private var shown: BreatheFrame?
  private var level = 0.0
  private var lastSession: UUID?
  /// The last practice's recorder (breathing's or the rounds'): where its session went, for
  /// the mood check after it; tests wait on it.
  private(set) var lastRecorder: SessionRecorder?
  /// How many times the disc's description was set (tests: once per phase, not per frame).
  private(set) var discDescriptionUpdates = 0

  /// Keeps the screen from blanking while a session runs (not while it is paused).
  private let inhibitor: (any IdleInhibitor)?
  private var inhibition: UInt32?

  convenience init(_ context: PageContext) {
    self.init(
      store: context.store, reduceMotion: context.reduceMotion, words: context.words,
      inhibitor: context.application)
  }

  init(
    store: DesktopStore?, reduceMotion: Bool, words: any DesktopWords,
    inhibitor: (any IdleInhibitor)? = nil
  ) {
    self.inhibitor = inhibitor
    self.store = store
    self.reduceMotion = reduceMotion
    self.words = words
    disc = DrawingArea(picture: words.discName)
    driver = PracticeDriver(
      pacing: .frames(lead: Self.wakeLead), frames: sessionBox, store: store, application: nil,
      pause: .togglePause, policy: .onOwnWakeUps)
    unit = DropDown([words.cyclesUnit, words.minutesUnit])
    startButton = Button(words.start)
    retentionButton = Button(words.retentionOpen)
    retention = RetentionPanel(stack: root, store: store, words: words)
    findButton = Button(words.findOpen)
    find = RateFinder(
      store: store, words: words, environment: ProcessInfo.processInfo.environment)
    mood = MoodCheck(words: words)
    notePrompt = Label(words.notePrompt)
    note = Entry(placeholder: words.notePlaceholder)
    hint = Label(words.runningHint)
    pauseButton = PageParts.pauseButton(words)
    stopButton = Button(words.stop)
    eyesToggle = ToggleButton(icon: "view-conceal-symbolic", name: words.eyesClosedNow)
    var unread: (any Error)?
    do {
      savedPatterns = try store?.customPatterns() ?? []
    } catch {
      savedPatterns = []
      unread = error
    }
    resonanceListed = Self.resonance(in: store)
    patterns = NamedPattern.all(custom: savedPatterns, resonance: resonanceListed)
    chooser = DropDown(patterns.map { Self.chooserItem($0, words: words) })
    chooser.setAccessibleLabel(words.patternChooserName)
    length.setAccessibleLabel(words.lengthName)
    unit.setAccessibleLabel(words.lengthUnitName)
    note.setAccessibleLabel(words.notePrompt)
    eyesSwitch.setAccessibleLabel(words.eyesClosed)
    root.add(setupView(), name: "setup")
    root.add(sessionView(), name: "session")
    root.add(mood.view, name: "mood")
    retention.addPages()
    root.add(find.restView, name: "find-rest")
    root.add(find.questionView, name: "find-question")
    root.show("setup")
    disc.onDraw { [unowned self] painter, width, height in
      self.drawDisc(painter, width: width, height: height)
    }
    startButton.onClick { [unowned self] in self.startChosen() }
    retentionButton.onClick { [unowned self] in self.retention.open() }
    findButton.onClick { [unowned self] in self.findRate() }
    find.breathe = { [unowned self] step, heading, now in
      self.sessionHeading.text = heading
      self.start(
        step.session, name: step.pace.name,
        now: now.map { PageParts.wait($0, limit: nil) } ?? monotonicMicroseconds())
      if !self.isRunning { self.find.abandon() }
    }
    find.show = { [unowned self] name in self.root.show(name) }
    find.finished = { [unowned self] message in
      defer {
        self.driver.quitAtEnd = self.quitAfterFinding
        self.quitAfterFinding = nil
        self.driver.quitAtEnd?()
      }
      self.sessionHeading.text = ""
      self.summary.setWrappedText(message)
      self.reloadPatterns()
      self.root.show("setup")
    }
    retention.onBack = { [unowned self] in self.root.show("setup") }
    retention.beforeStart = { [unowned self] begin in self.askingMoodFirst(begin) }
    retention.afterEnd = { [unowned self] recorder in
      self.askMoodAfter(recorder, back: "retention-setup") {
        self.retention.showStatus($0)
      }
    }
    pauseButton.onClick { [unowned self] in self.togglePause() }
    stopButton.onClick { [unowned self] in self.stop() }
    note.onActivate { [unowned self] in self.saveNote() }
    eyesSwitch.onToggle { [unowned self] in self.followEyes(self.eyesSwitch.isOn) }
    eyesToggle.onToggle { [unowned self] in self.followEyes(self.eyesToggle.isActive) }
    chooser.on("notify::selected") { [unowned self] in
      self.showPatternSummary()
      self.choosePresetLength()
    }
    showPatternSummary()
    // The chooser offers the built-ins only: say why the person's own are missing.
    if let unread { summary.setWrappedText(words.patternsNotRead(unread)) }
    driver.began = { [unowned self] in
      self.shown = nil
      self.root.show("session")
    }
    driver.show = { [unowned self] practice, moment in self.show(practice, at: moment.frame) }
    driver.moves = { [unowned self] practice in
      !self.reduceMotion && !self.eyesClosed && practice.session.discMoves(at: practice.elapsed)
    }
    driver.redraw = { [unowned self] in
      self.disc.queueDraw()
      self.phaseLabel.pointer.queueResize()
    }
    driver.showPaused = { [unowned self] paused in
      PageParts.show(paused: paused, on: self.pauseButton, words)
      self.hint.text = paused ? words.pausedHint : words.runningHint
      self.keepScreenOn(!paused)
      // With closed eyes the one line says it is paused (the hint is hidden).
      if self.eyesClosed, let practice = self.driver.practice {
        self.apply(self.frame(of: practice.state))
      }
    }
    driver.ended = { [unowned self] run, problem in
      self.keepScreenOn(false)
      self.lastSession = run.recorder?.sessionIDs.first
      // A rate of Find your rate: the rest or the question follows, no summary, no note.
      if self.find.isActive {
        if let problem { self.summary.setWrappedText(self.words.recordingProblem(problem)) }
        return self.find.stepEnded(completed: run.practice.isFinished)
      }
      self.showSummary(
        of: run.practice, problem: problem,
        noteOffered: problem == nil && self.lastSession != nil)
      self.askMoodAfter(run.recorder, back: "setup") {
        self.summary.setWrappedText($0)
      }
    }
  }

  /// A pattern in the chooser, once: a built-in by its name in the language ("4-7-8
  /// relaxing breath", 4-7-8 呼吸法), a resonance pace by its name in the language
  /// (共振呼吸 每分钟 5.5 次), one of the user's by its name and its spec when the spec says
  /// something more.
  static func chooserItem(_ pattern: NamedPattern, words: any DesktopWords) -> String {
    if let builtIn = pattern.builtIn { return words.patternName(builtIn) }
    if let pace = ResonancePace(name: pattern.name) { return words.resonanceName(pace) }
    let spec = pattern.pattern.spec
    return pattern.name == spec ? spec : "\(pattern.name)  (\(spec))"
  }

  /// Under the chooser: the chosen built-in's one-line description, or a pattern's phases.
  private func showPatternSummary() {
    guard patterns.indices.contains(chooser.selected) else { return }
    let pattern = patterns[chooser.selected]
    // A pace's spec (60/5.5 s split in two, to the nanosecond) says less than its rate.
    if let pace = ResonancePace(name: pattern.name) {
      return patternSummary.setWrappedText(
        words.resonanceTitle + " · " + words.findChoice(rate: pace.rate)
          + (pace.isEven ? "" : " · " + pace.ratio))
    }
    patternSummary.setWrappedText(
      pattern.builtIn.map { words.patternSummary($0) + " · " + pattern.pattern.spec }
        ?? pattern.pattern.spec)
  }

  /// The person's resonance pace (`breathe.bpm`, `breathe.ratio`: what `cadence breathe
  /// resonance` breathes), else 5.5 a minute in and out evenly.
  static func resonance(in store: DesktopStore?) -> ResonancePace {
    let settings = (try? store?.storedSettings()) ?? StoredSettings([:])
    let fallback = PatternLookup.defaultResonance
    return ResonancePace(
      tenthsPerMinute: settings.value(BreathePractice.Settings.breathsPerMinute)
        ?? fallback.tenthsPerMinute,
      ratio: settings.value(BreathePractice.Settings.ratio) ?? .even) ?? fallback
  }

  /// The pace `resonance` alone names now: the person's rate.
  var resonance: ResonancePace { Self.resonance(in: store) }

  /// What Find your rate does: the protocol in the person's ratio (`breathe.ratio`), each
  /// rate's session started as Start starts one; at `now` of the page (tests give theirs).
  func findRate(now: Duration? = nil) {
    summary.setWrappedText("")
    notePrompt.setVisible(false)
    note.setVisible(false)
    let ratio = ResonancePace.Ratio(inhale: resonance.inhale, exhale: resonance.exhale)
    if let quit = driver.quitAtEnd {
      quitAfterFinding = quit
      driver.quitAtEnd = nil
    }
    find.begin(ratio: ratio, now: now)
  }

  /// A key in the window while this page is shown: the mood check's question, and Find
  /// your rate's rest and question, take theirs. Whether it was taken.
  func key(_ keyval: UInt32) -> Bool { mood.key(keyval) || find.key(keyval) }

  /// A practice defined by its length (cyclic sighing: five minutes) sets the length as it
  /// is chosen; the person may change it after, and a pattern leaves it as it was.
  private func choosePresetLength() {
    guard patterns.indices.contains(chooser.selected),
      let preset = BreathingPreset.builtIn(named: patterns[chooser.selected].name),
      case .about(let duration) = preset.length
    else { return }
    unit.selected = 1
    length.value = max(1, Int(duration / .seconds(60)))
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
    box.append(eyesRow())
    startButton.addCSSClass("suggested-action")
    startButton.addCSSClass("pill")
    box.append(startButton)
    retentionButton.addCSSClass("flat")
    box.append(retentionButton)
    findButton.addCSSClass("flat")
    box.append(findButton)
    summary.setWrap(true)
    // A long line (a refusal's reason) wraps rather than widening the column.
    summary.setMaxWidthChars(48)
    box.append(summary)
    notePrompt.addCSSClass("heading")
    notePrompt.setVisible(false)
    box.append(notePrompt)
    note.setVisible(false)
    box.append(note)
    return box
  }

  /// "Eyes closed" and its switch, with what it does under the title.
  private func eyesRow() -> Box {
    let row = Box(vertical: false, spacing: Spacing.regular)
    row.setAlign(horizontal: GTK_ALIGN_CENTER)
    let texts = Box(vertical: true, spacing: 0)
    let title = Label(words.eyesClosed)
    title.setAlign(horizontal: GTK_ALIGN_START)
    let detail = Label(words.eyesClosedDetail)
    detail.addCSSClass("dim-label")
    detail.addCSSClass("caption")
    detail.setWrap(true)
    detail.setMaxWidthChars(30)
    detail.setAlign(horizontal: GTK_ALIGN_START)
    texts.append(title)
    texts.append(detail)
    eyesSwitch.setAlign(vertical: GTK_ALIGN_CENTER)
    row.append(texts)
    row.append(eyesSwitch)
    return row
  }

  private func sessionView() -> Box {
    let box = sessionBox
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
    calmLabel.addCSSClass("dim-label")
    calmLabel.addCSSClass("calm")
    calmLabel.setExpand(vertical: true)
    calmLabel.setVisible(false)
    let buttons = PageParts.buttonRow([pauseButton, stopButton])
    eyesToggle.setAlign(horizontal: GTK_ALIGN_CENTER)
    sessionHeading.addCSSClass("heading")
    for widget: any Widget in [
      sessionHeading, disc, phaseLabel, secondsLabel, detailLabel, calmLabel, buttons, eyesToggle,
      hint,
    ] {
      box.append(AnyWidget(widget.pointer))
    }
    return box
  }

  /// Whether the eyes are closed: the session's view is one dim line, its time is kept by
  /// a timeout at each change rather than the frame clock (which stops with the window
  /// hidden), and hiding or minimizing the window does not pause it.
  var eyesClosed: Bool {
    get { eyesSwitch.isOn }
    set { followEyes(newValue) }
  }

  /// Closes or opens the eyes from either control, keeping the other in step.
  private func followEyes(_ closed: Bool) {
    eyesSwitch.isOn = closed
    eyesToggle.isActive = closed
    driver.calm = closed
    disc.setVisible(!reduceMotion && !closed)
    for label in [phaseLabel, secondsLabel, detailLabel, hint] { label.setVisible(!closed) }
    calmLabel.setVisible(closed)
    // Shown again at once, as the new view draws it.
    if let practice = driver.practice {
      shown = nil
      apply(frame(of: practice.state))
    }
  }

  /// What the page draws of `state`.
  private func frame(of state: BreathingState) -> BreatheFrame {
    BreatheFrame(state, reduceMotion: reduceMotion, eyesClosed: eyesClosed)
  }

  /// Reads the person's patterns again (changed in the preferences), keeping the chosen
  /// one chosen if it is still there.
  func reloadPatterns() {
    guard let store else { return }
    let chosen = patterns.indices.contains(chooser.selected) ? patterns[chooser.selected] : nil
    // A spec the command line gave (`--pattern 2-2`) stays offered.
    // The person's resonance pace is read again with them (Find your rate changes it).
    let wasListed = Set(savedPatterns.map(\.name) + [resonanceListed.name])
    var added = patterns.filter { $0.builtIn == nil && !wasListed.contains($0.name) }
    do {
      savedPatterns = try store.customPatterns()
    } catch {
      summary.setWrappedText(words.patternsNotRead(error))
      return
    }
    added.removeAll { pattern in savedPatterns.contains { $0.name == pattern.name } }
    resonanceListed = resonance
    patterns = NamedPattern.all(custom: savedPatterns, resonance: resonanceListed) + added
    chooser.replaceAll(patterns.map { Self.chooserItem($0, words: words) })
    chooser.selected =
      chosen.flatMap { chosen in patterns.firstIndex { $0.name == chosen.name } } ?? 0
    showPatternSummary()
  }

  // MARK: starting and stopping

  /// Selects `pattern` and a length in the chooser (from the command line). A pattern the
  /// chooser lacks (a spec such as `2-2`) is added to it, so what Start breathes is shown.
  func choose(pattern: NamedPattern?, cycles: Int?, minutes: Int?) {
    if let pattern {
      if !patterns.contains(where: { $0.name == pattern.name }) {
        patterns.append(pattern)
        chooser.append(Self.chooserItem(pattern, words: words))
      }
      if let index = patterns.firstIndex(where: { $0.name == pattern.name }) {
        chooser.selected = index
      }
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
    askingMoodFirst { self.start(self.session(for: chosen), name: chosen.name) }
  }

  /// Whether the mood check is on (`practice.mood`), read at each Start: the preferences
  /// may have changed it. Never without a store, where nothing would keep the answers.
  var asksMood: Bool {
    guard let settings = try? store?.storedSettings() else { return false }
    return settings.value(CommonSettings.mood) ?? false
  }

  /// Asks how the person feels before `begin`, when the mood check is on; else begins.
  private func askingMoodFirst(_ begin: @escaping @MainActor () -> Void) {
    moodBefore = nil
    moodAsked = asksMood
    guard moodAsked else { return begin() }
    let back = root.visibleName ?? "setup"
    mood.ask(after: false) { [unowned self] answer in
      self.moodBefore = answer
      self.root.show(back)
      begin()
    }
    root.show("mood")
  }

  /// Asks again after the practice `recorder` recorded, keeps both answers with its last
  /// session, and shows `back`; `failed` says why they were not kept.
  private func askMoodAfter(
    _ recorder: SessionRecorder?, back: String, failed: @escaping @MainActor (String) -> Void
  ) {
    // Asked once per Start, answered or not: a later start (a program's) asks nothing.
    let asked = moodAsked
    moodAsked = false
    lastRecorder = recorder
    // A session the busy store did not take is kept for the next `cadence` to save: its
    // answers wait with it (the recorder's `keptLast`), as the terminal keeps them.
    let kept = recorder?.keptLast
    guard asked, let store, let session = recorder?.sessionIDs.last ?? kept?.session else {
      return
    }
    mood.ask(after: true) { [unowned self] answer in
      self.root.show(back)
      guard self.moodBefore != nil || answer != nil else { return }
      do {
        try Self.keepMood(
          before: self.moodBefore, after: answer, for: session, kept: kept, in: store)
      } catch {
        failed(self.words.moodNotSaved(error))
      }
    }
    root.show("mood")
  }

  /// Keeps the mood check's answers with `session`: in the file the busy store left it in
  /// (`kept`), or, once another `cadence` saved that file (or there was none), in the store.
  static func keepMood(
    before: Int?, after: Int?, for session: UUID, kept: (path: String, session: UUID)?,
    in store: DesktopStore
  ) throws {
    if let kept,
      (try? SQLiteSessionStore.keepMood(
        before: before, after: after, for: kept.session, inKeptFile: kept.path)) != nil
    {
      return
    }
    try store.store.setMood(before: before, after: after, for: session)
  }

  /// Starts `session` now (asked at monotonic microsecond `now`: tests pass their own),
  /// recorded as the terminal app records it, under `name`: the pattern as `PatternLookup`
  /// named it (a built-in's id, a saved name, or the spec), or a program step's pattern id,
  /// as `cadence breathe` and `cadence program` do.
  ///
  /// With sound, the sound opens beside the session, on a clock of its own from `now`; a
  /// cue on its first instant (an inhale without a count-in) holds the session's time back
  /// at most 300 ms (its first state shown until then, the setup still on screen), so it
  /// is placed on its own frame.
  func start(
    _ session: BreathingSession, name: String, program: (id: String, step: Int)? = nil,
    now: Int = monotonicMicroseconds()
  ) {
    var sound = driver.makeSound()
    if eyesClosed, let why = unheard(sound != nil) { return refuse(why) }
    sound = sound?.following(eyesClosed: eyesClosed, language: words.language)
    let practice = BreathePractice(session: session, name: name, program: program)
    sessionHeading.setVisible(find.isActive)
    timeFormat = DurationFormat(forRunOf: session.totalDuration)
    driver.start(practice, now: .microseconds(now), sound: sound)
    frameLog?.append(
      "# origin \(PageParts.wait(driver.origin, limit: nil)) pattern \(session.pattern.spec)"
        + " cycles \(session.cycleCount) countin \(session.countIn.components.seconds * 1000)")
  }

  /// Refuses a session with closed eyes that would not be heard: the reason under Start,
  /// and in a dialog over the window.
  private func refuse(_ why: EyesClosedUnheard) {
    let reason = words.eyesClosedUnheard(why)
    summary.setWrappedText(reason)
    guard let window = root.root else { return }
    let dialog = MessageDialog(
      parent: window,
      heading: words.eyesClosedUnheardHeading, body: reason,
      responses: [.init(id: "ok", label: words.understood)])
    dialog.onResponse { [unowned self] _ in self.refusal = nil }
    refusal = dialog
    dialog.present()
  }

  /// Shows `session` fixed at `elapsed` (screenshots): no ticking, nothing recorded. At or
  /// after its end, what the page shows then: the summary and the post-session note.
  func showFixed(_ session: BreathingSession, at elapsed: Duration) -> BreatheFrame {
    timeFormat = DurationFormat(forRunOf: session.totalDuration)
    let practice = driver.showFixed(
      BreathePractice(session: session, name: session.pattern.spec), at: elapsed)
    let frame = frame(of: practice.state)
    if frame.stage == .finished {
      showSummary(of: practice, problem: nil, noteOffered: store != nil)
    }
    return frame
  }

  /// Whether the session is paused (tests read it).
  var isPaused: Bool { driver.practice?.isPaused == true }

  /// Pauses or resumes at monotonic microsecond `now`.
  func togglePause(now: Int = monotonicMicroseconds()) {
    driver.perform(.togglePause, now: .microseconds(now))
  }

  /// Pauses a running session (the window was hidden or minimized), unless the eyes are
  /// closed: the sound carries it then, in the background.
  func pause() {
    guard isRunning, !isPaused, !eyesClosed else { return }
    togglePause()
  }

  /// Ends the session as the person did (Stop, Escape, the window closed): completed when
  /// its end was reached, else stopped early. `now` is the monotonic microsecond of the
  /// last frame (its presentation), or now.
  func stop(now: Int = monotonicMicroseconds()) { driver.stop(now: .microseconds(now)) }

  /// Ends the session as the system asked (SIGTERM, a logout): recorded as interrupted,
  /// with its time.
  func interrupt(now: Int = monotonicMicroseconds()) {
    driver.interrupt(now: .microseconds(now))
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
  /// Over the session: which rate of Find your rate it is, while one is found.
  var sessionHeadingText: String { sessionHeading.isVisible ? sessionHeading.text : "" }
  /// The one line shown with closed eyes.
  var calmText: String { calmLabel.text }
  var chosenPatternText: String { chooser.selectedText ?? "" }
  /// The line under the chooser: what the chosen pattern is.
  var patternSummaryText: String { patternSummary.wrappedText }

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
    onNoteSaved?()
  }

  /// Inhibits the session's idle (the screen blanking, the screensaver) while the eyes
  /// follow the disc, or lets it go.
  private func keepScreenOn(_ on: Bool) {
    if on, inhibition == nil, let inhibitor {
      inhibition = inhibitor.inhibitIdle(reason: words.breathingInhibitReason)
    } else if !on, let cookie = inhibition {
      inhibition = nil
      // 0: the session refused (no session manager); there is nothing to let go.
      if cookie > 0 { inhibitor?.uninhibit(cookie) }
    }
  }

  // MARK: frames

  /// Shows the session as of its latest look: at the zero (no frame yet), or at a frame's
  /// presentation time, drawn only if it differs from the one shown.
  private func show(_ practice: BreathePractice, at timing: FrameTiming?) {
    let frame = frame(of: practice.state)
    guard let timing else { return apply(frame) }
    if let launchedAt, shown == nil {
      let exec = launchedAt.exec.map { "\((timing.frameTime - $0) / 1000) ms after exec, " } ?? ""
      frameLog?.append(
        "# first frame \(exec)\((timing.frameTime - launchedAt.main) / 1000) ms after main")
    }
    guard frame != shown || driver.redrawEveryFrame else { return }
    apply(frame)
    shown = frame
    frameLog?.append(
      "\(timing.frameTime) \(timing.presentationTime) \(timing.isPredicted ? 1 : 0)"
        + " \(frame.phaseName) \(frame.level) \(frame.secondsLeft) \(frame.cycle)")
  }

  private func apply(_ frame: BreatheFrame) {
    phaseLabel.text = Self.title(of: frame, words: words)
    // What the disc shows, for a screen reader: set once per phase, never per frame.
    let description = phaseLabel.text + ", " + words.cycle(frame.cycle, of: frame.cycleCount)
    if disc.accessibleDescription != description {
      disc.setAccessibleDescription(description)
      discDescriptionUpdates += 1
    }
    calmLabel.text =
      eyesClosed
      ? (isPaused ? "‖ " : "")
        + words.calmLine(
          phase: phaseLabel.text,
          timeLeft: timeFormat.string(seconds: Int64(frame.remainingSeconds)))
      : ""
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
    case .breathing: frame.isTopUp ? words.topUp : frame.phase.map(words.phase) ?? ""
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
