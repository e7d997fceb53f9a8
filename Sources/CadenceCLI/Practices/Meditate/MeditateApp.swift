import Cadence
import CadencePractice
import CadenceStore
import TerminalUI

/// The full-screen sitting: a calm screen with the time left in big digits, the next bell,
/// and nothing that moves but the seconds. A bell at the start (after the warm-up), at each
/// interval, three at the end; space pauses, `q` ends the sitting early.
///
/// It keeps real time (see ``MeditatePractice``): Ctrl-Z and the machine sleeping do not
/// stop a sitting, only space does.
struct MeditateApp: RecordableApp {
  let sitting: MeditationSitting
  let format: DurationFormat
  private(set) var run = ActiveRun(startedAt: SessionInstant(.zero))
  private(set) var now: Duration = .zero
  private(set) var chime = MeditationChime()
  /// Post a notification when the end bell rings.
  var notify = false
  /// Every message in the sitting's language.
  let words: any Catalogue
  /// The key help while sitting and while paused, looked up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry])

  init(sitting: MeditationSitting, words: any Catalogue) {
    self.sitting = sitting
    self.words = words
    format = DurationFormat(forRunOf: max(sitting.length, sitting.warmUp))
    let end = KeyHelp.Entry(key: "q", action: words.keyAction(.end))
    keys = (
      [.init(key: "space", action: words.keyAction(.pause)), end],
      [.init(key: "space", action: words.keyAction(.resume)), end]
    )
  }

  var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    self.now = now
    if let ending = Ending.leaving(on: event, quit: chime.endBegun ? .completed : .stopped) {
      return .quit(ending)
    }
    switch event {
    case .key(.character(" ")) where !chime.endBegun:
      run.togglePause(at: SessionInstant(now))
    default:
      break
    }
    let (bell, strikes) = chime.ring(sitting, elapsed: elapsed, now: now)
    var effects = Array(repeating: TerminalEffect.bell, count: strikes)
    if notify, bell?.kind == .end {
      effects.append(.notify(NotificationText.sittingEnded.notice(in: words)))
    }
    return UpdateResult(ending: chime.isDone ? .completed : nil, effects: effects)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    let change = sitting.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
    return [change, chime.nextStrike].compactMap { $0 }.min()
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  func changes(since previous: MeditateApp) -> [String] {
    face.changes(since: previous.face)
  }

  var face: ClockFace {
    let elapsed = self.elapsed
    var face = ClockFace(
      title: words.meditateTitle,
      readout: format.string(seconds: sitting.displayedSeconds(at: elapsed)))
    switch sitting.stage(at: elapsed) {
    case .warmingUp:
      face.status = words.settlingIn
    case .sitting:
      face.status = Self.nextBellText(sitting, at: elapsed, format: format, words: words)
      face.progress = Double((elapsed - sitting.warmUp) / sitting.length)
    case .finished:
      face.status = words.sittingOver
      face.progress = 1
    }
    if run.state == .paused {
      face.status = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    }
    face.keys = run.state == .paused ? keys.paused : keys.running
    return face
  }

  /// "next bell in 04:59", or "three bells at the end" when the next is the end.
  static func nextBellText(
    _ sitting: MeditationSitting, at elapsed: Duration, format: DurationFormat,
    words: any Catalogue
  ) -> String {
    guard let bell = sitting.nextBell(after: elapsed), bell.kind != .end else {
      return words.endBellsNext
    }
    return words.nextBellIn(
      format.string(seconds: (bell.ringsAt - elapsed).wholeSecondsRoundedUp))
  }

  var recordedSessions: [RecordedSession] {
    [MeditatePractice.session(of: sitting, at: elapsed)]
  }
}
