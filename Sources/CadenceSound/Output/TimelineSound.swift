import CadencePractice

/// A practice's sound for any front end: it opens one ``SoundOutput`` before the practice's
/// clock starts, then follows the practice's timeline, passing its cues on when the timeline
/// has changed (a pause, a skip, a minute more, a new phase in the horizon).
///
/// Why open first: the server needs tens of milliseconds to connect and start a stream, and
/// a cue can only be placed on its own frame ``SoundOutput/lead`` ahead of what is heard.
/// Opened at the practice's first instant, the cue of that instant (a breath's first inhale
/// without a count-in) would be placed late. So a front end opens the sound, starts
/// its practice's clock the lead later (showing the practice's zero meanwhile), and says
/// where that zero falls on the output's clock:
///
/// ```swift
/// let sound = TimelineSound.pulse(plan: CuePlan(), levels: SoundLevels())
/// let opening = ContinuousClock.now
/// let lead = sound.open(clock: { opening.duration(to: .now) }, preparing: practice.timeline)
/// sound.start(at: lead)  // the practice's time 0, on the output's clock
/// sound.follow(practice.timeline)  // after every look at the practice
/// sound.finish(drain: .seconds(4))  // the end chime rings on
/// ```
///
/// No output (no library, no server, a refused stream) or one lost on the way: nothing
/// plays, ``problem`` says why, and the front end rings whatever it rings without sound.
///
/// Not thread-safe: one front end's thread (the terminal's loop, the desktop's main actor)
/// calls it; only the output's clock is read from the output's own thread.
public final class TimelineSound {
  /// Opens the output on a clock of the caller's (the time base of ``open(clock:preparing:)``).
  public typealias Opener =
    (@escaping @Sendable () -> Duration) throws(SoundProblem) -> any SoundOutput

  /// How events become cues.
  public let plan: CuePlan
  /// Why there is no sound, once there is none: the output could not open, or was lost.
  public private(set) var problem: SoundProblem?
  /// How long after opening the practice's clock starts, as ``open(clock:preparing:)`` returned it
  /// (zero before, and without sound).
  public private(set) var lead = Duration.zero
  private let opener: Opener
  private var output: (any SoundOutput)?
  private var opened = false
  /// The timeline last passed on: the same one again is not.
  private var last: [PracticeEvent]?
  /// The practice's zero on the output's clock.
  private var zero = Duration.zero
  /// The output's clock, the one ``open(clock:preparing:)`` was given.
  private var clock: @Sendable () -> Duration = { .zero }

  /// A sound that plays `plan`'s cues on the output `open` makes, once, at ``open(clock:preparing:)``.
  public init(plan: CuePlan, open: @escaping Opener) {
    self.plan = plan
    opener = open
  }

  /// The sound of the PulseAudio server libpulse finds (PipeWire's pipewire-pulse too), at
  /// `levels`, in a stream named `name`.
  public static func pulse(
    name: String = "Cadence", plan: CuePlan, levels: SoundLevels
  ) -> TimelineSound {
    TimelineSound(plan: plan) { clock throws(SoundProblem) in
      try PulseOutput.open(name: name, levels: levels, clock: clock)
    }
  }

  /// Whether cues play now: a front end rings no bell of its own then.
  public var isPlaying: Bool { output != nil }

  /// Opens the output on `clock`, read from before the practice's clock starts, and makes
  /// the voices of every cue of `timeline` (the practice's whole timeline as it starts:
  /// the kinds of cue it can sound) before returning, so none is made inside the lead.
  ///
  /// A second call does nothing and returns zero: one output per practice.
  ///
  /// - Returns: How long after now to start the practice's clock, so that its first
  ///   instant's cue plays on its frame: the output's ``SoundOutput/lead``, or zero without
  ///   sound.
  public func open(
    clock: @escaping @Sendable () -> Duration, preparing timeline: [PracticeEvent] = []
  ) -> Duration {
    guard !opened else { return .zero }
    opened = true
    self.clock = clock
    do throws(SoundProblem) {
      let output = try opener(clock)
      self.output = output
      output.prepare(Set(plan.cues(for: timeline).map(\.kind)))
      lead = output.lead
      return lead
    } catch {
      problem = error
      return .zero
    }
  }

  /// The practice's clock started at `zero` of the clock ``open(clock:preparing:)`` was given: every
  /// cue is placed that much later on the output's clock than in the practice's time.
  public func start(at zero: Duration) {
    self.zero = zero
  }

  /// Follows `timeline` (in the practice's time), read now.
  ///
  /// What is heard now comes from the output's own clock, never from the practice's: that
  /// one reads zero for its first lead of time. An output that reports itself lost is
  /// closed at once and ``problem`` says so; nothing plays from then on.
  public func follow(_ timeline: [PracticeEvent]) {
    guard let output else { return }
    if let lost = output.takeProblem() {
      problem = lost
      output.close(drain: .zero)
      self.output = nil
      return
    }
    guard timeline != last else { return }
    last = timeline
    let cues = plan.cues(for: timeline).map { cue in
      var shifted = cue
      shifted.at += zero
      return shifted
    }
    output.follow(cues, at: clock())
  }

  /// Ends the sound: what still rings plays out for at most `drain`, then the stream
  /// closes. Nothing plays after it.
  public func finish(drain: Duration) {
    output?.close(drain: drain)
    output = nil
  }
}
