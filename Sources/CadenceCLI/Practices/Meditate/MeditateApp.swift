import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen sitting: a calm screen with the time left in big digits, the next bell,
/// and nothing that moves but the seconds. A bell at the start (after the warm-up), at each
/// interval, three at the end; space pauses, `q` ends the sitting early. From the end bell's
/// first strike the screen says the sitting is over and stays while the strikes sound and
/// ring out (`MeditationChime.ringOut` after the last), unless `q` closes it.
///
/// The sitting itself is the shared `MeditatePractice` (the desktop's meditate page runs
/// the same value): it keeps real time (see ``MeditateInTerminal``), so Ctrl-Z and the
/// machine sleeping do not stop a sitting, only space does. The app maps keys to its
/// actions, its strikes to the terminal's bell and its `MeditateFace` to a ``ClockFace``.
struct MeditateApp: RecordableApp {
  private(set) var practice: MeditatePractice
  var sitting: MeditationSitting { practice.sitting }
  var format: DurationFormat { practice.format }
  var run: ActiveRun<SessionInstant> { practice.run }
  var now: Duration { practice.now }
  var chime: MeditationChime { practice.chime }
  /// Post a notification when the end bell rings.
  var notify = false
  /// Every message in the sitting's language.
  let words: any Catalogue
  /// The key help while sitting, while paused and while closing, looked up once.
  private let keys: (running: [KeyHelp.Entry], paused: [KeyHelp.Entry], closing: [KeyHelp.Entry])

  init(sitting: MeditationSitting, words: any Catalogue) {
    practice = MeditatePractice(sitting: sitting)
    self.words = words
    let end = KeyHelp.Entry(key: "q", action: words.keyAction(.end))
    keys = (
      [.init(key: words.keyName(.space), action: words.keyAction(.pause)), end],
      [.init(key: words.keyName(.space), action: words.keyAction(.resume)), end],
      [.init(key: "q", action: words.keyAction(.close))]
    )
  }

  var elapsed: Duration { practice.elapsed }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    if let ending = Ending.leaving(on: event, quit: practice.endBegun ? .completed : .stopped) {
      practice.look(at: now)
      return .quit(ending)
    }
    if case .key(.character(" ")) = event { practice.togglePause(at: now) }
    let rung = practice.look(at: now)
    var effects = Array(repeating: TerminalEffect.bell, count: rung.strikes)
    if notify, rung.bell?.kind == .end {
      effects.append(.notify(NotificationText.sittingEnded.notice(in: words)))
    }
    // The screen closes once the end bell's strikes have rung out, not as the last begins.
    return UpdateResult(ending: practice.hasRungOut ? .completed : nil, effects: effects)
  }

  /// The practice's events ahead, for its sound.
  var soundTimeline: [PracticeEvent] { practice.timeline }

  /// `19:59 · Meditation`, a pause sign before it while paused.
  var terminalTitle: String? {
    let face = practice.face
    return (face.isPaused ? "‖ " : "") + face.digits + " · " + words.practiceName(.meditate)
  }

  func nextDeadline(after now: Duration) -> Duration? {
    [practice.nextVisibleChange(after: now), practice.closes(after: now)].compactMap { $0 }.min()
  }

  func render(into buffer: inout Buffer) {
    face.render(into: &buffer)
  }

  func changes(since previous: MeditateApp) -> [String] {
    face.changes(since: previous.face)
  }

  var face: ClockFace {
    let sitting = practice.face
    var face = ClockFace(title: words.meditateTitle, readout: sitting.digits)
    face.progress = sitting.progress
    face.status = Self.status(sitting, format: format, words: words)
    if sitting.isPaused {
      face.status = words.pausedHint
      face.statusStyle = Style(foreground: .yellow, bold: true)
      face.readoutStyle.dim = true
    }
    face.keys = sitting.isPaused ? keys.paused : keys.running
    if practice.isClosing {
      // The end bell's strikes sound: the sitting is over, the screen stays until they
      // have rung out (MeditationChime.ringOut), and q closes it at once.
      face.status = words.sittingOver
      face.keys = keys.closing
    }
    return face
  }

  /// "settling in", "next bell in 04:59", "three bells at the end", "the sitting is over".
  static func status(
    _ face: MeditateFace, format: DurationFormat, words: any SittingWords
  ) -> String {
    switch face.next {
    case .start: words.settlingIn
    case .interval(let seconds): words.nextBellIn(format.string(seconds: seconds))
    case .end: words.endBellsNext
    case .none: words.sittingOver
    }
  }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
}
