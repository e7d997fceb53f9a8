import Cadence
import CadenceStore

/// A guided breathing session as a practice, the same for every front end (a `cadence
/// breathe` screen or lines, a program's step, the desktop's disc): actions in at an
/// instant, and out what it shows (the engine's words-free `BreathingState`), when that next
/// changes, the phases ahead, the session it records and its live status.
///
/// The rules of a breathing session live here once:
/// - it is one session (kind breathing) named as ``PatternLookup`` names the pattern, or a
///   program step's pattern id, with the program and step it belongs to;
/// - its active time is breathing time: pauses and the count-in excluded; its cycles are
///   the cycles fully breathed; it is completed only once the last cycle is breathed.
///
/// Time is the front end's, on a clock that stops while the machine sleeps: the person was
/// not breathing along.
public struct BreathePractice: Hashable, Sendable {
  /// What a person can do to a running session.
  public enum Action: Hashable, Sendable {
    /// Pause if running, resume if paused.
    case togglePause
    /// Pause (nothing if paused).
    case pause
    /// Resume (nothing if running).
    case resume
  }

  /// The pattern, its cycles and its count-in.
  public let session: BreathingSession
  /// What the session is recorded as.
  public let recording: NewSession
  /// The run with its pauses, in the practice's time.
  public private(set) var run: ActiveRun<SessionInstant>
  /// The practice's time of its latest action or look: what ``state`` shows.
  public private(set) var now: Duration

  /// `session`, recorded under `name` (and as step `program.step` of program
  /// `program.id`), started at `start`.
  public init(
    session: BreathingSession, name: String, program: (id: String, step: Int)? = nil,
    start: Duration = .zero
  ) {
    self.session = session
    recording = NewSession(
      kind: .breathe, name: name, planned: session.breathingDuration,
      cyclesPlanned: session.cycleCount, programID: program?.id, programStep: program?.step)
    run = ActiveRun(startedAt: SessionInstant(start))
    now = start
  }

  /// The name the session is recorded under.
  public var name: String { recording.name }
  /// Active session time now: the practice's time with pauses removed (count-in included).
  public var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  /// What a person following it sees now.
  public var state: BreathingState { session.state(at: elapsed) }
  /// Whether it stands paused.
  public var isPaused: Bool { run.state == .paused }
  /// Whether every cycle is breathed.
  public var isFinished: Bool { elapsed >= session.totalDuration }
  /// Cycles fully breathed now.
  public var cyclesCompleted: Int { session.cyclesCompleted(at: elapsed) }
  /// Breathing time now: pauses and the count-in excluded.
  public var breathingTime: Duration { session.breathingTime(at: elapsed) }

  /// Moves the practice's time to `now`, with no action: before reading what it shows.
  public mutating func look(at now: Duration) {
    self.now = max(self.now, now)
  }

  /// Does `action` at `now`.
  public mutating func perform(_ action: Action, at now: Duration) {
    look(at: now)
    let instant = SessionInstant(self.now)
    switch action {
    case .togglePause: run.togglePause(at: instant)
    case .pause: _ = run.pause(at: instant)
    case .resume: _ = run.resume(at: instant)
    }
  }

  /// The practice time `elapsed` of session time is reached at while it runs; `nil` while
  /// paused.
  public func instant(whenElapsedReaches elapsed: Duration) -> Duration? {
    run.instant(whenElapsedReaches: elapsed)?.offset
  }

  /// When, after `now`, the display next looks different with a guide drawn at
  /// `guideSteps` sizes (1: the text readouts only); `nil` while paused or once finished.
  public func nextVisibleChange(after now: Duration, guideSteps: Int = 1) -> Duration? {
    let elapsed = run.elapsed(at: SessionInstant(now))
    return session.nextVisibleChange(after: elapsed, guideSteps: guideSteps).flatMap(
      instant(whenElapsedReaches:))
  }

  /// When, after `now`, the phase or stage next switches; `nil` while paused or finished.
  public func nextPhaseSwitch(after now: Duration) -> Duration? {
    let elapsed = run.elapsed(at: SessionInstant(now))
    return session.nextPhaseSwitch(after: elapsed).flatMap(instant(whenElapsedReaches:))
  }

  /// The events ahead of ``now`` while it runs, within `horizon` of practice time: the
  /// start (until the first phase begins), the phase under way (for what it sounds later),
  /// each phase start (its kind, duration and the guide's move) and the end.
  public func timeline(within horizon: Duration) -> [PracticeEvent] {
    guard !isPaused, !isFinished else { return [] }
    let from = elapsed
    let until = min(session.totalDuration, from + horizon)
    var events: [PracticeEvent] = []
    // The start stays listed through the count-in (a sound joining late still finds it),
    // at the instant it began: a pause moves what is ahead, not what has been.
    if from == .zero || from < session.countIn {
      events.append(PracticeEvent(.start, at: run.startedAt.offset))
    }
    if let current = phaseUnderWay(at: from), let began = instant(whenElapsedReaches: current.at),
      let read = instant(whenElapsedReaches: from)
    {
      var phase = current
      phase.at = began
      events.append(PracticeEvent(.phaseUnderWay(phase), at: read))
    }
    events += session.phaseStarts(in: from..<until).compactMap { start in
      instant(whenElapsedReaches: start.at).map { PracticeEvent(.phase(start), at: $0) }
    }
    if session.totalDuration <= from + horizon,
      let end = instant(whenElapsedReaches: session.totalDuration)
    {
      events.append(PracticeEvent(.end, at: end))
    }
    return events
  }

  /// The phase `elapsed` falls inside of, past its first instant; `nil` in the count-in, at
  /// a phase's first instant (listed as beginning) and once finished.
  private func phaseUnderWay(at elapsed: Duration) -> BreathingPhaseStart? {
    let longest = session.pattern.phases.map(\.duration).max() ?? .zero
    let lower = max(.zero, elapsed - longest - .seconds(1))
    guard let last = session.phaseStarts(in: lower..<elapsed).last,
      last.at < elapsed, elapsed < last.at + last.duration
    else { return nil }
    return last
  }

  /// Every event ahead of ``now`` to the end (a long session has thousands of phases: sound
  /// and animation read ``timeline(within:)``).
  public var timeline: [PracticeEvent] { timeline(within: session.totalDuration) }
}

extension BreathePractice: RecordsSessions {
  /// One breathing session: active time is breathing time, cycles are the cycles fully
  /// breathed, and it has reached its end once the last cycle is done.
  public var recordedSessions: [RecordedSession] {
    let state = self.state
    return [
      RecordedSession(
        recording, active: breathingTime, cyclesCompleted: session.cyclesCompleted(in: state),
        reachedEnd: state.isFinished)
    ]
  }

  /// The whole session's clock (count-in included, as "time left" counts), and the phase:
  /// `getReady` during the count-in, else the phase's kind.
  public var liveStatus: LiveStatus? {
    let state = self.state
    guard !state.isFinished else { return nil }
    return LiveStatus(
      kind: "breathe", label: name, paused: isPaused, elapsed: elapsed,
      planned: session.totalDuration, phase: state.phase?.kind.rawValue ?? "getReady")
  }
}
