import Cadence
import CadenceStore

/// A sitting as a practice, the same for every front end: a bell to start (after the
/// warm-up), interval bells, three strikes at the end; space (or a button) pauses, and
/// nothing else does.
///
/// A sitting keeps real time: its front ends run it on the clock that counts through
/// system sleep, since a person who closes the lid is still sitting and the end bell must
/// come when the time they chose is up. Once the end bell has begun it cannot be paused.
///
/// ```swift
/// var sitting = MeditatePractice(sitting: try MeditationSitting(length: .seconds(600)))
/// let rung = sitting.look(at: .zero)        // the start bell: one strike
/// sitting.face.stage                        // .sitting
/// ```
public struct MeditatePractice: Hashable, Sendable {
  /// What rang at a look: the bell whose instant came (if one did) and how many strikes
  /// sound now (the end bell's later strikes come at later looks).
  public struct Ring: Hashable, Sendable {
    /// The bell whose instant came.
    public var bell: MeditationSitting.Bell?
    /// How many strikes sound now: one at most, never a burst after a stall.
    public var strikes: Int
  }

  /// The sitting's configuration.
  public let sitting: MeditationSitting
  /// The readout's fixed format (of the longer of the warm-up and the sitting).
  public let format: DurationFormat
  /// The run with its pauses, in the practice's time.
  public private(set) var run: ActiveRun<SessionInstant>
  /// The practice's time of its latest action or look.
  public private(set) var now: Duration
  /// Which bells and strikes have sounded.
  public private(set) var chime = MeditationChime()

  /// A sitting started at `start` (its warm-up first).
  public init(sitting: MeditationSitting, start: Duration = .zero) {
    self.sitting = sitting
    format = DurationFormat(forRunOf: max(sitting.length, sitting.warmUp))
    run = ActiveRun(startedAt: SessionInstant(start))
    now = start
  }

  /// Sitting time now, warm-up included, pauses excluded.
  public var elapsed: Duration { run.elapsed(at: SessionInstant(now)) }
  /// Whether it stands paused.
  public var isPaused: Bool { run.state == .paused }
  /// Whether the end bell has begun: the sitting can no longer be paused, and ending it now
  /// completes it.
  public var endBegun: Bool { chime.endBegun }
  /// Whether the end bell has sounded all its strikes: the practice is over.
  public var isOver: Bool { chime.isDone }
  /// Whether the strikes have also rung out (``MeditationChime/ringOut`` after the last):
  /// when a screen that shows the closing (the terminal's) closes.
  public var hasRungOut: Bool { chime.hasRungOut(at: now) }
  /// Whether the sitting is closing: the end bell has begun and has not rung out. A screen
  /// says the sitting is over while the strikes sound; a person may leave at once.
  public var isClosing: Bool { endBegun && !hasRungOut }
  /// When the closing ends (``MeditationChime/closesAt``), while it is ahead of `now`.
  public func closes(after now: Duration) -> Duration? {
    chime.closesAt.flatMap { $0 > now ? $0 : nil }
  }

  /// Moves the practice's time to `now` and rings what is due: call it at every wake-up.
  @discardableResult
  public mutating func look(at now: Duration) -> Ring {
    self.now = max(self.now, now)
    let (bell, strikes) = chime.ring(sitting, elapsed: elapsed, now: self.now)
    return Ring(bell: bell, strikes: strikes)
  }

  /// Pauses or resumes at `now`; refused (returns `false`) once the end bell has begun.
  @discardableResult
  public mutating func togglePause(at now: Duration) -> Bool {
    self.now = max(self.now, now)
    guard !chime.endBegun else { return false }
    run.togglePause(at: SessionInstant(self.now))
    return true
  }

  /// For a front end that cannot ring: the sitting is over at the end bell's first strike.
  public mutating func dropLaterStrikes() { chime.dropLaterStrikes() }

  /// What a sitting shows now, in no language.
  public var face: MeditateFace {
    let elapsed = self.elapsed
    let stage = sitting.stage(at: elapsed)
    var next: MeditateFace.Next = .none
    var progress = 0.0
    switch stage {
    case .warmingUp:
      next = .start
    case .sitting:
      progress = Double((elapsed - sitting.warmUp) / sitting.length)
      if let bell = sitting.nextBell(after: elapsed), bell.kind != .end {
        next = .interval(inSeconds: (bell.ringsAt - elapsed).wholeSecondsRoundedUp)
      } else {
        next = .end
      }
    case .finished:
      progress = 1
    }
    return MeditateFace(
      stage: stage, digits: format.string(seconds: sitting.displayedSeconds(at: elapsed)),
      next: next, progress: progress, isPaused: isPaused)
  }

