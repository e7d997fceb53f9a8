/// Retention rounds: per round, so many deep paced breaths, then a breath hold the person
/// ends (a key), never longer than a cap, then a recovery breath held for 15 s; then the
/// next round.
///
/// Like every engine value it is a function of elapsed time, with one more input: the
/// instants at which the person ended the holds (``endHold(at:)``). A hold that reaches the
/// cap ends there by itself, and the state says so.
///
/// ```swift
/// var rounds = RetentionRounds(rounds: 3, breaths: 30)
/// rounds.state(at: .seconds(93)).stage     // .holding (3 s count-in + 30 × 3 s)
/// rounds.endHold(at: .milliseconds(176_400))
/// rounds.state(at: .seconds(200)).holds     // [83.4 s]
/// ```
public struct RetentionRounds: Hashable, Sendable {
  /// Rounds when none are asked for.
  public static let defaultRounds = 3
  /// The rounds a session may have.
  public static let roundsRange = 1...10
  /// Breaths a round when none are asked for.
  public static let defaultBreaths = 30
  /// The breaths a round may have.
  public static let breathsRange = 1...60
  /// Each deep breath's inhale, and its exhale: 1.5 s each.
  public static let halfBreath = Duration.milliseconds(1500)
  /// The recovery breath's hold after each retention.
  public static let recovery = Duration.seconds(15)
  /// The cap on a hold when none is asked for: 3 minutes.
  public static let defaultMaxHold = Duration.seconds(180)
  /// The longest cap a person may ask for: 5 minutes; more is refused.
  public static let longestMaxHold = Duration.seconds(300)

  /// How many rounds.
  public let rounds: Int
  /// Deep breaths a round.
  public let breaths: Int
  /// The longest a hold lasts: it ends there if the person has not ended it.
  public let maxHold: Duration
  /// The "get ready" before the first breath.
  public let countIn: Duration
  /// Where the person ended each hold, round 1 first (a hold the cap ended is its cap's
  /// instant), on the session's time.
  public private(set) var holdEnds: [Duration] = []

  /// `rounds` rounds of `breaths` deep breaths, holds capped at `maxHold`, after `countIn`.
  public init(
    rounds: Int = defaultRounds, breaths: Int = defaultBreaths,
    maxHold: Duration = defaultMaxHold, countIn: Duration = .seconds(3)
  ) {
    precondition(Self.roundsRange.contains(rounds), "\(rounds) rounds")
    precondition(Self.breathsRange.contains(breaths), "\(breaths) breaths")
    precondition(maxHold > .zero && maxHold <= Self.longestMaxHold, "a cap of \(maxHold)")
    precondition(countIn >= .zero, "count-in \(countIn)")
    self.rounds = rounds
    self.breaths = breaths
    self.maxHold = maxHold
    self.countIn = countIn
  }

  /// A round's deep breathing: `breaths` × 3 s.
  public var breathingLength: Duration { Self.halfBreath * (2 * breaths) }

  /// What the session is doing.
  public enum Stage: Hashable, Sendable {
    /// Before the first breath.
    case countIn
    /// A deep breath of a round: its 1-based number, in or out.
    case breathing(breath: Int, inhaling: Bool)
    /// The hold after a round's breaths, until the person ends it (or the cap does).
    case holding
    /// The recovery breath, held 15 s.
    case recovering
    /// Every round is done.
    case finished
  }

  /// The session at one instant.
  public struct State: Hashable, Sendable {
    /// What it is doing.
    public var stage: Stage
    /// The round, 1-based (the last once finished; 1 during the count-in).
    public var round: Int
    /// Where the current stage (or breath half) began.
    public var since: Duration
    /// Where it ends: `nil` while a hold waits for the person (its cap is ``capAt``).
    public var until: Duration?
    /// While holding: where the cap ends the hold.
    public var capAt: Duration?
    /// Every hold ended so far, round 1 first.
    public var holds: [Duration]
    /// Whether the cap ended each of those holds.
    public var capped: [Bool]
    /// Rounds whose recovery is over.
    public var roundsDone: Int
  }

  /// The state at `elapsed` on the session's time.
  public func state(at elapsed: Duration) -> State {
    var state = State(
      stage: .countIn, round: 1, since: .zero, until: countIn, capAt: nil, holds: [],
      capped: [], roundsDone: 0)
    guard elapsed >= countIn else { return state }
    var start = countIn
    for round in 1...rounds {
      state.round = round
      let breathingEnd = start + breathingLength
      if elapsed < breathingEnd {
        let halves = Int((elapsed - start) / Self.halfBreath)
        let since = start + Self.halfBreath * halves
        state.stage = .breathing(breath: halves / 2 + 1, inhaling: halves % 2 == 0)
        (state.since, state.until) = (since, since + Self.halfBreath)
        return state
      }
      let (holdEnd, capped) = self.holdEnd(round: round, from: breathingEnd)
      if elapsed < holdEnd {
        state.stage = .holding
        (state.since, state.until) = (breathingEnd, capped ? holdEnd : nil)
        state.capAt = breathingEnd + maxHold
        return state
      }
      state.holds.append(holdEnd - breathingEnd)
      state.capped.append(capped)
      let recoveryEnd = holdEnd + Self.recovery
      if elapsed < recoveryEnd {
        state.stage = .recovering
        (state.since, state.until) = (holdEnd, recoveryEnd)
        return state
      }
      state.roundsDone = round
      start = recoveryEnd
    }
    state.stage = .finished
    (state.since, state.until) = (start, nil)
    return state
  }

  /// Where round `round`'s hold, begun at `start`, ends, and whether the cap ended it: the
  /// person's end if they gave one before the cap, else the cap (which waits for them when
  /// it is still ahead: the caller compares with now).
  private func holdEnd(round: Int, from start: Duration) -> (Duration, capped: Bool) {
    let cap = start + maxHold
    if round <= holdEnds.count, holdEnds[round - 1] < cap {
      return (max(start, holdEnds[round - 1]), false)
    }
    return (cap, true)
  }

  /// The person ends the hold under way at `elapsed`; `false` (and nothing changes) when no
  /// hold is under way then.
  @discardableResult
  public mutating func endHold(at elapsed: Duration) -> Bool {
    let state = self.state(at: elapsed)
    guard state.stage == .holding else { return false }
    // Holds the cap ended before this one are their caps' instants.
    var start = countIn
    for round in 1..<state.round {
      let breathingEnd = start + breathingLength
      let (end, _) = holdEnd(round: round, from: breathingEnd)
      if holdEnds.count < round { holdEnds.append(end) }
      start = end + Self.recovery
    }
    holdEnds.append(elapsed)
    return true
  }

  /// The next instant the session looks different after `now`: the next breath half, the
  /// next whole second of a hold or the recovery, the cap, the end of a stage; `nil` once
  /// finished (a hold waits on the person, but its seconds still change).
  public func nextChange(after now: Duration) -> Duration? {
    let state = self.state(at: now)
    switch state.stage {
    case .finished:
      return nil
    case .breathing:
      return state.until
    case .countIn, .holding, .recovering:
      let elapsed = now - state.since
      let next = state.since + .seconds(elapsed.components.seconds + 1)
      let end = state.until ?? state.capAt
      return end.map { min(next, $0) } ?? next
    }
  }
}
