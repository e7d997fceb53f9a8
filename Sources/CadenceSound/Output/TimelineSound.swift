import CadencePractice
import CadenceSystem

/// A practice's sound for any front end: it opens one ``SoundOutput`` beside the practice,
/// off the practice's thread, then follows the practice's timeline, passing its cues on when
/// they have changed (a pause, a skip, a minute more, a new phase in the horizon).
///
/// Why beside and not before: a sound server is another process, and it can be slow (an
/// idle sink starts a new stream at the end of its block: up to 2 s), stuck (a socket that
/// accepts and never answers: libpulse waits 30 s) or mad (a client configuration read for
/// ever). None of that may hold a practice up: its first frame, its keys and its signals
/// are live at once, and sound joins the timeline when it is ready. A cue whose instant
/// passed while sound was opening plays at most 150 ms late, or not at all
/// (``CueSchedule/joinLateness``). A server that has not answered within ``answerLimit``
/// is given up (``SoundProblem/noAnswer``, told once); whatever it answers later is closed
/// unheard.
///
/// ```swift
/// let sound = TimelineSound.pulse(plan: CuePlan(), levels: SoundLevels())
/// let opening = ContinuousClock.now
/// let wait = sound.open(clock: { opening.duration(to: .now) }, preparing: practice.timeline)
/// sound.start(at: wait)  // the practice's time 0, on the output's clock (`wait` or sooner)
/// sound.follow(practice.timeline)  // after every look at the practice
/// sound.finish(drain: .seconds(4))  // the end chime rings on; returns at once
/// ```
///
/// No output (no library, no server, a refused stream) or one lost on the way: nothing
/// plays, ``problem`` says why, and the front end rings whatever it rings without sound.
///
/// Not thread-safe: one front end's thread (the terminal's loop, the desktop's main actor)
/// calls it; the output is opened, prepared and settled on a thread of its own.
public final class TimelineSound {
  /// Opens the output on a clock of the caller's (the time base of ``open(clock:preparing:)``).
  public typealias Opener =
    (@escaping @Sendable () -> Duration) throws(SoundProblem) -> any SoundOutput

  /// Where the opener runs.
  public enum Opening: Sendable {
    /// On a thread of its own: the front end never waits for the server (the real case).
    case background
    /// On the caller's thread, inside ``open(clock:preparing:)``: for tests of what follows
    /// the opening, with an opener that returns at once.
    case inline
  }

  /// How long a server may take to answer (to connect and make the stream) before the
  /// practice gives up on it for the rest of its run.
  public static let answerLimit = Duration.seconds(1)
  /// How long a front end may wait before its practice's first instant when a cue falls on
  /// it (a first inhale with no count-in, a sitting's first bowl, a pomodoro's focus bell),
  /// showing that sound is getting ready: long enough for a server that answers at once to
  /// place that cue on its frame, short enough not to be a wait.
  public static let firstCueWait = Duration.milliseconds(300)

  /// How events become cues.
  public let plan: CuePlan
  /// Why there is no sound, once there is none: the output could not open, did not answer
  /// in time, or was lost.
  public private(set) var problem: SoundProblem?
  private let opener: Opener
  private let opening: Opening
  /// Why no output can open, found before any thread or library is touched (no server
  /// socket, a client configuration that is not a file); `nil` when it may.
  private let reach: () -> SoundProblem?
  /// What the front end's thread and the opening thread share.
  private let shared = Locked(Shared())
  private var opened = false
  /// When the opening began, on the output's clock.
  private var openedAt = Duration.zero
  /// The cues last passed on: the same ones again are not. Cues, not the timeline: a
  /// timeline lists the phase under way at the instant it is read, so it differs at every
  /// look while its cues change only when one passes.
  private var last: [Cue]?
  /// The practice's zero on the output's clock.
  private var zero = Duration.zero
  /// The output after ``finish(drain:)``, while it may still ring.
  private var ended: (any SoundOutput)?
  /// The output's clock, the one ``open(clock:preparing:)`` was given.
  private var clock: @Sendable () -> Duration = { .zero }