  /// When, after `now`, the face next changes or a strike is due; `nil` once over (or
  /// paused with no strike to come).
  public func nextVisibleChange(after now: Duration) -> Duration? {
    let change = sitting.nextVisibleChange(after: SessionInstant(now), during: run)?.offset
    return [change, chime.nextStrike].compactMap { $0 }.min()
  }

  /// The bells ahead of ``now``, each strike at its instant of the practice's time (the end
  /// bell's three), then the end: what sound places on the device's clock. Empty while
  /// paused, except the end bell's strikes once it has begun.
  public var timeline: [PracticeEvent] {
    var events = chime.strikes.enumerated().map { index, at in
      PracticeEvent(.bell(.end, strike: index + 1), at: at)
    }
    guard !isPaused else { return events }
    var after = elapsed
    // The bell due at this very instant has not rung until the next look.
    if chime.looked.map({ $0 < after }) ?? true,
      let due = sitting.bellDue(after: chime.looked, through: after)
    {
      events += strikes(of: due)
    } else if chime.looked == after,
      let rung = sitting.bellDue(after: after - .nanoseconds(1), through: after),
      rung.kind != .end
    {
      // One rung at this very look (the start bell without a warm-up, at the first look,
      // when the sound is first handed the timeline): it is still placed, on its frame by
      // an output opened ahead. Later it is not listed again; a schedule that has it keeps
      // it. (The end bell's later strikes are listed above, and it was in every timeline
      // before it rang.)
      events += strikes(of: rung)
    }
    while let bell = sitting.nextBell(after: after) {
      events += strikes(of: bell)
      after = bell.ringsAt
    }
    return events
  }

  /// `bell`'s strikes at their practice times, then the end if it is the end bell.
  private func strikes(of bell: MeditationSitting.Bell) -> [PracticeEvent] {
    guard let rings = run.instant(whenElapsedReaches: bell.ringsAt)?.offset else { return [] }
    let strikes = bell.strikeOffsets.enumerated().map { index, offset in
      PracticeEvent(.bell(bell.kind, strike: index), at: rings + offset)
    }
    return bell.kind == .end ? strikes + [PracticeEvent(.end, at: rings)] : strikes
  }
}

extension MeditatePractice: RecordsSessions {
  /// The sitting as the store keeps it: the time sat after the warm-up, up to its length.
  public var recordedSessions: [RecordedSession] {
    [
      RecordedSession(
        NewSession(kind: .meditate, name: "meditation", planned: sitting.length),
        active: min(max(.zero, elapsed - sitting.warmUp), sitting.length),
        reachedEnd: sitting.isFinished(at: elapsed))
    ]
  }

  /// As the screen counts: the warm-up's time left (phase `settling`), then the sitting's.
  public var liveStatus: LiveStatus? {
    switch sitting.stage(at: elapsed) {
    case .warmingUp:
      LiveStatus(
        kind: "meditate", paused: isPaused, elapsed: elapsed, planned: sitting.warmUp,
        phase: "settling")
    case .sitting:
      LiveStatus(
        kind: "meditate", paused: isPaused, elapsed: elapsed - sitting.warmUp,
        planned: sitting.length)
    case .finished:
      nil
    }
  }
}

/// What a sitting shows, in no language: the stage, the time left in it, what the next
/// bell is, how far the sitting has come, paused or not.
public struct MeditateFace: Hashable, Sendable {
  /// What the next bell is.
  public enum Next: Hashable, Sendable {
    /// The start bell, at the end of the warm-up.
    case start
    /// An interval bell, in this many whole seconds (rounded up).
    case interval(inSeconds: Int64)
    /// The end bell's three strikes.
    case end
    /// None: the sitting is over.
    case none
  }

  /// Warming up, sitting or finished.
  public var stage: MeditationSitting.Stage
  /// The time left in the stage, in the sitting's fixed format.
  public var digits: String
  /// What the next bell is.
  public var next: Next
  /// How far the sitting (after the warm-up) has come, 0 to 1.
  public var progress: Double
  /// Whether the clock stands still.
  public var isPaused: Bool
}
