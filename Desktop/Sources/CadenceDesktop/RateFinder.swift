import CGtk
import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import Foundation
import GtkGlue

/// Find your rate on the breathe page (issue 46): the engine's `ResonanceAssessment`, as
/// `cadence breathe resonance --find` runs it. Each rate is an ordinary breathing session
/// the page runs and records under its pace's name (`resonance 6.5`); a rest goes before
/// every rate but the first (the next rate, the seconds left, Start now and Stop); the
/// question follows the last, and the answer becomes the `breathe.bpm` setting the terminal's
/// `--find` writes, so `resonance` in either front end then breathes at it. A rate stopped
/// before its end, Stop at a rest, or no answer stores nothing.
///
/// The rests keep time on the suspending clock (a closed lid stops them, as it stops the
/// terminal's); one timeout at each second of the countdown.
@MainActor
final class RateFinder {
  /// Where the protocol is.
  enum Stage: Hashable {
    /// Not finding a rate.
    case idle
    /// Breathing the rate at this index.
    case step(Int)
    /// Resting before the rate at this index.
    case rest(before: Int)
    /// Every rate breathed: which felt easiest?
    case question
  }

  /// The environment variable that shortens each rate to so many seconds (whole breaths, at
  /// least one), the terminal's: for trying the protocol by hand without eleven minutes.
  static let stepVariable = "CADENCE_FIND_STEP_SECONDS"

  private(set) var stage = Stage.idle
  /// The protocol under way (or the last one).
  private(set) var assessment = ResonanceAssessment()
  /// How long each rate is breathed (``stepVariable`` shortens it).
  var stepLength: Duration
  /// The rests' time since the page was made (tests give their own instants).
  let clock = PageClock(.suspending)

  /// Starts a rate's session on the page, titled `heading`, at the page's `now` (nil: now).
  var breathe: @MainActor (ResonanceAssessment.Step, _ heading: String, _ now: Duration?) -> Void =
    { _, _, _ in }
  /// Shows the protocol's views in the page's stack by name.
  var show: @MainActor (String) -> Void = { _ in }
  /// The protocol ended: the page's setup says `message`.
  var finished: @MainActor (_ message: String) -> Void = { _ in }

  private let store: DesktopStore?
  private let words: any DesktopWords
  /// When the rest under way began, on ``clock``.
  private(set) var restStart = Duration.zero
  private var wake = PageWake()
  private let nextLabel = Label("")
  private let restLabel = Label("")
  private let startNowButton: Button
  private let restStopButton: Button
  let restView: Box
  let questionView: Box
  /// One answer a rate, in the order they are breathed (the engine's rates: the same
  /// whatever the ratio).
  private let choiceButtons: [Button]

  init(store: DesktopStore?, words: any DesktopWords, environment: [String: String]) {
    self.store = store
    self.words = words
    stepLength =
      environment[Self.stepVariable].flatMap(Int.init)
      .flatMap { (1...120).contains($0) ? Duration.seconds($0) : nil }
      ?? ResonanceAssessment.stepLength
    choices = ResonanceAssessment.rates.enumerated().map { index, tenths in
      "\(index + 1)  " + words.findChoice(rate: "\(tenths / 10).\(tenths % 10)")
    }
    choiceButtons = choices.map { Button($0) }
    startNowButton = Button(words.findStartNowButton)
    restStopButton = Button(words.stop)
    restStopButton.setAccessibleLabel(words.findStopName)
    restView = Self.column()
    questionView = Self.column()
    nextLabel.addCSSClass("title-2")
    nextLabel.setWrap(true)
    restLabel.addCSSClass("dim-label")
    startNowButton.addCSSClass("suggested-action")
    startNowButton.addCSSClass("pill")
    restView.append(nextLabel)
    restView.append(restLabel)
    restView.append(PageParts.buttonRow([startNowButton, restStopButton]))
    startNowButton.onClick { [unowned self] in self.startNow() }
    restStopButton.onClick { [unowned self] in self.stop() }
    let question = Label(words.findQuestion)
    question.addCSSClass("title-2")
    question.setWrap(true)
    questionView.append(question)
    let column = Box(vertical: true, spacing: Spacing.tight)
    column.setHomogeneous(true)
    for button in choiceButtons { column.append(button) }
    questionView.append(column)
    for (index, button) in choiceButtons.enumerated() {
      button.onClick { [unowned self] in self.answer(index) }
    }
    let none = Button(words.findNoneButton)
    none.addCSSClass("flat")
    none.onClick { [unowned self] in self.answer(nil) }
    questionView.append(none)
  }

  /// Whether a protocol is under way (a rate, a rest or the question).
  var isActive: Bool { stage != .idle }

  /// What the rest says (tests read it): the next rate, the seconds left.
  var restText: (next: String, left: String) { (nextLabel.text, restLabel.text) }
  /// The answers offered, in the order the rates are breathed (tests read them).
  let choices: [String]

