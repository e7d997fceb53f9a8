import Cadence
import CadenceStore

/// Retention rounds as every front end runs them: the engine's ``Cadence/RetentionRounds``
/// looked at an instant and told where the person ended each hold, recorded as one
/// breathing session named ``name`` with each round's hold. The terminal's screen and the
/// desktop's page keep only their widgets: the session they record is this one.
///
/// ```swift
/// var practice = RetentionPractice(rounds: RetentionRounds(rounds: 1, breaths: 30))
/// practice.perform(.endHold, at: .milliseconds(176_400))
/// practice.look(at: .seconds(200))
/// practice.recordedSessions[0].holds  // [83.4 s]
/// ```
public struct RetentionPractice: Hashable, Sendable {
  /// The name its sessions are recorded and listed under.
  public static let name = "retention"
  /// The setting that remembers the safety page was accepted, in either front end: it is
  /// shown once, ever.
  public static let safetySeenSetting = "retentionSafetySeen"

  /// What a person can do: end the hold under way (a key, the page's button).
  public enum Action: Hashable, Sendable {
    /// Ends the hold under way (Space, or the page's Breathe in button); the recovery
    /// breath follows.
    case endHold
  }

  /// The rounds, with the holds ended so far.
  public private(set) var rounds: RetentionRounds
  /// The practice's time at its latest look or action.
  public private(set) var now = Duration.zero

  /// `rounds`, at its time zero.
  public init(rounds: RetentionRounds) { self.rounds = rounds }

  /// The state at the latest look.
  public var state: RetentionRounds.State { rounds.state(at: now) }

  /// Looks at the rounds at `time` (never back): returns how many holds the cap ended
  /// between the last look and this one, so a front end rings once for each.
  @discardableResult
  public mutating func look(at time: Duration) -> Int {
    let before = state.capped.filter { $0 }.count
    now = max(now, time)
    return state.capped.filter { $0 }.count - before
  }

  /// Does `action` at `time` (an end with no hold under way changes nothing), and returns
  /// what ``look(at:)`` does.
  @discardableResult
  public mutating func perform(_ action: Action, at time: Duration) -> Int {
    let caps = look(at: time)
    switch action {
    case .endHold: rounds.endHold(at: now)
    }
    return caps
  }

  /// Whether every round is done.
  public var isFinished: Bool { state.stage == .finished }

  /// The one session: rounds planned and done, the time since the count-in, each hold.
  public var recordedSessions: [RecordedSession] {
    let state = self.state
    var session = RecordedSession(
      NewSession(kind: .breathe, name: Self.name, cyclesPlanned: rounds.rounds),
      active: max(.zero, now - rounds.countIn), cyclesCompleted: state.roundsDone,
      reachedEnd: state.stage == .finished)
    session.holds = state.holds
    return [session]
  }

  /// What `cadence status` shows: the stage as a breathing phase (a hold and the recovery
  /// are holds).
  public var liveStatus: LiveStatus? {
    let state = self.state
    let phase: String
    switch state.stage {
    case .finished: return nil
    case .countIn: phase = "getReady"
    case .breathing(_, let inhaling): phase = inhaling ? "inhale" : "exhale"
    case .holding, .recovering: phase = "hold"
    }
    return LiveStatus(
      kind: "breathe", label: Self.name, paused: false, elapsed: now, phase: phase)
  }
}

extension RetentionPractice: DrivenPractice {
  /// How many holds the cap ended since the last look (the front end rings once for each).
  public typealias Report = Int

  public mutating func advance(to now: Duration) -> Int { look(at: now) }
  public mutating func apply(_ action: Action, at now: Duration) -> Int {
    perform(action, at: now)
  }
  public var face: RetentionRounds.State { state }
  /// Never paused: a hold is a stopwatch the person ends, and a pause would end nothing.
  public var isPaused: Bool { false }
  public var isOver: Bool { isFinished }
  public var reachedEnd: Bool { isFinished }
  public func nextVisibleChange(after now: Duration) -> Duration? { rounds.nextChange(after: now) }
  /// Every event ahead to the end (sound reads ``timeline(within:)``).
  public var timeline: [PracticeEvent] { timeline(within: .seconds(3600)) }

  /// What is heard, as a breathing session's phases are: each deep breath's inhale and
  /// exhale, the hold (after the exhale) begun, the recovery breath, the end; the start
  /// while the count-in lasts. A hold under way is listed to its cap, the only end known
  /// ahead: when the person ends it, the timeline read next has the recovery at that
  /// instant, and a cap that ends it sounds as the recovery's start, which is where the
  /// screen says so. The stage under way is listed as under way (its own cue has sounded),
  /// for what it sounds later (the ticks before a hold's cap with closed eyes).
  public func timeline(within horizon: Duration) -> [PracticeEvent] {
    guard !isFinished else { return [] }
    var events: [PracticeEvent] = []
    if now < rounds.countIn { events.append(PracticeEvent(.start, at: .zero)) }
    let state = self.state
    // The stage begun at this very look (a hold the person just ended: the recovery) is
    // still ahead of its sound.
    if let phase = phase(of: state) {
      events.append(
        PracticeEvent(state.since < now ? .phaseUnderWay(phase) : .phase(phase), at: now))
    }
    var next = state.until ?? state.capAt
    while let at = next, at <= now + horizon {
      let ahead = rounds.state(at: at)
      if ahead.stage == .finished {
        events.append(PracticeEvent(.end, at: at))
        break
      }
      if let phase = phase(of: ahead) { events.append(PracticeEvent(.phase(phase), at: at)) }
      next = ahead.until ?? ahead.capAt
    }
    return events
  }

  /// The stage of `state` as a breathing phase: a deep breath's half, the hold (to its cap),
  /// the recovery breath (breathed in, then held); none in the count-in or once finished.
  private func phase(of state: RetentionRounds.State) -> BreathingPhaseStart? {
    let (kind, duration, index, guide): (BreathingPhase.Kind, Duration, Int, (Double, Double))
    switch state.stage {
    case .countIn, .finished: return nil
    case .breathing(_, let inhaling):
      (kind, duration, index, guide) =
        inhaling
        ? (.inhale, RetentionRounds.halfBreath, 0, (0, 1))
        : (.exhale, RetentionRounds.halfBreath, 1, (1, 0))
    case .holding:
      (kind, duration, index, guide) = (
        .holdAfterExhale, (state.capAt ?? state.since) - state.since, 2, (0, 0)
      )
    case .recovering:
      (kind, duration, index, guide) = (.inhale, RetentionRounds.recovery, 3, (0, 1))
    }
    var cycle = state.round
    if case .breathing(let breath, _) = state.stage { cycle = breath }
    return BreathingPhaseStart(
      at: state.since, duration: duration, cycle: cycle, phaseIndex: index, kind: kind,
      guideFrom: guide.0, guideTo: guide.1)
  }
}
