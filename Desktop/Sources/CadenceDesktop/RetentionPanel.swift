import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// Retention rounds on the breathe page (issue 46): the safety page before the first rounds
/// ever, the setup (rounds, breaths a round, the cap), then the rounds: paced deep breaths,
/// a hold the person ends with its button or Space, the 15 s recovery.
///
/// The rounds are the practice layer's `RetentionPractice`, the value `cadence breathe
/// retention` runs, in a ``PracticeDriver`` on the suspending clock (a closed lid stops a
/// hold, as it stops the terminal's): one session named `retention` with each round's
/// hold. The safety page is remembered in the store's `retentionSafetySeen`, the setting
/// the terminal reads, so accepting it in one front end counts for both.
@MainActor
final class RetentionPanel {
  /// The rounds' lifecycle; Space (the window's pause) ends the hold under way.
  let driver: PracticeDriver<RetentionPractice>
  private let stack: Stack
  private let store: DesktopStore?
  private let words: any DesktopWords
  private let rounds = SpinButton(
    range: RetentionRounds.roundsRange, value: RetentionRounds.defaultRounds)
  private let breaths = SpinButton(
    range: RetentionRounds.breathsRange, value: RetentionRounds.defaultBreaths)
  /// The cap, as `--max-hold` takes it: any length up to 5 minutes (`30s`, `2m30s`, `3m`).
  private let maxHold = Entry(placeholder: RetentionPanel.defaultCapText)
  private let startButton: Button
  private let status = Label("")
  private let titleLabel = Label("")
  private let mainLabel = Label("")
  private let detailLabel = Label("")
  let endHoldButton: Button
  private let stopButton: Button
  /// Back to the breathing chooser (from the safety page or the setup).
  var onBack: @MainActor () -> Void = {}
  /// What Start does before the rounds begin (the page's mood check), then `begin`.
  var beforeStart: @MainActor (_ begin: @escaping @MainActor () -> Void) -> Void = { $0() }
  /// After the rounds ended and were recorded by `recorder` (nil: no store): the mood
  /// check keeps its answers where the session went.
  var afterEnd: @MainActor (_ recorder: SessionRecorder?) -> Void = { _ in }
  /// How many holds the cap ended (tests read it).
  private(set) var capsRung = 0
  /// How many times the display's bell rang for a cap: only without sound (tests read it).
  private(set) var bellsRung = 0

  /// The panel, whose pages go in the breathe page's `stack` (``addPages()``).
  init(stack: Stack, store: DesktopStore?, words: any DesktopWords) {
    self.stack = stack
    self.store = store
    self.words = words
    startButton = Button(words.start)
    endHoldButton = Button(words.retentionEndHoldButton)
    stopButton = Button(words.stop)
    driver = PracticeDriver(
      pacing: .timeouts(PageClock(.suspending)), frames: mainLabel, store: store,
      application: nil, pause: .endHold)
    rounds.setAccessibleLabel(words.retentionRoundsField)
    breaths.setAccessibleLabel(words.retentionBreathsField)
    maxHold.setAccessibleLabel(words.retentionMaxHoldField)
    startButton.setAccessibleLabel(words.retentionStartName)
    stopButton.setAccessibleLabel(words.retentionStopName)
    startButton.onClick { [unowned self] in self.startChosen() }
    endHoldButton.onClick { [unowned self] in self.endHold() }
    stopButton.onClick { [unowned self] in self.stop() }
    driver.began = { [unowned self] in
      self.capsRung = 0
      self.bellsRung = 0
      self.status.text = ""
      self.stack.show("retention")
    }
    driver.show = { [unowned self] practice, _ in self.show(practice) }
    driver.report = { [unowned self] caps, _ in
      guard caps > 0 else { return }
      self.capsRung += caps
      // With sound, the cap is heard as the recovery breath's cue, as in the terminal.
      guard !self.driver.soundPlays else { return }
      self.bellsRung += 1
      self.mainLabel.errorBell()
    }
    driver.title = { [unowned self] practice in
      practice.isFinished ? nil : "\(self.lines(practice).main) — Cadence"
    }
    driver.ended = { [unowned self] run, problem in
      let practice = run.practice
      self.status.setWrappedText(
        problem.map(self.words.recordingProblem)
          ?? self.words.retentionDone(
            roundsDone: practice.state.roundsDone, of: practice.rounds.rounds,
            holds: practice.state.holds.map(HoldText.tenths), completed: practice.isFinished))
      self.stack.show("retention-setup")
      self.afterEnd(run.recorder)
    }
  }

