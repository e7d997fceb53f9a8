import Cadence
import CadencePractice
import CadenceStore

/// A breathing session printed line by line, one line per phase (`cycle 1/4  inhale 4s`),
/// for `--plain` and for output that is not a terminal. No animation, no keys.
///
/// It wakes at each phase switch and prints the phase showing when it woke: after a stall
/// it skips to the current phase and never prints the missed ones.
struct BreatheLines: RecordableApp {
  /// The shared session, only looked at: without keys there are no pauses.
  private(set) var practice: BreathePractice
  /// The language of the lines.
  let words: any Catalogue
  private var shown: PhaseMark?
  /// Post a notification titled this when every cycle is breathed; `nil`: none.
  var notifyTitle: String?

  init(practice: BreathePractice, words: any Catalogue) {
    self.practice = practice
    self.words = words
  }

  var session: BreathingSession { practice.session }
  /// Active session time at the latest event.
  var elapsed: Duration { practice.elapsed }

  mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    switch event {
    case .resize, .deadline:
      let state = session.state(at: elapsed)
      if state.isFinished {
        guard let notifyTitle else { return .quit(.completed) }
        let notice = NotificationText.breathingEnded(title: notifyTitle).notice(in: words)
        return UpdateResult(ending: .completed, effects: [.notify(notice)])
      }
      let mark = PhaseMark(state)
      guard mark != shown else { return .continue }
      shown = mark
      return .effects(
        .write(Self.line(for: state, countIn: session.countIn, words: words) + "\n"))
    case .signal(let number):
      return .quit(.signal(number))
    default:
      return .continue
    }
  }

  /// The practice's events ahead, for its sound: the next 30 s (a long session has thousands of phases).
  var soundTimeline: [PracticeEvent] { practice.timeline(within: .seconds(30)) }
  var soundPreparation: [PracticeEvent] { practice.timeline }

  func nextDeadline(after now: Duration) -> Duration? {
    practice.nextPhaseSwitch(after: now)
  }

  var recordedSessions: [RecordedSession] { practice.recordedSessions }
  var liveStatus: LiveStatus? { practice.liveStatus }

  /// `get ready 3s`, `cycle 1/4  inhale 4s`, `cycle 1/4  hold 7s`, `cycle 1/4  exhale 8s`
  /// (in English; `words` says them).
  static func line(
    for state: BreathingState, countIn: Duration, words: any Catalogue
  ) -> String {
    guard state.stage == .breathing, let phase = state.phase else {
      return words.plainCountIn(seconds: number(countIn))
    }
    return words.plainPhase(
      cycle: state.cycle, of: state.cycleCount, phase.kind, seconds: number(phase.duration))
  }

  /// Seconds as the shortest decimal to the millisecond, with a unit: `4s`, `5.5s`, `0.25s`.
  static func seconds(_ duration: Duration) -> String {
    number(duration) + "s"
  }

  /// Seconds as the shortest decimal to the millisecond: `4`, `5.5`, `0.25`.
  static func number(_ duration: Duration) -> String {
    let (whole, attoseconds) = duration.components
    var milliseconds = (attoseconds + 500_000_000_000_000) / 1_000_000_000_000_000
    var wholeSeconds = whole
    if milliseconds == 1000 {
      wholeSeconds += 1
      milliseconds = 0
    }
    guard milliseconds > 0 else { return "\(wholeSeconds)" }
    var digits = String(milliseconds)
    digits = String(repeating: "0", count: 3 - digits.count) + digits
    while digits.hasSuffix("0") { digits.removeLast() }
    return "\(wholeSeconds).\(digits)"
  }
}
