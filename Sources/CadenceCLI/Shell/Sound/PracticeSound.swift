import CadencePractice
import CadenceSound

/// A practice's sound in the terminal: the shared ``CadenceSound/TimelineSound`` (the kernel
/// starts opening it as the practice starts, draws the first frame at once, and hands it the
/// app's timeline after every wake-up; sound joins when ready), with what only the terminal
/// needs: whether sound was asked for, and the one notice of a problem.
///
/// No output (no library, no server, a refused stream) or one lost on the way: nothing
/// plays, the kernel rings the terminal bell as it would without sound, and the problem is
/// told once, when it happens (``takeNotice()``).
final class PracticeSound {
  /// Whether a missing server is worth a notice: sound was asked for (`--sound`, the
  /// setting), not merely on by default.
  let asked: Bool
  /// The notice's line in the person's language (`Warning: No sound: …`), set by the runner.
  var describe: (SoundProblem) -> String = { "\($0)\n" }
  /// The last row's notice while sound gets ready before a cue at the first instant, in the
  /// person's language; `nil`: none (set by the runner).
  var gettingReady: String?
  /// Where the notice goes when the loop draws no screen (plain lines): standard error,
  /// away from the lines a pipe may read.
  var errorOutput: (any TextOutput)?
  private let sound: TimelineSound
  private var noticed = false
  /// A notice found before the sound opened (the voice asked for without eSpeak NG), told
  /// first and once.
  var pendingNotice: SoundProblem?

  /// `sound`, told of as asked for or not.
  init(_ sound: TimelineSound, asked: Bool) {
    self.sound = sound
    self.asked = asked
  }

  /// A sound of `plan` on the output `open` makes (a test's fake, or a server of its own),
  /// opened as `opening` says.
  convenience init(
    plan: CuePlan, asked: Bool, opening: TimelineSound.Opening = .background,
    open: @escaping TimelineSound.Opener
  ) {
    self.init(TimelineSound(plan: plan, opening: opening, open: open), asked: asked)
  }

  /// The sound of the PulseAudio server libpulse finds, at `levels`.
  static func pulse(plan: CuePlan, levels: SoundLevels, asked: Bool) -> PracticeSound {
    PracticeSound(.pulse(plan: plan, levels: levels), asked: asked)
  }

  /// The sound of `plan` where it can be: the voice without eSpeak NG plays the tones, told
  /// once (``pendingNotice``).
  static func pulse(
    speaking plan: CuePlan, levels: SoundLevels, asked: Bool,
    speechAvailable: () -> Bool = { SpokenVoice.isAvailable }
  ) -> PracticeSound {
    var plan = plan
    var notice: SoundProblem?
    // Asked only for the voice: loading eSpeak NG costs memory a practice without it never
    // needs.
    if plan.set == .voice, !speechAvailable() {
      plan.set = .tones
      notice = .noVoice
    }
    let sound = pulse(plan: plan, levels: levels, asked: asked)
    sound.pendingNotice = notice
    return sound
  }

  /// Why there is no sound, once there is none.
  var problem: SoundProblem? { sound.problem }
  /// How events become cues.
  var plan: CuePlan { sound.plan }
  /// Whether cues play now (the kernel rings no terminal bell then).
  var isPlaying: Bool { sound.isPlaying }
  /// Whether the output is still opening (neither open nor given up).
  var isOpening: Bool { sound.isOpening }

  /// Starts opening the output on `clock` without waiting, with the voices of `timeline`'s
  /// cues made on the opening thread; returns how long the kernel may wait, at most, before
  /// the practice's clock starts (``CadenceSound/TimelineSound/open(clock:preparing:)``).
  func open(
    clock: @escaping @Sendable () -> Duration, preparing timeline: [PracticeEvent] = []
  ) -> Duration {
    sound.open(clock: clock, preparing: timeline)
  }

  /// The practice's clock started at `zero` of the clock ``open(clock:preparing:)`` was given.
  func start(at zero: Duration) { sound.start(at: zero) }

  /// Follows `timeline`, read now (in the practice's time).
  func follow(_ timeline: [PracticeEvent]) { sound.follow(timeline) }

  /// Ends the sound without waiting: what still rings plays out for at most `drain` (a stop,
  /// no drain: a fade), then the stream closes; returns how long it still rings.
  @discardableResult
  func finish(drain: Duration) -> Duration { sound.finish(drain: drain) }

  /// Silences at once what still rings after ``finish(drain:)`` (a key during the ring-out):
  /// a fade; returns how long it lasts.
  func silence() -> Duration { sound.silence() }

  /// The notice of a problem not told yet, once: a problem, unless sound was only on by
  /// default and no server exists (most machines without sound need no word about it; a
  /// server that exists and does not answer, or a configuration that is not a file, is
  /// told of whether sound was asked for or not).
  func takeNotice() -> SoundProblem? {
    if let pending = pendingNotice {
      pendingNotice = nil
      return pending
    }
    guard !noticed, let problem else { return nil }
    if !asked, case .noServer = problem { return nil }
    if !asked, problem == .noLibrary { return nil }
    noticed = true
    return problem
  }
}