  /// Starts the protocol: the first rate at once, breathed in `ratio`, each after `countIn`.
  func begin(
    ratio: ResonancePace.Ratio, countIn: Duration = BreathingSession.defaultCountIn,
    now: Duration? = nil
  ) {
    wake.cancel()
    assessment = ResonanceAssessment(ratio: ratio, countIn: countIn, stepLength: stepLength)
    breatheStep(0, now: now)
  }

  private func breatheStep(_ index: Int, now: Duration?) {
    wake.cancel()
    stage = .step(index)
    let steps = assessment.steps
    breathe(steps[index], words.findStepHeading(step: index + 1, of: steps.count), now)
  }

  /// The rate's session ended (recorded); `completed` when every breath of it was breathed.
  /// Then a rest, or the question after the last; a rate stopped early ends the protocol.
  func stepEnded(completed: Bool, now: Duration? = nil) {
    guard case .step(let index) = stage else { return }
    guard completed else { return end(words.findStopped) }
    let next = index + 1
    guard next < assessment.steps.count else { return ask() }
    stage = .rest(before: next)
    restStart = now ?? clock.now()
    nextLabel.text = words.findNext(rate: assessment.steps[next].pace.rate)
    show("find-rest")
    update(now: now)
  }

  /// The session of a rate did not start (closed eyes with nothing to hear): nothing more.
  func abandon() {
    wake.cancel()
    stage = .idle
  }

  /// Looks at the rest at the rests' `now`: the seconds left, or the next rate once it is
  /// over.
  func update(now: Duration? = nil) {
    guard case .rest(let next) = stage else { return }
    let now = now ?? clock.now()
    let left = assessment.rest - (now - restStart)
    guard left > .zero else { return breatheStep(next, now: nil) }
    let whole = Int(left.components.seconds)
    let seconds = left.components.attoseconds > 0 ? whole + 1 : whole
    restLabel.text = words.findRest(secondsLeft: seconds)
    // The next whole second of the countdown.
    let untilNext = left - .seconds(seconds - 1)
    // Weak: a timeout is the main loop's, and may outlive a page let go of mid-rest.
    wake.arm(in: untilNext) { [weak self] in self?.update() }
  }

  /// Start now at a rest: the next rate at once.
  func startNow(now: Duration? = nil) {
    guard case .rest(let next) = stage else { return }
    breatheStep(next, now: now)
  }

  /// Stop at a rest, or at the question (as None): no rate is stored.
  func stop() {
    switch stage {
    case .rest: end(words.findStopped)
    case .question: answer(nil)
    case .idle, .step: break
    }
  }

  private func ask() {
    stage = .question
    show("find-question")
  }

  /// The answer to the question: the rate at `index` (in the order breathed) kept as
  /// `breathe.bpm`, or none (`nil`), which keeps what was set.
  func answer(_ index: Int?) {
    guard stage == .question else { return }
    let setting = BreathePractice.Settings.breathsPerMinute
    guard let index, assessment.steps.indices.contains(index) else {
      let current = (try? store?.storedSettings())?.value(setting)
      let rate = current.map { "\($0 / 10).\($0 % 10)" } ?? setting.defaultText
      return end(words.findNoneChosen(setting: setting.key, current: rate))
    }
    let pace = assessment.steps[index].pace
    // Without a store nothing is kept: said as the rest of the window says it.
    guard let store else { return end(words.storeUnavailable) }
    do {
      try store.set(setting.erased, to: pace.rate)
    } catch {
      return end(words.findNotSaved(rate: pace.rate, setting: setting.key, error))
    }
    end(words.findChosen(rate: pace.rate, setting: setting.key))
  }

  /// A key while the rest or the question is shown: Space or Enter starts the next rate,
  /// Escape stops; 1 to 5 answer the question, Escape answers none. Whether it was taken.
  func key(_ keyval: UInt32) -> Bool {
    let escape = UInt32(GDK_KEY_Escape)
    switch stage {
    case .rest:
      if keyval == UInt32(GDK_KEY_space) || keyval == UInt32(GDK_KEY_Return) {
        startNow()
        return true
      }
      if keyval == escape {
        stop()
        return true
      }
    case .question:
      let count = UInt32(assessment.steps.count)
      for one in [UInt32(GDK_KEY_1), UInt32(GDK_KEY_KP_1)]
      where (one..<one + count).contains(keyval) {
        answer(Int(keyval - one))
        return true
      }
      if keyval == escape {
        answer(nil)
        return true
      }
    case .idle, .step: break
    }
    return false
  }

  private func end(_ message: String) {
    wake.cancel()
    stage = .idle
    finished(message)
  }

  private static func column() -> Box {
    let box = Box(vertical: true, spacing: Spacing.regular)
    box.setMargins(Spacing.loose)
    box.setAlign(horizontal: GTK_ALIGN_CENTER, vertical: GTK_ALIGN_CENTER)
    return box
  }
}
