import CadencePractice
import CadenceSound

/// A practice's sound in the terminal: the kernel opens it before the practice's clock
/// starts, then hands it the app's timeline after every wake-up, and it passes the cues on
/// to one ``CadenceSound/SoundOutput`` when the timeline has changed (a pause, a skip,
/// `+` / `-`, a new phase in the horizon).
///
/// Why open first: the server needs tens of milliseconds to connect and start a stream,
/// and a cue can only be placed on its own frame a little ahead of what is heard
/// (``CadenceSound/SoundOutput/lead``). Opened at the practice's first instant, the cue of
/// that instant (a sitting's first bowl without warm-up) came late or not at all.
///
/// No output (no library, no server, a refused stream) or one lost on the way: nothing
/// plays, the kernel rings the terminal bell as it would without sound, and the problem is
/// told once, when it happens (``takeNotice()``).
final class PracticeSound {
  /// Opens the output on a clock of the caller's (the time base of ``open(clock:)``).
  typealias Opener = (@escaping @Sendable () -> Duration) throws(SoundProblem) -> any SoundOutput

  /// How events become cues.
  let plan: CuePlan
  /// Whether a missing server is worth a notice: sound was asked for (`--sound`, the
  /// setting), not merely on by default.
  let asked: Bool
  /// The notice's line in the person's language (`Warning: No sound: …`), set by the runner.
  var describe: (SoundProblem) -> String = { "\($0)\n" }
  /// Where the notice goes when the loop draws no screen (plain lines): standard error,
  /// away from the lines a pipe may read.
  var errorOutput: (any TextOutput)?
  private let open: Opener
  private var output: (any SoundOutput)?
  private var opened = false
  private var noticed = false
  private var last: [PracticeEvent]?
  /// The practice's zero on the output's clock.
  private var zero = Duration.zero
  /// The output's clock, the one ``open(clock:)`` was given.
  private var clock: @Sendable () -> Duration = { .zero }
  /// Why there is no sound, once there is none.
  private(set) var problem: SoundProblem?

  init(plan: CuePlan, asked: Bool, open: @escaping Opener) {
    self.plan = plan
    self.asked = asked
    self.open = open
  }

  /// The sound of the PulseAudio server libpulse finds, at `levels`.
  static func pulse(plan: CuePlan, levels: SoundLevels, asked: Bool) -> PracticeSound {
    PracticeSound(plan: plan, asked: asked) { clock throws(SoundProblem) in
      try PulseOutput.open(name: "Cadence", levels: levels, clock: clock)
    }
  }

  /// Whether cues play now (the kernel rings no terminal bell then).
  var isPlaying: Bool { output != nil }

  /// Opens the output on `clock`, read from before the practice's clock starts; returns how
  /// long after now to start it so that its first instant's cue plays on its frame (zero
  /// without sound). A second call does nothing.
  func open(clock: @escaping @Sendable () -> Duration) -> Duration {
    guard !opened else { return .zero }
    opened = true
    self.clock = clock
    do throws(SoundProblem) {
      let output = try open(clock)
      self.output = output
      return output.lead
    } catch {
      problem = error
      return .zero
    }
  }

  /// The practice's clock started at `zero` of the clock ``open(clock:)`` was given.
  func start(at zero: Duration) {
    self.zero = zero
  }

  /// Follows `timeline`, read now. What is heard now comes from the output's own clock,
  /// never from the practice's: that one reads zero for its first lead of time.
  func follow(_ timeline: [PracticeEvent]) {
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

  /// Ends the sound: what still rings plays out for at most `drain`, then the stream closes.
  func finish(drain: Duration) {
    output?.close(drain: drain)
    output = nil
  }

  /// The notice of a problem not told yet, once: a problem, unless sound was only on by
  /// default and no server exists (most machines without sound need no word about it).
  func takeNotice() -> SoundProblem? {
    guard !noticed, let problem else { return nil }
    if !asked, case .noServer = problem { return nil }
    if !asked, problem == .noLibrary { return nil }
    noticed = true
    return problem
  }
}
