import CadencePractice
import CadenceSound

/// A practice's sound in the terminal: the kernel hands it the app's timeline after every
/// wake-up, and it passes the cues on to one ``CadenceSound/SoundOutput`` when the timeline
/// has changed (a pause, a skip, `+` / `-`, a new phase in the horizon), opened at the first
/// look on the loop's own clock.
///
/// No output (no library, no server, a refused stream) or one lost on the way: nothing
/// plays, the kernel rings the terminal bell as it would without sound, and ``problem``
/// says why, for one notice after the practice.
final class PracticeSound {
  /// Opens the output on a clock that reads the loop's time.
  typealias Opener = (@escaping @Sendable () -> Duration) throws(SoundProblem) -> any SoundOutput

  /// How events become cues.
  let plan: CuePlan
  /// Whether a missing server is worth a notice: sound was asked for (`--sound`, the
  /// setting), not merely on by default.
  let asked: Bool
  private let open: Opener
  private var output: (any SoundOutput)?
  private var opened = false
  private var last: [PracticeEvent]?
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

  /// Follows `timeline` at loop time `now`; `clock` reads the loop's time (for the output
  /// to tie its frames to).
  func follow(
    _ timeline: [PracticeEvent], at now: Duration, clock: @escaping @Sendable () -> Duration
  ) {
    if !opened {
      opened = true
      do throws(SoundProblem) {
        output = try open(clock)
      } catch {
        problem = error
      }
    }
    guard let output else { return }
    if let lost = output.takeProblem() {
      problem = lost
      output.close(drain: .zero)
      self.output = nil
      return
    }
    guard timeline != last else { return }
    last = timeline
    output.follow(plan.cues(for: timeline), at: now)
  }

  /// Ends the sound: what still rings plays out for at most `drain`, then the stream closes.
  func finish(drain: Duration) {
    output?.close(drain: drain)
    output = nil
  }

  /// The notice to give after the practice, if any: a problem, unless sound was only on by
  /// default and no server exists (most machines without sound need no word about it).
  var notice: SoundProblem? {
    guard let problem else { return nil }
    if !asked, case .noServer = problem { return nil }
    if !asked, problem == .noLibrary { return nil }
    return problem
  }
}