  /// The output once it opened, and the cues it is to play: every hand-over of cues to the
  /// output happens with this lock held, so the opening thread's first one and the front
  /// end's later ones never cross.
  private struct Shared {
    var output: (any SoundOutput)?
    var failure: SoundProblem?
    /// The front end gave up on the opening (too slow) or finished: an output that opens
    /// now is closed unheard.
    var abandoned = false
    /// The latest cues, on the output's clock.
    var cues: [Cue]?
  }

  /// A sound that plays `plan`'s cues on the output `open` makes, once, at
  /// ``open(clock:preparing:)``: on a thread of its own unless `opening` says otherwise;
  /// `reach` says at once when no output can open.
  public init(
    plan: CuePlan, opening: Opening = .background, reach: @escaping () -> SoundProblem? = { nil },
    open: @escaping Opener
  ) {
    self.plan = plan
    self.opening = opening
    self.reach = reach
    opener = open
  }

  /// The sound of the PulseAudio server libpulse finds (PipeWire's pipewire-pulse too), at
  /// `levels`, in a stream named `name`; libpulse is not even loaded when no server can be
  /// reached (``PulseReach``).
  ///
  /// The `voice` set where eSpeak NG is missing plays the tones (a front end tells it:
  /// ``SoundProblem/noVoice``).
  public static func pulse(
    name: String = "Cadence", plan: CuePlan, levels: SoundLevels
  ) -> TimelineSound {
    var plan = plan
    if plan.set == .voice, !SpokenVoice.isAvailable { plan.set = .tones }
    return TimelineSound(
      plan: plan, reach: { PulseReach.problem(in: ProcessSystem.environment()) }
    ) {
      clock throws(SoundProblem) in
      try PulseOutput.open(name: name, levels: levels, clock: clock)
    }
  }

  /// Whether cues play now: a front end rings no bell of its own then.
  public var isPlaying: Bool {
    settle()
    return shared.withLock { $0.output != nil }
  }

  /// Whether the output is still opening: neither open nor given up.
  public var isOpening: Bool {
    settle()
    return opened && problem == nil && shared.withLock { $0.output == nil }
  }

  /// Starts opening the output on `clock` (read from before the practice's clock starts)
  /// and returns at once; the opening thread makes the voices of every cue of `timeline`
  /// (the practice's whole timeline as it starts: the kinds of cue it can sound) before the
  /// output plays anything.
  ///
  /// A second call does nothing and returns zero: one output per practice. `first` is the
  /// practice's first instant in `timeline`'s time (a desktop page's timelines are in the
  /// page's time).
  ///
  /// - Returns: How long the front end may wait before starting its practice's clock, at
  ///   most: ``firstCueWait`` when a cue falls on the practice's first instant and sound may
  ///   play, else zero. The front end may start sooner (a key, sound given up).
  public func open(
    clock: @escaping @Sendable () -> Duration, preparing timeline: [PracticeEvent] = [],
    startingAt first: Duration = .zero
  ) -> Duration {
    guard !opened else { return .zero }
    opened = true
    self.clock = clock
    openedAt = clock()
    if let unreachable = reach() {
      problem = unreachable
      return .zero
    }
    let cues = plan.cues(for: timeline)
    let job = Self.opening(
      opener, clock: clock, kinds: Set(cues.map(\.kind)), shared: shared)
    if opening == .background, let thread = try? WorkerThread() {
      thread.submit(job)
      thread.close()
    } else {
      job()
    }
    settle()
    // Open already or not, a cue on the first instant is placed on its frame only this far
    // ahead of what the device plays (the sink's latency and a margin).
    let cueAtStart = cues.contains { $0.at == first }
    return cueAtStart && problem == nil ? Self.firstCueWait : .zero
  }