  /// Says `text` under the setup's Start (a mood check not kept).
  func showStatus(_ text: String) { status.setWrappedText(text) }

  /// Adds the panel's pages to the page's stack, after the page's own (the breathing's Start
  /// stays the first in the page's widgets).
  func addPages() {
    stack.add(safetyView(), name: "retention-safety")
    stack.add(setupView(), name: "retention-setup")
    stack.add(runningView(), name: "retention")
  }

  /// Whether the safety page was accepted, here or in the terminal.
  var safetySeen: Bool {
    (try? store?.store.setting(RetentionPractice.safetySeenSetting)) == "yes"
  }

  /// Shows the safety page before the first rounds ever, else the setup.
  func open() {
    stack.show(safetySeen ? "retention-setup" : "retention-safety")
  }

  /// The safety page accepted: remembered for both front ends, and the setup shown.
  func acceptSafety() {
    try? store?.store.setSetting(RetentionPractice.safetySeenSetting, to: "yes")
    stack.show("retention-setup")
  }

  /// The cap's field before it is changed: the terminal's default, 3m.
  static let defaultCapText = "3m"

  /// The cap the setup's field gives, read as `--max-hold` reads it (the engine's
  /// durations, at most ``Cadence/RetentionRounds/longestMaxHold``), or why it is refused,
  /// in the terminal's words.
  var chosenCap: Result<Duration, CapRefusal> {
    let text = maxHold.text.trimmingCharacters(in: .whitespaces)
    let cap: Duration
    do {
      cap = try ValueParser.duration.value(of: text.isEmpty ? Self.defaultCapText : text)
    } catch {
      return .failure(CapRefusal(message: words.retentionCapRefused(text, error.problem)))
    }
    guard cap <= RetentionRounds.longestMaxHold else {
      return .failure(CapRefusal(message: words.retentionCapRefused(text, nil)))
    }
    return .success(cap)
  }

  /// A cap refused, said under Start.
  struct CapRefusal: Error, Equatable {
    var message: String
  }

  /// The rounds as the setup sets them (nil: the cap is refused).
  var chosenRounds: RetentionRounds? {
    guard case .success(let cap) = chosenCap else { return nil }
    return RetentionRounds(rounds: rounds.value, breaths: breaths.value, maxHold: cap)
  }

  /// Sets the setup's fields (tests): the cap as the person writes it (`30s`, `2m`).
  func choose(rounds: Int, breaths: Int, maxHold: String) {
    self.rounds.value = rounds
    self.breaths.value = breaths
    self.maxHold.text = maxHold
  }

  /// What Start does: the rounds the setup sets, after ``beforeStart``, at the page's `now`
  /// then (tests give their own); a cap refused says why and starts nothing.
  func startChosen(now: Duration? = nil) {
    if case .failure(let refusal) = chosenCap { return status.setWrappedText(refusal.message) }
    beforeStart { [unowned self] in self.start(now: now) }
  }

  /// Starts `rounds` (the setup's unless given) at the page's `now` (tests give their own).
  func start(_ rounds: RetentionRounds? = nil, now: Duration? = nil) {
    guard let rounds = rounds ?? chosenRounds else { return }
    // The terminal's sound of the rounds: the practice's timeline, words in the window's
    // language.
    let sound = driver.makeSound()?.following(eyesClosed: false, language: words.language)
    driver.start(RetentionPractice(rounds: rounds), now: now, sound: sound)
  }

  /// Ends the hold under way (the button, Space).
  func endHold(now: Duration? = nil) { driver.perform(.endHold, now: now) }

  /// Looks at the rounds at `now`: what a wake does.
  func update(now: Duration? = nil) { driver.update(now: now) }

  /// Stops the rounds, recorded as stopped early with the holds so far.
  func stop(now: Duration? = nil) { driver.stop(now: now) }

  /// What the running page says (tests read it): the title, the stage's line, the line
  /// under it; and the setup's status.
  var shownText: (title: String, main: String, detail: String, status: String) {
    (titleLabel.text, mainLabel.text, detailLabel.text, status.wrappedText)
  }

