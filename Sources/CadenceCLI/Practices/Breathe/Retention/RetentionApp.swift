import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// `cadence breathe retention` on a full screen: the practice layer's `RetentionPractice`
/// (the engine's ``Cadence/RetentionRounds``), space ending each hold, recorded as one
/// breathing session named `retention` with each round's hold, as the desktop records it.
///
/// The hold is a stopwatch only the person ends: nothing else moves on the screen, the
/// seconds held are counted, and at the cap the hold ends with a bell and a line saying so.
struct RetentionApp: RecordableApp {
  /// The name its sessions are recorded and listed under.
  static let name = RetentionPractice.name

  /// The rounds and the holds, as of the last event.
  private(set) var practice: RetentionPractice
  var rounds: RetentionRounds { practice.rounds }
  let words: any Catalogue
  /// The loop time of the last event.
  var now: Duration { practice.now }
  /// Whether it renders (full screen) or runs unseen (plain lines: holds end at the cap).
  let fullScreen: Bool
  private let keyHelp: (holding: KeyHelp, other: KeyHelp)
  /// Holds ended by the cap, already rung for.
  private var capsRung = 0

  init(rounds: RetentionRounds, language: Language, fullScreen: Bool = true) {
    practice = RetentionPractice(rounds: rounds)
    self.fullScreen = fullScreen
    words = language.catalogue
    keyHelp = (
      KeyHelp([(words.keyName(.space), words.retentionEndHold), ("q", words.keyAction(.quit))]),
      KeyHelp([("q", words.keyAction(.quit))])
    )
  }

  /// The state at the last event.
  var state: RetentionRounds.State { practice.state }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    if let ending = Ending.leaving(on: event, quit: .stopped) { return .quit(ending) }
    if case .key(.character(" ")) = event { practice.perform(.endHold, at: now) }
    let state = self.state
    var effects: [TerminalEffect] = []
    let caps = state.capped.filter { $0 }.count
    if caps > capsRung {
      capsRung = caps
      effects.append(.bell)
    }
    if state.stage == .finished { return UpdateResult(ending: .completed, effects: effects) }
    return UpdateResult(effects: effects)
  }

  func nextDeadline(after now: Duration) -> Duration? { rounds.nextChange(after: now) }

  /// The breaths, the hold, the recovery and the end, as the desktop's page plays them.
  var soundTimeline: [PracticeEvent] { practice.timeline(within: .seconds(30)) }

  func render(into buffer: inout Buffer) {
    let area = Rect(buffer.size)
    guard fullScreen, !area.isEmpty else { return }
    let state = self.state
    let middle = area.rows / 2
    buffer.render(
      TextLine(
        words.retentionTitle(round: state.round, of: rounds.rounds), style: Style(bold: true)),
      in: area.row(0))
    let (main, detail) = lines(state)
    buffer.render(TextLine(main, style: Style(bold: true)), in: area.row(max(1, middle - 1)))
    if area.rows > 3 {
      buffer.render(TextLine(detail, style: Style(dim: true)), in: area.row(middle + 1))
    }
    if area.rows > 4 {
      buffer.render(
        state.stage == .holding ? keyHelp.holding : keyHelp.other, in: area.row(area.rows - 1))
    }
  }

  /// The stage's line and the one under it.
  func lines(_ state: RetentionRounds.State) -> (String, String) {
    switch state.stage {
    case .countIn:
      return (words.countIn(secondsLeft: secondsLeft(state)), "")
    case .breathing(let breath, let inhaling):
      return (
        words.retentionBreath(inhaling: inhaling),
        words.retentionBreathCount(breath, of: rounds.breaths)
      )
    case .holding:
      return (
        words.retentionHold(HoldText.seconds(now - state.since)),
        words.retentionCapNote(HoldText.seconds(rounds.maxHold))
      )
    case .recovering:
      let held = state.holds.last ?? .zero
      return (
        words.retentionRecovery(secondsLeft: secondsLeft(state)),
        state.capped.last == true
          ? words.retentionCapped(HoldText.seconds(rounds.maxHold))
          : words.retentionHeld(HoldText.tenths(held))
      )
    case .finished:
      return (words.done, "")
    }
  }

  /// Whole seconds left of the stage, rounded up.
  private func secondsLeft(_ state: RetentionRounds.State) -> Int {
    guard let until = state.until else { return 0 }
    let left = until - now
    let whole = Int(left.components.seconds)
    return left.components.attoseconds > 0 ? whole + 1 : whole
  }

  var terminalTitle: String? { fullScreen ? lines(state).0 : nil }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }

  var liveStatus: LiveStatus? { practice.liveStatus }
}