  /// What the opening thread does: makes the voices, opens, hands the output over (with the
  /// cues followed so far), then waits for the device to play it (``SoundOutput/settle()``).
  private static func opening(
    _ opener: @escaping Opener, clock: @escaping @Sendable () -> Duration,
    kinds: Set<CueKind>, shared: Locked<Shared>
  ) -> @Sendable () -> Void {
    // @unchecked: the opener is called once, on the one thread this job runs on.
    let opener = UncheckedOpener(open: opener)
    return {
      // The voices first, while there is nothing else to do: made after the output opened,
      // they would hold its first cues back (a bowl: 17 ms in release, 150 ms in debug).
      let voices = CueVoices(making: kinds)
      let output: any SoundOutput
      do throws(SoundProblem) {
        output = try opener.open(clock)
      } catch {
        shared.withLock { $0.failure = error }
        return
      }
      output.adopt(voices)
      let kept = shared.withLock { state in
        guard !state.abandoned else { return false }
        state.output = output
        if let cues = state.cues { output.follow(cues, at: clock()) }
        return true
      }
      guard kept else { return output.close(drain: .zero) }
      output.settle()
    }
  }

  /// The practice's clock starts at `zero` of the clock ``open(clock:preparing:)`` was
  /// given: every cue is placed that much later on the output's clock than in the
  /// practice's time. Said before the first follow; said again if the start moves.
  public func start(at zero: Duration) {
    // A zero moved (a key started the practice before the wait was out): every cue moves.
    if zero != self.zero { last = nil }
    self.zero = zero
  }

  /// Follows `timeline` (in the practice's time), read now.
  ///
  /// What is heard now comes from the output's own clock, never from the practice's. An
  /// output that reports itself lost is closed at once and ``problem`` says so; nothing
  /// plays from then on. Before the output is open the cues are kept, and the opening
  /// thread hands them over the moment it is.
  public func follow(_ timeline: [PracticeEvent]) {
    settle()
    guard problem == nil, opened else { return }
    let cues = plan.cues(for: timeline).map { cue in
      var shifted = cue
      shifted.at += zero
      return shifted
    }
    guard cues != last else { return }
    last = cues
    let clock = self.clock
    shared.withLock { state in
      state.cues = cues
      state.output?.follow(cues, at: clock())
    }
  }

  /// Ends the sound without waiting: what still rings plays out for at most `drain`
  /// (without one, what sounds fades out at once), then the stream closes on a thread of
  /// its own. Nothing plays after it; an output still opening is closed unheard.
  ///
  /// - Returns: How long from now the sound still rings: a process that ends sooner cuts
  ///   it short.
  @discardableResult
  public func finish(drain: Duration) -> Duration {
    let output = shared.withLock { state in
      state.abandoned = true
      state.cues = nil
      defer { state.output = nil }
      return state.output
    }
    guard let output else { return .zero }
    output.close(drain: drain)
    ended = output
    return output.ringsFor
  }

  /// Silences at once what still rings after ``finish(drain:)`` (a fade, no click): the
  /// person pressed a key during the ring-out. Returns how long the fade lasts.
  @discardableResult
  public func silence() -> Duration {
    guard let ended else { return .zero }
    ended.close(drain: .zero)
    return ended.ringsFor
  }

  /// Takes in what the opening thread found (a failure), a lost output, or the answer limit
  /// passed with no output: ``problem`` then says why, once and for good.
  private func settle() {
    guard opened, problem == nil else { return }
    let clock = self.clock
    let openedAt = self.openedAt
    let (lost, found): (SoundProblem?, SoundProblem?) = shared.withLock { state in
      if let output = state.output {
        guard let lost = output.takeProblem() else { return (nil, nil) }
        state.output = nil
        state.abandoned = true
        output.close(drain: .zero)
        return (lost, nil)
      }
      if let failure = state.failure { return (nil, failure) }
      if clock() - openedAt >= Self.answerLimit {
        state.abandoned = true
        return (nil, .noAnswer)
      }
      return (nil, nil)
    }
    problem = lost ?? found
  }
}

/// An opener carried to the opening thread: called there once, and never again here.
private struct UncheckedOpener: @unchecked Sendable {
  let open: TimelineSound.Opener
}