  private func show(_ practice: RetentionPractice) {
    let state = practice.state
    titleLabel.text = words.retentionTitle(round: state.round, of: practice.rounds.rounds)
    let (main, detail) = lines(practice)
    mainLabel.text = main
    detailLabel.text = detail
    endHoldButton.setSensitive(state.stage == .holding)
  }

  /// The stage's line and the one under it, as the terminal's screen says them.
  private func lines(_ practice: RetentionPractice) -> (main: String, detail: String) {
    let state = practice.state
    let now = practice.now
    switch state.stage {
    case .countIn:
      return ("\(words.getReady) · \(Self.secondsLeft(state, now: now))", "")
    case .breathing(let breath, let inhaling):
      return (
        words.retentionBreath(inhaling: inhaling),
        words.retentionBreathCount(breath, of: practice.rounds.breaths)
      )
    case .holding:
      return (
        words.retentionHold(HoldText.seconds(now - state.since)),
        words.retentionCapNote(HoldText.seconds(practice.rounds.maxHold))
      )
    case .recovering:
      return (
        words.retentionRecovery(secondsLeft: Self.secondsLeft(state, now: now)),
        state.capped.last == true
          ? words.retentionCapped(HoldText.seconds(practice.rounds.maxHold))
          : words.retentionHeld(HoldText.tenths(state.holds.last ?? .zero))
      )
    case .finished:
      return (words.done, "")
    }
  }

  /// Whole seconds left of the stage, rounded up.
  private static func secondsLeft(_ state: RetentionRounds.State, now: Duration) -> Int {
    guard let until = state.until else { return 0 }
    let left = until - now
    let whole = Int(left.components.seconds)
    return left.components.attoseconds > 0 ? whole + 1 : whole
  }

  // MARK: views

  private func safetyView() -> Box {
    let box = Self.column()
    let title = Label(words.retentionSafetyTitle)
    title.addCSSClass("title-2")
    title.setWrap(true)
    box.append(title)
    for line in words.retentionSafetyLines {
      let label = Label("")
      label.setWrappedText("• " + line)
      label.setWrap(true)
      label.setMaxWidthChars(44)
      label.setAlign(horizontal: GTK_ALIGN_START)
      box.append(label)
    }
    let goOn = Button(words.retentionSafetyGoOn)
    goOn.addCSSClass("suggested-action")
    goOn.addCSSClass("pill")
    goOn.onClick { [unowned self] in self.acceptSafety() }
    let back = Button(words.back)
    back.setAccessibleLabel(words.retentionSafetyBackName)
    back.onClick { [unowned self] in self.onBack() }
    box.append(PageParts.buttonRow([back, goOn]))
    return box
  }

  /// The setup's field names, beside their fields.
  private(set) var captions: [Label] = []

  private func setupView() -> Box {
    maxHold.text = Self.defaultCapText
    maxHold.setWidthChars(8)
    maxHold.onActivate { [unowned self] in self.startChosen() }
    let fields: [(String, any Widget)] = [
      (words.retentionRoundsField, rounds), (words.retentionBreathsField, breaths),
      (words.retentionMaxHoldField, maxHold),
    ]
    let rows = fields.map { name, field in
      let row = Box(vertical: false, spacing: Spacing.tight)
      let caption = PageParts.fieldCaption(name)
      row.append(caption)
      captions.append(caption)
      row.append(AnyWidget(field.pointer))
      return row
    }
    status.setWrap(true)
    status.setMaxWidthChars(48)
    let box = PageParts.setup(
      title: words.retentionListTitle, fields: rows, start: startButton, status: status)
    let back = Button(words.back)
    back.addCSSClass("flat")
    back.onClick { [unowned self] in self.onBack() }
    box.append(back)
    return box
  }

  private func runningView() -> Box {
    let box = Self.column()
    titleLabel.addCSSClass("heading")
    mainLabel.addCSSClass("phase")
    mainLabel.setExpand(vertical: true)
    detailLabel.addCSSClass("dim-label")
    endHoldButton.addCSSClass("suggested-action")
    endHoldButton.addCSSClass("pill")
    endHoldButton.setSensitive(false)
    box.append(titleLabel)
    box.append(mainLabel)
    box.append(detailLabel)
    box.append(PageParts.buttonRow([endHoldButton, stopButton]))
    return box
  }

  private static func column() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    box.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    return box
  }
}
