import Cadence
import CadencePractice
import CadenceStore
import CadenceWords
import TerminalUI

/// The full-screen breathing trainer: the guide, the phase and its seconds left, the
/// cycle and the time left; space pauses, `q` stops early.
///
/// The session's rules, timing and recording are the shared `BreathePractice`'s (the
/// desktop's disc runs the same value): everything shown is its state at the run's active
/// elapsed time, and the app asks to wake exactly when that picture next changes, at the
/// number of radii the guide can draw on this terminal — never during a hold except for
/// the seconds-left text. It runs on the loop's clock, which the launcher sets to one that
/// stops while the machine sleeps; Ctrl-Z pauses the run until the process continues.
package struct BreatheApp: TerminalApp {
  /// How the session is shown and cued.
  package struct Options: Hashable, Sendable {
    /// Ring once when an inhale starts and twice when an exhale starts, and once at the end.
    package var bell = false
    /// No guide animation: the phase and its countdown only.
    package var reduceMotion = false
    /// The title line, e.g. "Box breathing · 4-4-4-4".
    package var title = ""
    /// Post a notification when every cycle is breathed.
    package var notify = false
    /// The language of everything shown.
    package var language = Language.english
    /// Start with closed eyes: one dim line, no motion, the cues carrying the session (`e`
    /// toggles it).
    package var eyesClosed = false

    /// Options; all off by default.
    package init(
      bell: Bool = false, reduceMotion: Bool = false, title: String = "",
      language: Language = .english
    ) {
      self.bell = bell
      self.reduceMotion = reduceMotion
      self.title = title
      self.language = language
    }
  }

  /// The delay between the two bells that mark an exhale, so they are heard as two.
  static let secondBellDelay = Duration.milliseconds(200)

  /// The shared session: its run, rules and recording.
  private(set) package var practice: BreathePractice
  package let options: Options
  /// How the run ended, once it has.
  private(set) var ending: Ending?
  private var pausedBySuspend = false
  /// The stage, cycle and phase last seen, to notice when a new phase has started; `nil`
  /// before the first event, so the first phase (with no count-in, the first inhale) is
  /// new then and rings like every other.
  private var shownPhase: PhaseMark?
  /// When the second of an exhale's two bells is due (loop time).
  private var secondBellAt: Duration?
  /// The terminal's size: the first event, before the first frame.
  private(set) var size: Size? {
    didSet { guideSteps = Self.guideSteps(size: size, still: isStill) }
  }
  /// Whether the person follows with closed eyes now: the screen is one dim line and never
  /// moves, and the phases ring the bell (which the loop leaves silent while sound plays), so
  /// that a person who closes them where sound cannot play still hears each breath.
  private(set) package var eyesClosed: Bool {
    didSet { guideSteps = Self.guideSteps(size: size, still: isStill) }
  }
  /// Whether nothing on the screen moves: reduced motion, or closed eyes.
  var isStill: Bool { options.reduceMotion || eyesClosed }
  /// Whether the phases ring the terminal bell.
  var ringsBells: Bool { options.bell || eyesClosed }
  /// How many radii the guide can draw at the current size (1 without a guide): worked out
  /// once per size, since the kernel asks for the next deadline at every wake-up.
  private(set) package var guideSteps = 1
  let format: DurationFormat
  /// Every message in ``Options/language``.
  let words: any Catalogue
  /// What the screen says that never changes during a run, looked up once: each phase's
  /// caption in pattern order, the pause line, the key help when running and when paused.
  let phaseTitles: [String]
  let pausedHint: String
  let keyHelp: (running: KeyHelp, paused: KeyHelp)

  /// An app for `session`, recorded under its pattern's spec; the run starts at loop time
  /// zero (the first frame).
  package init(session: BreathingSession, options: Options = Options()) {
    self.init(
      practice: BreathePractice(session: session, name: session.pattern.spec), options: options)
  }

  /// An app for `practice`, which starts at loop time zero (the first frame).
  package init(practice: BreathePractice, options: Options = Options()) {
    self.practice = practice
    let session = practice.session
    self.options = options
    eyesClosed = options.eyesClosed
    words = options.language.catalogue
    let pattern = session.pattern
    phaseTitles = pattern.phases.indices.map { [words] index in
      pattern.isTopUp(phaseAt: index) ? words.topUp : words.phase(pattern.phases[index].kind)
    }
    pausedHint = words.pausedHint
    let eyes = (String(Self.eyesKey), words.keyAction(.eyesClosed))
    keyHelp = (
      KeyHelp([
        (words.keyName(.space), words.keyAction(.pause)), eyes, ("q", words.keyAction(.quit)),
      ]),
      KeyHelp([
        (words.keyName(.space), words.keyAction(.resume)), eyes, ("q", words.keyAction(.quit)),
      ])
    )
    format = DurationFormat(forRunOf: session.totalDuration)
  }

  package var session: BreathingSession { practice.session }
  /// What the session is recorded as.
  package var recording: NewSession { practice.recording }
  var run: ActiveRun<SessionInstant> { practice.run }
  /// The loop time of the last event.
  var now: Duration { practice.now }
  /// Active session time at the last event: loop time with pauses removed.
  package var elapsed: Duration { practice.elapsed }
  /// The session's state at the last event.
  package var state: BreathingState { practice.state }
  /// Whether the run is paused (by space or by a suspend).
  package var isPaused: Bool { practice.isPaused }

  /// Cycles fully breathed by the last event.
  package var cyclesCompleted: Int { practice.cyclesCompleted }

  /// Breathing time done by the last event: active time after the count-in.
  package var breathingTime: Duration { practice.breathingTime }

  package mutating func update(_ event: TerminalEvent, at now: Duration) -> UpdateResult {
    practice.look(at: now)
    if let leaving = Ending.leaving(on: event, quit: .stopped) {
      ending = leaving
      return .quit(leaving)
    }
    switch event {
    case .key(.character(" ")):
      practice.perform(.togglePause, at: now)
      pausedBySuspend = false
    case .key(.character(Self.eyesKey)), .key(.character("E")):
      eyesClosed.toggle()
    case .suspended:
      if !practice.isPaused {
        practice.perform(.pause, at: now)
        pausedBySuspend = true
      }
    case .resumed:
      if pausedBySuspend { practice.perform(.resume, at: now) }
      pausedBySuspend = false
    case .resize(let size):
      self.size = size
    default:
      break
    }
    return cues(at: now)
  }

  /// The bells due now, and the end of the session.
  private mutating func cues(at now: Duration) -> UpdateResult {
    let state = self.state
    var effects: [TerminalEffect] = []
    if let due = secondBellAt, now >= due {
      secondBellAt = nil
      effects.append(.bell)
    }
    let mark = PhaseMark(state)
    if mark != shownPhase {
      shownPhase = mark
      if ringsBells, state.stage == .breathing {
        switch state.phase?.kind {
        case .inhale:
          effects.append(.bell)
        case .exhale:
          effects.append(.bell)
          secondBellAt = now + Self.secondBellDelay
        default:
          break
        }
      }
    }
    if state.isFinished {
      ending = .completed
      var effects: [TerminalEffect] = ringsBells ? [.bell] : []
      if options.notify {
        effects.append(
          .notify(NotificationText.breathingEnded(title: options.title).notice(in: words)))
      }
      return UpdateResult(ending: .completed, effects: effects)
    }
    return UpdateResult(effects: effects)
  }

  /// The next instant the picture changes: the guide's next radius, a phase switch, a
  /// second of a countdown; or the second bell. Nothing while paused.
  /// The practice's events ahead, for its sound: the next 30 s (a long session has thousands of phases).
  package var soundTimeline: [PracticeEvent] { practice.timeline(within: .seconds(30)) }
  package var soundPreparation: [PracticeEvent] { practice.timeline }

  /// `Breathe in · 02:58`: the phase and the session's time left (the count-in's word
  /// before it), a pause sign before it while paused.
  package var terminalTitle: String? { calmLine(state) }

  /// `Breathe in · 02:58`: the phase and the session's time left, a pause sign before it
  /// while paused; the title, and the one line a screen followed with closed eyes shows.
  func calmLine(_ state: BreathingState) -> String {
    let phase: String =
      switch state.stage {
      case .countIn: words.getReady
      case .breathing: state.phaseIndex.map { phaseTitles[$0] } ?? ""
      case .finished: words.done
      }
    return (isPaused ? "‖ " : "") + phase + " · "
      + format.string(seconds: Int64(state.remainingSeconds))
  }

  /// The key that closes and opens the eyes.
  static let eyesKey: Character = "e"

  package func nextDeadline(after now: Duration) -> Duration? {
    let change = practice.nextVisibleChange(after: now, guideSteps: guideSteps)
    guard let bell = secondBellAt else { return change }
    return min(bell, change ?? bell)
  }

  private static func guideSteps(size: Size?, still: Bool) -> Int {
    guard !still, let size else { return 1 }
    return BreatheLayout(size: size, reduceMotion: false).guide.map {
      BreathingGuideView.Geometry(fitting: $0).steps
    } ?? 1
  }
}

/// Which phase is showing: a change means a new phase (or stage) has started.
struct PhaseMark: Hashable {
  var stage: BreathingState.Stage
  var cycle: Int
  var phaseIndex: Int?

  init(_ state: BreathingState) {
    stage = state.stage
    cycle = state.cycle
    phaseIndex = state.phaseIndex
  }
}
